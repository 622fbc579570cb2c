// server_load: plays many games at once against `touchmove serve` over
// WebSocket, on loopback, with the event streams of real games, and
// reports how long each event waits for its acknowledgement and for its
// answer, and how much memory the server holds per game (docs/performance.md, The server).
//
//   server_load [--games N] [--seconds S] [--rate R] PROGRAM FILE.pgn...
//
// It starts PROGRAM serve on a free port with a fresh database, makes N
// games (each with two players and a spectator connected), then for S
// seconds each game's next event goes out every 1/R seconds (R = 2: an
// event a second from each player), from the player whose event it is.
// clang-format off
#include <utility>  // before Boost 1.74's asio, whose awaitable.hpp uses std::exchange
// clang-format on
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <nlohmann/json.hpp>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "touchmove/chess/pgn.h"
#include "touchmove/io/json.h"
#include "touchmove/replay/move_events.h"

extern char** environ;

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

// A game's events in order, each with the side that makes it, as JSON.
using Stream = std::vector<std::pair<bool, std::string>>;  // white?, event

std::vector<Stream> read_streams(const std::vector<std::string>& files) {
    std::vector<Stream> streams;
    for (const std::string& f : files) {
        std::ifstream in(f);
        touchmove::chess::PgnReader reader(in);
        while (auto game = reader.read_game()) {
            if (!game->errors.empty() || !(game->start == touchmove::chess::Position::initial()))
                continue;
            Stream s;
            for (const auto& e : touchmove::replay::events_for_game(game->start, game->moves))
                s.emplace_back(e.side == touchmove::chess::Color::White,
                               touchmove::io::event_to_json(e));
            if (!s.empty())
                streams.push_back(std::move(s));
        }
    }
    return streams;
}

long rss_kib(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string line; std::getline(status, line);)
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6));
    return 0;
}

// The CPU time the process has used, user and system, in seconds.
double cpu_seconds(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    // The fields after the command's closing parenthesis; utime and stime are
    // the 12th and 13th of them (proc(5)).
    std::istringstream rest(text.substr(text.rfind(')') + 2));
    std::string field;
    double ticks = 0;
    for (int i = 1; i <= 13 && rest >> field; ++i)
        if (i >= 12)
            ticks += std::stod(field);
    return ticks / static_cast<double>(sysconf(_SC_CLK_TCK));
}

std::pair<int, std::string> post(unsigned short port, const std::string& body) {
    asio::io_context io;
    beast::tcp_stream stream(io);
    stream.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    http::request<http::string_body> req(http::verb::post, "/api/games", 11);
    req.set(http::field::host, "127.0.0.1");
    req.body() = body;
    req.prepare_payload();
    http::write(stream, req);
    beast::flat_buffer buffer;
    http::response<http::string_body> res;
    http::read(stream, buffer, res);
    return {static_cast<int>(res.result_int()), res.body()};
}

struct Totals {
    std::vector<double> latencies_ms;         // to the ack
    std::vector<double> answer_latencies_ms;  // to the answer, heard by the sender
    std::vector<Clock::time_point> sent;      // when each event went
    std::vector<std::pair<Clock::time_point, double>> answered;  // sent at, answer latency
    long acked = 0, errors = 0, welcomed = 0;
};

// One WebSocket client; a player records its acknowledgements.
class Client : public std::enable_shared_from_this<Client> {
public:
    Client(asio::io_context& io, Totals& totals) : ws_(io), totals_(totals) {}

    void start(unsigned short port, const std::string& game, json hello) {
        ws_.next_layer().async_connect(
            tcp::endpoint(asio::ip::make_address("127.0.0.1"), port),
            [self = shared_from_this(), game, hello](beast::error_code ec) {
                if (ec)
                    return;
                self->ws_.next_layer().socket().set_option(tcp::no_delay(true));
                self->ws_.async_handshake("127.0.0.1", "/api/games/" + game + "/ws",
                                          [self, hello](beast::error_code ec2) {
                                              if (ec2)
                                                  return;
                                              self->send(hello.dump());
                                              self->read();
                                          });
            });
    }

    void send_event(int id, const std::string& event) {
        sent_at_.emplace_back(id, Clock::now());
        totals_.sent.push_back(sent_at_.back().second);
        send(R"({"type":"event","id":)" + std::to_string(id) + R"(,"event":)" + event + "}");
    }

    void close() {
        ws_.async_close(websocket::close_code::normal,
                        [self = shared_from_this()](beast::error_code) {});
    }

private:
    void send(std::string text) {
        queue_.push_back(std::move(text));
        if (queue_.size() == 1)
            write();
    }
    void write() {
        ws_.async_write(asio::buffer(queue_.front()),
                        [self = shared_from_this()](beast::error_code ec, std::size_t) {
                            if (ec)
                                return;
                            self->queue_.pop_front();
                            if (!self->queue_.empty())
                                self->write();
                        });
    }
    void read() {
        ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
            if (ec)
                return;
            self->seen(beast::buffers_to_string(self->buffer_.data()));
            self->buffer_.consume(self->buffer_.size());
            self->read();
        });
    }
    static double ms_since(Clock::time_point t) {
        return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
    }
    void seen(const std::string& text) {
        // Acknowledgements, the answers to this client's own events, errors
        // and welcomes are counted; other answers are read and dropped.
        constexpr std::string_view answer = R"({"type":"answer","n":)";
        if (text.rfind(answer, 0) == 0) {
            const int n = std::atoi(text.c_str() + answer.size());
            auto it = std::find_if(acked_at_.begin(), acked_at_.end(),
                                   [&](const auto& a) { return a.first == n; });
            if (it != acked_at_.end()) {
                totals_.answer_latencies_ms.push_back(ms_since(it->second));
                totals_.answered.emplace_back(it->second, totals_.answer_latencies_ms.back());
                acked_at_.erase(it);
            }
        } else if (text.find(R"("type":"ack")") != std::string::npos) {
            const json m = json::parse(text);
            const int id = m["id"].get<int>();
            auto it = std::find_if(sent_at_.begin(), sent_at_.end(),
                                   [&](const auto& s) { return s.first == id; });
            if (it != sent_at_.end()) {
                totals_.latencies_ms.push_back(ms_since(it->second));
                acked_at_.emplace_back(m["n"].get<int>(), it->second);
                sent_at_.erase(it);
            }
            ++totals_.acked;
        } else if (text.find(R"("type":"error")") != std::string::npos) {
            ++totals_.errors;
        } else if (text.find(R"("type":"welcome")") != std::string::npos) {
            ++totals_.welcomed;
        }
    }

    websocket::stream<beast::tcp_stream> ws_;
    beast::flat_buffer buffer_;
    std::deque<std::string> queue_;
    std::deque<std::pair<int, Clock::time_point>> sent_at_;   // by id, until the ack
    std::deque<std::pair<int, Clock::time_point>> acked_at_;  // by n, until the answer
    Totals& totals_;
};

struct Game {
    std::shared_ptr<Client> white, black, watcher;
    const Stream* stream = nullptr;
    std::size_t next = 0;
    std::unique_ptr<asio::steady_timer> timer;
};

double percentile(std::vector<double>& v, double p) {
    if (v.empty())
        return 0;
    const auto k = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1));
    std::nth_element(v.begin(), v.begin() + static_cast<long>(k), v.end());
    return v[k];
}

// How evenly the events went: the generator shares the CPUs with the
// server, and a turn of its loop that starts late sends what fell due
// meanwhile at once. Prints the busiest 10 ms of sending, the longest pause,
// and whether the slow answers went out in busier stretches than the rest.
void report_sending(const Totals& t, Clock::time_point start, double slow_ms) {
    constexpr double Bin = 10;  // ms
    if (t.sent.size() < 2)
        return;
    auto bin_of = [&](Clock::time_point at) {
        return static_cast<std::size_t>(
            std::max(0.0, std::chrono::duration<double, std::milli>(at - start).count() / Bin));
    };
    std::vector<int> bins(bin_of(t.sent.back()) + 1);
    double pause = 0;
    for (std::size_t i = 0; i < t.sent.size(); ++i) {
        ++bins[bin_of(t.sent[i])];
        if (i > 0)
            pause = std::max(
                pause,
                std::chrono::duration<double, std::milli>(t.sent[i] - t.sent[i - 1]).count());
    }
    const double mean = static_cast<double>(t.sent.size()) / static_cast<double>(bins.size());
    auto around = [&](Clock::time_point at) {
        const std::size_t b = std::min(bin_of(at), bins.size() - 1);
        return bins[b];
    };
    double all = 0, slow = 0;
    long slow_count = 0;
    for (const auto& [at, latency] : t.answered) {
        all += around(at);
        if (latency > slow_ms) {
            slow += around(at);
            ++slow_count;
        }
    }
    std::printf(
        "sending: %.1f events in 10 ms on average, %d in the busiest 10 ms, longest pause %.1f "
        "ms\n",
        mean, *std::max_element(bins.begin(), bins.end()), pause);
    if (!t.answered.empty())
        std::printf(
            "answers over %.0f ms: %ld, sent in 10 ms holding %.1f events on average (all answers: "
            "%.1f)\n",
            slow_ms, slow_count, slow_count ? slow / static_cast<double>(slow_count) : 0.0,
            all / static_cast<double>(t.answered.size()));
}

}  // namespace

int main(int argc, char** argv) {
    int games = 2000, seconds = 30;
    double rate = 2;
    std::vector<std::string> args;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--games" && i + 1 < argc) {
            games = std::stoi(argv[++i]);
        } else if (a == "--seconds" && i + 1 < argc) {
            seconds = std::stoi(argv[++i]);
        } else if (a == "--rate" && i + 1 < argc) {
            rate = std::stod(argv[++i]);
        } else {
            args.push_back(a);
        }
    }
    if (args.size() < 2 || games < 1 || seconds < 1 || rate <= 0) {
        std::fprintf(
            stderr,
            "usage: server_load [--games N] [--seconds S] [--rate R] PROGRAM FILE.pgn...\n");
        return 2;
    }
    const std::vector<Stream> streams =
        read_streams(std::vector<std::string>(args.begin() + 1, args.end()));
    if (streams.empty()) {
        std::fprintf(stderr, "server_load: no games in the PGN files\n");
        return 2;
    }

    // The server, on a free port, with a fresh database.
    const auto dir = std::filesystem::temp_directory_path() /
                     ("touchmove_server_load_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    unsigned short port = 0;
    {
        asio::io_context io;
        tcp::acceptor probe(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
        port = probe.local_endpoint().port();
    }
    const std::string port_text = std::to_string(port), db = (dir / "load.db").string();
    std::vector<char*> server_argv{args[0].data(),
                                   const_cast<char*>("serve"),
                                   const_cast<char*>("--port"),
                                   const_cast<char*>(port_text.c_str()),
                                   const_cast<char*>("--db"),
                                   const_cast<char*>(db.c_str()),
                                   nullptr};
    pid_t server = 0;
    if (posix_spawn(&server, args[0].c_str(), nullptr, nullptr, server_argv.data(), environ) != 0) {
        std::fprintf(stderr, "server_load: cannot start %s\n", args[0].c_str());
        return 2;
    }
    bool ready = false;
    for (int i = 0; i < 100 && !ready; ++i) {
        try {
            ready = post(port, "{}").first == 201;
        } catch (const std::exception&) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }
    if (!ready) {
        std::fprintf(stderr, "server_load: the server did not start\n");
        kill(server, SIGKILL);
        return 2;
    }
    const long rss_before = rss_kib(server);

    asio::io_context io;
    Totals setup, load;
    std::vector<Game> all(static_cast<std::size_t>(games));
    for (int g = 0; g < games; ++g) {
        const json made = json::parse(post(port, R"({"mode": "observe"})").second);
        Game& game = all[static_cast<std::size_t>(g)];
        game.stream = &streams[static_cast<std::size_t>(g) % streams.size()];
        game.white = std::make_shared<Client>(io, load);
        game.black = std::make_shared<Client>(io, load);
        game.watcher = std::make_shared<Client>(io, setup);
        game.white->start(port, made["id"], {{"type", "hello"}, {"token", made["white"]["token"]}});
        game.black->start(port, made["id"], {{"type", "hello"}, {"token", made["black"]["token"]}});
        game.watcher->start(port, made["id"], {{"type", "hello"}});
    }
    // Until every client is welcomed.
    const auto setup_deadline = Clock::now() + std::chrono::seconds(60);
    while (load.welcomed + setup.welcomed < 3L * games && Clock::now() < setup_deadline)
        io.run_for(std::chrono::milliseconds(50));
    const long rss_connected = rss_kib(server);

    std::mt19937 random(1);
    const auto period = std::chrono::microseconds(static_cast<long>(1e6 / rate));
    int next_id = 0;
    // Each game sends its next event every period, from a random phase. The
    // next time counts from when this one was due, not from when it ran, so a
    // late turn of the loop does not gather the games into bursts.
    std::function<void(Game*)> schedule = [&](Game* game) {
        game->timer->expires_at(game->timer->expiry() + period);
        game->timer->async_wait([&schedule, &next_id, game](beast::error_code ec) {
            if (ec || game->next >= game->stream->size())
                return;
            const auto& [white, event] = (*game->stream)[game->next++];
            (white ? game->white : game->black)->send_event(++next_id, event);
            schedule(game);
        });
    };
    for (Game& game : all) {
        game.timer = std::make_unique<asio::steady_timer>(io);
        game.timer->expires_after(std::chrono::microseconds(
            std::uniform_int_distribution<long>(0, period.count())(random)));
        game.timer->async_wait([&schedule, g = &game](beast::error_code ec) {
            if (!ec)
                schedule(g);
        });
    }
    const auto start = Clock::now();
    const double cpu_before = cpu_seconds(server);
    io.run_for(std::chrono::seconds(seconds));
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpu_used = cpu_seconds(server) - cpu_before;
    const long rss_after = rss_kib(server);
    for (Game& game : all)
        game.timer->cancel();

    std::vector<double>& lat = load.latencies_ms;
    const long sent = static_cast<long>(load.sent.size());
    std::printf(
        "games %d, connections %d, %.0f s: %ld events sent (%.0f a second), %ld acknowledged, "
        "%ld errors\n",
        games, 3 * games, elapsed, sent, static_cast<double>(sent) / elapsed, load.acked,
        load.errors);
    std::vector<double>& answered = load.answer_latencies_ms;
    std::printf("ack latency: p50 %.2f ms, p99 %.2f ms, max %.2f ms\n", percentile(lat, 0.5),
                percentile(lat, 0.99),
                lat.empty() ? 0.0 : *std::max_element(lat.begin(), lat.end()));
    std::printf("answer latency (%zu heard): p50 %.2f ms, p99 %.2f ms, max %.2f ms\n",
                answered.size(), percentile(answered, 0.5), percentile(answered, 0.99),
                answered.empty() ? 0.0 : *std::max_element(answered.begin(), answered.end()));
    report_sending(load, start, 5);
    std::printf("server CPU: %.0f %% of a core, %.0f us an event\n", 100 * cpu_used / elapsed,
                sent ? 1e6 * cpu_used / static_cast<double>(sent) : 0.0);
    std::printf(
        "server memory: %ld KiB at start, %ld KiB with the games connected, %ld KiB after "
        "the load: %.1f KiB a game\n",
        rss_before, rss_connected, rss_after, static_cast<double>(rss_after - rss_before) / games);
    kill(server, SIGTERM);
    int status = 0;
    waitpid(server, &status, 0);
    std::filesystem::remove_all(dir);
    return 0;
}
