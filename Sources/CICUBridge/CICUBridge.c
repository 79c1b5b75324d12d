// The ICU calls behind CICUBridge.h. Each entry point converts UTF-8 to ICU's UTF-16 where it must,
// does one job, and maps ICU's UErrorCode to a KB_ICU_* result code in kb_result().
#include "CICUBridge.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ucnv.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utext.h>
#include <unicode/uversion.h>

static int32_t kb_result(UErrorCode status) {
    if (U_SUCCESS(status)) return KB_ICU_OK;
    switch (status) {
    case U_BUFFER_OVERFLOW_ERROR: return KB_ICU_BUFFER_TOO_SMALL;
    case U_ILLEGAL_ARGUMENT_ERROR: return KB_ICU_INVALID_ARGUMENT;
    case U_INVALID_CHAR_FOUND:
    case U_ILLEGAL_CHAR_FOUND:
    case U_TRUNCATED_CHAR_FOUND: return KB_ICU_INVALID_TEXT;
    case U_FILE_ACCESS_ERROR: return KB_ICU_UNKNOWN_CHARSET;
    case U_MEMORY_ALLOCATION_ERROR: return KB_ICU_OUT_OF_MEMORY;
    default: return KB_ICU_FAILURE;
    }
}

// UTF-8 → freshly allocated UTF-16. The caller frees *out.
static int32_t kb_to_utf16(const uint8_t *src, int32_t srcLength, UChar **out, int32_t *outLength) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    u_strFromUTF8(NULL, 0, &length, (const char *)src, srcLength, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return KB_ICU_INVALID_TEXT;
    UChar *buffer = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
    if (buffer == NULL) return KB_ICU_OUT_OF_MEMORY;
    status = U_ZERO_ERROR;
    u_strFromUTF8(buffer, length + 1, &length, (const char *)src, srcLength, &status);
    if (U_FAILURE(status)) {
        free(buffer);
        return KB_ICU_INVALID_TEXT;
    }
    *out = buffer;
    *outLength = length;
    return KB_ICU_OK;
}

// UTF-16 → caller's UTF-8 buffer; on overflow *outLength is the size needed.
static int32_t kb_from_utf16(const UChar *src, int32_t srcLength, uint8_t *dst, int32_t dstCapacity,
                             int32_t *outLength) {
    UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8((char *)dst, dstCapacity, outLength, src, srcLength, &status);
    if (status == U_STRING_NOT_TERMINATED_WARNING) return KB_ICU_OK;
    return kb_result(status);
}

// Applies `norm` to UTF-16 text into a new buffer. The caller frees *out.
static int32_t kb_apply(const UNormalizer2 *norm, const UChar *src, int32_t srcLength, UChar **out,
                        int32_t *outLength) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = unorm2_normalize(norm, src, srcLength, NULL, 0, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) return kb_result(status);
    UChar *buffer = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
    if (buffer == NULL) return KB_ICU_OUT_OF_MEMORY;
    status = U_ZERO_ERROR;
    length = unorm2_normalize(norm, src, srcLength, buffer, length + 1, &status);
    if (U_FAILURE(status)) {
        free(buffer);
        return kb_result(status);
    }
    *out = buffer;
    *outLength = length;
    return KB_ICU_OK;
}

// Removes the nonspacing marks that follow a Latin, Greek or Cyrillic letter (accents); marks of
// other scripts (Japanese dakuten, Indic vowel signs) change the word and stay.
static int32_t kb_remove_accents(UChar *text, int32_t length) {
    int32_t read = 0, write = 0;
    UBool baseIsAccented = 0;
    while (read < length) {
        int32_t start = read;
        UChar32 c;
        U16_NEXT(text, read, length, c);
        if (u_charType(c) == U_NON_SPACING_MARK) {
            if (baseIsAccented) continue;
        } else {
            UErrorCode status = U_ZERO_ERROR;
            UScriptCode script = uscript_getScript(c, &status);
            baseIsAccented = U_SUCCESS(status) &&
                (script == USCRIPT_LATIN || script == USCRIPT_GREEK || script == USCRIPT_CYRILLIC);
        }
        while (start < read) text[write++] = text[start++];
    }
    return write;
}

// Latin letters whose mark is part of the letter (no decomposition) fold like accented ones:
// œ → oe, æ → ae, ø → o, ł → l, đ → d, ħ → h (after case folding, so lower case only). Typographic
// apostrophes (’, ʼ) become ', and katakana its hiragana twin (ネコ → ねこ; the dakuten, decomposed
// here, recombines in the NFC that follows). Scripts/build-resources folds with the same table.
static int32_t kb_fold_separate_letters(UChar **text, int32_t *length) {
    int32_t extra = 0;
    for (int32_t i = 0; i < *length; i++)
        if ((*text)[i] == 0x0153 || (*text)[i] == 0x00E6) extra++;
    UChar *out = (UChar *)malloc(sizeof(UChar) * (size_t)(*length + extra + 1));
    if (out == NULL) return KB_ICU_OUT_OF_MEMORY;
    int32_t n = 0;
    for (int32_t i = 0; i < *length; i++) {
        UChar c = (*text)[i];
        switch (c) {
        case 0x0153: out[n++] = 'o'; out[n++] = 'e'; break;
        case 0x00E6: out[n++] = 'a'; out[n++] = 'e'; break;
        case 0x00F8: out[n++] = 'o'; break;
        case 0x0142: out[n++] = 'l'; break;
        case 0x0111: out[n++] = 'd'; break;
        case 0x0127: out[n++] = 'h'; break;
        case 0x2019: case 0x02BC: out[n++] = '\''; break;
        default: out[n++] = (c >= 0x30A1 && c <= 0x30F6) ? (UChar)(c - 0x60) : c;
        }
    }
    free(*text);
    *text = out;
    *length = n;
    return KB_ICU_OK;
}

int32_t kb_icu_normalize(int32_t form, const uint8_t *src, int32_t srcLength,
                         uint8_t *dst, int32_t dstCapacity, int32_t *outLength) {
    if ((src == NULL && srcLength > 0) || srcLength < 0 || outLength == NULL || dstCapacity < 0)
        return KB_ICU_INVALID_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    const UNormalizer2 *first = NULL;
    switch (form) {
    case KB_ICU_NFC: first = unorm2_getNFCInstance(&status); break;
    case KB_ICU_NFD: first = unorm2_getNFDInstance(&status); break;
    case KB_ICU_NFKC: first = unorm2_getNFKCInstance(&status); break;
    case KB_ICU_NFKC_CASEFOLD:
    case KB_ICU_SEARCH_FOLD: first = unorm2_getNFKCCasefoldInstance(&status); break;
    default: return KB_ICU_INVALID_ARGUMENT;
    }
    if (U_FAILURE(status)) return kb_result(status);

    UChar *text = NULL, *normal = NULL;
    int32_t textLength = 0, normalLength = 0;
    int32_t rc = kb_to_utf16(src, srcLength, &text, &textLength);
    if (rc != KB_ICU_OK) return rc;
    rc = kb_apply(first, text, textLength, &normal, &normalLength);
    free(text);
    if (rc != KB_ICU_OK) return rc;

    if (form == KB_ICU_SEARCH_FOLD) {
        const UNormalizer2 *nfd = unorm2_getNFDInstance(&status);
        const UNormalizer2 *nfc = unorm2_getNFCInstance(&status);
        if (U_FAILURE(status)) {
            free(normal);
            return kb_result(status);
        }
        UChar *decomposed = NULL;
        int32_t decomposedLength = 0;
        rc = kb_apply(nfd, normal, normalLength, &decomposed, &decomposedLength);
        free(normal);
        if (rc != KB_ICU_OK) return rc;
        decomposedLength = kb_remove_accents(decomposed, decomposedLength);
        rc = kb_fold_separate_letters(&decomposed, &decomposedLength);
        if (rc != KB_ICU_OK) {
            free(decomposed);
            return rc;
        }
        rc = kb_apply(nfc, decomposed, decomposedLength, &normal, &normalLength);
        free(decomposed);
        if (rc != KB_ICU_OK) return rc;
    }
    rc = kb_from_utf16(normal, normalLength, dst, dstCapacity, outLength);
    free(normal);
    return rc;
}

int32_t kb_icu_change_case(int32_t toUpper, const char *locale, const uint8_t *src, int32_t srcLength,
                           uint8_t *dst, int32_t dstCapacity, int32_t *outLength) {
    if ((src == NULL && srcLength > 0) || srcLength < 0 || outLength == NULL || dstCapacity < 0)
        return KB_ICU_INVALID_ARGUMENT;
    UChar *text = NULL;
    int32_t textLength = 0;
    int32_t rc = kb_to_utf16(src, srcLength, &text, &textLength);
    if (rc != KB_ICU_OK) return rc;
    const char *loc = (locale != NULL && locale[0] != '\0') ? locale : "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = toUpper ? u_strToUpper(NULL, 0, text, textLength, loc, &status)
                             : u_strToLower(NULL, 0, text, textLength, loc, &status);
    if (status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(status)) {
        free(text);
        return kb_result(status);
    }
    UChar *mapped = (UChar *)malloc(sizeof(UChar) * (size_t)(length + 1));
    if (mapped == NULL) {
        free(text);
        return KB_ICU_OUT_OF_MEMORY;
    }
    status = U_ZERO_ERROR;
    length = toUpper ? u_strToUpper(mapped, length + 1, text, textLength, loc, &status)
                     : u_strToLower(mapped, length + 1, text, textLength, loc, &status);
    free(text);
    if (U_FAILURE(status)) {
        free(mapped);
        return kb_result(status);
    }
    rc = kb_from_utf16(mapped, length, dst, dstCapacity, outLength);
    free(mapped);
    return rc;
}

static int32_t kb_category(int32_t ruleStatus) {
    if (ruleStatus >= UBRK_WORD_IDEO && ruleStatus < UBRK_WORD_IDEO_LIMIT) return KB_ICU_WORD_IDEO;
    if (ruleStatus >= UBRK_WORD_KANA && ruleStatus < UBRK_WORD_KANA_LIMIT) return KB_ICU_WORD_KANA;
    if (ruleStatus >= UBRK_WORD_LETTER && ruleStatus < UBRK_WORD_LETTER_LIMIT) return KB_ICU_WORD_LETTER;
    if (ruleStatus >= UBRK_WORD_NUMBER && ruleStatus < UBRK_WORD_NUMBER_LIMIT) return KB_ICU_WORD_NUMBER;
    return KB_ICU_WORD_NONE;
}

// A thread's word-break iterator, kept for its locale and reset to each new text: opening one
// looks up and instantiates the locale's rules, tens of thousands of instructions, which was most
// of the segmentation of the few words a keyboard asks after each one typed. One per thread, as
// an iterator is not safe to share; closed when the thread ends.
typedef struct {
    char locale[64];
    UBreakIterator *iterator;
} kb_word_iterator;

static pthread_key_t kb_word_iterator_key;
static pthread_once_t kb_word_iterator_once = PTHREAD_ONCE_INIT;
static bool kb_word_iterator_keyed = false;

static void kb_word_iterator_free(void *value) {
    kb_word_iterator *cached = (kb_word_iterator *)value;
    if (cached->iterator != NULL) ubrk_close(cached->iterator);
    free(cached);
}

static void kb_word_iterator_make_key(void) {
    kb_word_iterator_keyed = pthread_key_create(&kb_word_iterator_key, kb_word_iterator_free) == 0;
}

// The calling thread's word iterator for `locale`, opened on its first use or when the locale
// changes. *owned is set when the iterator is not kept (a locale too long to keep, or no
// thread-local slot): the caller closes it. NULL with *status set when ICU cannot open one.
static UBreakIterator *kb_word_iterator_for(const char *locale, bool *owned, UErrorCode *status) {
    pthread_once(&kb_word_iterator_once, kb_word_iterator_make_key);
    size_t length = strlen(locale);
    kb_word_iterator *cached = kb_word_iterator_keyed ? (kb_word_iterator *)pthread_getspecific(kb_word_iterator_key) : NULL;
    if (cached == NULL && kb_word_iterator_keyed && length < sizeof cached->locale) {
        cached = (kb_word_iterator *)calloc(1, sizeof *cached);
        if (cached != NULL && pthread_setspecific(kb_word_iterator_key, cached) != 0) {
            free(cached);
            cached = NULL;
        }
    }
    if (cached != NULL && cached->iterator != NULL && strcmp(cached->locale, locale) == 0) {
        *owned = false;
        return cached->iterator;
    }
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, locale, NULL, 0, status);
    if (U_FAILURE(*status)) return NULL;
    if (cached == NULL || length >= sizeof cached->locale) {
        *owned = true;
        return iterator;
    }
    if (cached->iterator != NULL) ubrk_close(cached->iterator);
    memcpy(cached->locale, locale, length + 1);
    cached->iterator = iterator;
    *owned = false;
    return iterator;
}

int32_t kb_icu_word_boundaries(const char *locale, const uint8_t *src, int32_t srcLength,
                               int32_t *offsets, int32_t *categories, int32_t capacity,
                               int32_t *outCount) {
    if ((src == NULL && srcLength > 0) || srcLength < 0 || outCount == NULL || capacity < 0 ||
        (capacity > 0 && (offsets == NULL || categories == NULL)))
        return KB_ICU_INVALID_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    static const char empty[1] = {0};
    UText *text = utext_openUTF8(NULL, srcLength > 0 ? (const char *)src : empty, srcLength, &status);
    if (U_FAILURE(status)) return kb_result(status);
    const char *loc = (locale != NULL && locale[0] != '\0') ? locale : "";
    bool owned = false;
    UBreakIterator *iterator = kb_word_iterator_for(loc, &owned, &status);
    if (U_FAILURE(status)) {
        utext_close(text);
        return kb_result(status);
    }
    ubrk_setUText(iterator, text, &status);
    if (U_FAILURE(status)) {
        if (owned) ubrk_close(iterator);
        utext_close(text);
        return kb_result(status);
    }
    int32_t count = 0;
    for (int32_t boundary = ubrk_first(iterator); boundary != UBRK_DONE; boundary = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = boundary;
            categories[count] = count == 0 ? KB_ICU_WORD_NONE : kb_category(ubrk_getRuleStatus(iterator));
        }
        count++;
    }
    if (owned) {
        ubrk_close(iterator);
    } else {
        // A kept iterator is left on empty text, not on the caller's bytes.
        static const UChar none[1] = {0};
        UErrorCode reset = U_ZERO_ERROR;
        ubrk_setText(iterator, none, 0, &reset);
    }
    utext_close(text);
    *outCount = count;
    return count > capacity ? KB_ICU_BUFFER_TOO_SMALL : KB_ICU_OK;
}

int32_t kb_icu_convert(const char *fromCharset, const char *toCharset,
                       const uint8_t *src, int32_t srcLength,
                       uint8_t *dst, int32_t dstCapacity, int32_t *outLength) {
    if (fromCharset == NULL || toCharset == NULL || (src == NULL && srcLength > 0) || srcLength < 0 ||
        outLength == NULL || dstCapacity < 0)
        return KB_ICU_INVALID_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    UConverter *from = ucnv_open(fromCharset, &status);
    if (U_FAILURE(status)) return KB_ICU_UNKNOWN_CHARSET;
    UConverter *to = ucnv_open(toCharset, &status);
    if (U_FAILURE(status)) {
        ucnv_close(from);
        return KB_ICU_UNKNOWN_CHARSET;
    }
    ucnv_setToUCallBack(from, UCNV_TO_U_CALLBACK_STOP, NULL, NULL, NULL, &status);
    ucnv_setFromUCallBack(to, UCNV_FROM_U_CALLBACK_STOP, NULL, NULL, NULL, &status);
    int32_t rc = KB_ICU_OK;
    UChar *unicode = NULL;
    int32_t unicodeLength = 0;
    if (U_SUCCESS(status)) {
        unicodeLength = ucnv_toUChars(from, NULL, 0, (const char *)src, srcLength, &status);
        if (status == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(status)) {
            status = U_ZERO_ERROR;
            unicode = (UChar *)malloc(sizeof(UChar) * (size_t)(unicodeLength + 1));
            if (unicode == NULL) rc = KB_ICU_OUT_OF_MEMORY;
            else unicodeLength = ucnv_toUChars(from, unicode, unicodeLength + 1, (const char *)src, srcLength, &status);
        }
    }
    if (rc == KB_ICU_OK && U_FAILURE(status)) rc = KB_ICU_INVALID_TEXT;
    if (rc == KB_ICU_OK) {
        status = U_ZERO_ERROR;
        *outLength = ucnv_fromUChars(to, (char *)dst, dstCapacity, unicode, unicodeLength, &status);
        if (status == U_STRING_NOT_TERMINATED_WARNING) status = U_ZERO_ERROR;
        if (status == U_INVALID_CHAR_FOUND || status == U_ILLEGAL_CHAR_FOUND) rc = KB_ICU_UNMAPPABLE;
        else rc = kb_result(status);
    }
    free(unicode);
    ucnv_close(from);
    ucnv_close(to);
    return rc;
}

int32_t kb_icu_version(uint8_t *dst, int32_t dstCapacity, int32_t *outLength) {
    if (outLength == NULL || dstCapacity < 0) return KB_ICU_INVALID_ARGUMENT;
    UVersionInfo info;
    u_getVersion(info);
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, text);
    int32_t length = (int32_t)strlen(text);
    *outLength = length;
    if (length > dstCapacity) return KB_ICU_BUFFER_TOO_SMALL;
    memcpy(dst, text, (size_t)length);
    return KB_ICU_OK;
}
