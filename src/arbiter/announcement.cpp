#include "announcement.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>

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

// Decodes UTF-8 leniently, calling f with each code point: a malformed
// byte stands for itself as a separator.
template <class F>
void for_each_code_point(std::string_view s, F f) {
    for (std::size_t i = 0; i < s.size();) {
        auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x80) {
            f(static_cast<char32_t>(b));
            ++i;
            continue;
        }
        int len = (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
        if (len == 0 || i + static_cast<std::size_t>(len) > s.size()) {
            f(U' ');
            ++i;
            continue;
        }
        char32_t c = b & (0x7F >> len);
        bool ok = true;
        for (int k = 1; k < len; ++k) {
            auto cont = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
            if ((cont & 0xC0) != 0x80)
                ok = false;
            c = (c << 6) | (cont & 0x3F);
        }
        f(ok ? c : U' ');
        i += ok ? static_cast<std::size_t>(len) : 1;
    }
}

// The normalised text of the phrase, as normalize_phrase() describes it,
// appended to `out` (push_back, back, empty, pop_back).
template <class Out>
void normalize_into(std::string_view utf8, Out& out) {
    for_each_code_point(utf8, [&](char32_t c) {
        if (c >= U'A' && c <= U'Z')
            c = c - U'A' + U'a';
        const Base base = base_letters(c);
        for (int i = 0; i < base.count; ++i) {
            const char b = base.letters[i];
            if ((b >= 'a' && b <= 'z') || (b >= '0' && b <= '9') || b == '\'') {
                out.push_back(b);
            } else if (b >= 'A' && b <= 'Z') {
                out.push_back(static_cast<char>(b - 'A' + 'a'));
            } else if (b == ' ' || (b >= '\t' && b <= '\r')) {
                if (!out.empty() && out.back() != ' ')
                    out.push_back(' ');
            }
            // other punctuation ('-', '.', '`'...) is dropped
        }
    });
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
