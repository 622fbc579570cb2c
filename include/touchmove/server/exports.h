// What the server gives out about a game (docs/server.md, Games over HTTP):
// its public state, its events in the text form, its PGN with the rulings
// as comments, and the answers after a given event for a client catching
// up. Each is made from the game's settings and log alone.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "touchmove/io/messages.h"
#include "touchmove/server/game.h"

namespace touchmove::server {

// GET /api/games/ID: the public state, as JSON (never a token), with what
// is physically on the board and in each hand (`board`, `held`).
std::string state_json(const std::string& id, const Game& game, std::int64_t now_ms);

// The clock message of the WebSocket (docs/server.md, Playing), as JSON.
std::string clock_json(const Game& game, std::int64_t now_ms);

// GET /api/games/ID/events: the headers and every accepted event in the
// text form of docs/events.md; `touchmove arbitrate` on it gives the same
// answers.
std::string events_text(const GameSettings& settings, const std::vector<LogEntry>& log);

// GET /api/games/ID/pgn: tags, the moves, each violation, claim and
// sanction as a comment after the move it concerns (in English), and the
// result. `date` is the game's day, "YYYY.MM.DD".
std::string game_pgn(const std::string& id, const GameSettings& settings,
                     const std::vector<LogEntry>& log, const std::string& date);

// The answers to the events after number `since`, each as the WebSocket's
// answer message in `language` (docs/server.md, Playing), by replaying the log.
std::vector<std::string> answers_since(const GameSettings& settings,
                                       const std::vector<LogEntry>& log, int since,
                                       io::Language language);

// What a board draws of the game after an event: `"moves": [SAN...],
// "board": PLACEMENT, "held": {"white", "black"}`, as JSON members to go
// into an answer message.
std::string board_members(const Game& after);

// One answer message of the WebSocket: {"type": "answer", "n", "side",
// "answer"} and the board's members of the game after it.
std::string answer_message(const Game::Accepted& accepted, std::string_view board,
                           arbiter::Edition edition, io::Language language);

}  // namespace touchmove::server
