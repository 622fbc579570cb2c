// The DGT electronic board's serial protocol (9600 baud, 8N1).
//
// The host sends one-byte commands; the board answers with framed messages:
// an id byte with the high bit set, a 14-bit length in two 7-bit bytes
// (most significant first) that counts these three header bytes, then the
// body, whose bytes have the high bit clear. Three messages matter here:
// the board dump (every square), the field update (one square) and the
// clock's times (a DGT clock plugged into the board: which side's lever is
// up). Others are skipped whole; anything unreadable is dropped up to the
// next byte with the high bit set, where reading starts again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/eboard/protocol.h"

namespace touchmove::eboard {

class DgtProtocol : public Protocol {
public:
    // Host commands, one byte each.
    static constexpr std::uint8_t Reset = 0x40;       // back to idle mode
    static constexpr std::uint8_t SendClock = 0x41;   // answer with the clock's times
    static constexpr std::uint8_t SendBoard = 0x42;   // answer with one board dump
    static constexpr std::uint8_t UpdateNice = 0x4b;  // then a field update per change,
                                                      // and the clock's times when they change
    // Board messages: their ids and total lengths (header included).
    static constexpr std::uint8_t BoardDump = 0x86;
    static constexpr std::uint8_t ClockTimes = 0x8d;
    static constexpr std::uint8_t FieldUpdate = 0x8e;
    static constexpr std::size_t BoardDumpLength = 67;
    static constexpr std::size_t ClockTimesLength = 10;
    static constexpr std::size_t FieldUpdateLength = 5;
    // Longer messages are taken for noise rather than skipped: the longest
    // is the board's stored moves (EE moves, 0x8f), 7,939 bytes.
    static constexpr std::size_t MaxLength = 8192;
    // Bytes dropped in a row make one report, up to this many.
    static constexpr std::size_t MaxDroppedReport = 512;

    void feed(std::span<const std::uint8_t> bytes, std::vector<Report>& out) override;
    void finish(std::vector<Report>& out) override;
    std::vector<std::uint8_t> start_commands() const override;
    std::vector<std::uint8_t> picture_request() const override;
    LineSettings line() const override;
    std::vector<std::uint8_t> encode_picture(const Picture& picture) const override;
    std::vector<std::uint8_t> encode_change(const Picture& after, Square changed) const override;
    std::vector<std::uint8_t> encode_clock(ClockSide lever_up) const override;
    std::string_view name() const override { return "dgt"; }
    // A full scan of the squares takes 200 to 250 ms (DGT's protocol notes).
    std::int64_t scan_ms() const override { return 250; }

    // The bytes of the board's other messages (serial number, version, ...),
    // read whole and skipped without a report, so far.
    std::size_t skipped_bytes() const { return skipped_; }

private:
    void step(std::uint8_t byte, std::vector<Report>& out);
    void complete(std::vector<Report>& out);

    std::vector<std::uint8_t> frame_;         // the message being read, header first
    std::size_t length_ = 0;                  // its length, once the header is read
    std::size_t skipped_ = 0;                 // see skipped_bytes()
    DroppedBytes dropped_{MaxDroppedReport};  // a run of garbage makes one report
};

}  // namespace touchmove::eboard
