// The --pretty form of answers: for a person reading along, one line per
// event with the ruling and the permitted moves in SAN, and a small board
// where the moves are restricted.
#pragma once

#include <string>
#include <string_view>

#include "touchmove/io/messages.h"
#include "touchmove/io/session.h"

namespace touchmove::cli {

// `arbiter` is the session's arbiter after the event (null before the first event).
std::string pretty_answer(const io::SessionOutput& out, const arbiter::Arbiter* arbiter,
                          arbiter::Edition edition, io::Language language,
                          std::string_view source_line);

// Draws the position with Unicode pieces; `marked` squares are bracketed
// (the pieces that may move), `targets` get a dot or a cross (capture).
std::string draw_board(const chess::Position& pos, chess::Bitboard marked, chess::Bitboard targets);

}  // namespace touchmove::cli
