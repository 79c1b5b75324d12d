/// Which word's bigram followers stand for a contraction's or a possessive's, which the bundled
/// table cannot hold: its source text had its apostrophes stripped, so `don't`, `I'm`, `it's` and
/// `dog's` head no row, and the strip after them offered `the`, `and`, `to`.
///
/// A contraction follows as the word its clitic stands for (`don't` → `not`, `I'm` → `am`,
/// `you're` → `are`, `I'll` → `will`, `I've` → `have`, `I'd` → `would`); `'s` after a pronoun,
/// `there`, `here` or a question word is `is` (`it's`, `there's`, `what's`), `let's` is read as the
/// table's `lets` (whose text is mostly `let's`: `lets go`, `lets see`), and any other `'s` is a
/// possessive, which is followed as a determiner is: as `his` (`dog's` → `own`, `name`, `life`).
public enum ContractionContext {
    /// The word whose followers stand for `key`'s (a lexicon key, lower case, `'` or `’`), or nil
    /// when `key` has no clitic.
    public static func standIn(for key: String) -> String? {
        guard let (base, clitic) = parts(of: key) else { return nil }
        if clitic == "t", base.hasSuffix("n"), base.count > 1 { return "not" }
        guard !base.isEmpty else { return nil }
        switch clitic {
        case "m": return "am"
        case "re": return "are"
        case "ll": return "will"
        case "ve": return "have"
        case "d": return "would"
        case "s": return base == "let" ? "lets" : copulaBases.contains(String(base)) ? "is" : possessiveStandIn
        default: return nil
        }
    }

    /// Every word `key`'s clitic may stand for, ``standIn(for:)``'s first: `'s` after a pronoun
    /// or question word is `is` or `has` (`it's been`); `'m` is `am` or `is`, the copula's
    /// followers being the same in every person (`gone`, `dead`: the `am` row lacks them); `let's`
    /// is followed as the table's `lets` or as `will`, a bare verb (`let's make`, `let's try`, which
    /// the `lets` row lacks). Not `'d` for `had`: `had` follows `had` so often that `the id had
    /// expired` read as `I'd`.
    public static func standIns(for key: String) -> [String] {
        switch standIn(for: key) {
        case "is": ["is", "has"]
        case "am": ["am", "is"]
        case "lets": ["lets", "will"]
        case let word?: [word]
        case nil: []
        }
    }

    /// The subject of the contraction `key` (a lexicon key), the word before its apostrophe (`I`,
    /// `it`, `she`), but `we` for `let's` (`let us`: `so let's go` is `so we go`, where `she lets
    /// go` has a subject of its own); nil without an apostrophe.
    public static func subject(of key: String) -> String? {
        parts(of: key).map { $0.base == "let" ? "we" : String($0.base) }
    }

    /// `key` split at its last apostrophe: the word before it and the clitic after it.
    static func parts(of key: String) -> (base: Substring, clitic: Substring)? {
        // Most keys have none, told from their bytes (asked of every prediction and committed
        // word; walking the characters was a fifth of a space's instructions).
        guard key.mayHoldApostrophe else { return nil }
        return key.lastIndex(where: \.isApostrophe).map { (key[..<$0], key[key.index(after: $0)...]) }
    }

    /// Whether `next` (a lexicon key) can follow the contraction `key`: not a subject after `'ll`,
    /// `'d`, `'ve`, `'re` or `'m` (`I'll you`, `I'd it`, `I'd someone`, `we're you`, `I'm I`), whose
    /// stand-ins have them only as questions, the subject after the verb (`will you`, `would it`,
    /// `would someone`, `have they`, `are you`, `am I`); `there` may still follow `'re` and `'m`, as
    /// an adverb (`we're there`, `I'm there`); and no object pronoun after `let's` (`lets me`).
    /// After a question word the contraction is the question's verb, so a subject follows
    /// (`how'd you`, `what're they`, `where've you`). No `to` after a negated modal or `do`
    /// (`won't to`, `don't to`, `can't to`), which a bare verb follows: their stand-in `not` has
    /// `not to` among its commonest pairs. True for any other pair.
    public static func admits(_ next: String, after key: String) -> Bool {
        if next == "to", let (base, clitic) = parts(of: key), clitic == "t", base.hasSuffix("n"),
           bareVerbNegations.contains(String(base.dropLast())) { return false }
        if objects.contains(next), standIn(for: key) == "lets" { return false }
        guard subjects.contains(next), let standIn = standIn(for: key) else { return true }
        switch parts(of: key)?.base {
        case "how", "what", "where", "why", "when", "who": return true
        default: break
        }
        if standIn == "are" || standIn == "am" { return next == "there" }
        return !auxiliaries.contains(standIn)
    }

    /// Whether a verb's bare form follows the contraction `key` (a lexicon key): `'ll`, `'d` and
    /// `let's` (`I'll grab`, `I'd say`, `let's eat`).
    public static func takesBareVerb(_ key: String) -> Bool {
        switch standIn(for: key) {
        case "will", "would", "lets": true
        default: false
        }
    }

    /// Pronouns as objects, which never follow `let's`: it is `let us`, its object already in it
    /// (`lets me`, `lets you` are the verb).
    static let objects: Set<String> = ["me", "you", "us", "him", "her", "it", "them"]

    /// The negations a bare verb follows, as written before their `n't` (`wo` of `won't`, `ca` of
    /// `can't`): of `do` and the modals. Not `isn't`, `wasn't`, `haven't`, `ain't` (`isn't to
    /// blame`).
    static let bareVerbNegations: Set<String> = ["do", "does", "did", "wo", "would", "ca", "could", "should", "must", "might", "sha",
                                                 "need", "dare"]

    /// The stand-ins of `'ll`, `'d` and `'ve`.
    static let auxiliaries: Set<String> = ["will", "would", "have"]

    /// Words that follow an auxiliary as its subject in a question (`will you`, `would someone`,
    /// `will there be`): the subject pronouns, the indefinite ones and `there`.
    static let subjects: Set<String> = ["i", "you", "he", "she", "it", "we", "they", "there", "someone", "somebody", "anyone", "anybody",
                                        "everyone", "everybody"]

    /// Whether `key` (a lexicon key) is a contraction, a word with a clitic that stands for a word
    /// of its own (`can't`, `he's`, `I'll`, `let's`), and not a possessive (`dog's`, `father's`).
    public static func isContraction(_ key: String) -> Bool {
        standIn(for: key).map { $0 != possessiveStandIn } ?? false
    }

    /// The word whose followers stand for `key`'s own when `key` spells a contraction without its
    /// apostrophe and the table's row for it holds both (its source had its apostrophes
    /// stripped): `its`, the possessive, is read as `his`, since the row's `its a`, `its been`,
    /// `its not` are `it's`; `lets`, the verb, as `allows` (the row's `lets go`, `lets see` are
    /// `let's`; `lets you`, `lets us` stay). Nil for every other word (`ill`, `well`, `were` keep
    /// their rows).
    public static func twinStandIn(for key: String) -> String? {
        switch key {
        case "its": possessiveStandIn
        case "lets": "allows"
        default: nil
        }
    }

    /// The word a possessive's followers are read as.
    static let possessiveStandIn = "his"

    /// Words whose `'s` is `is` (or `has`), not a possessive.
    static let copulaBases: Set<String> = ["it", "that", "this", "what", "there", "here", "he", "she", "who", "where", "how", "when",
                                           "why", "everything", "everyone", "everybody", "nothing", "nobody", "something", "someone",
                                           "somebody"]
}
