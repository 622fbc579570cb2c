// Bitboard: a set of squares in one 64-bit word.
//
// Bit i stands for the square with index i (a1 = bit 0, h8 = bit 63). The
// type is a plain value with constexpr set operations; iterating over it
// yields its squares from a1 upwards, so `for (Square s : attackers)` reads
// as it should.
#pragma once

#include <bit>
#include <cstdint>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "touchmove/chess/square.h"

namespace touchmove::chess {

// The k-th lowest set bit of `bits` (from 0), alone: one PDEP where the
// CPU has BMI2, else k steps.
inline std::uint64_t nth_bit(std::uint64_t bits, int k) {
#if defined(__BMI2__)
    return _pdep_u64(std::uint64_t{1} << k, bits);
#else
    for (; k > 0; --k)
        bits &= bits - 1;
    return bits & (0 - bits);
#endif
}

class Bitboard {
public:
    constexpr Bitboard() = default;
    constexpr explicit Bitboard(std::uint64_t bits) : bits_(bits) {}
    constexpr Bitboard(Square s)
        : bits_(std::uint64_t{1} << to_index(s)) {}  // NOLINT: a square is a set of one

    static constexpr Bitboard all() { return Bitboard(~std::uint64_t{0}); }
    static constexpr Bitboard file(File f) {
        return Bitboard(0x0101010101010101ULL << to_index(f));
    }
    static constexpr Bitboard rank(Rank r) { return Bitboard(0xFFULL << (8 * to_index(r))); }

    constexpr std::uint64_t bits() const { return bits_; }

    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool any() const { return bits_ != 0; }
    constexpr bool contains(Square s) const { return (bits_ >> to_index(s)) & 1; }
    constexpr int count() const { return std::popcount(bits_); }
    constexpr bool more_than_one() const { return (bits_ & (bits_ - 1)) != 0; }

    // Returns the lowest square of a non-empty set.
    constexpr Square first() const { return square_at(std::countr_zero(bits_)); }
    // Returns the highest square of a non-empty set.
    constexpr Square last() const { return square_at(63 - std::countl_zero(bits_)); }
    // Returns the k-th lowest square (from 0) of a set with more than k.
    Square nth(int k) const { return square_at(std::countr_zero(nth_bit(bits_, k))); }
    // Removes and returns the lowest square of a non-empty set.
    constexpr Square pop_first() {
        Square s = first();
        bits_ &= bits_ - 1;
        return s;
    }

    constexpr Bitboard operator|(Bitboard o) const { return Bitboard(bits_ | o.bits_); }
    constexpr Bitboard operator&(Bitboard o) const { return Bitboard(bits_ & o.bits_); }
    constexpr Bitboard operator^(Bitboard o) const { return Bitboard(bits_ ^ o.bits_); }
    constexpr Bitboard operator~() const { return Bitboard(~bits_); }
    constexpr Bitboard operator<<(int n) const { return Bitboard(bits_ << n); }
    constexpr Bitboard operator>>(int n) const { return Bitboard(bits_ >> n); }
    constexpr Bitboard& operator|=(Bitboard o) { return bits_ |= o.bits_, *this; }
    constexpr Bitboard& operator&=(Bitboard o) { return bits_ &= o.bits_, *this; }
    constexpr Bitboard& operator^=(Bitboard o) { return bits_ ^= o.bits_, *this; }
    constexpr bool operator==(const Bitboard&) const = default;
    constexpr explicit operator bool() const { return bits_ != 0; }

    class Iterator {
    public:
        constexpr explicit Iterator(std::uint64_t bits) : bits_(bits) {}
        constexpr Square operator*() const { return square_at(std::countr_zero(bits_)); }
        constexpr Iterator& operator++() { return bits_ &= bits_ - 1, *this; }
        constexpr bool operator==(const Iterator&) const = default;

    private:
        std::uint64_t bits_;
    };
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

private:
    std::uint64_t bits_ = 0;
};

// Returns the set moved one rank towards the given colour's opponent (a pawn push).
constexpr Bitboard shift_forward(Color c, Bitboard b) {
    return c == Color::White ? b << 8 : b >> 8;
}

constexpr Bitboard FileA = Bitboard::file(File::A);
constexpr Bitboard FileH = Bitboard::file(File::H);

// Returns the set moved one rank forward and one file towards the a-file / h-file.
constexpr Bitboard shift_forward_west(Color c, Bitboard b) {
    b &= ~FileA;
    return c == Color::White ? b << 7 : b >> 9;
}
constexpr Bitboard shift_forward_east(Color c, Bitboard b) {
    b &= ~FileH;
    return c == Color::White ? b << 9 : b >> 7;
}

}  // namespace touchmove::chess
