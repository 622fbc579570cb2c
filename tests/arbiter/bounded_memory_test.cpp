// Bounded memory on endless input: an arbiter (and a Session) fed the same
// kind of event without end holds no more memory after hundreds of
// thousands of events than after a few thousand. Memory is measured
// deterministically: this program replaces the global operator new and
// delete and counts the bytes live, so any list that grows per event
// shows, wherever it is.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "support/events.h"
#include "touchmove/arbiter/arbiter.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/uci.h"
#include "touchmove/io/session.h"
#include "touchmove/replay/move_events.h"

namespace {

std::atomic<long long> live_bytes{0};

// Each block carries its size in front of it, so that delete can count it.
constexpr std::size_t Header = alignof(std::max_align_t);

void* counted_new(std::size_t size) {
    void* p = std::malloc(size + Header);
    if (!p)
        throw std::bad_alloc();
    *static_cast<std::size_t*>(p) = size;
    live_bytes += static_cast<long long>(size);
    return static_cast<char*>(p) + Header;
}

void counted_delete(void* p) noexcept {
    if (!p)
        return;
    void* block = static_cast<char*>(p) - Header;
    live_bytes -= static_cast<long long>(*static_cast<std::size_t*>(block));
    std::free(block);
}

}  // namespace

void* operator new(std::size_t size) {
    return counted_new(size);
}
void* operator new[](std::size_t size) {
    return counted_new(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return counted_new(size);
    } catch (...) {
        return nullptr;
    }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    try {
        return counted_new(size);
    } catch (...) {
        return nullptr;
    }
}
void operator delete(void* p) noexcept {
    counted_delete(p);
}
void operator delete[](void* p) noexcept {
    counted_delete(p);
}
void operator delete(void* p, std::size_t) noexcept {
    counted_delete(p);
}
void operator delete[](void* p, std::size_t) noexcept {
    counted_delete(p);
}

namespace touchmove::arbiter {
namespace {

using io::Session;
using replay::events_for_move;
using test::event;

// Events fed without end in the tests; after `warm_up` of them the memory
// live may grow by at most `Slack` over the next `count`.
constexpr long long Slack = 16 * 1024;
constexpr int WarmUp = 5'000;
#if defined(__SANITIZE_ADDRESS__)
constexpr int Count = 200'000;  // the sanitizers are many times slower
#else
constexpr int Count = 1'000'000;
#endif

// Feeds the cycle of event lines to a fresh arbiter over and over and
// returns how many bytes more are live after Count events than after
// WarmUp. Every event must be answered (an error is an answer too).
long long growth(ArbiterOptions options, const std::vector<std::string>& cycle) {
    std::vector<BoardEvent> events;
    for (const std::string& line : cycle)
        events.push_back(event(line));
    Arbiter arbiter(std::move(options));
    long long after_warm_up = 0;
    for (int i = 0; i < WarmUp + Count; ++i) {
        if (i == WarmUp)
            after_warm_up = live_bytes.load();
        (void)arbiter.handle(events[static_cast<std::size_t>(i) % events.size()]);
    }
    return live_bytes.load() - after_warm_up;
}

ArbiterOptions observe(Edition edition = Edition::Fide2005, bool clock = false) {
    ArbiterOptions o;
    o.edition = edition;
    o.clock = clock;
    return o;
}

TEST(BoundedMemory, TheCounterSeesMemoryThatGrows) {
    // The measure itself: a list that grows is seen.
    long long before = live_bytes.load();
    std::vector<int> grows(Count);
    EXPECT_GE(live_bytes.load() - before, static_cast<long long>(Count * sizeof(int)));
}

TEST(BoundedMemory, EndlessTouchesAdjustsAndAnnouncementsInOneTurn) {
    for (Edition e : {Edition::Fide2005, Edition::Fide2023})
        EXPECT_LE(growth(observe(e), {"white touch g1", "white say \"j'adoube\"",
                                      "white adjust e2+d2", "white touch b1+c1 castle",
                                      "white adjust h2", "black touch e7", "white touch e8"}),
                  Slack);
}

TEST(BoundedMemory, EndlessAdjustsOnTheOpponentsTime) {
    // Each is a breach of 4.2 the opponent may claim; they do not pile up.
    EXPECT_LE(growth(observe(), {"black adjust e7", "black adjust d7 hand=left"}), Slack);
}

TEST(BoundedMemory, EndlessBreachesOfSeveralClausesInOneTurn) {
    // With a clock, so that the turn stays White's: a knight moved on after
    // its release (4.7), with a second hand (4.1), adjustments out of turn
    // between (4.2), and a move other than the touched piece's (4.3a).
    EXPECT_LE(growth(observe(Edition::Fide2023, true),
                     {"white touch e1", "white lift g1 hand=left", "white release f3",
                      "white lift f3 hand=right", "white release h3", "black adjust e7",
                      "white lift h3", "white release g1", "white touch e2", "white lift f2",
                      "white release f3", "white lift f3", "white release f2"}),
              Slack);
}

TEST(BoundedMemory, EndlessClaims) {
    EXPECT_LE(growth(observe(), {"white claim", "black claim", "black adjust e7", "white claim"}),
              Slack);
}

TEST(BoundedMemory, EndlessClockPresses) {
    // No move made (a violation each time, with sanctions in 2023), and
    // presses out of turn.
    for (Edition e : {Edition::Fide2005, Edition::Fide2023})
        EXPECT_LE(growth(observe(e), {"white clock", "black clock", "white lift e2",
                                      "white release e5", "white clock"}),
                  Slack);
}

TEST(BoundedMemory, EndlessPiecesFromBesideTheBoard) {
    // Pieces put on the board from beside it and lifted: a hand holds at
    // most MaxHeldPieces; lifting more is an error.
    EXPECT_LE(growth(observe(),
                     {"white place Q e4", "white lift e4", "black place N d5", "black lift d5"}),
              Slack);
    Arbiter arbiter;
    for (std::size_t i = 0; i < MaxHeldPieces; ++i) {
        ASSERT_TRUE(arbiter.handle(event("white place Q e4")));
        ASSERT_TRUE(arbiter.handle(event("white lift e4")));
    }
    EXPECT_EQ(arbiter.held(Color::White).size(), MaxHeldPieces);
    ASSERT_TRUE(arbiter.handle(event("white place Q e4")));
    auto refused = arbiter.handle(event("white lift e4"));
    ASSERT_FALSE(refused);
    EXPECT_NE(refused.error().message.find("holds"), std::string::npos) << refused.error().message;
    EXPECT_EQ(arbiter.held(Color::White).size(), MaxHeldPieces);
}

TEST(BoundedMemory, AnEndlessLegalGame) {
    // Knights out and back, without end: no history is kept.
    std::vector<std::string> cycle;
    chess::Position pos = chess::Position::initial();
    for (const char* uci : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
        for (const chess::Move& m : chess::legal_moves(pos)) {
            if (chess::to_uci(pos, m) == uci) {
                for (const BoardEvent& e : events_for_move(pos, m))
                    cycle.push_back(e.to_text());
                pos = pos.play(m);
            }
        }
    }
    ASSERT_EQ(cycle.size(), 12u);
    EXPECT_LE(growth(observe(), cycle), Slack);
}

TEST(BoundedMemory, ASessionReadingEndlessLines) {
    const std::vector<std::string> lines = {"white lift g1",    "white release f3", "white clock",
                                            "black touch g8",   "# a comment",      "",
                                            "laws 2023",        "garbage line",     "black lift g8",
                                            "black release f6", "black clock",      "white lift f3",
                                            "white release g1", "white clock",      "black lift f6",
                                            "black release g8", "black clock"};
    Session session;
    long long after_warm_up = 0;
    int answered = 0;
    for (int i = 0; i < WarmUp + Count; ++i) {
        if (i == WarmUp)
            after_warm_up = live_bytes.load();
        answered +=
            session.feed_line(lines[static_cast<std::size_t>(i) % lines.size()], i + 1).has_value();
    }
    EXPECT_LE(live_bytes.load() - after_warm_up, Slack);
    EXPECT_EQ(session.events(), answered);
}

}  // namespace
}  // namespace touchmove::arbiter
