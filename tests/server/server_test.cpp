// `touchmove serve` over real connections: HTTP and WebSocket clients on
// loopback, a server in this process, and the program itself killed with
// SIGKILL mid-game and started again on the same database.
#include "touchmove/server/server.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <array>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "support/files.h"
#include "support/real_games.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"
#include "touchmove/replay/move_events.h"

extern char** environ;

namespace touchmove::server {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
namespace fs = std::filesystem;
using tcp = asio::ip::tcp;
using nlohmann::json;

fs::path temp_dir(const std::string& name) {
    fs::path dir = fs::temp_directory_path() / (name + "_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

// One HTTP request on a fresh connection: the status and the body.
std::pair<int, std::string> request(unsigned short port, http::verb verb, const std::string& target,
                                    const std::string& body = "") {
    asio::io_context io;
    beast::tcp_stream stream(io);
    stream.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    http::request<http::string_body> req(verb, target, 11);
    req.set(http::field::host, "127.0.0.1");
    req.body() = body;
    req.prepare_payload();
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(stream, buffer, res);
    return {static_cast<int>(res.result_int()), res.body()};
}

// A WebSocket client that reads one message at a time; `receive_buffer`
// (bytes) makes its socket's buffer small, so that it fills when it stops reading.
class Client {
public:
    Client(unsigned short port, const std::string& game, int receive_buffer = 0) : ws_(io_) {
        if (receive_buffer > 0) {
            ws_.next_layer().open(tcp::v4());
            setsockopt(ws_.next_layer().native_handle(), SOL_SOCKET, SO_RCVBUF, &receive_buffer,
                       sizeof receive_buffer);
        }
        ws_.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
        ws_.next_layer().set_option(tcp::no_delay(true));
        // A read that waits 10 s fails the test instead of hanging it.
        const timeval wait{10, 0};
        setsockopt(ws_.next_layer().native_handle(), SOL_SOCKET, SO_RCVTIMEO, &wait, sizeof wait);
        ws_.handshake("127.0.0.1", "/api/games/" + game + "/ws");
    }
    void send(const json& message) { ws_.write(asio::buffer(message.dump())); }
    void send_binary(const std::string& bytes) {
        ws_.binary(true);
        ws_.write(asio::buffer(bytes));
        ws_.text(true);
    }
    // Sends as a person can: under the server's 50 messages a second.
    void send_paced(const json& message) {
        std::this_thread::sleep_until(last_ + std::chrono::milliseconds(21));
        last_ = std::chrono::steady_clock::now();
        send(message);
    }
    json read() {
        beast::flat_buffer buffer;
        ws_.read(buffer);
        return json::parse(beast::buffers_to_string(buffer.data()));
    }
    // Reads until a message of this type comes.
    json read_until(std::string_view type) {
        for (int i = 0; i < 1000; ++i) {
            json m = read();
            if (m["type"] == type)
                return m;
            if (m["type"] == "error" && type != "error") {
                ADD_FAILURE() << "waiting for " << type << ": " << m.dump();
                return m;
            }
        }
        ADD_FAILURE() << "no " << type << " message";
        return {};
    }

private:
    asio::io_context io_;
    websocket::stream<tcp::socket> ws_;
    std::chrono::steady_clock::time_point last_{};
};

class ServerInThisProcess : public ::testing::Test {
protected:
    // The options other than the address and the files.
    virtual ServerOptions options() const { return {}; }
    void SetUp() override {
        dir_ = temp_dir("touchmove_server_test");
        // A web board of three files stands for the built one.
        fs::create_directories(dir_ / "web" / "assets");
        std::ofstream(dir_ / "web" / "index.html") << "<p>home</p>";
        std::ofstream(dir_ / "web" / "game.html") << "<p>board</p>";
        std::ofstream(dir_ / "web" / "assets" / "board-1a2b.js") << "export {}";
        std::ofstream(dir_ / "games.db.secret") << "not served";
        ServerOptions o = options();
        o.host = "127.0.0.1";
        o.port = 0;
        o.db = (dir_ / "games.db").string();
        o.web = (dir_ / "web").string();
        auto s = Server::open(o);
        ASSERT_TRUE(s) << s.error();
        server_ = std::move(*s);
        thread_ = std::thread([this] { server_->run(); });
    }
    void TearDown() override {
        server_->stop();
        thread_.join();
        server_.reset();
        fs::remove_all(dir_);
    }
    unsigned short port() const { return server_->port(); }

private:
    fs::path dir_;
    std::unique_ptr<Server> server_;
    std::thread thread_;
};

TEST_F(ServerInThisProcess, ServesTheWebBoardAndNothingElse) {
    EXPECT_EQ(request(port(), http::verb::get, "/"),
              (std::pair<int, std::string>{200, "<p>home</p>"}));
    EXPECT_EQ(request(port(), http::verb::get, "/game/0123abcd?token=x").second, "<p>board</p>");
    EXPECT_EQ(request(port(), http::verb::get, "/assets/board-1a2b.js").second, "export {}");
    for (const char* outside : {"/../games.db.secret", "/assets/../../games.db.secret",
                                "/%2e%2e/games.db.secret", "/game/a/b", "/web/index.html"})
        EXPECT_EQ(request(port(), http::verb::get, outside).first, 404) << outside;
    EXPECT_EQ(request(port(), http::verb::post, "/").first, 405);
    EXPECT_EQ(request(port(), http::verb::get, "/api/games/nothing").first, 404);
}

TEST_F(ServerInThisProcess, TwoPlayersAndASpectatorOverWebSockets) {
    auto [status, body] = request(port(), http::verb::post, "/api/games", R"({"mode": "observe"})");
    ASSERT_EQ(status, 201) << body;
    const json game = json::parse(body);
    const std::string id = game["id"];

    Client white(port(), id), black(port(), id), watcher(port(), id);
    white.send({{"type", "hello"}, {"token", game["white"]["token"]}});
    EXPECT_EQ(white.read_until("welcome")["side"], "white");
    black.send({{"type", "hello"}, {"token", game["black"]["token"]}, {"lang", "vi"}});
    EXPECT_EQ(black.read_until("welcome")["side"], "black");
    watcher.send({{"type", "hello"}});
    EXPECT_EQ(watcher.read_until("welcome")["side"], "spectator");

    white.send({{"type", "event"}, {"id", 1}, {"event", {{"action", "lift"}, {"square", "g1"}}}});
    EXPECT_EQ(white.read_until("ack")["n"], 1);
    white.send(
        {{"type", "event"}, {"id", 2}, {"event", {{"action", "release"}, {"square", "f3"}}}});
    EXPECT_EQ(white.read_until("ack")["n"], 2);
    json seen = watcher.read_until("answer");
    EXPECT_EQ(seen["n"], 1);
    seen = watcher.read_until("answer");
    EXPECT_EQ(seen["answer"]["move"]["san"], "Nf3");
    EXPECT_EQ(seen["answer"]["to_move"], "black");
    json vietnamese = black.read_until("answer");
    EXPECT_NE(vietnamese["answer"]["rulings"][0]["message"].get<std::string>().find("Trắng"),
              std::string::npos);

    // A spectator only watches; the refusal reaches it alone.
    watcher.send({{"type", "event"}, {"id", 3}, {"event", {{"action", "lift"}, {"square", "e7"}}}});
    EXPECT_EQ(watcher.read_until("error")["id"], 3);

    auto [pgn_status, pgn] = request(port(), http::verb::get, "/api/games/" + id + "/pgn");
    EXPECT_EQ(pgn_status, 200);
    EXPECT_NE(pgn.find("1. Nf3 *"), std::string::npos) << pgn;
    EXPECT_EQ(request(port(), http::verb::get, "/api/games/nope").first, 404);
}

// A message over 4 KiB, however long, is answered with an error and changes
// nothing, and the connection stays; one over 1 MiB is a flood and ends it.
// A request's body over 64 KiB is refused with 413 and says why; the
// server goes on.
TEST_F(ServerInThisProcess, ALongRequestBodyIsRefused) {
    const auto [status, body] = request(port(), http::verb::post, "/api/games",
                                        "{\"pad\": \"" + std::string(70'000, ' ') + "\"}");
    EXPECT_EQ(status, 413);
    EXPECT_EQ(json::parse(body)["error"], "a request's body may hold 64 KiB at most");
    EXPECT_EQ(request(port(), http::verb::post, "/api/games", "{}").first, 201);
}

TEST_F(ServerInThisProcess, ALongMessageIsRefusedAndTheConnectionStays) {
    const json game = json::parse(request(port(), http::verb::post, "/api/games", "{}").second);
    const std::string id = game["id"];
    Client white(port(), id);
    white.send({{"type", "hello"}, {"token", game["white"]["token"]}});
    white.read_until("welcome");
    const json lift{{"action", "lift"}, {"square", "e2"}};
    for (std::size_t size : {5'000u, 70'000u, 1'000'000u}) {
        white.send(
            {{"type", "event"}, {"id", 1}, {"event", lift}, {"pad", std::string(size, ' ')}});
        EXPECT_EQ(white.read_until("error")["message"], "a message may hold 4 KiB at most") << size;
    }
    white.send({{"type", "event"}, {"id", 2}, {"event", lift}});
    EXPECT_EQ(white.read_until("ack")["n"], 1);
    white.send_binary(json{{"type", "event"}, {"id", 3}, {"event", lift}}.dump());
    EXPECT_EQ(white.read_until("error")["message"], "a message is JSON text, in a text frame");

    Client flood(port(), id);
    flood.send({{"type", "hello"}});
    flood.read_until("welcome");
    try {
        flood.send({{"type", "hello"}, {"pad", std::string(1'100'000, ' ')}});
        for (int i = 0; i < 10; ++i)
            EXPECT_NE(flood.read()["type"], "error");
        ADD_FAILURE() << "the connection was left open";
    } catch (const beast::system_error& e) {
        EXPECT_NE(e.code(), asio::error::would_block) << "the connection was left open";
        EXPECT_NE(e.code(), asio::error::timed_out) << "the connection was left open";
    }
}

// Out of file descriptors, the server waits for some to close instead of
// trying to accept again at once (which spun at full speed), and then
// takes the connection that waited.
TEST_F(ServerInThisProcess, OutOfDescriptorsTheServerWaitsAndRecovers) {
    rlimit limit{};
    ASSERT_EQ(getrlimit(RLIMIT_NOFILE, &limit), 0);
    int open = 0;
    for ([[maybe_unused]] const auto& fd : fs::directory_iterator("/proc/self/fd"))
        ++open;
    const int waiting = ::socket(AF_INET, SOCK_STREAM, 0);  // connected once all are used
    ASSERT_GE(waiting, 0);
    rlimit lower = limit;
    lower.rlim_cur = static_cast<rlim_t>(open + 20);
    ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &lower), 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port());
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const auto to_server = [&](int fd) {
        return ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
    };
    // Clients take every descriptor left, the server's accepts some of them.
    std::vector<int> clients;
    for (int fd; (fd = ::socket(AF_INET, SOCK_STREAM, 0)) >= 0;) {
        clients.push_back(fd);
        EXPECT_TRUE(to_server(fd));
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    EXPECT_EQ(errno, EMFILE);
    ASSERT_TRUE(to_server(waiting));
    timespec start{}, end{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &start);
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &end);
    const double cpu_ms = static_cast<double>(end.tv_sec - start.tv_sec) * 1e3 +
                          static_cast<double>(end.tv_nsec - start.tv_nsec) / 1e6;
    for (int fd : clients)
        ::close(fd);
    ASSERT_EQ(setrlimit(RLIMIT_NOFILE, &limit), 0);
    EXPECT_LT(cpu_ms, 100) << "the server spun on its failing accepts";
    // The connection that waited is taken and answered.
    const std::string get = "GET /api/games/none HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    ASSERT_EQ(::write(waiting, get.data(), get.size()), static_cast<ssize_t>(get.size()));
    std::array<char, 64> answer{};
    EXPECT_GT(::read(waiting, answer.data(), answer.size() - 1), 0);
    EXPECT_EQ(std::string(answer.data()).substr(0, 12), "HTTP/1.1 404");
    ::close(waiting);
}

// Whole real games played by two clients, each sending its own side's
// events as a browser would, watched by a spectator: every answer the
// spectator hears is the one `touchmove arbitrate` gives for the game's
// events as the server hands them out.
TEST_F(ServerInThisProcess, RealGamesOverWebSocketsAnswerAsArbitrate) {
    std::ifstream in(test::real_games_dir() / "Kasparov.pgn");
    ASSERT_TRUE(in) << "tests/data/pgn/Kasparov.pgn is missing";
    chess::PgnReader reader(in);
    for (int played = 0; played < 2; ++played) {
        auto pgn = reader.read_game();
        ASSERT_TRUE(pgn);
        auto [status, body] = request(port(), http::verb::post, "/api/games",
                                      R"({"clock": {"initial": 5400, "increment": 30}})");
        ASSERT_EQ(status, 201);
        const json game = json::parse(body);
        const std::string id = game["id"];
        Client white(port(), id), black(port(), id), watcher(port(), id);
        white.send({{"type", "hello"}, {"token", game["white"]["token"]}});
        black.send({{"type", "hello"}, {"token", game["black"]["token"]}});
        watcher.send({{"type", "hello"}});
        for (Client* c : {&white, &black, &watcher})
            c->read_until("welcome");
        std::vector<json> heard;
        chess::Position pos = pgn->start;
        int n = 0;
        for (std::size_t ply = 0; ply < pgn->moves.size() && ply < 40; ++ply) {
            for (const arbiter::BoardEvent& e : replay::events_for_move(pos, pgn->moves[ply])) {
                Client& player = e.side == chess::Color::White ? white : black;
                player.send_paced(
                    {{"type", "event"}, {"id", ++n}, {"event", json::parse(io::event_to_json(e))}});
                ASSERT_EQ(player.read_until("ack")["id"], n);
                heard.push_back(watcher.read_until("answer")["answer"]);
            }
            pos = pos.play(pgn->moves[ply]);
        }
        const std::string events =
            request(port(), http::verb::get, "/api/games/" + id + "/events").second;
        io::Session session;
        std::istringstream lines(events);
        std::size_t k = 0;
        int line_number = 0;
        for (std::string line; std::getline(lines, line);) {
            auto out = session.feed_line(line, ++line_number);
            if (!out)
                continue;
            ASSERT_LT(k, heard.size());
            EXPECT_EQ(
                json::parse(io::to_json(*out, arbiter::Edition::Fide2005, io::Language::English)),
                heard[k++])
                << line;
        }
        EXPECT_EQ(k, heard.size());
        EXPECT_EQ(json::parse(request(port(), http::verb::get, "/api/games/" + id).second)["fen"],
                  pos.to_fen());
    }
}

// A server that cuts off a client whose messages have waited 200 ms, with
// socket buffers that fill after a few answers.
class ServerWithLittlePatience : public ServerInThisProcess {
protected:
    ServerOptions options() const override {
        ServerOptions o;
        o.stall = std::chrono::milliseconds(200);
        o.send_buffer = 8 * 1024;
        return o;
    }
};

// A spectator stops reading while a real game goes on: once its buffers are
// full and its messages have waited, the server closes its connection (the
// players hear it leave) and goes on; it catches up with `since` and misses
// no answer.
TEST_F(ServerWithLittlePatience, AClientThatStopsReadingIsCutOffAndCatchesUpWithSince) {
    std::ifstream in(test::real_games_dir() / "Kasparov.pgn");
    ASSERT_TRUE(in) << "tests/data/pgn/Kasparov.pgn is missing";
    chess::PgnReader reader(in);
    auto pgn = reader.read_game();
    ASSERT_TRUE(pgn);
    const json game = json::parse(request(port(), http::verb::post, "/api/games", "{}").second);
    const std::string id = game["id"];
    Client white(port(), id), black(port(), id), watcher(port(), id, 2048);
    white.send({{"type", "hello"}, {"token", game["white"]["token"]}});
    black.send({{"type", "hello"}, {"token", game["black"]["token"]}});
    watcher.send({{"type", "hello"}});
    for (Client* c : {&white, &black, &watcher})
        c->read_until("welcome");
    for (Client* c : {&white, &black})
        while (c->read_until("presence")["spectators"] != 1) {
        }

    // Events until the players have heard the spectator leave, and ten more.
    int n = 0, after_cut = -1;
    chess::Position pos = pgn->start;
    for (std::size_t ply = 0; ply < pgn->moves.size() && after_cut < 10; ++ply) {
        for (const arbiter::BoardEvent& e : replay::events_for_move(pos, pgn->moves[ply])) {
            Client& player = e.side == chess::Color::White ? white : black;
            player.send_paced(
                {{"type", "event"}, {"id", ++n}, {"event", json::parse(io::event_to_json(e))}});
            for (json m = player.read(); m["type"] != "ack"; m = player.read())
                if (m["type"] == "presence" && m["spectators"] == 0 && after_cut < 0)
                    after_cut = 0;
            after_cut += after_cut >= 0;
        }
        pos = pos.play(pgn->moves[ply]);
    }
    ASSERT_GE(after_cut, 0) << "the spectator was not cut off in " << n << " events";

    // What reached the spectator before the cut, then the end of its connection.
    int last = 0;
    try {
        for (json m = watcher.read();; m = watcher.read())
            if (m["type"] == "answer") {
                EXPECT_EQ(m["n"], last + 1);
                last = m["n"];
            }
    } catch (const beast::system_error& e) {
        EXPECT_NE(e.code(), asio::error::would_block) << "the connection was left open";
        EXPECT_NE(e.code(), asio::error::timed_out) << "the connection was left open";
    } catch (const json::exception&) {
        // a message cut short by the close
    }
    EXPECT_LT(last, n);

    Client again(port(), id);
    again.send({{"type", "hello"}, {"since", last}});
    again.read_until("welcome");
    while (last < n) {
        const json m = again.read_until("answer");
        ASSERT_EQ(m["n"], last + 1);
        last = m["n"];
    }
}

// The program: started, played, killed with SIGKILL, started again on the
// same file; the game goes on from its last acknowledged event.
// `more` are further arguments; its standard output goes to `out` when given.
pid_t start_program(const fs::path& db, unsigned short port, std::vector<std::string> more = {},
                    const fs::path& out = {}) {
    std::vector<std::string> args{TOUCHMOVE_PROGRAM,    "serve", "--port",
                                  std::to_string(port), "--db",  db.string()};
    args.insert(args.end(), more.begin(), more.end());
    std::vector<char*> argv;
    for (auto& a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (!out.empty())
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.c_str(),
                                         O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = 0;
    EXPECT_EQ(posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ), 0);
    posix_spawn_file_actions_destroy(&actions);
    // Ready once it answers.
    for (int i = 0; i < 100; ++i) {
        try {
            request(port, http::verb::get, "/api/games/none");
            return pid;
        } catch (const std::exception&) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }
    ADD_FAILURE() << "touchmove serve did not start";
    return pid;
}

// Stops the program with SIGTERM; whether it exited with status 0.
bool stop_program(pid_t pid) {
    kill(pid, SIGTERM);
    int wait_status = 0;
    waitpid(pid, &wait_status, 0);
    return WIFEXITED(wait_status) && WEXITSTATUS(wait_status) == 0;
}

// The ids of the board's games as the program has printed their addresses
// to `out` so far.
std::vector<std::string> printed_game_ids(const fs::path& out) {
    const std::string text = test::read_file(out);
    std::vector<std::string> ids;
    for (auto at = text.find("/game/"); at != std::string::npos; at = text.find("/game/", at + 1))
        ids.push_back(text.substr(at + 6, 32));
    return ids;
}

// The id of the board's first game, once printed to `out` (empty if not
// within ten seconds).
std::string first_game_id(const fs::path& out) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (;;) {
        if (auto ids = printed_game_ids(out); !ids.empty())
            return ids.front();
        if (std::chrono::steady_clock::now() > deadline)
            return "";
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

unsigned short free_port() {
    asio::io_context io;
    tcp::acceptor a(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
    return a.local_endpoint().port();
}

TEST(ServeProgram, AGameGoesOnAfterAKill) {
    const fs::path dir = temp_dir("touchmove_serve_kill_test");
    const fs::path db = dir / "games.db";
    const unsigned short port = free_port();
    pid_t pid = start_program(db, port);
    auto [status, body] = request(port, http::verb::post, "/api/games", "{}");
    ASSERT_EQ(status, 201);
    const json game = json::parse(body);
    const std::string id = game["id"];
    {
        Client white(port, id);
        white.send({{"type", "hello"}, {"token", game["white"]["token"]}});
        white.read_until("welcome");
        int n = 0;
        for (auto [action, square] : {std::pair{"lift", "e2"}, {"release", "e4"}}) {
            white.send({{"type", "event"},
                        {"id", ++n},
                        {"event", {{"action", action}, {"square", square}}}});
            EXPECT_EQ(white.read_until("ack")["n"], n);
        }
    }
    kill(pid, SIGKILL);
    int wait_status = 0;
    waitpid(pid, &wait_status, 0);
    pid = start_program(db, port);
    const json state = json::parse(request(port, http::verb::get, "/api/games/" + id).second);
    EXPECT_EQ(state["n"], 2);
    EXPECT_EQ(state["moves"], json::array({"e4"}));
    {
        Client black(port, id);
        black.send({{"type", "hello"}, {"token", game["black"]["token"]}, {"since", 1}});
        black.read_until("welcome");
        EXPECT_EQ(black.read_until("answer")["n"], 2);
        black.send(
            {{"type", "event"}, {"id", 1}, {"event", {{"action", "lift"}, {"square", "e7"}}}});
        EXPECT_EQ(black.read_until("ack")["n"], 3);
    }
    EXPECT_TRUE(stop_program(pid));
    fs::remove_all(dir);
}

// serve --board: a recorded board's game, fed to the server as its players'
// events, is there for anyone to follow, move by move.
TEST(ServeProgram, AGameFedByABoard) {
    std::ifstream pgn(test::real_games_dir() / "mir_khan.pgn");
    auto game = chess::PgnReader(pgn).read_game();
    ASSERT_TRUE(game);
    const fs::path dir = temp_dir("touchmove_serve_board_test");
    const unsigned short port = free_port();
    const std::string recording = (test::examples_dir() / "board" / "khan.dgt").string();
    pid_t pid = start_program(dir / "games.db", port, {"--board", "dgt-replay:" + recording},
                              dir / "out.txt");
    // The game's address is printed.
    const std::string id = first_game_id(dir / "out.txt");
    EXPECT_FALSE(id.empty()) << test::read_file(dir / "out.txt");
    // A spectator follows the recording as it plays, at a person's pace
    // (a read that times out throws; the program is stopped all the same).
    try {
        Client watcher(port, id);
        watcher.send({{"type", "hello"}});
        EXPECT_EQ(watcher.read_until("welcome")["side"], "spectator");
        std::vector<std::string> heard;
        while (heard.size() < game->sans.size() && !::testing::Test::HasFailure()) {
            json m = watcher.read_until("answer");
            if (m["answer"]["move"].is_object())
                heard.push_back(m["answer"]["move"]["san"]);
        }
        EXPECT_EQ(heard, game->sans);
        const json state = json::parse(request(port, http::verb::get, "/api/games/" + id).second);
        EXPECT_EQ(state["moves"].get<std::vector<std::string>>(), game->sans);
    } catch (const std::exception& e) {
        ADD_FAILURE() << "following game '" << id << "': " << e.what();
    }
    EXPECT_TRUE(stop_program(pid));
    fs::remove_all(dir);
}

// serve --board: a new game set up on the board after the first ends is a
// new game on the server, with an address of its own.
TEST(ServeProgram, ANewGameOnTheBoardIsANewGameOnTheServer) {
    const fs::path dir = temp_dir("touchmove_serve_board_games_test");
    const unsigned short port = free_port();
    const std::string recording = (test::examples_dir() / "board" / "two_games.dgt").string();
    pid_t pid = start_program(dir / "games.db", port, {"--board", "dgt-replay:" + recording},
                              dir / "out.txt");
    auto moves_of = [&](const std::string& id) {
        const json state = json::parse(request(port, http::verb::get, "/api/games/" + id).second);
        return state["moves"].get<std::vector<std::string>>();
    };
    const std::vector<std::string> first{"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"};
    const std::vector<std::string> second{"d4", "d5"};
    std::vector<std::string> ids;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (std::chrono::steady_clock::now() < deadline &&
           (ids.size() < 2 || moves_of(ids[1]) != second)) {
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        ids = printed_game_ids(dir / "out.txt");
    }
    ASSERT_EQ(ids.size(), 2u) << test::read_file(dir / "out.txt");
    EXPECT_EQ(moves_of(ids[0]), first);
    EXPECT_EQ(moves_of(ids[1]), second);
    const json over = json::parse(request(port, http::verb::get, "/api/games/" + ids[0]).second);
    EXPECT_EQ(over["result"], "1-0");
    EXPECT_TRUE(stop_program(pid));
    fs::remove_all(dir);
}

// The board's game follows --laws; the options of the board's game go with
// --board only.
TEST(ServeProgram, TheBoardsGameFollowsItsOptions) {
    const fs::path dir = temp_dir("touchmove_serve_board_options_test");
    const unsigned short port = free_port();
    const std::string recording = (test::examples_dir() / "board" / "khan.dgt").string();
    pid_t pid =
        start_program(dir / "games.db", port,
                      {"--board", "dgt-replay:" + recording, "--laws", "2023"}, dir / "out.txt");
    const std::string id = first_game_id(dir / "out.txt");
    ASSERT_FALSE(id.empty()) << test::read_file(dir / "out.txt");
    const json state = json::parse(request(port, http::verb::get, "/api/games/" + id).second);
    EXPECT_EQ(state["laws"], "2023");
    EXPECT_TRUE(stop_program(pid));
    fs::remove_all(dir);
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"--laws", "2023"},
          std::vector<std::string>{"--board", "dgt-replay:" + recording, "--fen", "8/8 w"},
          std::vector<std::string>{"--board", "dgt-replay:" + recording, "--settle", "-1"}}) {
        std::string command = "timeout 10 " + std::string(TOUCHMOVE_PROGRAM) + " serve --port 0";
        for (const auto& a : args)
            command += " '" + a + "'";
        EXPECT_EQ(WEXITSTATUS(std::system((command + " 2>/dev/null").c_str())), 2) << command;
    }
}

}  // namespace
}  // namespace touchmove::server
