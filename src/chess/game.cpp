#include "touchmove/chess/game.h"

#include "touchmove/chess/movegen.h"

namespace touchmove::chess {

std::string_view to_string(Termination t) {
    switch (t) {
        case Termination::Checkmate:
            return "checkmate";
        case Termination::Stalemate:
            return "stalemate";
        case Termination::InsufficientMaterial:
            return "insufficient material";
        case Termination::FivefoldRepetition:
            return "fivefold repetition";
        case Termination::SeventyFiveMoves:
            return "75-move rule";
    }
    return "?";
}

Game::Game(Position start) : start_(start), positions_{start} {}

void Game::play(Move m) {
    positions_.push_back(position().play(m));
    moves_.push_back(m);
}

Expected<Move, SanError> Game::play_san(std::string_view san) {
    auto move = parse_san_move(position(), san);
    if (move)
        play(*move);
    return move;
}

bool Game::undo() {
    if (moves_.empty())
        return false;
    moves_.pop_back();
    positions_.pop_back();
    return true;
}

int Game::repetitions() const {
    const Position& now = position();
    int count = 1;
    // Only positions since the last capture or pawn move can repeat, and
    // only those with the same side to move.
    std::size_t reach = std::min<std::size_t>(now.halfmove_clock(), positions_.size() - 1);
    std::size_t last = positions_.size() - 1;
    for (std::size_t back = 2; back <= reach; back += 2)
        if (positions_[last - back].key() == now.key())
            ++count;
    return count;
}

std::optional<Outcome> Game::outcome() const {
    const Position& pos = position();
    bool no_moves = count_legal_moves(pos) == 0;
    if (no_moves && pos.is_check())
        return Outcome{Termination::Checkmate, ~pos.side_to_move()};
    if (no_moves)
        return Outcome{Termination::Stalemate, std::nullopt};
    if (pos.is_insufficient_material())
        return Outcome{Termination::InsufficientMaterial, std::nullopt};
    if (is_seventy_five_moves())
        return Outcome{Termination::SeventyFiveMoves, std::nullopt};
    if (is_fivefold_repetition())
        return Outcome{Termination::FivefoldRepetition, std::nullopt};
    return std::nullopt;
}

}  // namespace touchmove::chess
