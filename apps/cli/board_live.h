// touchmove board on a live board: the serial line and the keyboard together.
#pragma once

#include <string>

#include "board_command.h"
#include "touchmove/eboard/protocol.h"

namespace touchmove::cli {

// Follows the board on `device` until SIGINT or SIGTERM, or the end of the
// standard input's events; returns the exit code.
int run_live_board(const std::string& device, eboard::Protocol& protocol,
                   eboard::Translator& translator, BoardOutput& output);

}  // namespace touchmove::cli
