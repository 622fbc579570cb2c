// A plain clear of a std::optional of a small, trivially copyable type.
//
// libstdc++ (GCC 12) makes std::optional's reset() and `= std::nullopt`
// test first whether the optional holds a value: a branch on what it held
// before. Where that is unpredictable (the replay's styles are drawn at
// random, so that an event slot holds a piece, a hand or a time one event
// and none the next), the mispredictions cost far more than the store
// (docs/performance.md has the measurement). A whole empty optional
// assigned is a copy, written without a branch (its flag alone).
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

}  // namespace touchmove::replay
