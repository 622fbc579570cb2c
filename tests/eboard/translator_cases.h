// The cases of the Translator's tests: events played on a simulated board
// (with noise, bounce and sliding), its bytes decoded and translated, and
// what the answers came to, beside the same events given to the arbiter
// directly; single squares felt one report at a time.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/events.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/chess/uci.h"
#include "touchmove/eboard/protocol.h"
#include "touchmove/eboard/simulator.h"
#include "touchmove/eboard/translator.h"
#include "touchmove/replay/move_events.h"

namespace touchmove::eboard::cases {

using arbiter::BoardEvent;
using arbiter::RulingType;

// What a stream of answers came to: the moves made and the rulings given.
struct Verdict {
    std::vector<std::string> moves;       // UCI
    std::vector<std::string> violations;  // "4.3a", one per violation ruling
    std::vector<std::string> errors;      // events the arbiter could not apply
    std::vector<Notice> notices;
    std::vector<std::string> presses;  // "white clock", one a clock press
    std::string log;                   // the events, one a line, for a failure's message
};

inline void add(Verdict& v, const io::SessionOutput& out, arbiter::Edition edition) {
    if (out.is_error()) {
        v.errors.push_back(out.event + ": " + std::get<io::LineError>(out.result).message);
        return;
    }
    const auto& a = std::get<arbiter::Answer>(out.result);
    v.log += out.event + '\n';
    if (out.event.ends_with(" clock"))
        v.presses.push_back(out.event);
    if (a.move)
        v.moves.push_back(chess::to_uci(a.move->move));
    for (const auto& r : a.rulings)
        if (r.type == RulingType::Violation) {
            v.violations.emplace_back(arbiter::article(r.clause, edition));
            v.log += "  violation " + v.violations.back() + "\n";
        }
}

inline void add(Verdict& v, const std::vector<Output>& outputs, arbiter::Edition edition) {
    for (const Output& o : outputs) {
        if (const auto* n = std::get_if<Notice>(&o))
            v.notices.push_back(*n);
        else
            add(v, std::get<io::SessionOutput>(o), edition);
    }
}

// The events given to the arbiter directly; `clock`: a clock is attached.
inline Verdict arbitrate(const std::vector<BoardEvent>& events, arbiter::Edition edition,
                         const std::string& fen = "", bool clock = false) {
    io::Session session({edition});
    if (!fen.empty())
        session.feed(io::EventLine{io::Header{io::Header::Kind::Fen, fen}}, 0);
    if (clock)
        session.feed(io::EventLine{io::Header{io::Header::Kind::Clock, "yes"}}, 0);
    Verdict v;
    int n = 0;
    for (const BoardEvent& e : events)
        if (auto out = session.feed(io::EventLine{e}, ++n, e.to_text()))
            add(v, *out, edition);
    return v;
}

// The same events played on a board of type `protocol`, its bytes decoded
// in pieces of `chunk` bytes and translated; `clock`: a clock plugged into
// the board, White's player on that side of it.
inline Verdict on_board(const std::vector<BoardEvent>& events, const std::string& protocol_name,
                        arbiter::Edition edition, Noise noise = {}, bool turned = false,
                        const std::string& fen = "", std::optional<ClockSide> clock = std::nullopt,
                        std::size_t chunk = 7) {
    auto protocol = make_protocol(protocol_name);
    const chess::Position start =
        fen.empty() ? chess::Position::initial() : *chess::Position::from_fen(fen);
    Simulator board(*protocol, start, noise, turned, clock);
    std::vector<std::uint8_t> bytes = board.picture();
    for (const BoardEvent& e : events) {
        auto more = board.event(e);
        bytes.insert(bytes.end(), more.begin(), more.end());
    }
    Translator translator({{edition}, fen});
    Verdict v;
    std::vector<Report> reports;
    for (std::size_t i = 0; i < bytes.size(); i += chunk) {
        reports.clear();
        protocol->feed({bytes.data() + i, std::min(chunk, bytes.size() - i)}, reports);
        for (const Report& r : reports)
            add(v, translator.on_report(r, std::nullopt), edition);
    }
    reports.clear();
    protocol->finish(reports);
    for (const Report& r : reports)
        add(v, translator.on_report(r, std::nullopt), edition);
    add(v, translator.finish(), edition);
    return v;
}

inline std::vector<BoardEvent> events(std::initializer_list<const char*> lines) {
    std::vector<BoardEvent> out;
    for (const char* l : lines)
        out.push_back(test::event(l));
    return out;
}

// The events of a game's moves, by a style that changes from move to move;
// `press`: each move ends with a clock press.
inline std::vector<BoardEvent> game_events(const chess::PgnGame& game, int variant,
                                           bool press = false) {
    std::vector<BoardEvent> out;
    chess::Position pos = game.start;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        replay::MoveStyle style;
        style.press_clock = press;
        const auto k = static_cast<int>(i) + variant;
        style.remove_captured_first = k % 2 == 0;
        style.promote_on_square = k % 3 == 0;
        style.place_before_removing = k % 3 == 1;
        auto more = replay::events_for_move(pos, game.moves[i], style);
        out.insert(out.end(), more.begin(), more.end());
        pos = pos.play(game.moves[i]);
    }
    return out;
}

// The presses among a game's events, as a board with a clock reads them:
// none after a mate or stalemate, the game being over.
inline std::vector<std::string> presses_read(const std::vector<BoardEvent>& events,
                                             const chess::PgnGame& game) {
    std::vector<std::string> out;
    for (const BoardEvent& e : events)
        if (e.action == arbiter::Action::Clock)
            out.push_back(e.to_text());
    chess::Position pos = game.start;
    for (const chess::Move m : game.moves)
        pos = pos.play(m);
    if (chess::legal_moves(pos).empty() && !out.empty())
        out.pop_back();
    return out;
}

inline std::vector<std::string> uci(const std::vector<chess::Move>& moves) {
    std::vector<std::string> out;
    for (const chess::Move m : moves)
        out.push_back(chess::to_uci(m));
    return out;
}

// A board's events and the same events given to the arbiter directly give
// the same moves and the same violations.
inline void expect_same(std::initializer_list<const char*> lines,
                        std::vector<std::string> violations,
                        arbiter::Edition edition = arbiter::Edition::Fide2005,
                        const std::string& fen = "") {
    const auto evs = events(lines);
    const Verdict direct = arbitrate(evs, edition, fen);
    ASSERT_EQ(direct.violations, violations) << "the case itself";
    for (const char* protocol : {"dgt", "millennium"}) {
        const Verdict board = on_board(evs, protocol, edition, {}, false, fen);
        EXPECT_EQ(board.moves, direct.moves) << protocol;
        EXPECT_EQ(board.violations, direct.violations) << protocol;
        EXPECT_TRUE(board.errors.empty()) << protocol << ": " << board.errors.front();
    }
}

// The same on a DGT board with a clock plugged in, the presses read from
// its lever (White's player on its right), and given to the arbiter with a
// clock attached.
inline void expect_same_with_a_clock(std::initializer_list<const char*> lines,
                                     std::vector<std::string> violations,
                                     arbiter::Edition edition) {
    const auto evs = events(lines);
    const Verdict direct = arbitrate(evs, edition, "", true);
    ASSERT_EQ(direct.violations, violations) << "the case itself";
    const Verdict board = on_board(evs, "dgt", edition, {}, false, "", ClockSide::Right);
    EXPECT_EQ(board.moves, direct.moves) << board.log;
    EXPECT_EQ(board.violations, direct.violations) << board.log;
    EXPECT_EQ(board.presses, direct.presses) << board.log;
    EXPECT_TRUE(board.errors.empty()) << board.errors.front();
}

// The report of one square: the piece on it now (Piece::None: emptied).
inline Report field(std::string_view square, chess::Piece piece) {
    Report r;
    r.kind = Report::Kind::Field;
    r.square = *chess::parse_square(square);
    r.piece = piece;
    return r;
}

// "-a1" empties a1, "+a3R" puts a white rook on a3.
inline Report field(const char* change) {
    return field(std::string_view(change + 1, 2),
                 change[0] == '+' ? *chess::parse_piece(change[3]) : chess::Piece::None);
}

// The report of a whole picture: the squares of the position of `fen`.
inline Report whole_picture(const char* fen) {
    const chess::Position pos = *chess::Position::from_fen(fen);
    Report r;
    r.kind = Report::Kind::Board;
    for (int i = 0; i < 64; ++i)
        r.picture[static_cast<std::size_t>(i)] = pos.piece_on(chess::square_at(i));
    return r;
}

// One report of a single square, in a recording (as field() reads it).
inline std::vector<Output> feel_one(Translator& t, const char* change) {
    return t.on_report(field(change), std::nullopt);
}

// Reports of single squares, for the cases below: "-a1" empties a1, "+a3R"
// puts a white rook on a3; and of a clock: "^L" its lever's left side up;
// `ms` gives each its time (none: a recording).
inline std::vector<Output> feel(Translator& t, std::initializer_list<const char*> changes,
                                std::initializer_list<std::int64_t> ms = {}) {
    std::vector<Output> out;
    auto time = ms.begin();
    for (const char* c : changes) {
        Report r;
        if (c[0] == '^') {
            r.kind = Report::Kind::Clock;
            r.lever_up = c[1] == 'L' ? ClockSide::Left : ClockSide::Right;
        } else {
            r = field(c);
        }
        std::optional<std::int64_t> at;
        if (time != ms.end())
            at = *time++;
        auto more = t.on_report(r, at);
        if (at) {
            auto later = t.tick(*at + 10);
            more.insert(more.end(), later.begin(), later.end());
        }
        out.insert(out.end(), more.begin(), more.end());
    }
    auto rest = ms.size() ? t.tick(*(ms.end() - 1) + 1000) : t.finish();
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

inline Verdict verdict(const std::vector<Output>& outputs) {
    Verdict v;
    add(v, outputs, arbiter::Edition::Fide2005);
    return v;
}

}  // namespace touchmove::eboard::cases
