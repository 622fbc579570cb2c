// Feeds a few board events to the arbiter and prints its rulings: the
// smallest program that embeds touchmove.
#include <cstdio>

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/uci.h"
#include "touchmove/io/messages.h"

int main() {
    using namespace touchmove;
    using arbiter::Action;
    arbiter::Arbiter referee;  // the 2005 Laws, observe mode, the initial position

    auto event = [](Action action, chess::Square square) {
        arbiter::BoardEvent e;
        e.side = chess::Color::White;
        e.action = action;
        e.squares = {square};
        return e;
    };
    // White touches the knight on g1, then plays the other knight.
    for (const auto& e :
         {event(Action::Touch, chess::Square::G1), event(Action::Lift, chess::Square::B1),
          event(Action::Release, chess::Square::C3)}) {
        auto answer = referee.handle(e);
        if (!answer) {
            std::printf("%s: error: %s\n", e.to_text().c_str(), answer.error().message.c_str());
            return 1;
        }
        std::printf("%s ->", e.to_text().c_str());
        for (const auto& m : answer->permitted)
            std::printf(" %s", chess::to_uci(m).c_str());
        std::printf("\n");
        for (const auto& r : answer->rulings)
            std::printf("  %s %s: %s\n", std::string(arbiter::to_string(r.type)).c_str(),
                        std::string(arbiter::article(r.clause, referee.edition())).c_str(),
                        io::render(r.message).c_str());
    }
    return 0;
}
