// SerialLine and BoardLink (touchmove/eboard/serial.h) over pseudo-terminals:
// the master side plays the board, the slave is the device the host opens.
// Unplugging is closing the master (the kernel hangs the slave up) and
// re-pointing a symlink, the device path, at a new pty. Waits are on
// conditions with generous deadlines; timings are only ever lower bounds.
#include "touchmove/eboard/serial.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <pthread.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <vector>

#include "support/fake_board.h"

namespace touchmove::eboard {
namespace {

using Bytes = std::vector<std::uint8_t>;
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;
using test::FakeBoard;

constexpr auto kPatience = std::chrono::seconds(5);  // a deadline no healthy run comes near
// A wait that only a signal ends before its time.
constexpr auto kLongWait = std::chrono::milliseconds(20000);

Bytes bytes_of(std::string_view s) {
    return Bytes(s.begin(), s.end());
}

Bytes counting(std::size_t n) {
    Bytes out(n);
    for (std::size_t i = 0; i < n; ++i)
        out[i] = static_cast<std::uint8_t>(i * 7 + i / 256);
    return out;
}

// Reads from `line` until `count` bytes have come, an error, or the deadline.
template <class Line>
Bytes read_count(Line& line, std::size_t count) {
    Bytes got;
    const auto deadline = Clock::now() + kPatience;
    std::uint8_t buffer[512];
    while (got.size() < count && Clock::now() < deadline) {
        auto n = line.read(buffer, milliseconds(100));
        if (!n) {
            ADD_FAILURE() << n.error();
            break;
        }
        got.insert(got.end(), buffer, buffer + *n);
    }
    return got;
}

termios attributes(int fd) {
    termios t{};
    EXPECT_EQ(tcgetattr(fd, &t), 0);
    return t;
}

LineSettings settings(int baud, int data_bits, char parity, int stop_bits) {
    LineSettings s;
    s.baud = baud;
    s.data_bits = data_bits;
    s.parity = parity;
    s.stop_bits = stop_bits;
    return s;
}

// A temporary directory, removed with all it holds.
class TempDir {
public:
    TempDir() {
        std::string pattern = (std::filesystem::temp_directory_path() / "serial_test.XXXXXX");
        if (mkdtemp(pattern.data()) == nullptr)
            ADD_FAILURE() << "mkdtemp failed";
        path_ = pattern;
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

// Points the symlink `link` at `target`, replacing what it pointed at.
void point(const std::filesystem::path& link, const std::string& target) {
    std::error_code ignored;
    std::filesystem::remove(link, ignored);
    std::filesystem::create_symlink(target, link);
}

TEST(SerialLine, IsMoveOnly) {
    static_assert(!std::is_copy_constructible_v<SerialLine>);
    static_assert(!std::is_copy_assignable_v<SerialLine>);
    static_assert(std::is_nothrow_move_constructible_v<SerialLine>);
    static_assert(std::is_nothrow_move_assignable_v<SerialLine>);
}

TEST(SerialLine, BoardBytesArriveInOrder) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), LineSettings{});
    ASSERT_TRUE(line) << line.error();
    const Bytes sent = counting(3000);  // more than one read's worth, all 256 values
    board.send(sent);
    EXPECT_EQ(read_count(*line, sent.size()), sent);
}

TEST(SerialLine, HostBytesArriveAtTheBoard) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), LineSettings{});
    ASSERT_TRUE(line) << line.error();
    const Bytes small = bytes_of("S\x42\x44");
    auto n = line->write(small);
    ASSERT_TRUE(n) << n.error();
    EXPECT_EQ(*n, small.size());
    EXPECT_EQ(board.receive(small.size()), small);
}

TEST(SerialLine, WriteWaitsWhileTheDeviceIsFull) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), LineSettings{});
    ASSERT_TRUE(line) << line.error();
    // Far more than a pty buffers: the write must wait for the board to read.
    const Bytes big = counting(256 * 1024);
    Bytes got;
    std::thread reader([&] { got = board.receive(big.size()); });
    auto n = line->write(big);
    reader.join();
    ASSERT_TRUE(n) << n.error();
    EXPECT_EQ(*n, big.size());
    EXPECT_EQ(got, big);
}

TEST(SerialLine, Applies9600And8N1RawWithoutFlowControl) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), settings(9600, 8, 'N', 1));
    ASSERT_TRUE(line) << line.error();
    const termios t = attributes(board.slave());
    EXPECT_EQ(cfgetospeed(&t), B9600);
    EXPECT_EQ(cfgetispeed(&t), B9600);
    EXPECT_EQ(t.c_cflag & CSIZE, static_cast<tcflag_t>(CS8));
    EXPECT_EQ(t.c_cflag & (PARENB | PARODD | CSTOPB | CRTSCTS), 0u);
    EXPECT_EQ(t.c_cflag & (CLOCAL | CREAD), static_cast<tcflag_t>(CLOCAL | CREAD));
    EXPECT_EQ(t.c_iflag & (IXON | IXOFF | IXANY | ICRNL | INLCR | IGNCR | ISTRIP), 0u);
    EXPECT_EQ(t.c_oflag & OPOST, 0u);
    EXPECT_EQ(t.c_lflag & (ICANON | ECHO | ISIG | IEXTEN), 0u);
    EXPECT_EQ(t.c_cc[VMIN], 0);
    EXPECT_EQ(t.c_cc[VTIME], 0);
}

// Held exclusively while open, released when closed (the fake board keeps
// its own end of the device open throughout).
TEST(SerialLine, HoldsItsDeviceExclusivelyUntilClosed) {
    FakeBoard board;
    const auto exclusive = [&] {
        int on = -1;
        EXPECT_EQ(ioctl(board.slave(), TIOCGEXCL, &on), 0);
        return on;
    };
    EXPECT_EQ(exclusive(), 0);
    {
        auto line = SerialLine::open(board.path(), LineSettings{});
        ASSERT_TRUE(line) << line.error();
        EXPECT_EQ(exclusive(), 1);
    }
    EXPECT_EQ(exclusive(), 0);
}

TEST(SerialLine, Applies38400And7O1) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), settings(38400, 7, 'O', 1));
    ASSERT_TRUE(line) << line.error();
    // A Linux pty keeps the speed and PARODD but forces CS8 and clears
    // PARENB whatever is asked; the termios asked for is checked below.
    const termios t = attributes(board.slave());
    EXPECT_EQ(cfgetospeed(&t), B38400);
    EXPECT_EQ(cfgetispeed(&t), B38400);
    EXPECT_NE(t.c_cflag & PARODD, 0u);
    EXPECT_EQ(t.c_cflag & (CSTOPB | CRTSCTS), 0u);

    auto asked = line_termios(attributes(board.slave()), settings(38400, 7, 'O', 1));
    ASSERT_TRUE(asked) << asked.error();
    EXPECT_EQ(asked->c_cflag & CSIZE, static_cast<tcflag_t>(CS7));
    EXPECT_EQ(asked->c_cflag & (PARENB | PARODD), static_cast<tcflag_t>(PARENB | PARODD));
    EXPECT_EQ(asked->c_cflag & (CSTOPB | CRTSCTS), 0u);
    EXPECT_EQ(asked->c_iflag & (IXON | IXOFF), 0u);
    EXPECT_EQ(cfgetospeed(&*asked), B38400);
}

TEST(SerialLine, LineTermiosTakesEvenParityAndTwoStopBits) {
    auto asked = line_termios(termios{}, settings(9600, 8, 'E', 2));
    ASSERT_TRUE(asked) << asked.error();
    EXPECT_EQ(asked->c_cflag & CSIZE, static_cast<tcflag_t>(CS8));
    EXPECT_EQ(asked->c_cflag & (PARENB | PARODD | CSTOPB), static_cast<tcflag_t>(PARENB | CSTOPB));
}

TEST(SerialLine, UnsupportedSettingsAreClearErrors) {
    FakeBoard board;
    auto baud = SerialLine::open(board.path(), settings(12345, 8, 'N', 1));
    ASSERT_FALSE(baud);
    EXPECT_NE(baud.error().find(board.path()), std::string::npos) << baud.error();
    EXPECT_NE(baud.error().find("unsupported baud rate 12345"), std::string::npos) << baud.error();
    EXPECT_FALSE(line_termios(termios{}, settings(9600, 9, 'N', 1)));
    EXPECT_FALSE(line_termios(termios{}, settings(9600, 8, 'X', 1)));
    EXPECT_FALSE(line_termios(termios{}, settings(9600, 8, 'N', 3)));
}

TEST(SerialLine, OpeningAMissingPathNamesIt) {
    TempDir dir;
    const std::string path = (dir.path() / "ttyUSB9").string();
    auto line = SerialLine::open(path, LineSettings{});
    ASSERT_FALSE(line);
    EXPECT_EQ(line.error(), "cannot open " + path + ": No such file or directory");
}

TEST(SerialLine, OpeningWhatIsNoTerminalNamesIt) {
    auto line = SerialLine::open("/dev/null", LineSettings{});
    ASSERT_FALSE(line);
    EXPECT_EQ(line.error().rfind("cannot set up /dev/null: ", 0), 0u) << line.error();
}

TEST(SerialLine, ReadTimesOutWithNothing) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), LineSettings{});
    ASSERT_TRUE(line) << line.error();
    std::uint8_t buffer[16];
    const auto start = Clock::now();
    auto n = line->read(buffer, milliseconds(60));
    const auto waited = Clock::now() - start;
    ASSERT_TRUE(n) << n.error();
    EXPECT_EQ(*n, 0u);
    EXPECT_GE(waited, milliseconds(60));
}

TEST(SerialLine, AnUnpluggedBoardIsAnErrorNamingThePath) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), LineSettings{});
    ASSERT_TRUE(line) << line.error();
    board.unplug();
    std::uint8_t buffer[16];
    auto n = line->read(buffer, kPatience);
    ASSERT_FALSE(n);
    EXPECT_NE(n.error().find(board.path()), std::string::npos) << n.error();
    auto w = line->write(bytes_of("x"));
    ASSERT_FALSE(w);
    EXPECT_NE(w.error().find(board.path()), std::string::npos) << w.error();
}

TEST(SerialLine, ClosesItsDeviceWhenDestroyedNotWhenMoved) {
    FakeBoard board;
    {
        auto opened = SerialLine::open(board.path(), LineSettings{});
        ASSERT_TRUE(opened) << opened.error();
        SerialLine line = std::move(*opened);
        board.close_slave();  // the line's is now the only open slave
        board.send(bytes_of("ok"));
        EXPECT_EQ(read_count(line, 2), bytes_of("ok"));
    }
    EXPECT_TRUE(board.sees_hangup());
}

std::atomic<bool> interrupted{false};
extern "C" void on_signal(int) {
    interrupted = true;
}

// Sends SIGUSR1 to the calling thread until `done`, so that a wait under
// way is cut short (a signal sent just before the wait began would be missed).
template <class Wait>
void interrupt_during(Wait wait) {
    struct sigaction action {};
    action.sa_handler = on_signal;  // no SA_RESTART: poll() fails with EINTR
    struct sigaction old {};
    sigaction(SIGUSR1, &action, &old);
    interrupted = false;
    std::atomic<bool> done{false};
    const pthread_t waiter = pthread_self();
    std::thread signaller([&] {
        while (!done) {
            pthread_kill(waiter, SIGUSR1);
            std::this_thread::sleep_for(milliseconds(20));
        }
    });
    wait();
    done = true;
    signaller.join();
    sigaction(SIGUSR1, &old, nullptr);
}

TEST(SerialLine, ASignalCutsAReadShort) {
    FakeBoard board;
    auto line = SerialLine::open(board.path(), LineSettings{});
    ASSERT_TRUE(line) << line.error();
    std::uint8_t buffer[16];
    interrupt_during([&] {
        const auto start = Clock::now();
        auto n = line->read(buffer, kLongWait);
        EXPECT_LT(Clock::now() - start, kLongWait);
        ASSERT_TRUE(n) << n.error();
        EXPECT_EQ(*n, 0u);
    });
    EXPECT_TRUE(interrupted);
}

// What a BoardLink reported and read.
struct Recorder {
    std::vector<LinkChange> changes;
    BoardLink::Notify notify() {
        return [this](const LinkChange& c) { changes.push_back(c); };
    }
    std::size_t count(bool connected) const {
        std::size_t n = 0;
        for (const auto& c : changes)
            n += c.connected == connected;
        return n;
    }
};

// Reads from `link` until `done()`, appending to `got`; false at the deadline.
template <class Done>
bool read_until(BoardLink& link, Bytes& got, Done done) {
    const auto deadline = Clock::now() + kPatience;
    std::uint8_t buffer[512];
    while (!done()) {
        if (Clock::now() >= deadline)
            return false;
        auto n = link.read(buffer, milliseconds(50));
        if (!n) {
            ADD_FAILURE() << n.error();
            return false;
        }
        got.insert(got.end(), buffer, buffer + *n);
    }
    return true;
}

TEST(BoardLink, SurvivesTheBoardUnpluggedAndPluggedBackMidGame) {
    TempDir dir;
    const auto device = dir.path() / "board";
    const Bytes start = bytes_of("\x45\x42\x44");  // start commands, e.g. DGT's
    auto first = std::make_unique<FakeBoard>();
    point(device, first->path());

    Recorder recorder;
    BoardLink link(device.string(), LineSettings{}, start, recorder.notify());
    link.set_retry(milliseconds(20));
    Bytes got;

    // Plugged in: the start commands go out, and the board's bytes come in.
    ASSERT_TRUE(read_until(link, got, [&] { return recorder.count(true) == 1; }));
    ASSERT_EQ(recorder.changes.size(), 1u);
    EXPECT_EQ(recorder.changes[0].message, "board connected on " + device.string());
    EXPECT_EQ(first->receive(start.size()), start);
    const Bytes before = counting(700);
    first->send(before);
    ASSERT_TRUE(read_until(link, got, [&] { return got.size() >= before.size(); }));
    EXPECT_EQ(got, before);

    // Unplugged: noticed and reported once, however many reopenings fail.
    first->unplug();
    std::filesystem::remove(device);
    ASSERT_TRUE(read_until(link, got, [&] { return recorder.count(false) == 1; }));
    EXPECT_FALSE(link.connected());
    EXPECT_EQ(recorder.changes.back().message.rfind("board disconnected: ", 0), 0u)
        << recorder.changes.back().message;
    EXPECT_NE(recorder.changes.back().message.find(device.string()), std::string::npos)
        << recorder.changes.back().message;
    const auto stay_down_until = Clock::now() + milliseconds(150);  // several retry intervals
    while (Clock::now() < stay_down_until) {
        std::uint8_t buffer[16];
        auto n = link.read(buffer, milliseconds(20));
        ASSERT_TRUE(n) << n.error();
        got.insert(got.end(), buffer, buffer + *n);
    }
    EXPECT_EQ(recorder.changes.size(), 2u);
    EXPECT_EQ(got, before);
    EXPECT_FALSE(link.write(bytes_of("?")));

    // Plugged back on another pty: reconnected, the start commands sent
    // again, and the board's new bytes arrive whole after the old ones,
    // which are not repeated.
    FakeBoard second;
    point(device, second.path());
    ASSERT_TRUE(read_until(link, got, [&] { return recorder.count(true) == 2; }));
    EXPECT_EQ(recorder.changes.size(), 3u);
    EXPECT_TRUE(link.connected());
    EXPECT_EQ(second.receive(start.size()), start);
    const Bytes after = bytes_of("picture again, then the game goes on");
    second.send(after);
    ASSERT_TRUE(read_until(link, got, [&] { return got.size() >= before.size() + after.size(); }));
    Bytes expected = before;
    expected.insert(expected.end(), after.begin(), after.end());
    EXPECT_EQ(got, expected);

    // And the host can talk to the board again.
    const Bytes request = bytes_of("\x42");
    auto w = link.write(request);
    ASSERT_TRUE(w) << w.error();
    EXPECT_EQ(second.receive(request.size()), request);
}

TEST(BoardLink, ADownLineWaitsOutTheTimeoutAndSaysWhy) {
    TempDir dir;
    const auto device = dir.path() / "board";
    Recorder recorder;
    BoardLink link(device.string(), LineSettings{}, bytes_of("S"), recorder.notify());
    link.set_retry(milliseconds(20));
    std::uint8_t buffer[16];
    const auto start = Clock::now();
    auto n = link.read(buffer, milliseconds(120));
    const auto waited = Clock::now() - start;
    ASSERT_TRUE(n) << n.error();
    EXPECT_EQ(*n, 0u);
    EXPECT_GE(waited, milliseconds(120));
    ASSERT_EQ(recorder.changes.size(), 1u);
    EXPECT_FALSE(recorder.changes[0].connected);
    EXPECT_EQ(recorder.changes[0].message, "board not connected: cannot open " + device.string() +
                                               ": No such file or directory");

    // Plugged in late: connected on a later read.
    FakeBoard board;
    point(device, board.path());
    Bytes got;
    ASSERT_TRUE(read_until(link, got, [&] { return link.connected(); }));
    EXPECT_EQ(board.receive(1), bytes_of("S"));
}

TEST(BoardLink, ASignalCutsTheWaitOfADownLineShort) {
    TempDir dir;
    BoardLink link((dir.path() / "board").string(), LineSettings{}, {});
    std::uint8_t buffer[16];
    interrupt_during([&] {
        const auto start = Clock::now();
        auto n = link.read(buffer, kLongWait);
        EXPECT_LT(Clock::now() - start, kLongWait);
        ASSERT_TRUE(n) << n.error();
        EXPECT_EQ(*n, 0u);
    });
    EXPECT_TRUE(interrupted);
}

TEST(BoardLink, SettingsNoDeviceTakesAreAnError) {
    FakeBoard board;
    BoardLink link(board.path(), settings(12345, 8, 'N', 1), {});
    std::uint8_t buffer[16];
    auto n = link.read(buffer, milliseconds(10));
    ASSERT_FALSE(n);
    EXPECT_NE(n.error().find("unsupported baud rate 12345"), std::string::npos) << n.error();
}

}  // namespace
}  // namespace touchmove::eboard
