#include "touchmove/eboard/dgt.h"

#include <array>
#include <optional>

namespace touchmove::eboard {

using chess::Color;
using chess::PieceType;

namespace {

// The piece types in the order of the wire's codes: 1 to 6 White, 7 to 12 Black.
constexpr std::array<PieceType, 6> WireTypes{PieceType::Pawn,   PieceType::Rook, PieceType::Knight,
                                             PieceType::Bishop, PieceType::King, PieceType::Queen};

// The wire numbers squares from a8 to h8, then a7 to h7, down to h1.
Square square_of_wire(int wire) {
    return chess::square_at(wire ^ 56);
}
std::uint8_t wire_of_square(Square s) {
    return static_cast<std::uint8_t>(chess::to_index(s) ^ 56);
}

// The piece a code stands for; the special pieces (13 to 15) are read as
// an empty square, any other code makes the message invalid.
std::optional<Piece> piece_of_code(std::uint8_t code) {
    if (code == 0 || (code >= 13 && code <= 15))
        return Piece::None;
    if (code > 15)
        return std::nullopt;
    Color c = code <= 6 ? Color::White : Color::Black;
    return chess::make_piece(c, WireTypes[(code - 1) % 6]);
}

std::uint8_t code_of_piece(Piece p) {
    for (int i = 0; i < 6; ++i) {
        if (p == chess::make_piece(Color::White, WireTypes[i]))
            return static_cast<std::uint8_t>(1 + i);
        if (p == chess::make_piece(Color::Black, WireTypes[i]))
            return static_cast<std::uint8_t>(7 + i);
    }
    return 0;  // Piece::None, or no piece at all
}

std::string hex(std::uint8_t byte) {
    constexpr std::string_view digits = "0123456789abcdef";
    return {'0', 'x', digits[byte >> 4], digits[byte & 15]};
}

// Why a header announcing `length` bytes for message `id` cannot be read.
std::optional<std::string> length_problem(std::uint8_t id, std::size_t length) {
    if (length < 3 || length > DgtProtocol::MaxLength)
        return "message " + hex(id) + " of impossible length " + std::to_string(length);
    if (id == DgtProtocol::BoardDump && length != DgtProtocol::BoardDumpLength)
        return "board dump of length " + std::to_string(length) + ", not 67";
    if (id == DgtProtocol::FieldUpdate && length != DgtProtocol::FieldUpdateLength)
        return "field update of length " + std::to_string(length) + ", not 5";
    if (id == DgtProtocol::ClockTimes && length != DgtProtocol::ClockTimesLength)
        return "clock times of length " + std::to_string(length) + ", not 10";
    return std::nullopt;
}

// Reads a board dump's 64 bytes into `r`; returns why they cannot be read, if they cannot.
std::optional<std::string> read_dump(std::span<const std::uint8_t> body, Report& r) {
    r.kind = Report::Kind::Board;
    for (int wire = 0; wire < 64; ++wire) {
        const Square s = square_of_wire(wire);
        auto piece = piece_of_code(body[wire]);
        if (!piece)
            return "bad piece code " + std::to_string(body[wire]) + " on " + chess::to_string(s) +
                   " in a board dump";
        r.picture[chess::to_index(s)] = *piece;
    }
    return std::nullopt;
}

// Reads a field update's square and piece into `r`, the same way.
std::optional<std::string> read_update(std::span<const std::uint8_t> body, Report& r) {
    r.kind = Report::Kind::Field;
    if (body[0] >= 64)
        return "bad square " + std::to_string(body[0]) + " in a field update";
    auto piece = piece_of_code(body[1]);
    if (!piece)
        return "bad piece code " + std::to_string(body[1]) + " in a field update";
    r.square = square_of_wire(body[0]);
    r.piece = *piece;
    return std::nullopt;
}

// The clock's times: each side's hours, minutes and seconds, then a status
// byte. Which side's lever is up is all that is read: nothing from an
// acknowledgement of a command to the clock (either side's hours 0x0a) or
// when no clock is plugged in.
constexpr std::uint8_t Running = 0x01, RightUp = 0x02, NoClock = 0x20, AckHours = 0x0a;

void read_clock(std::span<const std::uint8_t> body, Report& r) {
    r.kind = Report::Kind::Clock;
    const std::uint8_t status = body[6];
    const bool ack = (body[0] & 0x0f) == AckHours || (body[3] & 0x0f) == AckHours;
    if (!ack && !(status & NoClock))
        r.lever_up = (status & RightUp) ? ClockSide::Right : ClockSide::Left;
}

// The board's other messages, which tell nothing about the squares or the
// clock: the stored moves, bus address, serial number, trade mark, version,
// draughts board dumps, battery status and long serial number.
bool is_other_message(std::uint8_t id) {
    switch (id) {
        case 0x8f:
        case 0x90:
        case 0x91:
        case 0x92:
        case 0x93:
        case 0x94:
        case 0x95:
        case 0xa0:
        case 0xa2:
            return true;
        default:
            return false;
    }
}

}  // namespace

void DgtProtocol::feed(std::span<const std::uint8_t> bytes, std::vector<Report>& out) {
    for (std::uint8_t b : bytes)
        step(b, out);
}

void DgtProtocol::finish(std::vector<Report>& out) {
    if (!frame_.empty()) {
        std::string why = "message " + hex(frame_[0]) + " unfinished at the end of the stream (" +
                          std::to_string(frame_.size()) + " bytes";
        why += frame_.size() >= 3 ? " of " + std::to_string(length_) + ")" : ")";
        dropped_.drop(frame_.size(), why, out);
        frame_.clear();
    }
    dropped_.flush(out);
}

void DgtProtocol::step(std::uint8_t b, std::vector<Report>& out) {
    const bool starts_message = (b & 0x80) != 0;
    if (frame_.empty()) {
        if (starts_message) {
            dropped_.flush(out);
            frame_.push_back(b);
        } else {
            dropped_.drop(1, "bytes outside a message", out);
        }
        return;
    }
    if (starts_message) {
        // A message begins inside this one: this one lost bytes on the line.
        std::string why = "message " + hex(frame_[0]) + " cut short after " +
                          std::to_string(frame_.size()) + " bytes";
        dropped_.drop(frame_.size(), why, out);
        dropped_.flush(out);
        frame_.assign(1, b);
        return;
    }
    frame_.push_back(b);
    if (frame_.size() == 3) {
        length_ = std::size_t{frame_[1]} << 7 | frame_[2];
        if (auto why = length_problem(frame_[0], length_)) {
            // The body's bytes that follow are dropped with the header.
            dropped_.drop(3, *why, out);
            frame_.clear();
            return;
        }
    }
    if (frame_.size() >= 3 && frame_.size() == length_)
        complete(out);
}

void DgtProtocol::complete(std::vector<Report>& out) {
    const std::uint8_t id = frame_[0];
    std::span<const std::uint8_t> body(frame_.data() + 3, frame_.size() - 3);
    Report r;
    if (id == ClockTimes) {
        read_clock(body, r);
        out.push_back(std::move(r));
        frame_.clear();
        return;
    }
    if (is_other_message(id)) {
        skipped_ += frame_.size();
        frame_.clear();  // read whole and skipped: nothing in it for the game
        return;
    }
    std::optional<std::string> why = id == BoardDump     ? read_dump(body, r)
                                     : id == FieldUpdate ? read_update(body, r)
                                                         : "unknown message " + hex(id);
    out.push_back(why ? dropped_report(frame_.size(), std::move(*why)) : std::move(r));
    frame_.clear();
}

std::vector<std::uint8_t> DgtProtocol::start_commands() const {
    return {Reset, SendBoard, UpdateNice, SendClock};
}

std::vector<std::uint8_t> DgtProtocol::picture_request() const {
    return {SendBoard};
}

LineSettings DgtProtocol::line() const {
    return {.baud = 9600, .data_bits = 8, .parity = 'N', .stop_bits = 1};
}

std::vector<std::uint8_t> DgtProtocol::encode_picture(const Picture& picture) const {
    std::vector<std::uint8_t> bytes{BoardDump, 0, static_cast<std::uint8_t>(BoardDumpLength)};
    for (int wire = 0; wire < 64; ++wire)
        bytes.push_back(code_of_piece(picture[chess::to_index(square_of_wire(wire))]));
    return bytes;
}

std::vector<std::uint8_t> DgtProtocol::encode_change(const Picture& after, Square changed) const {
    return {FieldUpdate, 0, static_cast<std::uint8_t>(FieldUpdateLength), wire_of_square(changed),
            code_of_piece(after[chess::to_index(changed)])};
}

// Both sides show five minutes; the times are not read back.
std::vector<std::uint8_t> DgtProtocol::encode_clock(ClockSide lever_up) const {
    // Each side: hours, minutes, seconds (BCD).
    const auto status =
        static_cast<std::uint8_t>(Running | (lever_up == ClockSide::Right ? RightUp : 0));
    // clang-format off
    return {ClockTimes, 0, static_cast<std::uint8_t>(ClockTimesLength),
            0x00, 0x05, 0x00,
            0x00, 0x05, 0x00,
            status};
    // clang-format on
}

}  // namespace touchmove::eboard
