// Article 4.2: recognising an announcement of adjusting ("j'adoube").
//
// The text is compared lower-cased, without accents (đ as d), with
// apostrophes unified and other punctuation dropped (docs/events.md, Details),
// against the phrases of English, French, German and Vietnamese, whatever
// language the answers are written in.
#pragma once

#include <string>
#include <string_view>

namespace touchmove::arbiter {

// Returns the text as it is compared: lower case, no accents, one space
// between words, apostrophes as ', no other punctuation.
std::string normalize_phrase(std::string_view utf8);

// True when the text announces an adjustment.
bool is_adjust_announcement(std::string_view utf8);

}  // namespace touchmove::arbiter
