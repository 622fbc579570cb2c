// What the board protocol fuzzers check alike: any bytes, fed in pieces of
// any size, give well-formed reports (a real piece on every square, a
// square on the board, a drop of at least one byte with a reason), the same
// as fed at once, each written back the same way, and no byte in two
// reports (or in a report and among the bytes a protocol skips silently). The first byte says how
// many chunk sizes follow; the sizes are used in turn to cut the rest.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "touchmove/eboard/protocol.h"

namespace touchmove::fuzz {

// What sets one board's messages apart.
struct BoardFraming {
    std::size_t picture_length = 0;  // bytes of a whole picture's message
    std::size_t change_length = 0;   // bytes of one square's change; 0: never sent
    std::size_t clock_length = 0;    // bytes of a clock's state; 0: never sent
    bool every_byte_read = true;     // every byte is in a report (else some may wait)
    std::uint8_t flip = 0;           // XORed into each byte fed in pieces (a parity bit)
};

namespace board_check {

using eboard::Piece;
using eboard::Report;

inline bool real_piece(Piece p) {
    const int v = static_cast<int>(p);
    return p == Piece::None || (v < 16 && (v & 7) < 6);
}

inline bool well_formed(const Report& r, const BoardFraming& framing) {
    switch (r.kind) {
        case Report::Kind::Board:
            return std::all_of(r.picture.begin(), r.picture.end(), real_piece);
        case Report::Kind::Field:
            return framing.change_length > 0 && chess::to_index(r.square) < 64 &&
                   real_piece(r.piece);
        case Report::Kind::Clock:
            return framing.clock_length > 0;
        case Report::Kind::Dropped:
            return r.dropped > 0 && !r.why.empty();
    }
    return false;
}

inline bool same(const Report& a, const Report& b) {
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
        case Report::Kind::Board:
            return a.picture == b.picture;
        case Report::Kind::Field:
            return a.square == b.square && a.piece == b.piece;
        case Report::Kind::Clock:
            return a.lever_up == b.lever_up;
        case Report::Kind::Dropped:
            return a.dropped == b.dropped && a.why == b.why;
    }
    return false;
}

// Whether `bytes`, read by a new reader, give exactly `expected`.
template <class P>
bool reads_back(const std::vector<std::uint8_t>& bytes, const Report& expected) {
    P fresh;
    std::vector<Report> out;
    fresh.feed(bytes, out);
    fresh.finish(out);
    return out.size() == 1 && same(out[0], expected);
}

}  // namespace board_check

// Runs the checks on one fuzzer input; traps on the first that fails.
template <class P>
int check_board_protocol(const std::uint8_t* data, std::size_t size, const BoardFraming& framing) {
    using namespace board_check;
    if (size == 0)
        return 0;
    const std::size_t count = std::size_t{data[0]} % 8 + 1;
    if (size < 1 + count)
        return 0;
    std::span<const std::uint8_t> sizes(data + 1, count);
    std::span<const std::uint8_t> stream(data + 1 + count, size - 1 - count);

    P whole;
    std::vector<Report> at_once;
    whole.feed(stream, at_once);
    whole.finish(at_once);

    P cut;
    std::vector<Report> in_chunks;
    std::size_t at = 0;
    for (std::size_t i = 0; at < stream.size(); ++i) {
        std::size_t n = sizes[i % count] % 97;
        if (n == 0)
            cut.feed({}, in_chunks);  // an empty read changes nothing
        n = std::min(std::max<std::size_t>(n, 1), stream.size() - at);
        std::vector<std::uint8_t> chunk(stream.begin() + at, stream.begin() + at + n);
        for (auto& b : chunk)
            b = static_cast<std::uint8_t>(b ^ framing.flip);
        cut.feed(chunk, in_chunks);
        at += n;
    }
    cut.finish(in_chunks);

    if (at_once.size() != in_chunks.size())
        __builtin_trap();
    std::size_t accounted = 0;
    for (std::size_t i = 0; i < at_once.size(); ++i) {
        const Report& r = at_once[i];
        if (!well_formed(r, framing) || !same(r, in_chunks[i]))
            __builtin_trap();
        accounted += r.kind == Report::Kind::Board   ? framing.picture_length
                     : r.kind == Report::Kind::Field ? framing.change_length
                     : r.kind == Report::Kind::Clock ? framing.clock_length
                                                     : r.dropped;
        // What was read is written back the same way.
        if (r.kind == Report::Kind::Board && !reads_back<P>(whole.encode_picture(r.picture), r))
            __builtin_trap();
        if (r.kind == Report::Kind::Field) {
            eboard::Picture after{};
            after[chess::to_index(r.square)] = r.piece;
            if (!reads_back<P>(whole.encode_change(after, r.square), r))
                __builtin_trap();
        }
        if (r.kind == Report::Kind::Clock && r.lever_up &&
            !reads_back<P>(whole.encode_clock(*r.lever_up), r))
            __builtin_trap();
    }
    // A protocol that skips some messages silently says how many bytes.
    if constexpr (requires { whole.skipped_bytes(); }) {
        if (whole.skipped_bytes() != cut.skipped_bytes())
            __builtin_trap();
        accounted += whole.skipped_bytes();
    }
    if (framing.every_byte_read ? accounted != stream.size() : accounted > stream.size())
        __builtin_trap();
    return 0;
}

}  // namespace touchmove::fuzz
