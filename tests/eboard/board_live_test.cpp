// `touchmove board --dgt DEVICE` as a person runs it at a table: the test
// plays a DGT board on a pseudo-terminal, the arbiter's keyboard is the
// program's standard input, and the answers are read from its output. The
// board is unplugged and plugged back mid-game, and the move made meanwhile
// is read from the picture the board sends on its return; a change lost
// on the line is read from the picture the program asks for. A Millennium
// board is followed the same way, by its whole pictures.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <string>
#include <vector>

#include "support/fake_board.h"
#include "touchmove/chess/position.h"
#include "touchmove/eboard/dgt.h"
#include "touchmove/eboard/millennium.h"

extern char** environ;

namespace touchmove::eboard {
namespace {

using test::FakeBoard;
using Bytes = std::vector<std::uint8_t>;

// The program, its standard input and output.
class Program {
public:
    explicit Program(std::vector<std::string> args) {
        int in[2], out[2];
        EXPECT_EQ(pipe(in), 0);
        EXPECT_EQ(pipe(out), 0);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
        posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, in[1]);
        posix_spawn_file_actions_addclose(&actions, out[0]);
        args.insert(args.begin(), TOUCHMOVE_PROGRAM);
        std::vector<char*> argv;
        for (auto& a : args)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        EXPECT_EQ(posix_spawn(&pid_, TOUCHMOVE_PROGRAM, &actions, nullptr, argv.data(), environ),
                  0);
        posix_spawn_file_actions_destroy(&actions);
        ::close(in[0]);
        ::close(out[1]);
        stdin_ = in[1];
        stdout_ = out[0];
    }
    ~Program() {
        if (pid_ > 0) {
            ::kill(pid_, SIGKILL);
            ::waitpid(pid_, nullptr, 0);
        }
        ::close(stdin_);
        ::close(stdout_);
    }

    void type(const std::string& line) {
        ASSERT_EQ(::write(stdin_, line.data(), line.size()), static_cast<ssize_t>(line.size()));
    }

    // Output until a line containing `text` has come (or the deadline passed).
    std::string wait_for(const std::string& text) {
        const auto deadline = FakeBoard::Clock::now() + std::chrono::seconds(10);
        while (output_.find(text) == std::string::npos && FakeBoard::Clock::now() < deadline) {
            pollfd p{stdout_, POLLIN, 0};
            if (::poll(&p, 1, 100) <= 0)
                continue;
            char buffer[4096];
            const ssize_t n = ::read(stdout_, buffer, sizeof buffer);
            if (n <= 0)
                break;
            output_.append(buffer, static_cast<std::size_t>(n));
        }
        return output_;
    }

    // Stops it as Ctrl-C does; its exit status.
    int stop() {
        ::kill(pid_, SIGINT);
        int status = 0;
        ::waitpid(pid_, &status, 0);
        pid_ = -1;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }

private:
    pid_t pid_ = -1;
    int stdin_ = -1, stdout_ = -1;
    std::string output_;
};

Picture picture_of(const chess::Position& pos) {
    Picture p = EmptyPicture;
    for (int i = 0; i < 64; ++i)
        p[i] = pos.piece_on(static_cast<Square>(i));
    return p;
}

// A device name in a directory of its own, linked to a fake board's pty.
class Device {
public:
    Device()
        : dir_(std::filesystem::temp_directory_path() /
               ("touchmove-board-" + std::to_string(getpid()))) {
        std::filesystem::create_directories(dir_);
    }
    ~Device() { std::filesystem::remove_all(dir_); }
    std::string path() const { return (dir_ / "ttyBOARD").string(); }
    void plug(const FakeBoard& board) const {
        std::filesystem::remove(path());
        std::filesystem::create_symlink(board.path(), path());
    }

private:
    std::filesystem::path dir_;
};

// The board connected: the host's start commands come, and the board
// answers with its picture.
void connect_board(const FakeBoard& fake, const Protocol& protocol, const Picture& board) {
    const Bytes start = protocol.start_commands();
    EXPECT_EQ(fake.receive(start.size()), start);
    fake.send(protocol.encode_picture(board));
}

Bytes field(DgtProtocol& dgt, Picture& board, const char* square, Piece piece) {
    const Square s = *chess::parse_square(square);
    board[static_cast<int>(s)] = piece;
    return dgt.encode_change(board, s);
}

TEST(BoardLive, MovesTheKeyboardAndABoardUnpluggedAndPluggedBack) {
    const Device device;
    DgtProtocol dgt;
    Picture board = picture_of(chess::Position::initial());
    auto first = std::make_unique<FakeBoard>();
    device.plug(*first);
    Program program({"board", "--dgt", device.path(), "--json", "--settle", "50"});

    // The host asks for the picture, every change and the clock's times;
    // a clock is plugged in, White's clock running on its left.
    connect_board(*first, dgt, board);
    first->send(dgt.encode_clock(ClockSide::Left));
    first->send(field(dgt, board, "e2", Piece::None));
    first->send(field(dgt, board, "e4", Piece::WhitePawn));
    EXPECT_NE(program.wait_for(R"("uci": "e2e4")").find(R"("uci": "e2e4")"), std::string::npos);
    // White presses the clock: the lever tips, its right side up.
    first->send(dgt.encode_clock(ClockSide::Right));
    EXPECT_NE(program.wait_for(R"("event": "white clock")").find(R"("event": "white clock")"),
              std::string::npos);

    // What the board cannot see comes from the keyboard.
    program.type("black claim\n");
    EXPECT_NE(program.wait_for("rejected").find(R"("event": "black claim")"), std::string::npos);

    // Unplugged; Black moves meanwhile; plugged back into another port.
    first->unplug();
    auto second = std::make_unique<FakeBoard>();
    board[static_cast<int>(chess::Square::E7)] = Piece::None;
    board[static_cast<int>(chess::Square::E5)] = Piece::BlackPawn;
    device.plug(*second);
    connect_board(*second, dgt, board);
    const std::string out = program.wait_for(R"("uci": "e7e5")");
    EXPECT_NE(out.find(R"("event": "black lift e7")"), std::string::npos) << out;
    EXPECT_NE(out.find(R"("uci": "e7e5")"), std::string::npos) << out;
    EXPECT_EQ(out.find("violation"), std::string::npos) << out;
    EXPECT_EQ(program.stop(), 0);
}

// A field update garbled on the line loses a change: the program asks the
// board for its whole picture and reads the change from it.
TEST(BoardLive, AGarbledChangeIsReadFromThePictureTheBoardIsAskedFor) {
    const Device device;
    DgtProtocol dgt;
    Picture board = picture_of(chess::Position::initial());
    FakeBoard fake;
    device.plug(fake);
    Program program({"board", "--dgt", device.path(), "--json", "--settle", "50"});
    connect_board(fake, dgt, board);

    // White lifts the e-pawn; its field update arrives with a bad piece code.
    Bytes lift = field(dgt, board, "e2", Piece::None);
    lift.back() = 0x10;
    fake.send(lift);
    EXPECT_EQ(fake.receive(1), dgt.picture_request());
    fake.send(dgt.encode_picture(board));
    fake.send(field(dgt, board, "e4", Piece::WhitePawn));
    const std::string out = program.wait_for(R"("uci": "e2e4")");
    EXPECT_NE(out.find(R"("event": "white lift e2")"), std::string::npos) << out;
    EXPECT_NE(out.find(R"("uci": "e2e4")"), std::string::npos) << out;
    EXPECT_EQ(out.find("violation"), std::string::npos) << out;
    EXPECT_EQ(program.stop(), 0);
}

TEST(BoardLive, AMillenniumBoardIsFollowedByItsPictures) {
    const Device device;
    MillenniumProtocol millennium;
    Picture board = picture_of(chess::Position::initial());
    FakeBoard fake;
    device.plug(fake);
    Program program({"board", "--millennium", device.path(), "--json", "--settle", "50"});

    // The host sets the board to report every change, and asks for the picture.
    connect_board(fake, millennium, board);
    auto change = [&](const char* square, Piece piece) {
        const Square s = *chess::parse_square(square);
        board[static_cast<int>(s)] = piece;
        fake.send(millennium.encode_change(board, s));
    };
    change("e2", Piece::None);
    change("e4", Piece::WhitePawn);
    program.wait_for(R"("uci": "e2e4")");
    change("g8", Piece::None);
    change("f6", Piece::BlackKnight);
    const std::string out = program.wait_for(R"("uci": "g8f6")");
    EXPECT_NE(out.find(R"("uci": "e2e4")"), std::string::npos) << out;
    EXPECT_NE(out.find(R"("uci": "g8f6")"), std::string::npos) << out;
    EXPECT_EQ(out.find("violation"), std::string::npos) << out;
    EXPECT_EQ(program.stop(), 0);
}

}  // namespace
}  // namespace touchmove::eboard
