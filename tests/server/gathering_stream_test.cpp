// GatheringStream over a real loopback connection, under a WebSocket
// stream: what one turn of the event loop writes leaves in one send, in
// order; a later write leaves in a send of its own; the closing handshake
// completes. On its own: a send waits for a peer that does not read, and a
// closed stream, or a socket closed under it, fails the writes after.
#include "gathering_stream.h"

#include <gtest/gtest.h>

#include <boost/asio.hpp>
#include <boost/beast/websocket.hpp>
#include <functional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace touchmove::server {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

// A client in its own thread: the handshake, then every message until the
// server closes.
struct Client {
    std::vector<std::string> heard;
    beast::error_code end;
    std::thread thread;

    explicit Client(unsigned short port) {
        thread = std::thread([this, port] {
            asio::io_context io;
            websocket::stream<tcp::socket> ws(io);
            ws.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
            ws.handshake("127.0.0.1", "/");
            for (;;) {
                beast::flat_buffer buffer;
                ws.read(buffer, end);
                if (end)
                    return;
                heard.push_back(beast::buffers_to_string(buffer.data()));
            }
        });
    }
};

// The server's side: accepts one client, then runs `play` with its stream.
class GatheringStreamTest : public ::testing::Test {
protected:
    using Stream = websocket::stream<GatheringStream>;

    void serve(std::function<void(Stream&)> play) {
        tcp::acceptor acceptor(io_, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
        Client client(acceptor.local_endpoint().port());
        Stream ws(acceptor.accept());
        ws.async_accept([&](beast::error_code ec) {
            ASSERT_FALSE(ec) << ec.message();
            play(ws);
        });
        io_.run();
        client.thread.join();
        heard_ = client.heard;
        end_ = client.end;
        sends_ = ws.next_layer().sends();
    }

    // Writes the messages one after the other, each from the completion of
    // the write before, as a server's queue does; then `then`.
    static void write_all(Stream& ws, std::vector<std::string> messages,
                          std::function<void()> then) {
        if (messages.empty())
            return then();
        std::string first = messages.front();
        messages.erase(messages.begin());
        auto text = std::make_shared<std::string>(std::move(first));
        ws.async_write(asio::buffer(*text),
                       [&ws, text, messages, then](beast::error_code ec, std::size_t) {
                           ASSERT_FALSE(ec) << ec.message();
                           write_all(ws, messages, then);
                       });
    }

    static void close(Stream& ws) {
        ws.async_close(websocket::close_code::normal,
                       [](beast::error_code ec) { EXPECT_FALSE(ec) << ec.message(); });
    }

    asio::io_context io_;
    std::vector<std::string> heard_;
    beast::error_code end_;
    std::size_t sends_ = 0;
};

TEST_F(GatheringStreamTest, WhatOneTurnWritesLeavesInOneSend) {
    serve([](Stream& ws) { write_all(ws, {"ack", "answer", "clock"}, [&ws] { close(ws); }); });
    EXPECT_EQ(heard_, (std::vector<std::string>{"ack", "answer", "clock"}));
    EXPECT_EQ(end_, websocket::error::closed);
    // The handshake's response, the three messages and the close frame,
    // each written from the completion of the one before.
    EXPECT_EQ(sends_, 1u);
}

TEST_F(GatheringStreamTest, AWriteAfterTheLastSendLeavesInASendOfItsOwn) {
    asio::steady_timer later(io_);
    serve([&](Stream& ws) {
        write_all(ws, {"first"}, [&] {
            later.expires_after(std::chrono::milliseconds(20));
            later.async_wait([&](beast::error_code) {
                write_all(ws, {"second", "third"}, [&ws] { close(ws); });
            });
        });
    });
    EXPECT_EQ(heard_, (std::vector<std::string>{"first", "second", "third"}));
    EXPECT_EQ(end_, websocket::error::closed);
    EXPECT_EQ(sends_, 2u);
}

// A GatheringStream on its own, over a loopback connection to `peer`.
struct Connected {
    asio::io_context io;
    tcp::socket peer{io};
    GatheringStream stream{accept(io, peer)};

    static tcp::socket accept(asio::io_context& io, tcp::socket& peer) {
        tcp::acceptor acceptor(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
        peer.connect(acceptor.local_endpoint());
        return acceptor.accept();
    }
};

// Without a WebSocket above it: a send larger than the socket's buffers
// waits for the peer to read. Meanwhile what is taken after it is stalled
// behind it, and a wait for everything to be sent waits; once the peer
// reads, both leave, in one more send.
TEST(GatheringStream, WaitsUntilThePeerHasReadWhatWasTaken) {
    Connected c;
    asio::io_context& io = c.io;
    tcp::socket& peer = c.peer;
    GatheringStream& stream = c.stream;
    auto poll = [&] {
        for (int i = 0; i < 20; ++i)
            io.poll();
    };

    const std::string big(32 << 20, 'x'), small = "after";
    asio::async_write(stream, asio::buffer(big),
                      [](beast::error_code ec, std::size_t) { EXPECT_FALSE(ec) << ec.message(); });
    poll();  // the send under way
    asio::async_write(stream, asio::buffer(small), [](beast::error_code, std::size_t) {});
    bool sent = false;
    stream.async_wait_sent([&] { sent = true; });
    poll();
    EXPECT_FALSE(sent);
    EXPECT_TRUE(stream.stalled(std::chrono::steady_clock::duration::zero()));
    EXPECT_EQ(stream.sends(), 1u);

    std::string heard(big.size() + small.size(), '\0');
    std::thread reader([&] { asio::read(peer, asio::buffer(heard)); });
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!sent && std::chrono::steady_clock::now() < until)
        io.run_one_for(std::chrono::milliseconds(100));
    reader.join();
    EXPECT_TRUE(sent);
    EXPECT_TRUE(heard == big + small);
    EXPECT_FALSE(stream.stalled(std::chrono::steady_clock::duration::zero()));
    EXPECT_EQ(stream.sends(), 2u);
}

// Closed, the stream drops what it took and fails every write after
// without taking its bytes (Beast may ask to write the next frame of a
// message whose text is gone); the peer sees the connection end.
TEST(GatheringStream, AfterCloseWritesFailAndTakeNothing) {
    Connected c;
    asio::io_context& io = c.io;
    tcp::socket& peer = c.peer;
    GatheringStream& stream = c.stream;

    beast::error_code first = asio::error::would_block, second;
    std::size_t second_bytes = 1;
    asio::async_write(stream, asio::buffer(std::string_view("taken")),
                      [&](beast::error_code ec, std::size_t) { first = ec; });
    stream.close();
    asio::async_write(stream, asio::buffer(std::string_view("refused")),
                      [&](beast::error_code ec, std::size_t n) {
                          second = ec;
                          second_bytes = n;
                      });
    bool sent = false;
    stream.async_wait_sent([&] { sent = true; });
    io.run();
    EXPECT_FALSE(first) << first.message();
    EXPECT_EQ(second, asio::error::operation_aborted);
    EXPECT_EQ(second_bytes, 0u);
    EXPECT_TRUE(sent);
    EXPECT_EQ(stream.sends(), 0u);

    char byte = 0;
    beast::error_code end;
    EXPECT_EQ(peer.read_some(asio::buffer(&byte, 1), end), 0u);
    EXPECT_EQ(end, asio::error::eof);
}

// A socket closed under the stream, as Beast's timeouts close it, fails
// the writes after it too.
TEST(GatheringStream, ASocketClosedUnderItFailsTheWritesAfter) {
    Connected c;
    asio::io_context& io = c.io;
    GatheringStream& stream = c.stream;
    beast::get_lowest_layer(stream).close();
    beast::error_code ec;
    asio::async_write(stream, asio::buffer(std::string_view("refused")),
                      [&](beast::error_code e, std::size_t) { ec = e; });
    io.run();
    EXPECT_EQ(ec, asio::error::operation_aborted);
    EXPECT_EQ(stream.sends(), 0u);
}

}  // namespace
}  // namespace touchmove::server
