// The Millennium ChessLink serial protocol (38400 baud, 7 data bits, odd
// parity, 1 stop bit), spoken by Millennium boards such as the ChessGenius
// Exclusive and the eONE.
//
// Every message is printable ASCII ending in a block check: the XOR of its
// characters, as two upper-case hex digits. The host sends upper-case
// commands; the board answers with the same letter in lower case, each
// reply having a fixed length. The status reply ('s') carries the whole
// board; the others are checked and skipped. A message that fails is
// dropped and reading starts again at the next letter that begins a reply,
// even one inside the failed message (a lost byte shifts everything after).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/eboard/protocol.h"

namespace touchmove::eboard {

class MillenniumProtocol : public Protocol {
public:
    // Option register 2 selects when the board sends its status by itself;
    // 3 is "on any change" (0 every scan, 1 never, 2 at a set interval,
    // 4 to 7 on a change seen in 2 to 5 scans in a row).
    static constexpr std::uint8_t ChangeMode = 0x03;
    // The two hex digits of the block check of `text`.
    static std::string block_check(std::string_view text);
    // `text` followed by its block check: a whole message.
    static std::vector<std::uint8_t> with_check(std::string_view text);
    // The total length of the reply beginning with `letter`, check included;
    // 0 when no reply begins with it.
    static std::size_t reply_length(std::uint8_t letter);
    // Bytes dropped in a row make one report, up to this many.
    static constexpr std::size_t MaxDroppedReport = 512;

    void feed(std::span<const std::uint8_t> bytes, std::vector<Report>& out) override;
    void finish(std::vector<Report>& out) override;
    std::vector<std::uint8_t> start_commands() const override;
    std::vector<std::uint8_t> picture_request() const override;
    LineSettings line() const override;
    std::vector<std::uint8_t> encode_picture(const Picture& picture) const override;
    std::vector<std::uint8_t> encode_change(const Picture& after, Square changed) const override;
    std::string_view name() const override { return "millennium"; }
    // Its squares are read far faster than a DGT board's: a change, or a
    // bounce, is over within tens of milliseconds.
    std::int64_t scan_ms() const override { return 10; }

private:
    void step(std::uint8_t byte, std::vector<Report>& out);
    void complete(std::vector<Report>& out);
    // Drops the message's first byte for `why` and reads the rest again.
    void abandon(std::string_view why, std::vector<Report>& out);
    void run(std::vector<Report>& out);

    std::vector<std::uint8_t> message_;       // the reply being read, letter first
    std::size_t expected_ = 0;                // its total length
    std::vector<std::uint8_t> again_;         // bytes to read again, the next one last
    DroppedBytes dropped_{MaxDroppedReport};  // a run of garbage makes one report
};

}  // namespace touchmove::eboard
