// The serial line to an electronic board, and a link that survives the
// board being unplugged and plugged back.
//
// SerialLine is one open device (a USB serial adapter, a pty slave) in raw
// mode with the protocol's LineSettings; reads wait with poll() and never
// block longer than asked. BoardLink reopens the device when the line goes
// down and sends the protocol's start commands again, so that the board
// reports its whole picture and the game goes on. Neither throws: errors
// are returned, and a link's ups and downs reported.
#pragma once

#include <termios.h>

#include <algorithm>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "touchmove/chess/expected.h"
#include "touchmove/eboard/protocol.h"

namespace touchmove::eboard {

using chess::Expected;

// The termios for `settings` made from the device's own `base`: raw mode,
// the speed, data bits, parity and stop bits, no flow control, CLOCAL and
// CREAD, VMIN and VTIME 0. An error says which setting is not supported.
Expected<termios, std::string> line_termios(const termios& base, const LineSettings& settings);

class SerialLine {
public:
    // Opens `path` (O_NOCTTY, non-blocking) and sets it up for `settings`.
    // Errors name the path: "cannot open /dev/ttyUSB0: No such file or directory".
    static Expected<SerialLine, std::string> open(const std::string& path,
                                                  const LineSettings& settings);

    SerialLine(SerialLine&& other) noexcept;
    SerialLine& operator=(SerialLine&& other) noexcept;
    SerialLine(const SerialLine&) = delete;
    SerialLine& operator=(const SerialLine&) = delete;
    ~SerialLine();

    // Reads what has arrived into `into`, waiting up to `timeout` for the
    // first byte: the count, 0 when nothing came in time or a signal cut
    // the wait short, an error when the device is gone (unplugged, hung up).
    Expected<std::size_t, std::string> read(std::span<std::uint8_t> into,
                                            std::chrono::milliseconds timeout);
    // Writes all of `bytes` (their count), or an error when the device is
    // gone or takes none of them for `stall` on end.
    Expected<std::size_t, std::string> write(
        std::span<const std::uint8_t> bytes,
        std::chrono::milliseconds stall = std::chrono::milliseconds(2000));

    const std::string& path() const { return path_; }

private:
    SerialLine(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}
    std::string failure(const char* what, int error) const;
    void close_device();

    int fd_ = -1;
    std::string path_;
};

// A change of a BoardLink's state, for the program to print and act on (a
// protocol's half-read message is void after a reconnection).
struct LinkChange {
    bool connected = false;  // true: (re)opened and the start commands sent
    std::string message;     // "board connected on /dev/ttyUSB0", "board disconnected: ..."
};

class BoardLink {
public:
    using Notify = std::function<void(const LinkChange&)>;

    // Nothing is opened yet: the first read does. `start` is sent on every
    // (re)connection (the protocol's start_commands()).
    BoardLink(std::string path, LineSettings settings, std::vector<std::uint8_t> start,
              Notify notify = {});

    // How long a down line waits between two attempts to reopen it (500 ms).
    void set_retry(std::chrono::milliseconds retry) {
        retry_ = std::max(retry, std::chrono::milliseconds(1));
    }

    // Reads what the board sends, waiting up to `timeout`, reopening the
    // line when it is down (at most once per retry interval) and reporting
    // each change through the Notify. 0 when nothing came in time or a
    // signal cut the wait short: a caller's stop flag set by a signal
    // handler is seen on return. The only error is settings that no device
    // can take (an unsupported baud rate): retrying cannot help.
    Expected<std::size_t, std::string> read(std::span<std::uint8_t> into,
                                            std::chrono::milliseconds timeout);
    // Writes to the board (a picture request); an error when the line is
    // down, which a failed write also brings about.
    Expected<std::size_t, std::string> write(std::span<const std::uint8_t> bytes);

    bool connected() const { return line_.has_value(); }

private:
    using Clock = std::chrono::steady_clock;
    void connect();
    void down(std::string why);
    // Tells of a change: connected, or down and why ("not connected" until
    // the line has once been up, "disconnected" after).
    void report(bool connected, const std::string& why);

    std::string path_;
    LineSettings settings_;
    std::vector<std::uint8_t> start_;
    Notify notify_;
    std::chrono::milliseconds retry_{500};
    std::optional<SerialLine> line_;
    std::optional<std::string> settings_error_;
    std::optional<Clock::time_point> last_attempt_;
    std::optional<bool> reported_;  // the state last reported, none before the first
    bool ever_connected_ = false;
};

}  // namespace touchmove::eboard
