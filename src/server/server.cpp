#include "touchmove/server/server.h"

#include <algorithm>
#include <array>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <deque>
#include <utility>

#include "gathering_stream.h"
#include "touchmove/server/hub.h"
#include "touchmove/server/store.h"
#include "touchmove/server/web_files.h"

namespace touchmove::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

constexpr std::size_t MaxRequestBody = 64 * 1024;
// A message is read in pieces, of which only its first Hub::MaxMessageBytes
// and a byte are kept: enough for the Hub to refuse a longer one, whatever
// its size, with little memory per connection. A message over MaxMessage
// is a flood: it ends the connection.
constexpr std::size_t ReadPiece = 4096;
constexpr std::size_t MaxMessage = 1024 * 1024;
constexpr auto FlagTick = std::chrono::milliseconds(100);
// How long the server waits to accept again when it has run out of file
// descriptors or memory.
constexpr auto AcceptPause = std::chrono::milliseconds(100);

std::string_view view(beast::string_view s) {
    return {s.data(), s.size()};
}

// Whether an accept failed for want of descriptors or memory, which only
// connections closing can give back.
bool out_of_resources(const beast::error_code& ec) {
    namespace errc = boost::system::errc;
    return ec == errc::too_many_files_open || ec == errc::too_many_files_open_in_system ||
           ec == errc::no_buffer_space || ec == errc::not_enough_memory;
}

std::int64_t now_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// One WebSocket client: messages to it are framed one at a time, in order,
// and those of one turn of the loop leave together (GatheringStream). A
// client that stops reading is cut off once a send has waited `stall` with
// more behind it, so that what waits for it stays bounded; it catches up
// with `since` when it comes back.
class Socket final : public Connection, public std::enable_shared_from_this<Socket> {
public:
    Socket(tcp::socket&& socket, Hub& hub, std::chrono::milliseconds stall)
        : ws_(std::move(socket)), hub_(hub), stall_(stall) {}

    void start(http::request<http::string_body> request, std::string game) {
        ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
        ws_.read_message_max(MaxMessage);
        ws_.async_accept(request, [self = shared_from_this(), game](beast::error_code ec) {
            if (ec)
                return;
            self->hub_.join(game, self);
            self->read();
        });
    }

    void send(std::string message) override {
        if (closing_)
            return;
        if (ws_.next_layer().stalled(stall_)) {
            cut_off();
            return;
        }
        queue_.push_back(std::move(message));
        if (queue_.size() == 1)
            write();
    }

    void close() override {
        if (closing_)
            return;
        closing_ = true;
        // No read follows a close, so the client leaves here.
        ws_.async_close(websocket::close_code::policy_error,
                        [self = shared_from_this()](beast::error_code) { self->hub_.leave(self); });
    }

private:
    void read() {
        ws_.async_read_some(
            buffer_, ReadPiece, [self = shared_from_this()](beast::error_code ec, std::size_t) {
                if (ec) {
                    self->hub_.leave(self);
                    return;
                }
                const asio::const_buffer piece = self->buffer_.data();
                const std::size_t room = Hub::MaxMessageBytes + 1 -
                                         std::min(self->text_.size(), Hub::MaxMessageBytes + 1);
                self->text_.append(static_cast<const char*>(piece.data()),
                                   std::min(room, piece.size()));
                self->buffer_.consume(piece.size());
                if (self->ws_.is_message_done()) {
                    const std::string text = std::exchange(self->text_, {});
                    self->hub_.message(
                        self, text, now_ms(),
                        self->ws_.got_text() ? Hub::Frame::Text : Hub::Frame::Binary);
                }
                if (!self->closing_)
                    self->read();
            });
    }

    void write() {
        ws_.text(true);
        ws_.async_write(asio::buffer(queue_.front()),
                        [self = shared_from_this()](beast::error_code ec, std::size_t) {
                            if (ec) {
                                self->queue_.clear();
                                return;
                            }
                            self->queue_.pop_front();
                            if (!self->queue_.empty() && !self->closing_)
                                self->write();
                        });
    }

    // No close handshake can pass a full buffer: the socket closes, the
    // read under way fails and the client leaves the hub. The message being
    // written stays until its write completes (with an error): Beast may
    // read it again for its next frame.
    void cut_off() {
        closing_ = true;
        if (!queue_.empty())
            queue_.erase(std::next(queue_.begin()), queue_.end());
        ws_.next_layer().close();
    }

    websocket::stream<GatheringStream> ws_;
    beast::flat_buffer buffer_;
    std::string text_;  // the message being read, as much as is kept of it
    Hub& hub_;
    std::chrono::milliseconds stall_;
    std::deque<std::string> queue_;
    bool closing_ = false;
};

// One HTTP connection: requests answered in turn, until it upgrades to a
// WebSocket or closes.
class HttpConnection : public std::enable_shared_from_this<HttpConnection> {
public:
    HttpConnection(tcp::socket&& socket, Hub& hub, const WebFiles& web,
                   std::chrono::milliseconds stall)
        : stream_(std::move(socket)), hub_(hub), web_(web), stall_(stall) {}

    void read() {
        parser_.emplace();
        parser_->body_limit(MaxRequestBody);
        stream_.expires_after(std::chrono::seconds(30));
        http::async_read(stream_, buffer_, *parser_,
                         [self = shared_from_this()](beast::error_code ec, std::size_t) {
                             if (ec == http::error::body_limit)
                                 self->too_large();
                             else if (!ec)
                                 self->answer();
                         });
    }

private:
    // A body over MaxRequestBody is not read: the answer says so, and the
    // connection closes (the rest of the body is still on its way).
    void too_large() {
        http::request<http::string_body> request = parser_->release();
        request.keep_alive(false);
        respond(request, 413, "application/json", "no-store",
                R"({"error": "a request's body may hold 64 KiB at most"})");
    }

    void answer() {
        http::request<http::string_body> request = parser_->release();
        if (websocket::is_upgrade(request)) {
            if (auto game = hub_.socket_game(view(request.target()))) {
                stream_.expires_never();
                std::make_shared<Socket>(stream_.release_socket(), hub_, stall_)
                    ->start(std::move(request), *game);
                return;
            }
        }
        const std::string_view target = view(request.target());
        if (target.rfind("/api/", 0) == 0) {
            const Response r =
                hub_.http(view(request.method_string()), target, request.body(), now_ms());
            respond(request, r.status, r.content_type, "no-store", r.body);
        } else if (request.method() != http::verb::get) {
            respond(request, 405, "text/plain; charset=utf-8", "no-store",
                    "the web board's files are read with GET\n");
        } else if (const WebFile* file = web_.find(target)) {
            respond(request, 200, file->content_type,
                    file->immutable ? "public, max-age=31536000, immutable" : "no-cache",
                    file->body);
        } else {
            respond(request, 404, "text/plain; charset=utf-8", "no-store",
                    web_.empty() ? "the web board is not built: scripts/setup builds it\n"
                                 : "no such page\n");
        }
    }

    void respond(const http::request<http::string_body>& request, int status, std::string_view type,
                 std::string_view cache, const std::string& body) {
        response_.emplace(static_cast<http::status>(status), request.version());
        response_->set(http::field::content_type, beast::string_view(type.data(), type.size()));
        response_->set(http::field::cache_control, beast::string_view(cache.data(), cache.size()));
        // The board's pages load nothing from elsewhere and are framed by no one.
        response_->set("Content-Security-Policy",
                       "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
                       "style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
        response_->set("X-Content-Type-Options", "nosniff");
        response_->keep_alive(request.keep_alive());
        response_->body() = body;
        response_->prepare_payload();
        write();
    }

    void write() {
        http::async_write(
            stream_, *response_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
                if (ec)
                    return;
                if (!self->response_->keep_alive()) {
                    beast::error_code ignored;
                    self->stream_.socket().shutdown(tcp::socket::shutdown_send, ignored);
                    self->drain();
                    return;
                }
                self->read();
            });
    }

    // Reads what the client still sends (a body refused as too large) until
    // it closes, a little at most, so that closing does not reset the
    // connection before the client has read the answer.
    void drain() {
        stream_.expires_after(std::chrono::seconds(5));
        stream_.async_read_some(asio::buffer(scratch_),
                                [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                                    self->drained_ += n;
                                    if (!ec && self->drained_ < MaxDrained)
                                        self->drain();
                                });
    }

    static constexpr std::size_t MaxDrained = 1 << 20;

    beast::tcp_stream stream_;
    beast::flat_buffer buffer_;
    Hub& hub_;
    const WebFiles& web_;
    std::chrono::milliseconds stall_;
    std::optional<http::request_parser<http::string_body>> parser_;
    std::optional<http::response<http::string_body>> response_;
    std::array<char, 4096> scratch_{};
    std::size_t drained_ = 0;
};

}  // namespace

struct Server::Impl {
    asio::io_context io{1};
    tcp::acceptor acceptor{io};
    asio::steady_timer flags{io};
    asio::steady_timer accept_pause{io};
    std::unique_ptr<SqliteStore> store;
    std::unique_ptr<Hub> hub;
    WebFiles web;
    std::chrono::milliseconds stall{};
    int send_buffer = 0;

    void accept() {
        acceptor.async_accept([this](beast::error_code ec, tcp::socket socket) {
            if (!ec) {
                // Small messages go out at once, not after the peer's
                // delayed acknowledgement (Nagle's algorithm).
                beast::error_code ignored;
                socket.set_option(tcp::no_delay(true), ignored);
                if (send_buffer > 0)
                    socket.set_option(asio::socket_base::send_buffer_size(send_buffer), ignored);
                std::make_shared<HttpConnection>(std::move(socket), *hub, web, stall)->read();
            }
            if (!acceptor.is_open())
                return;
            if (!out_of_resources(ec))
                return accept();
            // The connection waits in the listening queue until some
            // other closes; accepting again at once would only spin.
            accept_pause.expires_after(AcceptPause);
            accept_pause.async_wait([this](beast::error_code cancelled) {
                if (!cancelled && acceptor.is_open())
                    accept();
            });
        });
    }

    void watch_flags() {
        flags.expires_after(FlagTick);
        flags.async_wait([this](beast::error_code ec) {
            if (ec)
                return;
            hub->check_flags(now_ms());
            watch_flags();
        });
    }
};

chess::Expected<std::unique_ptr<Server>, std::string> Server::open(const ServerOptions& options) {
    auto impl = std::make_unique<Impl>();
    auto store = SqliteStore::open(options.db);
    if (!store)
        return chess::Unexpected{store.error().message};
    impl->store = std::move(*store);
    auto hub = Hub::open(*impl->store);
    if (!hub)
        return chess::Unexpected{hub.error().message};
    impl->hub = std::move(*hub);
    // A group of events is committed once the messages already read are
    // handled: behind them in the queue.
    impl->stall = options.stall;
    impl->send_buffer = options.send_buffer;
    Impl* raw = impl.get();
    raw->hub->schedule_flushes([raw] { asio::post(raw->io, [raw] { raw->hub->flush(); }); });
    if (!options.web.empty()) {
        auto web = WebFiles::load(options.web);
        if (!web)
            return chess::Unexpected{"--web " + web.error()};
        impl->web = std::move(*web);
    }
    beast::error_code ec;
    const auto address = asio::ip::make_address(options.host, ec);
    if (ec)
        return chess::Unexpected{"--host " + options.host + ": not an IP address"};
    const tcp::endpoint endpoint(address, options.port);
    impl->acceptor.open(endpoint.protocol(), ec);
    if (!ec)
        impl->acceptor.set_option(asio::socket_base::reuse_address(true), ec);
    if (!ec)
        impl->acceptor.bind(endpoint, ec);
    if (!ec)
        impl->acceptor.listen(asio::socket_base::max_listen_connections, ec);
    if (ec)
        return chess::Unexpected{"cannot listen on " + options.host + ":" +
                                 std::to_string(options.port) + ": " + ec.message()};
    return std::unique_ptr<Server>(new Server(std::move(impl)));
}

Server::Server(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
Server::~Server() = default;

unsigned short Server::port() const {
    return impl_->acceptor.local_endpoint().port();
}

void Server::run() {
    impl_->accept();
    impl_->watch_flags();
    impl_->io.run();
}

void Server::post(std::function<void(Hub&, std::int64_t)> work) {
    asio::post(impl_->io, [this, work = std::move(work)] { work(*impl_->hub, now_ms()); });
}

void Server::stop() {
    asio::post(impl_->io, [this] {
        beast::error_code ignored;
        impl_->acceptor.close(ignored);
        impl_->flags.cancel();
        impl_->accept_pause.cancel();
        impl_->io.stop();
    });
}

}  // namespace touchmove::server
