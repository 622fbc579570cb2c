#include "touchmove/arbiter/board_event.h"

#include <array>

namespace touchmove::arbiter {

namespace {

constexpr std::array<std::string_view, 9> ActionNames{
    "touch", "say", "adjust", "lift", "release", "remove", "place", "clock", "claim"};

}  // namespace

std::string_view to_string(Action a) {
    return ActionNames[static_cast<int>(a)];
}

std::optional<Action> parse_action(std::string_view word) {
    for (std::size_t i = 0; i < ActionNames.size(); ++i)
        if (ActionNames[i] == word)
            return static_cast<Action>(i);
    return std::nullopt;
}

std::string_view to_string(Hand h) {
    return h == Hand::Left ? "left" : "right";
}

std::string BoardEvent::to_text() const {
    std::string out(chess::to_string(side));
    out += ' ';
    out += to_string(action);
    switch (action) {
        case Action::Touch:
        case Action::Adjust:
            for (std::size_t i = 0; i < squares.size(); ++i) {
                out += i == 0 ? ' ' : '+';
                out += chess::to_string(squares[i]);
            }
            break;
        case Action::Say:
            out += " \"" + text + "\"";
            break;
        case Action::Lift:
        case Action::Remove:
            out += ' ' + chess::to_string(square());
            break;
        case Action::Release:
            out += ' ' + chess::to_string(square());
            if (piece)
                out += std::string(" ") + chess::to_char(*piece);
            break;
        case Action::Place:
            out += std::string(" ") + chess::to_char(piece.value_or(PieceType::Queen)) + ' ' +
                   chess::to_string(square());
            break;
        case Action::Clock:
        case Action::Claim:
            break;
    }
    if (accidental)
        out += " accidental";
    if (castle)
        out += " castle";
    if (hand)
        out += std::string(" hand=") + std::string(to_string(*hand));
    if (time_ms)
        out += " t=" + std::to_string(*time_ms);
    return out;
}

}  // namespace touchmove::arbiter
