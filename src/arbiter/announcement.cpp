#include "announcement.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
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

// One letter of the normalised text: kept (lower-cased), a separator (runs
// of white space become one space, none at the start), or dropped (other
// punctuation: '-', '.', '`'...).
template <class Out>
[[gnu::always_inline]] inline void put_normalised(char b, Out& out) {
    if ((b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '\'') {
        out.push_back(b);
    } else if (b >= 'A' && b <= 'Z') {
        out.push_back(static_cast<char>(b - 'A' + 'a'));
    } else if (b == ' ' || (b >= '\t' && b <= '\r')) {
        if (!out.empty() && out.back() != ' ')
            out.push_back(' ');
    }
}

// The normalised text of the phrase, as normalize_phrase() describes it,
// appended to `out` (push_back, back, empty, pop_back). ASCII, what most
// phrases are, goes straight through; other code points by base_letters().
template <class Out>
void normalize_into(std::string_view utf8, Out& out) {
    for (std::size_t i = 0; i < utf8.size();) {
        if (static_cast<unsigned char>(utf8[i]) < 0x80) {
            put_normalised(utf8[i++], out);
            continue;
        }
        const auto [c, length] = decode_at(utf8, i);
        i += length;
        const Base base = base_letters(c);
        for (int k = 0; k < base.count; ++k)
            put_normalised(base.letters[k], out);
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
}

// A short text on the stack: what does not fit is no phrase of ours.
class ShortText {
public:
    void push_back(char c) {
        if (size_ < chars_.size())
            chars_[size_] = c;
        ++size_;
    }
    char back() const { return chars_[std::min(size_, chars_.size()) - 1]; }
    bool empty() const { return size_ == 0; }
    void pop_back() { --size_; }
    // The text, or nothing when it did not fit.
    std::optional<std::string_view> view() const {
        if (size_ > chars_.size())
            return std::nullopt;
        return std::string_view(chars_.data(), size_);
    }

private:
    std::array<char, 32> chars_{};
    std::size_t size_ = 0;
};

}  // namespace

std::string normalize_phrase(std::string_view utf8) {
    std::string letters;
    letters.reserve(utf8.size());
    normalize_into(utf8, letters);
    return letters;
}

bool is_adjust_announcement(std::string_view utf8) {
    static constexpr std::array<std::string_view, 12> Phrases{
        "i adjust",       "adjust",     "adjusting",                        // English
        "j'adoube",       "jadoube",                                        // French
        "ich korrigiere", "korrigiere", "ich rucke zurecht",                // German
        "toi sua quan",   "sua quan",   "toi sua",           "dieu chinh",  // Vietnamese
    };
    ShortText text;
    normalize_into(utf8, text);
    const auto normalised = text.view();
    return normalised && std::find(Phrases.begin(), Phrases.end(), *normalised) != Phrases.end();
}

}  // namespace touchmove::arbiter
