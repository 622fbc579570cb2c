// DGT board messages: any bytes, fed in pieces of any size, give well-formed
// reports (a real piece on every square, a square on the board, a drop of
// at least one byte with a reason), the same as fed at once, and account
// for every byte. The first byte says how many chunk sizes follow; the
// sizes are used in turn to cut the rest.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "touchmove/eboard/dgt.h"

namespace {

using namespace touchmove::eboard;

bool real_piece(Piece p) {
    const int v = static_cast<int>(p);
    return p == Piece::None || (v < 16 && (v & 7) < 6);
}

bool well_formed(const Report& r) {
    switch (r.kind) {
        case Report::Kind::Board:
            for (Piece p : r.picture)
                if (!real_piece(p))
                    return false;
            return true;
        case Report::Kind::Field:
            return touchmove::chess::to_index(r.square) < 64 && real_piece(r.piece);
        case Report::Kind::Dropped:
            return r.dropped > 0 && !r.why.empty();
    }
    return false;
}

bool same(const Report& a, const Report& b) {
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
        case Report::Kind::Board:
            return a.picture == b.picture;
        case Report::Kind::Field:
            return a.square == b.square && a.piece == b.piece;
        case Report::Kind::Dropped:
            return a.dropped == b.dropped && a.why == b.why;
    }
    return false;
}

// Whether `bytes`, read by a new reader, give exactly `expected`.
bool reads_back(const std::vector<std::uint8_t>& bytes, const Report& expected) {
    DgtProtocol fresh;
    std::vector<Report> out;
    fresh.feed(bytes, out);
    fresh.finish(out);
    return out.size() == 1 && same(out[0], expected);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0)
        return 0;
    const std::size_t count = std::size_t{data[0]} % 8 + 1;
    if (size < 1 + count)
        return 0;
    std::span<const std::uint8_t> sizes(data + 1, count);
    std::span<const std::uint8_t> stream(data + 1 + count, size - 1 - count);

    DgtProtocol whole;
    std::vector<Report> at_once;
    whole.feed(stream, at_once);
    whole.finish(at_once);

    DgtProtocol cut;
    std::vector<Report> in_chunks;
    std::size_t at = 0;
    for (std::size_t i = 0; at < stream.size(); ++i) {
        std::size_t n = sizes[i % count] % 97;
        if (n == 0)
            cut.feed({}, in_chunks);  // an empty read changes nothing
        n = std::min(std::max<std::size_t>(n, 1), stream.size() - at);
        cut.feed(stream.subspan(at, n), in_chunks);
        at += n;
    }
    cut.finish(in_chunks);

    if (at_once.size() != in_chunks.size())
        __builtin_trap();
    std::size_t accounted = 0;
    for (std::size_t i = 0; i < at_once.size(); ++i) {
        const Report& r = at_once[i];
        if (!well_formed(r) || !same(r, in_chunks[i]))
            __builtin_trap();
        // Every byte is in a message read or in a drop.
        accounted += r.kind == Report::Kind::Board   ? DgtProtocol::BoardDumpLength
                     : r.kind == Report::Kind::Field ? DgtProtocol::FieldUpdateLength
                                                     : r.dropped;
        // What was read is written back the same way.
        if (r.kind == Report::Kind::Board && !reads_back(whole.encode_picture(r.picture), r))
            __builtin_trap();
        if (r.kind == Report::Kind::Field) {
            Picture after{};
            after[touchmove::chess::to_index(r.square)] = r.piece;
            if (!reads_back(whole.encode_change(after, r.square), r))
                __builtin_trap();
        }
    }
    if (accounted != stream.size())
        __builtin_trap();
    return 0;
}
