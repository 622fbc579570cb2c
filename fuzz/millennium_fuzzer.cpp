// Millennium ChessLink replies: any bytes, fed in pieces of any size and
// with bit 7 (the parity bit) flipped, give well-formed reports (statuses
// with a real piece on every square, drops of at least one byte with a
// reason), the same as fed at once, and no more bytes than were fed. The
// first byte says how many chunk sizes follow; the sizes are used in turn
// to cut the rest.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "touchmove/eboard/millennium.h"

namespace {

using namespace touchmove::eboard;

bool real_piece(Piece p) {
    const int v = static_cast<int>(p);
    return p == Piece::None || (v < 16 && (v & 7) < 6);
}

bool well_formed(const Report& r) {
    switch (r.kind) {
        case Report::Kind::Field:  // a Millennium board sends whole pictures only
            return false;
        case Report::Kind::Board:
            for (Piece p : r.picture)
                if (!real_piece(p))
                    return false;
            return true;
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
            return false;
        case Report::Kind::Dropped:
            return a.dropped == b.dropped && a.why == b.why;
    }
    return false;
}

// Whether `bytes`, read by a new reader, give exactly `expected`.
bool reads_back(const std::vector<std::uint8_t>& bytes, const Report& expected) {
    MillenniumProtocol fresh;
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

    MillenniumProtocol whole;
    std::vector<Report> at_once;
    whole.feed(stream, at_once);
    whole.finish(at_once);

    MillenniumProtocol cut;
    std::vector<Report> in_chunks;
    std::size_t at = 0;
    for (std::size_t i = 0; at < stream.size(); ++i) {
        std::size_t n = sizes[i % count] % 97;
        if (n == 0)
            cut.feed({}, in_chunks);  // an empty read changes nothing
        n = std::min(std::max<std::size_t>(n, 1), stream.size() - at);
        std::vector<std::uint8_t> chunk(stream.begin() + at, stream.begin() + at + n);
        for (auto& b : chunk)
            b = static_cast<std::uint8_t>(b ^ 0x80);
        cut.feed(chunk, in_chunks);
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
        // No byte is in two reports.
        accounted += r.kind == Report::Kind::Board ? 67 : r.dropped;
        // What was read is written back the same way.
        if (r.kind == Report::Kind::Board && !reads_back(whole.encode_picture(r.picture), r))
            __builtin_trap();
    }
    if (accounted > stream.size())
        __builtin_trap();
    return 0;
}
