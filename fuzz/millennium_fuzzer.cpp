// Millennium ChessLink replies (board_protocol_check.h), fed in pieces with
// bit 7 (the parity bit) flipped: whole pictures only ('s', 64 squares and a
// two-digit check), and no more bytes in reports than were fed.
#include "board_protocol_check.h"
#include "touchmove/eboard/millennium.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return touchmove::fuzz::check_board_protocol<touchmove::eboard::MillenniumProtocol>(
        data, size,
        {.picture_length = 67, .change_length = 0, .every_byte_read = false, .flip = 0x80});
}
