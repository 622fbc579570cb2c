#include "touchmove/replay/move_events.h"

namespace touchmove::replay {

using arbiter::Action;
using arbiter::BoardEvent;
using chess::Color;
using chess::PieceType;
using chess::Square;

namespace {

BoardEvent event(Color side, Action action, Square s) {
    BoardEvent e;
    e.side = side;
    e.action = action;
    e.squares = {s};
    return e;
}

}  // namespace

std::vector<BoardEvent> events_for_move(const chess::Position& pos, chess::Move m,
                                        const MoveStyle& style) {
    const Color us = pos.side_to_move();
    std::vector<BoardEvent> out;
    auto add = [&](Action a, Square s) { out.push_back(event(us, a, s)); };

    if (m.is_castle()) {
        // King first (4.4), then the rook; in Chess960 the king may land
        // where the rook stands, so the rook is lifted before the king lands.
        add(Action::Lift, m.from());
        if (m.king_to() == m.to()) {
            add(Action::Lift, m.to());
            out.push_back(event(us, Action::Release, m.king_to()));
            out.back().piece = PieceType::King;
            out.push_back(event(us, Action::Release, m.rook_to()));
            out.back().piece = PieceType::Rook;
        } else {
            add(Action::Release, m.king_to());
            if (m.to() != m.rook_to()) {
                add(Action::Lift, m.to());
                add(Action::Release, m.rook_to());
            }
        }
    } else if (m.is_en_passant()) {
        if (style.remove_captured_first)
            add(Action::Remove, m.en_passant_victim());
        add(Action::Lift, m.from());
        add(Action::Release, m.to());
        if (!style.remove_captured_first)
            add(Action::Remove, m.en_passant_victim());
    } else if (m.is_promotion()) {
        if (m.is_capture())
            add(Action::Remove, m.to());
        BoardEvent place = event(us, Action::Place, m.to());
        place.piece = *m.promotion();
        if (style.promote_on_square) {
            add(Action::Lift, m.from());
            add(Action::Release, m.to());
            add(Action::Remove, m.to());
            out.push_back(place);
        } else if (style.place_before_removing) {
            out.push_back(place);
            add(Action::Remove, m.from());
        } else {
            add(Action::Remove, m.from());
            out.push_back(place);
        }
    } else if (m.is_capture()) {
        if (style.remove_captured_first) {
            add(Action::Remove, m.to());
            add(Action::Lift, m.from());
        } else {
            add(Action::Lift, m.from());
            add(Action::Remove, m.to());
        }
        add(Action::Release, m.to());
    } else {
        add(Action::Lift, m.from());
        add(Action::Release, m.to());
    }
    if (style.press_clock) {
        BoardEvent clock;
        clock.side = us;
        clock.action = Action::Clock;
        out.push_back(clock);
    }
    return out;
}

std::vector<BoardEvent> events_for_game(const chess::Position& start,
                                        const std::vector<chess::Move>& moves,
                                        const MoveStyle& style) {
    std::vector<BoardEvent> out;
    chess::Position pos = start;
    for (const chess::Move m : moves) {
        const std::vector<BoardEvent> move = events_for_move(pos, m, style);
        out.insert(out.end(), move.begin(), move.end());
        pos = pos.play(m);
    }
    return out;
}

}  // namespace touchmove::replay
