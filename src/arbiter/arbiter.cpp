#include "touchmove/arbiter/arbiter.h"

#include "state.h"

namespace touchmove::arbiter {

Answer Arbiter::State::answer() const {
    Answer a{.n = 0,
             .to_move = mover(),
             .permitted = permitted_moves(),
             .restricted_by = restricted_by(),
             .rulings = rulings,
             .move = std::nullopt,
             .position = pos,
             .refused = false};
    if (completed_now) {
        const Move m = *completed_now;
        a.move =
            CompletedMove{m, chess::to_uci(completed_from, m), chess::to_san(completed_from, m)};
    }
    return a;
}

Arbiter::Arbiter(ArbiterOptions options) : state_(std::make_unique<State>(std::move(options))) {}
Arbiter::~Arbiter() = default;
Arbiter::Arbiter(const Arbiter& o) : state_(std::make_unique<State>(*o.state_)) {}
Arbiter& Arbiter::operator=(const Arbiter& o) {
    if (this != &o)
        state_ = std::make_unique<State>(*o.state_);
    return *this;
}
Arbiter::Arbiter(Arbiter&&) noexcept = default;
Arbiter& Arbiter::operator=(Arbiter&&) noexcept = default;

chess::Expected<Outcome, EventError> Arbiter::apply(const BoardEvent& event) {
    if (auto error = state_->impossible(event))
        return chess::Unexpected{*error};
    State& s = *state_;
    std::unique_ptr<State> before;
    if (s.options.mode == Mode::Enforce)
        before = std::make_unique<State>(s);
    s.step(event);
    if (before && s.violated) {
        // Enforce mode: the action is refused and nothing changes.
        std::erase_if(s.rulings, [](const Ruling& r) { return r.type != RulingType::Violation; });
        for (Ruling& r : s.rulings)
            r.sanction.reset();  // nothing happened, so nothing is sanctioned
        before->rulings = std::move(s.rulings);
        // The outputs of the event before it are not this event's: a
        // refused event completes nothing.
        before->completed_now.reset();
        state_ = std::move(before);
        return Outcome(state_->rulings, std::nullopt, true);
    }
    return chess::Expected<Outcome, EventError>(std::in_place, s.rulings, s.completed_now, false);
}

chess::Expected<Answer, EventError> Arbiter::handle(const BoardEvent& event) {
    auto outcome = apply(event);
    if (!outcome)
        return chess::Unexpected{std::move(outcome.error())};
    Answer a = state_->answer();
    a.refused = outcome->refused;
    return a;
}

Answer Arbiter::current() const {
    return state_->answer();
}
Edition Arbiter::edition() const {
    return state_->edition();
}
Mode Arbiter::mode() const {
    return state_->options.mode;
}
const Position& Arbiter::position() const {
    return state_->pos;
}
Color Arbiter::to_move() const {
    return state_->mover();
}
Color Arbiter::clock_running() const {
    return state_->clock_runs;
}
Piece Arbiter::board_piece(Square s) const {
    return state_->board[chess::to_index(s)].piece;
}
std::vector<Piece> Arbiter::held(Color side) const {
    std::vector<Piece> out;
    for (const auto& p : state_->hands[side])
        out.push_back(p.piece);
    return out;
}

}  // namespace touchmove::arbiter
