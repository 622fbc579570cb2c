// What an electronic board reports, and the interface every board type
// implements (DGT, Millennium): bytes from the serial line in, sensed
// squares out, and the way back for the simulator. A protocol knows the
// wire format only; what the pieces' comings and goings mean is the
// Translator's business.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/chess/piece.h"
#include "touchmove/chess/square.h"

namespace touchmove::eboard {

using chess::Piece;
using chess::Square;

// The board as its sensors see it, indexed by chess::Square (a1 = 0).
using Picture = std::array<Piece, 64>;

inline constexpr Picture EmptyPicture = [] {
    Picture p{};
    p.fill(Piece::None);
    return p;
}();

// A side of a chess clock, as seen from its front.
enum class ClockSide : std::uint8_t { Left, Right };

constexpr ClockSide opposite(ClockSide side) {
    return side == ClockSide::Left ? ClockSide::Right : ClockSide::Left;
}

// One thing the board said.
struct Report {
    enum class Kind : std::uint8_t {
        Board,    // the whole board (a DGT board dump, a Millennium status)
        Field,    // one square changed (a DGT field update)
        Clock,    // the state of a clock attached to the board (a DGT clock)
        Dropped,  // bytes that made no valid message, skipped
    };
    Kind kind = Kind::Dropped;
    Picture picture = EmptyPicture;  // Board
    Square square = Square::A1;      // Field: which square,
    Piece piece = Piece::None;       // and what it holds now
    // Clock: the side whose lever is up, whose player's time runs (a press
    // pushes the presser's side down and the other side up); none when the
    // message tells no lever (no clock plugged in, a command acknowledged).
    std::optional<ClockSide> lever_up;
    std::size_t dropped = 0;  // Dropped: how many bytes,
    std::string why;          // and why ("bad block check", "unknown message 0x91")
};

// Bytes that made no message, gathered into one Dropped report for a run of
// them (and one every `limit` bytes, so that endless noise is seen while it
// lasts): what each protocol reports when it resynchronises.
class DroppedBytes {
public:
    explicit DroppedBytes(std::size_t limit) : limit_(limit) {}
    // Counts `count` bytes dropped for `why` (the first reason of a run is kept).
    void drop(std::size_t count, std::string_view why, std::vector<Report>& out);
    // Reports the run so far, if any.
    void flush(std::vector<Report>& out);

private:
    std::size_t limit_;
    std::size_t count_ = 0;
    std::string why_;
};

// A Dropped report of `count` bytes.
Report dropped_report(std::size_t count, std::string why);

// How the serial line is set up.
struct LineSettings {
    int baud = 9600;
    int data_bits = 8;
    char parity = 'N';  // 'N', 'O' or 'E'
    int stop_bits = 1;
    // Seconds a byte takes on the line (start, data, parity and stop bits).
    double byte_seconds() const {
        return (1.0 + data_bits + (parity == 'N' ? 0 : 1) + stop_bits) / baud;
    }
};

// One board type's wire format.
class Protocol {
public:
    virtual ~Protocol() = default;
    // Reads bytes as they arrive, in pieces of any size; appends to `out`
    // each report they complete. Never throws on bad bytes: they are
    // skipped, reported as Dropped, and reading resynchronises.
    virtual void feed(std::span<const std::uint8_t> bytes, std::vector<Report>& out) = 0;
    // The end of the stream: an unfinished message is reported Dropped.
    virtual void finish(std::vector<Report>& out) = 0;
    // What the host sends when the line opens, so that the board reports
    // its whole picture and then every change.
    virtual std::vector<std::uint8_t> start_commands() const = 0;
    // What the host sends to ask for the whole picture again.
    virtual std::vector<std::uint8_t> picture_request() const = 0;
    virtual LineSettings line() const = 0;
    // The bytes the board sends to report its whole picture.
    virtual std::vector<std::uint8_t> encode_picture(const Picture& picture) const = 0;
    // The bytes the board sends when `changed` has just changed, `after`
    // being the picture now (a DGT board sends a field update, a
    // Millennium board in its change mode its whole picture).
    virtual std::vector<std::uint8_t> encode_change(const Picture& after, Square changed) const = 0;
    // The bytes the board sends for its clock's state, the lever up on
    // `lever_up`; none from a board type that has no clock.
    virtual std::vector<std::uint8_t> encode_clock(ClockSide /*lever_up*/) const { return {}; }
    virtual std::string_view name() const = 0;  // "dgt", "millennium"
    // How long the board takes to read all its squares once: a change is
    // reported up to a scan late, and a sensor that bounces changes back a
    // scan later (the Translator's timing, TranslatorOptions::scan_ms).
    virtual std::int64_t scan_ms() const = 0;
};

// The board types, by the name used on the command line ("dgt"): a new
// type is a Protocol and a line in make_protocol's table.
std::unique_ptr<Protocol> make_protocol(std::string_view name);  // nullptr when unknown

}  // namespace touchmove::eboard
