#include "touchmove/server/exports.h"

#include <nlohmann/json.hpp>
#include <utility>

#include "touchmove/chess/game.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"

namespace touchmove::server {

using nlohmann::json;

namespace {

json clock_object(const Game& game, std::int64_t now_ms) {
    if (!game.settings().clock)
        return nullptr;
    const ClockReading c = game.clock(now_ms);
    return json{{"white_ms", c.white_ms},
                {"black_ms", c.black_ms},
                {"running", c.running ? json(chess::to_string(*c.running)) : json(nullptr)}};
}

// What is physically on the board now, for a board to draw (docs/server.md,
// The web board's extras): the placement field of a FEN.
std::string placement(const Game& game) {
    const arbiter::Arbiter& a = game.arbiter();
    std::string out;
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const chess::Piece p =
                a.board_piece(chess::make_square(chess::file_at(file), chess::rank_at(rank)));
            if (p == chess::Piece::None) {
                ++empty;
                continue;
            }
            if (empty)
                out += static_cast<char>('0' + std::exchange(empty, 0));
            out += chess::to_char(p);
        }
        if (empty)
            out += static_cast<char>('0' + empty);
        if (rank)
            out += '/';
    }
    return out;
}

// The pieces in a player's hand, as FEN letters in the order lifted.
std::string held(const Game& game, Color side) {
    std::string letters;
    for (const chess::Piece p : game.arbiter().held(side))
        letters += chess::to_char(p);
    return letters;
}

void add_physical(json& j, const Game& game) {
    j["board"] = placement(game);
    j["held"] = json{{"white", held(game, Color::White)}, {"black", held(game, Color::Black)}};
}

// Whether an event is part of the move being made: an event of the player
// having the move that makes no move, other than a clock press (which rules
// on the move before it) or a claim (on the opponent's move).
bool during_move(const Game::Accepted& a, Color having_move) {
    if (a.answer.move || a.entry.side != having_move)
        return false;
    auto parsed = io::parse_event_line(a.entry.line, 1);
    const auto* event = parsed ? std::get_if<arbiter::BoardEvent>(&*parsed) : nullptr;
    return event && event->action != arbiter::Action::Clock &&
           event->action != arbiter::Action::Claim;
}

// A game rebuilt from its log, each accepted event handed to `seen`.
template <typename Seen>
Game rebuild(const GameSettings& settings, const std::vector<LogEntry>& log, Seen seen) {
    auto game = Game::create(settings);
    for (const LogEntry& entry : log) {
        if (auto accepted = game->replay(entry))
            seen(*accepted, *game);
    }
    return std::move(*game);
}

}  // namespace

std::string state_json(const std::string& id, const Game& game, std::int64_t now_ms) {
    const GameSettings& s = game.settings();
    const auto& result = game.result();
    json j{{"id", id},
           {"laws", std::string(arbiter::to_string(s.edition))},
           {"mode", s.mode == arbiter::Mode::Enforce ? "enforce" : "observe"},
           {"white", s.white},
           {"black", s.black},
           {"status", result ? "over" : "playing"},
           {"result", result ? json(result->score) : json(nullptr)},
           {"reason", result ? json(result->reason) : json(nullptr)},
           {"n", game.events()},
           {"fen", game.arbiter().position().to_fen()},
           {"moves", game.moves()},
           {"clock", clock_object(game, now_ms)}};
    add_physical(j, game);
    return j.dump();
}

std::string clock_json(const Game& game, std::int64_t now_ms) {
    json c = clock_object(game, now_ms);
    if (c.is_null())
        c = json{{"white_ms", nullptr}, {"black_ms", nullptr}, {"running", nullptr}};
    c["type"] = "clock";
    return c.dump();
}

std::string events_text(const GameSettings& settings, const std::vector<LogEntry>& log) {
    std::string out;
    for (const std::string& h : header_lines(settings))
        out += h + '\n';
    for (const LogEntry& e : log)
        if (e.kind == LogEntry::Kind::Event)
            out += e.line + '\n';
    return out;
}

std::string game_pgn(const std::string& id, const GameSettings& settings,
                     const std::vector<LogEntry>& log, const std::string& date) {
    const Game start = std::move(*Game::create(settings));
    chess::PgnComments comments;
    // The rulings on a move being made wait for it; those that no move
    // follows go after the last.
    std::vector<std::string> waiting;
    Color having_move = start.arbiter().to_move();
    const Game game = rebuild(settings, log, [&](const Game::Accepted& a, const Game& g) {
        const bool waits = during_move(a, having_move);
        having_move = a.answer.to_move;
        // A move taken back (an upheld claim reinstates the position before
        // it): what was said after it goes after the move now last.
        for (auto& comment : comments)
            comment.first = std::min(comment.first, g.moves().size());
        if (a.answer.move)
            for (std::string& text : std::exchange(waiting, {}))
                comments.emplace_back(g.moves().size(), std::move(text));
        for (const arbiter::Ruling& r : a.answer.rulings) {
            if (r.type != arbiter::RulingType::Violation && r.type != arbiter::RulingType::Claim)
                continue;
            std::string text(arbiter::article(r.clause, settings.edition));
            text += ": " + io::render(r, io::Language::English);
            if (waits)
                waiting.push_back(std::move(text));
            else
                comments.emplace_back(g.moves().size(), std::move(text));
        }
    });
    for (std::string& text : waiting)
        comments.emplace_back(game.moves().size(), std::move(text));
    chess::Game moves(start.arbiter().position());
    for (const chess::Move m : game.made())
        moves.play(m);
    chess::PgnTags tags{{"Event", "touchmove game " + id},
                        {"Site", "touchmove"},
                        {"Date", date},
                        {"White", settings.white},
                        {"Black", settings.black},
                        {"Result", game.result() ? game.result()->score : "*"}};
    if (game.result())
        tags.emplace_back("Termination",
                          game.result()->reason == "flag" ? "time forfeit" : "normal");
    return chess::write_pgn(moves, tags, comments);
}

std::vector<std::string> answers_since(const GameSettings& settings,
                                       const std::vector<LogEntry>& log, int since,
                                       io::Language language) {
    std::vector<std::string> out;
    rebuild(settings, log, [&](const Game::Accepted& a, const Game& game) {
        if (a.n > since)
            out.push_back(answer_message(a, board_members(game), settings.edition, language));
    });
    return out;
}

// Written as text rather than built as a JSON value: it goes with every
// answer, and a client catching up on a long game gets hundreds of them.
std::string board_members(const Game& after) {
    const std::vector<std::string>& moves = after.moves();
    std::string text;
    text.reserve(100 + 8 * moves.size());
    text += R"("moves":[)";
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (i)
            text += ',';
        text += '"';
        text += moves[i];  // SAN: letters, digits and "x+#=-", nothing to escape
        text += '"';
    }
    text += R"(],"board":")";
    text += placement(after);  // FEN letters, digits and slashes: nothing to escape
    text += R"(","held":{"white":")";
    text += held(after, Color::White);
    text += R"(","black":")";
    text += held(after, Color::Black);
    text += R"("})";
    return text;
}

std::string answer_message(const Game::Accepted& a, std::string_view board,
                           arbiter::Edition edition, io::Language language) {
    const std::string answer =
        io::to_json(io::SessionOutput{a.n, a.answer, a.entry.line}, edition, language);
    std::string text = R"({"type":"answer","n":)" + std::to_string(a.n) + R"(,"side":")";
    text += chess::to_string(a.entry.side);
    text += R"(","answer":)";
    text += answer;
    text += ',';
    text += board;
    text += '}';
    return text;
}

}  // namespace touchmove::server
