#include "touchmove/eboard/millennium.h"

#include <optional>

namespace touchmove::eboard {

namespace {

constexpr std::string_view HexDigits = "0123456789ABCDEF";

// The wire lists squares from a8 to h8, then a7 to h7, down to h1.
Square square_of_wire(int wire) {
    return chess::square_at(wire ^ 56);
}

// The value of a hex digit (either case), or -1.
int hex_value(std::uint8_t c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

std::string hex_pair(std::uint8_t byte) {
    return {HexDigits[byte >> 4], HexDigits[byte & 15]};
}

// A character for a message: itself in quotes when printable, else its code.
std::string describe(std::uint8_t c) {
    if (c >= 0x20 && c < 0x7f)
        return {'\'', static_cast<char>(c), '\''};
    return "0x" + hex_pair(c);
}

bool is_letter(std::uint8_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The status character of a square's content: a FEN letter, '.' if empty.
char status_char(Piece p) {
    const int v = static_cast<int>(p);
    const bool real_piece = (v & 7) < 6 && v < 16 && p != Piece::None;
    return real_piece ? chess::to_char(p) : '.';
}

std::optional<Piece> piece_of_status_char(std::uint8_t c) {
    if (c == '.')
        return Piece::None;
    return chess::parse_piece(static_cast<char>(c));
}

// Why a whole reply (letter, payload, check) cannot be read, if it cannot.
std::optional<std::string> problem_of(std::span<const std::uint8_t> m) {
    const std::size_t n = m.size();
    const std::string letter = describe(m[0]);
    std::uint8_t x = 0;
    for (std::size_t i = 0; i + 2 < n; ++i)
        x ^= m[i];
    const int high = hex_value(m[n - 2]);
    const int low = hex_value(m[n - 1]);
    if (high < 0 || low < 0)
        return "block check of " + letter + " reply not in hex";
    if (high * 16 + low != x)
        return "bad block check in " + letter + " reply (" +
               std::string{static_cast<char>(m[n - 2]), static_cast<char>(m[n - 1])} +
               ", expected " + hex_pair(x) + ")";
    for (std::size_t i = 1; i + 2 < n; ++i) {
        if (m[0] != 's' && hex_value(m[i]) < 0)
            return "bad hex digit " + describe(m[i]) + " in " + letter + " reply";
        if (m[0] == 's' && !piece_of_status_char(m[i]))
            return "bad character " + describe(m[i]) + " on " +
                   chess::to_string(square_of_wire(static_cast<int>(i - 1))) + " in a status";
    }
    return std::nullopt;
}

// The picture of a status reply found sound by problem_of().
Report status_report(std::span<const std::uint8_t> m) {
    Report r;
    r.kind = Report::Kind::Board;
    for (int wire = 0; wire < 64; ++wire)
        r.picture[chess::to_index(square_of_wire(wire))] = *piece_of_status_char(m[1 + wire]);
    return r;
}

}  // namespace

std::string MillenniumProtocol::block_check(std::string_view text) {
    std::uint8_t x = 0;
    for (char c : text)
        x ^= static_cast<std::uint8_t>(c & 0x7f);
    return hex_pair(x);
}

std::vector<std::uint8_t> MillenniumProtocol::with_check(std::string_view text) {
    std::string message(text);
    message += block_check(text);
    return {message.begin(), message.end()};
}

std::size_t MillenniumProtocol::reply_length(std::uint8_t letter) {
    switch (letter) {
        case 's':  // status: 64 squares
            return 67;
        case 'v':  // version: two hex bytes
        case 'w':  // register written: address and value
        case 'r':  // register read: address and value
            return 7;
        case 'l':  // LEDs set
        case 'x':  // LEDs put out
            return 3;
        default:
            return 0;
    }
}

void MillenniumProtocol::feed(std::span<const std::uint8_t> bytes, std::vector<Report>& out) {
    for (std::uint8_t b : bytes) {
        // The line's parity bit may reach us in bit 7.
        step(b & 0x7f, out);
        run(out);
    }
}

void MillenniumProtocol::finish(std::vector<Report>& out) {
    // The unfinished reply is dropped, but a reply may begin inside it.
    while (!message_.empty()) {
        abandon(describe(message_[0]) + " reply unfinished at the end of the stream (" +
                    std::to_string(message_.size()) + " of " + std::to_string(expected_) +
                    " characters)",
                out);
        run(out);
    }
    dropped_.flush(out);
}

void MillenniumProtocol::step(std::uint8_t b, std::vector<Report>& out) {
    if (message_.empty()) {
        expected_ = reply_length(b);
        if (expected_ != 0)
            message_.push_back(b);
        else if (is_letter(b))
            dropped_.drop(1, "unknown reply " + describe(b), out);
        else
            dropped_.drop(1, "bytes outside a message", out);
        return;
    }
    message_.push_back(b);
    if (message_.size() == expected_)
        complete(out);
}

void MillenniumProtocol::complete(std::vector<Report>& out) {
    if (auto why = problem_of(message_))
        return abandon(*why, out);
    dropped_.flush(out);
    if (message_[0] == 's')
        out.push_back(status_report(message_));
    message_.clear();
}

void MillenniumProtocol::abandon(std::string_view why, std::vector<Report>& out) {
    dropped_.drop(1, why, out);
    again_.insert(again_.end(), message_.rbegin(), message_.rend() - 1);
    message_.clear();
}

void MillenniumProtocol::run(std::vector<Report>& out) {
    while (!again_.empty()) {
        const std::uint8_t b = again_.back();
        again_.pop_back();
        step(b, out);
    }
}

std::vector<std::uint8_t> MillenniumProtocol::start_commands() const {
    // Register 2 written with "send status on any change", then a status now.
    auto bytes = with_check("W02" + hex_pair(ChangeMode));
    auto status = with_check("S");
    bytes.insert(bytes.end(), status.begin(), status.end());
    return bytes;
}

std::vector<std::uint8_t> MillenniumProtocol::picture_request() const {
    return with_check("S");
}

LineSettings MillenniumProtocol::line() const {
    return {.baud = 38400, .data_bits = 7, .parity = 'O', .stop_bits = 1};
}

std::vector<std::uint8_t> MillenniumProtocol::encode_picture(const Picture& picture) const {
    std::string text = "s";
    for (int wire = 0; wire < 64; ++wire)
        text += status_char(picture[chess::to_index(square_of_wire(wire))]);
    return with_check(text);
}

std::vector<std::uint8_t> MillenniumProtocol::encode_change(const Picture& after, Square) const {
    // In its change mode the board sends its whole status.
    return encode_picture(after);
}

}  // namespace touchmove::eboard
