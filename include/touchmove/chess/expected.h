// Expected<T, E>: a value or the error that prevented it.
//
// A small stand-in for C++23's std::expected, used for every failure that
// input can cause (a bad FEN, SAN that names no legal move, a broken PGN
// game). The library never throws for bad input; it returns one of these.
// Accessing the wrong alternative is a programming error and asserts.
#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace touchmove::chess {

template <class E>
struct Unexpected {
    E error;
};

template <class E>
Unexpected(E) -> Unexpected<E>;

template <class T, class E>
class [[nodiscard]] Expected {
public:
    Expected(T value)
        : data_(std::in_place_index<0>, std::move(value)) {}  // NOLINT: implicit by design
    Expected(Unexpected<E> u) : data_(std::in_place_index<1>, std::move(u.error)) {}  // NOLINT
    // Builds the value in place from its constructor's (or aggregate's) arguments.
    template <class... Args>
    explicit Expected(std::in_place_t, Args&&... args)
        : data_(std::in_place_index<0>, std::forward<Args>(args)...) {}

    bool has_value() const { return data_.index() == 0; }
    explicit operator bool() const { return has_value(); }

    T& value() & {
        assert(has_value());
        return std::get<0>(data_);
    }
    const T& value() const& {
        assert(has_value());
        return std::get<0>(data_);
    }
    T&& value() && {
        assert(has_value());
        return std::get<0>(std::move(data_));
    }
    const E& error() const {
        assert(!has_value());
        return std::get<1>(data_);
    }

    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

private:
    std::variant<T, E> data_;
};

}  // namespace touchmove::chess
