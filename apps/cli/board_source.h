// Where an electronic board's bytes come from (a serial device or a
// recording), read through its protocol and the Translator: shared by
// `touchmove board` and `touchmove serve --board`.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/eboard/translator.h"

namespace touchmove::cli {

struct BoardSource {
    std::string protocol;  // a name of eboard::make_protocol: "dgt", "millennium"
    std::string path;      // the device, or the recording
    bool replay = false;   // a recording, read to its end without time
};

// The source of a `kind` ("dgt" for a device, "dgt-replay" for a recording)
// at `path`; none when the kind names no board type.
std::optional<BoardSource> board_source(std::string_view kind, std::string_view path);

// "dgt:/dev/ttyUSB0", "dgt-replay:FILE", "millennium:DEVICE", "millennium-replay:FILE".
std::optional<BoardSource> parse_board_source(std::string_view spec);

// Whether `name` is an option of the board's game that `board` and `serve
// --board` share: --laws, --fen, --settle.
bool is_board_game_option(std::string_view name);
// Sets that option from `value`; returns what is wrong with the value, if
// anything ("--laws takes 2005 or 2023, not '1999'").
std::optional<std::string> set_board_game_option(std::string_view name, const std::string& value,
                                                 eboard::TranslatorOptions& options);

// The options of a game on this board: `game`'s, with the board type's timing.
eboard::TranslatorOptions for_board(const BoardSource& source, eboard::TranslatorOptions game);

using BoardSink = std::function<void(const std::vector<eboard::Output>&)>;

// Writes a notice for the people at the table on the standard error,
// each square to put right on a line of its own.
void print_notice(const eboard::Notice& notice);

struct BoardLoop {
    // Whether to stop following a live board (checked several times a second).
    std::function<bool()> stop = [] { return false; };
    // Called between two reads of a live board (the keyboard's turn).
    std::function<void()> idle;
};

// Reads the board and gives each output of the translator to `sink`: a
// recording to its end, a live board until `loop.stop()`, through unplugging
// and plugging back. Returns the exit code: 0, or 2 when the recording
// cannot be read or the line cannot be set up.
int follow_board(const BoardSource& source, eboard::Translator& translator, const BoardSink& sink,
                 const BoardLoop& loop = {});

}  // namespace touchmove::cli
