// The replay's random source (an implementation detail of GameReplay,
// replay.h; not installed).
#pragma once

#include <bit>
#include <cstdint>

namespace touchmove::replay {

// A seeded random source whose draws are the same on every platform:
// splitmix64 (Steele, Lea and Flood), a single word of state, so that a
// game's generator costs nothing to seed. Choices among a power of two
// (a coin, one in four, one in eight) take their bits from one drawn word
// in turn, lowest first, rather than a word each.
class ReplayRng {
public:
    explicit ReplayRng(std::uint64_t seed = 0) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    // Uniform in [0, n); n > 0. Exact: the high word of x * n is uniform
    // over [0, n) once the products whose low word falls below 2^64 mod n
    // are rejected (D. Lemire, "Fast random integer generation in an
    // interval", 2019); that division is rare. A power of two takes its
    // bits from bits(), inline: a coin costs a shift and a mask.
    std::uint64_t below(std::uint64_t n) {
        if (std::has_single_bit(n) && n <= (std::uint64_t{1} << 32))
            return bits(static_cast<unsigned>(std::countr_zero(n)));
        return multiply_below(n);
    }
    // k random bits (0 to 32), the next ones of the word drawn for such
    // calls; a new word is drawn when it has fewer than k left.
    std::uint64_t bits(unsigned k) {
        if (pool_bits_ < k) {
            pool_ = next();
            pool_bits_ = 64;
        }
        const std::uint64_t v = pool_ & ((std::uint64_t{1} << k) - 1);
        pool_ >>= k;
        pool_bits_ -= k;
        return v;
    }
    // True with probability 1 / denominator; denominator > 0.
    bool one_in(std::uint64_t denominator) { return below(denominator) == 0; }
    // True with probability p, 0 <= p <= 1, to 2^-53.
    bool chance(double p);

private:
    std::uint64_t multiply_below(std::uint64_t n);  // below() for any other n

    std::uint64_t state_;
    std::uint64_t pool_ = 0;  // bits() draws from these, lowest first
    unsigned pool_bits_ = 0;  // how many of pool_ are left
};

}  // namespace touchmove::replay
