#include "touchmove/eboard/serial.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <cerrno>
#include <system_error>

namespace touchmove::eboard {

using chess::Unexpected;
using std::chrono::milliseconds;

namespace {

std::optional<speed_t> speed_for(int baud) {
    switch (baud) {
        case 1200:
            return B1200;
        case 2400:
            return B2400;
        case 4800:
            return B4800;
        case 9600:
            return B9600;
        case 19200:
            return B19200;
        case 38400:
            return B38400;
        case 57600:
            return B57600;
        case 115200:
            return B115200;
        case 230400:
            return B230400;
        default:
            return std::nullopt;
    }
}

std::optional<tcflag_t> size_for(int data_bits) {
    switch (data_bits) {
        case 5:
            return CS5;
        case 6:
            return CS6;
        case 7:
            return CS7;
        case 8:
            return CS8;
        default:
            return std::nullopt;
    }
}

std::string error_text(int error) {
    return std::generic_category().message(error);
}

// Milliseconds from now to `deadline`, rounded up (a wait of 0 ms for the
// last fraction of a millisecond would spin), none when it has passed.
int left_until(std::chrono::steady_clock::time_point deadline) {
    const auto left = deadline - std::chrono::steady_clock::now();
    if (left <= left.zero())
        return 0;
    return static_cast<int>(std::chrono::ceil<milliseconds>(left).count());
}

int whole_ms(milliseconds ms) {
    return ms.count() < 0 ? 0 : static_cast<int>(ms.count());
}

}  // namespace

Expected<termios, std::string> line_termios(const termios& base, const LineSettings& settings) {
    const auto speed = speed_for(settings.baud);
    if (!speed)
        return Unexpected{"unsupported baud rate " + std::to_string(settings.baud) +
                          " (1200 to 230400)"};
    const auto size = size_for(settings.data_bits);
    if (!size)
        return Unexpected{"unsupported data bits " + std::to_string(settings.data_bits) +
                          " (5 to 8)"};
    if (settings.parity != 'N' && settings.parity != 'O' && settings.parity != 'E')
        return Unexpected{std::string("unsupported parity '") + settings.parity + "' (N, O or E)"};
    if (settings.stop_bits != 1 && settings.stop_bits != 2)
        return Unexpected{"unsupported stop bits " + std::to_string(settings.stop_bits) +
                          " (1 or 2)"};

    termios t = base;
    // Raw: bytes pass untouched, no echo, no signals, no software flow
    // control. A byte with a parity error is dropped (the protocol
    // resynchronises) rather than handed on as if it were good.
    t.c_iflag &= ~static_cast<tcflag_t>(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL |
                                        IXON | IXOFF | IXANY | INPCK | IGNPAR);
    if (settings.parity != 'N')
        t.c_iflag |= INPCK | IGNPAR;
    t.c_oflag &= ~static_cast<tcflag_t>(OPOST);
    t.c_lflag &= ~static_cast<tcflag_t>(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
    t.c_cflag &= ~static_cast<tcflag_t>(CSIZE | PARENB | PARODD | CSTOPB | CRTSCTS);
    t.c_cflag |= *size | CLOCAL | CREAD;
    if (settings.parity != 'N')
        t.c_cflag |= PARENB;
    if (settings.parity == 'O')
        t.c_cflag |= PARODD;
    if (settings.stop_bits == 2)
        t.c_cflag |= CSTOPB;
    // Reads return at once with what there is; poll() does the waiting.
    t.c_cc[VMIN] = 0;
    t.c_cc[VTIME] = 0;
    cfsetispeed(&t, *speed);
    cfsetospeed(&t, *speed);
    return t;
}

Expected<SerialLine, std::string> SerialLine::open(const std::string& path,
                                                   const LineSettings& settings) {
    // Non-blocking: an open must not wait for a modem's carrier.
    const int fd = ::open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return Unexpected{"cannot open " + path + ": " + error_text(errno)};
    SerialLine line(fd, path);  // closes the fd on every error below
    // Exclusive: no other program (a second arbiter, a modem prober) opens
    // the board while it is ours; their open fails with EBUSY.
    if (::ioctl(fd, TIOCEXCL) != 0)
        return Unexpected{"cannot set up " + path + ": " + error_text(errno)};

    termios base{};
    if (tcgetattr(fd, &base) != 0)
        return Unexpected{"cannot set up " + path + ": " + error_text(errno)};
    auto wanted = line_termios(base, settings);
    if (!wanted)
        return Unexpected{"cannot set up " + path + ": " + wanted.error()};
    if (tcsetattr(fd, TCSANOW, &*wanted) != 0)
        return Unexpected{"cannot set up " + path + ": " + error_text(errno)};
    // tcsetattr succeeds when any of the changes took: check the speed did.
    termios now{};
    if (tcgetattr(fd, &now) != 0 || cfgetospeed(&now) != cfgetospeed(&*wanted))
        return Unexpected{"cannot set up " + path + ": the device refused " +
                          std::to_string(settings.baud) + " baud"};
    return line;
}

SerialLine::SerialLine(SerialLine&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)), path_(std::move(other.path_)) {}

SerialLine& SerialLine::operator=(SerialLine&& other) noexcept {
    if (this != &other) {
        close_device();
        fd_ = std::exchange(other.fd_, -1);
        path_ = std::move(other.path_);
    }
    return *this;
}

SerialLine::~SerialLine() {
    close_device();
}

void SerialLine::close_device() {
    if (fd_ < 0)
        return;
    // Exclusive mode outlives the descriptor while another holds the
    // device open; ended here, a reopening is not refused.
    ::ioctl(fd_, TIOCNXCL);
    ::close(fd_);
    fd_ = -1;
}

std::string SerialLine::failure(const char* what, int error) const {
    return std::string(what) + " " + path_ + ": " + error_text(error);
}

Expected<std::size_t, std::string> SerialLine::read(std::span<std::uint8_t> into,
                                                    milliseconds timeout) {
    if (into.empty())
        return std::size_t{0};
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        pollfd p{fd_, POLLIN, 0};
        const int ready = ::poll(&p, 1, left_until(deadline));
        if (ready < 0 && errno == EINTR)
            return std::size_t{0};
        if (ready < 0)
            return Unexpected{failure("poll", errno)};
        if (ready == 0)
            return std::size_t{0};
        // Readable or hung up: read either way, which drains what is left
        // before the hang-up shows (EIO, or 0 from a tty hung up).
        const ssize_t n = ::read(fd_, into.data(), into.size());
        if (n > 0)
            return static_cast<std::size_t>(n);
        if (n == 0)
            return Unexpected{"read " + path_ + ": the line hung up"};
        if (errno == EINTR)
            return std::size_t{0};
        if (errno != EAGAIN)
            return Unexpected{failure("read", errno)};
        if (p.revents & (POLLHUP | POLLERR | POLLNVAL))
            return Unexpected{"read " + path_ + ": the line hung up"};
        // A wake-up with nothing to read: wait for the rest of the timeout.
    }
}

Expected<std::size_t, std::string> SerialLine::write(std::span<const std::uint8_t> bytes,
                                                     milliseconds stall) {
    std::size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
        if (n > 0) {
            done += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0 || errno != EAGAIN)
            return Unexpected{failure("write", n == 0 ? EIO : errno)};
        // The device's buffer is full: wait until it takes more.
        pollfd p{fd_, POLLOUT, 0};
        const int ready = ::poll(&p, 1, whole_ms(stall));
        if (ready < 0 && errno != EINTR)
            return Unexpected{failure("poll", errno)};
        if (ready == 0)
            return Unexpected{"write " + path_ + ": the device took nothing for " +
                              std::to_string(stall.count()) + " ms"};
        if (ready > 0 && !(p.revents & POLLOUT))
            return Unexpected{"write " + path_ + ": the line hung up"};
    }
    return done;
}

BoardLink::BoardLink(std::string path, LineSettings settings, std::vector<std::uint8_t> start,
                     Notify notify)
    : path_(std::move(path)),
      settings_(settings),
      start_(std::move(start)),
      notify_(std::move(notify)) {
    // Settings that no device takes are an error of the caller's, not the line's.
    if (auto t = line_termios(termios{}, settings_); !t)
        settings_error_ = "cannot set up " + path_ + ": " + t.error();
}

Expected<std::size_t, std::string> BoardLink::read(std::span<std::uint8_t> into,
                                                   milliseconds timeout) {
    if (settings_error_)
        return Unexpected{*settings_error_};
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        if (line_) {
            auto n = line_->read(into, milliseconds(left_until(deadline)));
            if (n)
                return n;
            down(n.error());
            continue;
        }
        const auto now = Clock::now();
        const auto due = last_attempt_ ? *last_attempt_ + retry_ : now;
        if (now >= due) {
            connect();
            if (line_)
                continue;
        }
        if (now >= deadline)
            return std::size_t{0};
        // Down: wait for the next attempt or the end of the timeout. A
        // signal cuts the wait short, as it does a read.
        const auto until = std::min(last_attempt_ ? *last_attempt_ + retry_ : now, deadline);
        if (::poll(nullptr, 0, left_until(until)) < 0)
            return std::size_t{0};
    }
}

Expected<std::size_t, std::string> BoardLink::write(std::span<const std::uint8_t> bytes) {
    if (!line_)
        return Unexpected{"write " + path_ + ": the board is not connected"};
    auto n = line_->write(bytes);
    if (!n)
        down(n.error());
    return n;
}

void BoardLink::connect() {
    last_attempt_ = Clock::now();
    auto opened = SerialLine::open(path_, settings_);
    if (!opened) {
        report(false, opened.error());
        return;
    }
    line_.emplace(std::move(*opened));
    // The start commands make the board report its whole picture again.
    if (auto sent = line_->write(start_); !sent) {
        line_.reset();
        report(false, sent.error());
        return;
    }
    report(true, "");
}

void BoardLink::down(std::string why) {
    line_.reset();
    // A device just unplugged may linger a moment: wait a retry before reopening.
    last_attempt_ = Clock::now();
    report(false, why);
}

void BoardLink::report(bool connected, const std::string& why) {
    if (reported_ == connected)
        return;  // one notice per change, not one per failed attempt
    reported_ = connected;
    std::string message = connected         ? "board connected on " + path_
                          : ever_connected_ ? "board disconnected: " + why
                                            : "board not connected: " + why;
    ever_connected_ = ever_connected_ || connected;
    if (notify_)
        notify_(LinkChange{connected, std::move(message)});
}

}  // namespace touchmove::eboard
