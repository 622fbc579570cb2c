// A board played by the test on the master side of a pseudo-terminal pair;
// the slave is the device the host opens. Closing the master hangs the
// slave up, as pulling a USB adapter does.
#pragma once

#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <pty.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace touchmove::test {

class FakeBoard {
public:
    using Bytes = std::vector<std::uint8_t>;
    using Clock = std::chrono::steady_clock;
    static constexpr auto kPatience =
        std::chrono::seconds(5);  // a deadline no healthy run comes near

    FakeBoard() {
        if (openpty(&master_, &slave_, nullptr, nullptr, nullptr) != 0)
            ADD_FAILURE() << "openpty failed";
        char name[128] = {};
        if (ttyname_r(slave_, name, sizeof name) != 0)
            ADD_FAILURE() << "ttyname_r failed";
        path_ = name;
        fcntl(master_, F_SETFL, fcntl(master_, F_GETFL) | O_NONBLOCK);
        // A program the test starts must not hold the board's ends open.
        fcntl(master_, F_SETFD, FD_CLOEXEC);
        fcntl(slave_, F_SETFD, FD_CLOEXEC);
    }
    FakeBoard(const FakeBoard&) = delete;
    FakeBoard& operator=(const FakeBoard&) = delete;
    ~FakeBoard() { unplug(); }

    const std::string& path() const { return path_; }
    int slave() const { return slave_; }

    // Closing the master hangs the slave up, as pulling a USB adapter does.
    void unplug() {
        if (master_ >= 0)
            ::close(master_);
        if (slave_ >= 0)
            ::close(slave_);
        master_ = slave_ = -1;
    }
    void close_slave() {
        ::close(slave_);
        slave_ = -1;
    }

    void send(const Bytes& bytes) const {
        std::size_t done = 0;
        const auto deadline = Clock::now() + kPatience;
        while (done < bytes.size() && Clock::now() < deadline) {
            const ssize_t n = ::write(master_, bytes.data() + done, bytes.size() - done);
            if (n > 0) {
                done += static_cast<std::size_t>(n);
            } else {
                pollfd p{master_, POLLOUT, 0};
                ::poll(&p, 1, 100);
            }
        }
        ASSERT_EQ(done, bytes.size()) << "the host did not take the board's bytes";
    }

    // What the host wrote, once `count` bytes have come (or the deadline passed).
    Bytes receive(std::size_t count) const {
        Bytes got;
        const auto deadline = Clock::now() + kPatience;
        std::uint8_t buffer[4096];
        while (got.size() < count && Clock::now() < deadline) {
            pollfd p{master_, POLLIN, 0};
            if (::poll(&p, 1, 100) <= 0)
                continue;
            const ssize_t n = ::read(master_, buffer, sizeof buffer);
            if (n > 0)
                got.insert(got.end(), buffer, buffer + n);
            else if (n < 0 && errno != EAGAIN && errno != EINTR)
                break;
        }
        return got;
    }
    // Whether the master sees the slave closed by everyone (POLLHUP) in time.
    bool sees_hangup() const {
        const auto deadline = Clock::now() + kPatience;
        while (Clock::now() < deadline) {
            pollfd p{master_, POLLIN, 0};
            if (::poll(&p, 1, 100) > 0 && (p.revents & POLLHUP))
                return true;
        }
        return false;
    }

private:
    int master_ = -1;
    int slave_ = -1;
    std::string path_;
};

}  // namespace touchmove::test
