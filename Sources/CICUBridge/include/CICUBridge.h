// CICUBridge: the only code in the package that includes ICU's headers.
//
// Foundation on Linux carries its own ICU, whose headers clash with the system's; Swift code
// therefore reaches ICU only through this header, which uses <stdint.h> types alone. Every
// function takes UTF-8 in and gives UTF-8 (or byte offsets into the UTF-8 input) out, reports
// its outcome as one of the KB_ICU_* result codes, and on KB_ICU_BUFFER_TOO_SMALL stores the
// length it needs in *outLength so the caller can retry with a larger buffer.
#ifndef CICU_BRIDGE_H
#define CICU_BRIDGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Result codes of every kb_icu_* call.
enum {
    KB_ICU_OK = 0,
    KB_ICU_BUFFER_TOO_SMALL = 1,
    KB_ICU_INVALID_ARGUMENT = 2,
    KB_ICU_INVALID_TEXT = 3,
    KB_ICU_UNKNOWN_CHARSET = 4,
    KB_ICU_UNMAPPABLE = 5,
    KB_ICU_OUT_OF_MEMORY = 6,
    KB_ICU_FAILURE = 7
};

/// Normalisation forms for kb_icu_normalize.
enum {
    KB_ICU_NFC = 0,
    KB_ICU_NFD = 1,
    KB_ICU_NFKC = 2,
    KB_ICU_NFKC_CASEFOLD = 3,
    /// NFKC case folding, then canonical decomposition with the nonspacing marks (Mn) on Latin,
    /// Greek and Cyrillic letters removed, then NFC (docs/DATA-FORMATS.md, "Folding").
    KB_ICU_SEARCH_FOLD = 4
};

/// Word-boundary categories reported with each boundary (ICU's UWordBreak rule status ranges).
enum {
    KB_ICU_WORD_NONE = 0,
    KB_ICU_WORD_NUMBER = 1,
    KB_ICU_WORD_LETTER = 2,
    KB_ICU_WORD_KANA = 3,
    KB_ICU_WORD_IDEO = 4
};

/// Normalises `src` (UTF-8, `srcLength` bytes) into `dst` with one of the KB_ICU_NF* forms.
int32_t kb_icu_normalize(int32_t form, const uint8_t *src, int32_t srcLength,
                         uint8_t *dst, int32_t dstCapacity, int32_t *outLength);

/// Lower-cases (`toUpper` 0) or upper-cases (`toUpper` 1) `src` with the rules of `locale`
/// (an ICU locale id such as "tr" or "en_US"; NULL or "" for the root rules).
int32_t kb_icu_change_case(int32_t toUpper, const char *locale, const uint8_t *src, int32_t srcLength,
                           uint8_t *dst, int32_t dstCapacity, int32_t *outLength);

/// Finds the word boundaries of `src` with the rules of `locale`. Writes up to `capacity`
/// boundaries as byte offsets into `src` (the first is 0, the last `srcLength`) and, for each,
/// the KB_ICU_WORD_* category of the segment that ends there (0 for the first offset).
int32_t kb_icu_word_boundaries(const char *locale, const uint8_t *src, int32_t srcLength,
                               int32_t *offsets, int32_t *categories, int32_t capacity,
                               int32_t *outCount);

/// Converts bytes from the charset `fromCharset` to `toCharset` (ICU converter names or aliases,
/// e.g. "UTF-8", "ISO-8859-2"). A byte sequence or character the other side cannot represent
/// gives KB_ICU_INVALID_TEXT or KB_ICU_UNMAPPABLE rather than a substitute.
int32_t kb_icu_convert(const char *fromCharset, const char *toCharset,
                       const uint8_t *src, int32_t srcLength,
                       uint8_t *dst, int32_t dstCapacity, int32_t *outLength);

/// The ICU library version this bridge runs against, as "major.minor" in `dst`.
int32_t kb_icu_version(uint8_t *dst, int32_t dstCapacity, int32_t *outLength);

#ifdef __cplusplus
}
#endif

#endif
