// DGT board messages (board_protocol_check.h): every byte is in a message
// read or in a drop.
#include "board_protocol_check.h"
#include "touchmove/eboard/dgt.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using touchmove::eboard::DgtProtocol;
    return touchmove::fuzz::check_board_protocol<DgtProtocol>(
        data, size,
        {.picture_length = DgtProtocol::BoardDumpLength,
         .change_length = DgtProtocol::FieldUpdateLength,
         .clock_length = DgtProtocol::ClockTimesLength,
         .every_byte_read = true});
}
