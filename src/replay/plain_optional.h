// Plain stores into a std::optional of a small, trivially copyable type.
//
// libstdc++ (GCC 12) makes std::optional's reset(), `= std::nullopt` and
// `= value` test first whether the optional holds a value: a branch on what
// it held before. Where that is unpredictable (the replay's styles are drawn
// at random, so that an event slot or a turn's record held a hand, a
// touched opponent's piece or a contact one time and none the next), the
// mispredictions cost far more than the stores: clearing the event slots
// and the lane's record this way made the replay a tenth faster
// (docs/performance.md, session 12). A whole optional assigned is a copy,
// written without a branch (an empty one: its flag alone).
#pragma once

#include <optional>
#include <type_traits>

namespace touchmove::replay {

// Empties `o`.
template <class T>
constexpr void clear(std::optional<T>& o) noexcept {
    static_assert(std::is_trivially_copyable_v<std::optional<T>>);
    o = std::optional<T>();
}

// Sets `o` to `v`.
template <class T>
constexpr void store(std::optional<T>& o, const T& v) noexcept {
    static_assert(std::is_trivially_copyable_v<std::optional<T>>);
    o = std::optional<T>(v);
}

}  // namespace touchmove::replay
