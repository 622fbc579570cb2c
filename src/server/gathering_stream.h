// GatheringStream: the layer under a server's WebSocket stream that sends a
// client's messages of one turn of the event loop together. Private to the
// server.
//
// Written straight to the socket, each message would be a sendmsg of its
// own, whose loopback delivery the sender pays for: a clock press sends its
// player an ack, an answer and a clock message. Here a write completes at
// once into a buffer, and the buffer goes to the socket in one send once
// the writes that follow from those completions have been made. Handlers
// run on the stream's executor. Reads pass through.
#pragma once

// clang-format off
#include <utility>  // first: Boost 1.74's asio uses std::exchange without it
// clang-format on
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstddef>
#include <memory>
#include <string>

namespace touchmove::server {

class GatheringStream {
public:
    using next_layer_type = boost::beast::tcp_stream;
    using executor_type = next_layer_type::executor_type;

    explicit GatheringStream(boost::asio::ip::tcp::socket&& socket)
        : shared_(std::make_shared<Shared>(std::move(socket))) {}
    GatheringStream(GatheringStream&&) = default;
    GatheringStream& operator=(GatheringStream&&) = delete;  // it would not close the old
    // The connection closes with its owner: a send under way holds the
    // socket, and nobody else could close it then.
    ~GatheringStream() {
        if (shared_)
            close();
    }

    // Closes the connection at once: what is taken and not sent is
    // dropped, and every write from now on fails without reading its bytes.
    void close() {
        Shared& s = *shared_;
        if (!s.error)
            s.error = boost::asio::error::operation_aborted;
        s.tcp.close();
        sent(s);
    }

    executor_type get_executor() { return shared_->tcp.get_executor(); }
    next_layer_type& next_layer() { return shared_->tcp; }
    const next_layer_type& next_layer() const { return shared_->tcp; }

    template <class Buffers, class Handler>
    auto async_read_some(const Buffers& buffers, Handler&& handler) {
        return shared_->tcp.async_read_some(buffers, std::forward<Handler>(handler));
    }

    // Takes the bytes and completes at once (after a send failed: with its
    // error, taking nothing); they leave with the next send.
    template <class Buffers, class Handler>
    auto async_write_some(const Buffers& buffers, Handler&& handler) {
        using Signature = void(boost::system::error_code, std::size_t);
        return boost::asio::async_initiate<Handler, Signature>(
            [this](auto&& done, const Buffers& bytes) {
                Shared& s = *shared_;
                // A socket closed under the stream (Beast's timeouts close
                // the lowest layer) fails the writes like a failed send.
                if (!s.error && !s.tcp.socket().is_open())
                    s.error = boost::asio::error::operation_aborted;
                const bool taken = !s.error;
                std::size_t n = 0;
                if (taken) {
                    for (auto b : boost::beast::buffers_range_ref(bytes))
                        s.pending.append(static_cast<const char*>(b.data()), b.size());
                    n = boost::beast::buffer_bytes(bytes);
                    ++s.completions;
                    schedule_send(shared_);
                }
                auto ex = boost::asio::get_associated_executor(done, get_executor());
                boost::asio::post(
                    ex, [shared = shared_, taken, ec = s.error, n, h = std::move(done)]() mutable {
                        shared->completions -= taken;
                        h(ec, n);
                    });
            },
            handler, buffers);
    }

    // Whether a send has waited longer than `limit` with more behind it:
    // the client has stopped reading.
    bool stalled(std::chrono::steady_clock::duration limit) const {
        const Shared& s = *shared_;
        return !s.sending.empty() && !s.pending.empty() &&
               std::chrono::steady_clock::now() - s.sending_since > limit;
    }

    // How many sends have gone to the socket.
    std::size_t sends() const { return shared_->sends; }

    // Calls `done` once everything taken has been sent, or a send failed.
    // It waits on a timer, so that the io_context, not this stream, holds
    // `done` meanwhile.
    template <class Done>
    void async_wait_sent(Done&& done) {
        Shared& s = *shared_;
        if (s.idle()) {
            boost::asio::post(get_executor(), std::forward<Done>(done));
            return;
        }
        if (!s.sent_signal)
            s.sent_signal = std::make_unique<boost::asio::steady_timer>(get_executor());
        s.sent_signal->expires_at(std::chrono::steady_clock::time_point::max());
        s.sent_signal->async_wait(
            [d = std::forward<Done>(done)](boost::system::error_code) mutable { d(); });
    }

private:
    struct Shared {
        explicit Shared(boost::asio::ip::tcp::socket&& socket) : tcp(std::move(socket)) {}

        boost::beast::tcp_stream tcp;
        std::string pending;          // taken, not yet sent
        std::string sending;          // the send under way
        std::size_t completions = 0;  // writes taken whose completion has not run
        bool send_posted = false;
        std::chrono::steady_clock::time_point sending_since;
        boost::system::error_code error;  // of the send that failed
        std::size_t sends = 0;
        // Cancelled once all is sent; made for the closing handshake only.
        std::unique_ptr<boost::asio::steady_timer> sent_signal;

        bool idle() const { return error || (pending.empty() && sending.empty() && !send_posted); }
    };

    // A send is posted behind the completions already posted, and posted
    // again while any remain: each may take the next message of a queue.
    static void schedule_send(const std::shared_ptr<Shared>& shared) {
        if (shared->send_posted || !shared->sending.empty())
            return;
        shared->send_posted = true;
        boost::asio::post(shared->tcp.get_executor(), [shared] {
            shared->send_posted = false;
            if (shared->completions > 0)
                schedule_send(shared);
            else
                send(shared);
        });
    }

    static void send(const std::shared_ptr<Shared>& shared) {
        Shared& s = *shared;
        if (s.error || s.pending.empty()) {
            s.pending.clear();
            sent(s);
            return;
        }
        s.sending.swap(s.pending);
        s.sending_since = std::chrono::steady_clock::now();
        ++s.sends;
        boost::asio::async_write(s.tcp.socket(), boost::asio::buffer(s.sending),
                                 [shared](boost::system::error_code ec, std::size_t) {
                                     Shared& t = *shared;
                                     // An idle client keeps no buffer.
                                     std::string().swap(t.sending);
                                     if (ec)
                                         t.error = ec;
                                     if (!t.error && !t.pending.empty())
                                         schedule_send(shared);
                                     else
                                         sent(t);
                                 });
    }

    static void sent(Shared& s) {
        if (s.error)
            std::string().swap(s.pending);
        if (s.idle() && s.sent_signal)
            s.sent_signal->cancel();
    }

    std::shared_ptr<Shared> shared_;
};

// The closing handshake's last step: the close frame, taken like any
// write, is sent before the TCP connection is shut down.
template <class Handler>
void async_teardown(boost::beast::role_type role, GatheringStream& stream, Handler&& handler) {
    stream.async_wait_sent([role, &stream, h = std::forward<Handler>(handler)]() mutable {
        boost::beast::websocket::async_teardown(role, stream.next_layer().socket(), std::move(h));
    });
}

}  // namespace touchmove::server
