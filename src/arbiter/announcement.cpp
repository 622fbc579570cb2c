#include "announcement.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <utility>

namespace touchmove::arbiter {

namespace {

// Vietnamese letters with diacritics in Latin Extended Additional
// (U+1EA0..U+1EF9) come in runs that share a base letter.
char vietnamese_base(char32_t c) {
    if (c >= 0x1EA0 && c <= 0x1EB7)
        return 'a';
    if (c >= 0x1EB8 && c <= 0x1EC7)
        return 'e';
    if (c >= 0x1EC8 && c <= 0x1ECB)
        return 'i';
    if (c >= 0x1ECC && c <= 0x1EE3)
        return 'o';
    if (c >= 0x1EE4 && c <= 0x1EF1)
        return 'u';
    if (c >= 0x1EF2 && c <= 0x1EF9)
        return 'y';
    return 0;
}

// Latin-1 Supplement letters U+00C0..U+00FF without their accents.
constexpr std::string_view Latin1 =
    "aaaaaaaceeeeiiiidnooooo/ouuuuyts"   // U+00C0..U+00DF (Æ as a, × as /, Þ as t, ß as s)
    "aaaaaaaceeeeiiiidnooooo/ouuuuyty";  // U+00E0..U+00FF

// What a code point stands for without its accents: up to two letters
// (ß: "ss"), an apostrophe (its typographic variants unified), a space (a
// space of any width: it separates words), or nothing (a combining mark of
// decomposed input, and any other punctuation or symbol, which is
// dropped: "ad-just" is "adjust").
struct Base {
    char letters[2];
    int count;
};

bool is_unicode_space(char32_t c) {
    return c == 0x85 || c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 ||
           c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000;
}

Base base_letters(char32_t c) {
    auto one = [](char b) { return Base{{b, 0}, 1}; };
    if (c < 0x80)
        return one(static_cast<char>(c));
    if (c == 0xDF)
        return Base{{'s', 's'}, 2};
    if (c >= 0xC0 && c <= 0xFF)
        return one(Latin1[c - 0xC0]);
    switch (c) {
        case 0x0102:
        case 0x0103:
            return one('a');  // Ă ă
        case 0x0110:
        case 0x0111:
            return one('d');  // Đ đ
        case 0x0128:
        case 0x0129:
            return one('i');  // Ĩ ĩ
        case 0x0168:
        case 0x0169:
            return one('u');  // Ũ ũ
        case 0x01A0:
        case 0x01A1:
            return one('o');  // Ơ ơ
        case 0x01AF:
        case 0x01B0:
            return one('u');  // Ư ư
        case 0x2018:          // ‘
        case 0x2019:          // ’
        case 0x201B:          // ‛
        case 0x2032:          // ′ (prime)
        case 0x02B9:          // ʹ
        case 0x02BC:          // ʼ
        case 0x00B4:          // ´
        case 0xFF07:          // ＇ (fullwidth)
            return one('\'');
        default:
            break;
    }
    if (char b = vietnamese_base(c))
        return one(b);
    if (is_unicode_space(c))
        return one(' ');
    return Base{{0, 0}, 0};  // combining marks, punctuation, symbols
}

// The code point of the multi-byte UTF-8 sequence at s[i] and its length;
// a malformed byte stands for itself as a separator (a space, length 1).
std::pair<char32_t, std::size_t> decode_at(std::string_view s, std::size_t i) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    if (len == 0 || i + static_cast<std::size_t>(len) > s.size())
        return {U' ', 1};
    char32_t c = b & (0x7F >> len);
    for (int k = 1; k < len; ++k) {
        const auto cont = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
        if ((cont & 0xC0) != 0x80)
            return {U' ', 1};
        c = (c << 6) | (cont & 0x3F);
    }
    return {c, static_cast<std::size_t>(len)};
}

// Writes the normalised text of the phrase, as normalize_phrase() describes
// it, to out[0..capacity) and returns its length, or capacity + 1 when it
// does not fit. ASCII, what most phrases are, goes straight through; other
// code points by base_letters(). (The length is a local, not a member of
// an output object: a char stored through a pointer could alias it, and
// it would be reloaded after every letter.)
std::size_t normalize_into(std::string_view utf8, char* out, std::size_t capacity) {
    std::size_t n = 0;
    bool separated = false;  // a separator since the last letter kept
    // One letter: kept (lower-cased), a separator (runs of white space
    // become one space, none at the start or the end), or dropped (other
    // punctuation: '-', '.', '`'...). False when the text does not fit.
    auto put = [&](char b) {
        if (b >= 'A' && b <= 'Z')
            b = static_cast<char>(b - 'A' + 'a');
        if ((b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '\'') {
            if (separated && n > 0) {
                if (n == capacity)
                    return false;
                out[n++] = ' ';
            }
            separated = false;
            if (n == capacity)
                return false;
            out[n++] = b;
        } else if (b == ' ' || (b >= '\t' && b <= '\r')) {
            separated = true;
        }
        return true;
    };
    for (std::size_t i = 0; i < utf8.size();) {
        if (static_cast<unsigned char>(utf8[i]) < 0x80) {
            if (!put(utf8[i++]))
                return capacity + 1;
            continue;
        }
        const auto [c, length] = decode_at(utf8, i);
        i += length;
        const Base base = base_letters(c);
        for (int k = 0; k < base.count; ++k)
            if (!put(base.letters[k]))
                return capacity + 1;
    }
    return n;
}

}  // namespace

std::string normalize_phrase(std::string_view utf8) {
    // Never longer than the UTF-8: one letter per byte, and two (ß as ss)
    // only for a code point of two bytes.
    std::string letters(utf8.size(), '\0');
    letters.resize(normalize_into(utf8, letters.data(), letters.size()));
    return letters;
}

bool is_adjust_announcement(std::string_view utf8) {
    static constexpr std::array<std::string_view, 13> Phrases{
        "i adjust",       "adjust",     "adjusting",                        // English
        "j'adoube",       "j adoube",   "jadoube",                          // French
        "ich korrigiere", "korrigiere", "ich rucke zurecht",                // German
        "toi sua quan",   "sua quan",   "toi sua",           "dieu chinh",  // Vietnamese
    };
    // A phrase counts alone or as whole words inside a longer text
    // ("sorry, j'adoube"), not as part of a word ("readjusting").
    const std::string text = normalize_phrase(utf8);
    return std::any_of(Phrases.begin(), Phrases.end(), [&](std::string_view phrase) {
        for (std::size_t at = text.find(phrase); at != std::string::npos;
             at = text.find(phrase, at + 1)) {
            const std::size_t end = at + phrase.size();
            if ((at == 0 || text[at - 1] == ' ') && (end == text.size() || text[end] == ' '))
                return true;
        }
        return false;
    });
}

}  // namespace touchmove::arbiter
