import Foundation
import KeyboardText
import Testing

@Suite("Trimming without Foundation")
struct TrimmingTests {
    @Test("the sets hold exactly the scalars Foundation's whitespaces and whitespacesAndNewlines hold")
    func sameSetsAsFoundation() {
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let foundation = (text.trimmingCharacters(in: .whitespaces).isEmpty,
                              text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            let ours = (TrimmedCharacters.whitespaces.contains(scalar), TrimmedCharacters.whitespacesAndNewlines.contains(scalar))
            if foundation != ours, mismatches.count < 10 { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "differ from Foundation at U+\(mismatches.joined(separator: ", U+"))")
    }

    @Test("trims both ends scalar by scalar, as Foundation does", arguments: [
        "", " ", "  a b  ", "\t\u{3000}word\u{200B}", "\r\nline\n\u{2028}", " \u{301}x", "x \u{301}", "\u{85}é\u{A0}",
    ])
    func sameTrimAsFoundation(_ text: String) {
        #expect(text.trimming(.whitespaces) == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimming(.whitespacesAndNewlines) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(text[...].trimming(.whitespaces) == text.trimmingCharacters(in: .whitespaces))
    }
}
