// Putting rulings into words.
//
// A Message holds facts (who, which piece, where); render() writes them as
// a sentence in one of the supported languages.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "touchmove/arbiter/ruling.h"

namespace touchmove::io {

enum class Language : std::uint8_t { English, German, Vietnamese };

std::optional<Language> parse_language(std::string_view code);  // "en", "de", "vi"
std::string_view to_code(Language l);

// Returns a move in SAN with the language's piece letters (German K D T L
// S, Vietnamese V H X T M); a text with spaces is returned unchanged.
std::string localized_san(Language language, std::string_view san);

// Returns the message as a sentence in the language.
std::string render(const arbiter::Message& m, Language language = Language::English);

// Returns the ruling's message, then its sanction in words where it has one
// ("Black receives 2 extra minutes.", "White loses the game.").
std::string render(const arbiter::Ruling& r, Language language = Language::English);

}  // namespace touchmove::io
