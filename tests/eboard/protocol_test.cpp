// The DGT and Millennium wire protocols: messages decoded square by square,
// pictures round-tripped through the encoders, garbage, lost bytes and
// unknown messages dropped with the right count while reading goes on, the
// same reports whichever way the bytes are cut, and the host's commands.
#include "touchmove/eboard/protocol.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "touchmove/eboard/dgt.h"
#include "touchmove/eboard/millennium.h"

namespace touchmove::eboard {
namespace {

using chess::Color;
using chess::PieceType;
using Bytes = std::vector<std::uint8_t>;
using Kind = Report::Kind;

// A picture from 64 characters a8, b8 ... h8, a7 ... h1 (FEN letters, '.').
Picture picture_of(std::string_view rows) {
    Picture p;
    p.fill(Piece::None);
    for (int i = 0; i < 64; ++i) {
        auto piece = chess::parse_piece(rows[i]);
        p[i ^ 56] = piece ? *piece : Piece::None;
    }
    return p;
}

const Picture Initial = picture_of(
    "rnbqkbnr"
    "pppppppp"
    "........"
    "........"
    "........"
    "........"
    "PPPPPPPP"
    "RNBQKBNR");

// The picture as 64 characters a8 ... h1, for readable failures.
std::string rows_of(const Picture& p) {
    std::string s;
    for (int i = 0; i < 64; ++i)
        s += p[i ^ 56] == Piece::None ? '.' : chess::to_char(p[i ^ 56]);
    return s;
}

// A report in one line, so that lists of reports compare readably.
std::string show(const Report& r) {
    switch (r.kind) {
        case Kind::Board:
            return "picture " + rows_of(r.picture);
        case Kind::Field:
            return "square " + chess::to_string(r.square) + " " +
                   (r.piece == Piece::None ? '.' : chess::to_char(r.piece));
        case Kind::Clock:
            return !r.lever_up                      ? "clock"
                   : *r.lever_up == ClockSide::Left ? "clock left up"
                                                    : "clock right up";
        case Kind::Dropped:
            return "dropped " + std::to_string(r.dropped);
    }
    return "?";
}

std::vector<std::string> shown(const std::vector<Report>& reports) {
    std::vector<std::string> lines;
    for (const auto& r : reports)
        lines.push_back(show(r));
    return lines;
}

// Reads `bytes` at once, then the end of the stream.
std::vector<Report> read(Protocol& protocol, const Bytes& bytes) {
    std::vector<Report> out;
    protocol.feed(bytes, out);
    protocol.finish(out);
    return out;
}

std::vector<Report> read_byte_by_byte(Protocol& protocol, const Bytes& bytes) {
    std::vector<Report> out;
    for (std::uint8_t b : bytes)
        protocol.feed(std::span(&b, 1), out);
    protocol.finish(out);
    return out;
}

Bytes operator+(Bytes a, const Bytes& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

Bytes bytes_of(std::string_view text) {
    return {text.begin(), text.end()};
}

// ---- DGT ----

Bytes dgt_update(std::uint8_t wire_square, std::uint8_t code) {
    return {0x8e, 0x00, 0x05, wire_square, code};
}

Bytes dgt_dump(const std::array<std::uint8_t, 64>& codes) {
    Bytes b(67);
    b[0] = 0x86;
    b[2] = 0x43;
    std::copy(codes.begin(), codes.end(), b.begin() + 3);
    return b;
}

TEST(Dgt, BoardDumpIsDecodedSquareBySquare) {
    // Every code once, on squares whose wire numbers are easy to check:
    // wire 0 is a8, 7 is h8, 56 is a1, 63 is h1.
    std::array<std::uint8_t, 64> codes{};
    Picture expected;
    expected.fill(Piece::None);
    const std::array<PieceType, 6> order{PieceType::Pawn,   PieceType::Rook, PieceType::Knight,
                                         PieceType::Bishop, PieceType::King, PieceType::Queen};
    const std::array<int, 12> wires{0, 7, 56, 63, 12, 27, 36, 45, 1, 62, 9, 54};
    for (int code = 1; code <= 12; ++code) {
        const int wire = wires[code - 1];
        codes[wire] = static_cast<std::uint8_t>(code);
        expected[wire ^ 56] =
            chess::make_piece(code <= 6 ? Color::White : Color::Black, order[(code - 1) % 6]);
    }
    DgtProtocol dgt;
    auto reports = read(dgt, dgt_dump(codes));
    ASSERT_EQ(reports.size(), 1u);
    ASSERT_EQ(reports[0].kind, Kind::Board);
    const Picture& p = reports[0].picture;
    EXPECT_EQ(p[chess::to_index(Square::A8)], Piece::WhitePawn);    // wire 0, code 1
    EXPECT_EQ(p[chess::to_index(Square::H8)], Piece::WhiteRook);    // wire 7, code 2
    EXPECT_EQ(p[chess::to_index(Square::A1)], Piece::WhiteKnight);  // wire 56, code 3
    EXPECT_EQ(p[chess::to_index(Square::H1)], Piece::WhiteBishop);  // wire 63, code 4
    EXPECT_EQ(p[chess::to_index(Square::E7)], Piece::WhiteKing);    // wire 12, code 5
    EXPECT_EQ(p[chess::to_index(Square::D5)], Piece::WhiteQueen);   // wire 27, code 6
    EXPECT_EQ(p[chess::to_index(Square::E4)], Piece::BlackPawn);    // wire 36, code 7
    EXPECT_EQ(p[chess::to_index(Square::G2)], Piece::BlackQueen);   // wire 54, code 12
    for (int s = 0; s < 64; ++s)
        EXPECT_EQ(p[s], expected[s]) << chess::to_string(chess::square_at(s));
}

TEST(Dgt, FieldUpdateGivesTheSquareAndItsPiece) {
    DgtProtocol dgt;
    // Wire square 12 is e7; code 6 a white queen. Then h1 (63) emptied.
    auto reports = read(dgt, dgt_update(12, 6) + dgt_update(63, 0));
    ASSERT_EQ(reports.size(), 2u);
    EXPECT_EQ(reports[0].kind, Kind::Field);
    EXPECT_EQ(reports[0].square, Square::E7);
    EXPECT_EQ(reports[0].piece, Piece::WhiteQueen);
    EXPECT_EQ(reports[1].square, Square::H1);
    EXPECT_EQ(reports[1].piece, Piece::None);
}

TEST(Dgt, InitialPositionRoundTrips) {
    DgtProtocol dgt;
    Bytes dump = dgt.encode_picture(Initial);
    ASSERT_EQ(dump.size(), 67u);
    EXPECT_EQ(dump[0], 0x86);
    EXPECT_EQ(dump[1], 0x00);
    EXPECT_EQ(dump[2], 67);
    EXPECT_EQ(dump[3], 8);       // a8: black rook
    EXPECT_EQ(dump[3 + 60], 5);  // e1: white king
    auto reports = read(dgt, dump);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(rows_of(reports[0].picture), rows_of(Initial));
    EXPECT_EQ(reports[0].picture, Initial);

    // e2 emptied, then e4 filled: two field updates.
    Picture after = Initial;
    after[chess::to_index(Square::E2)] = Piece::None;
    Bytes update = dgt.encode_change(after, Square::E2);
    EXPECT_EQ(update, (Bytes{0x8e, 0x00, 0x05, 52, 0}));
    after[chess::to_index(Square::E4)] = Piece::WhitePawn;
    update = update + dgt.encode_change(after, Square::E4);
    EXPECT_EQ(shown(read(dgt, update)), (std::vector<std::string>{"square e2 .", "square e4 P"}));
}

// A stream with every case: garbage, messages, an unknown one, one cut short.
Bytes dgt_mixed_stream() {
    DgtProtocol dgt;
    Bytes dump = dgt.encode_picture(Initial);
    return Bytes{0x01, 0x02} + dump + dgt_update(52, 0) + Bytes{0x9f, 0x00, 0x04, 0x33} +
           Bytes(dump.begin(), dump.begin() + 30) + Bytes{0x7f} + dgt_update(36, 1) +
           Bytes{0x86, 0x00};
}

TEST(Dgt, ByteByByteGivesTheSameAsAtOnce) {
    DgtProtocol at_once;
    DgtProtocol one_by_one;
    auto whole = read(at_once, dgt_mixed_stream());
    auto pieces = read_byte_by_byte(one_by_one, dgt_mixed_stream());
    EXPECT_EQ(shown(whole), shown(pieces));
    EXPECT_EQ(shown(whole),
              (std::vector<std::string>{"dropped 2", "picture " + rows_of(Initial), "square e2 .",
                                        "dropped 4", "dropped 31", "square e4 P", "dropped 2"}));
    ASSERT_EQ(whole.size(), pieces.size());
    for (std::size_t i = 0; i < whole.size(); ++i)
        EXPECT_EQ(whole[i].why, pieces[i].why);
}

TEST(Dgt, GarbageIsDroppedInOneReportAndTheNextMessageRead) {
    DgtProtocol dgt;
    auto reports = read(
        dgt, Bytes{0x00, 0x13, 0x7f} + dgt_update(0, 2) + Bytes{0x20, 0x21} + dgt_update(1, 3));
    EXPECT_EQ(shown(reports),
              (std::vector<std::string>{"dropped 3", "square a8 R", "dropped 2", "square b8 N"}));
    EXPECT_FALSE(reports[0].why.empty());
}

TEST(Dgt, LongGarbageIsReportedAsItComes) {
    // A board on the wrong speed sends nothing but noise: the operator
    // hears of it every MaxDroppedReport bytes, not only at the end.
    DgtProtocol dgt;
    std::vector<Report> out;
    dgt.feed(Bytes(DgtProtocol::MaxDroppedReport + 10, 0x55), out);
    EXPECT_EQ(
        shown(out),
        (std::vector<std::string>{"dropped " + std::to_string(DgtProtocol::MaxDroppedReport)}));
    dgt.finish(out);
    EXPECT_EQ(out.size(), 2u);
    EXPECT_EQ(out.back().dropped, 10u);
}

TEST(Dgt, TruncatedDumpIsDroppedAndTheUpdateAfterItRead) {
    DgtProtocol dgt;
    Bytes dump = dgt.encode_picture(Initial);
    auto reports = read(dgt, Bytes(dump.begin(), dump.begin() + 20) + dgt_update(8, 7));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"dropped 20", "square a7 p"}));
    EXPECT_NE(reports[0].why.find("0x86"), std::string::npos) << reports[0].why;
}

TEST(Dgt, UnknownMessageIsSkippedWhole) {
    DgtProtocol dgt;
    // A message of an id the protocol does not define, 8 bytes: skipped by
    // its length, not resynchronised, and reported.
    Bytes unknown{0x9f, 0x00, 0x08, 0x30, 0x31, 0x30, 0x32, 0x35};
    auto reports = read(dgt, unknown + dgt_update(4, 5));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"dropped 8", "square e8 K"}));
    EXPECT_EQ(reports[0].why, "unknown message 0x9f");
}

// The board's answers that tell nothing about the game (serial number,
// version, the stored moves of its memory, 7,939 bytes) are no noise: read
// whole and skipped without a report.
TEST(Dgt, TheBoardsOtherMessagesAreSkippedSilently) {
    DgtProtocol dgt;
    Bytes serial{0x91, 0x00, 0x08, 0x30, 0x31, 0x30, 0x32, 0x35};
    Bytes version{0x93, 0x00, 0x05, 0x01, 0x02};
    Bytes stored{0x8f, 7939 >> 7, 7939 & 0x7f};
    for (int i = 3; i < 7939; ++i)
        stored.push_back(static_cast<std::uint8_t>(i + 1 == 7939 ? 0x6b : 0x40 + i % 32));
    auto reports = read(dgt, serial + version + stored + dgt_update(4, 5));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"square e8 K"}));
    EXPECT_EQ(dgt.skipped_bytes(), serial.size() + version.size() + stored.size());
}

// The clock's times, 1:30:00 on the right and 0:59:58 on the left, and a
// status byte: running (0x01), the right side's lever up (0x02); the bits
// of whose turn it shows (0x08, 0x10) are not read.
Bytes clock_times(std::uint8_t status, std::uint8_t right_hours = 0x01) {
    return {0x8d, 0x00, 0x0a, right_hours, 0x30, 0x00, 0x00, 0x59, 0x58, status};
}

TEST(Dgt, TheClockTellsWhichSideOfItsLeverIsUp) {
    DgtProtocol dgt;
    auto reports =
        read(dgt, clock_times(0x13) + clock_times(0x09) + clock_times(0x0a) + dgt_update(4, 5));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"clock right up", "clock left up",
                                                        "clock right up", "square e8 K"}));
    // Written back, the lever reads the same.
    for (const ClockSide side : {ClockSide::Left, ClockSide::Right}) {
        reports = read(dgt, dgt.encode_clock(side));
        ASSERT_EQ(reports.size(), 1u);
        EXPECT_EQ(reports[0].lever_up, side);
    }
}

// An acknowledgement of a command to the clock (either side's hours 0x0a)
// and the times of a board with no clock plugged in (status 0x20) tell no
// lever.
TEST(Dgt, AClockMessageWithoutALeverTellsNone) {
    DgtProtocol dgt;
    Bytes left_ack = clock_times(0x03);
    left_ack[6] = 0x0a;
    auto reports =
        read(dgt, clock_times(0x02, 0x0a) + left_ack + clock_times(0x22) + dgt_update(4, 5));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"clock", "clock", "clock", "square e8 K"}));
}

TEST(Dgt, AClockMessageOfAnotherLengthIsInvalid) {
    DgtProtocol dgt;
    auto reports = read(dgt, Bytes{0x8d, 0x00, 0x05, 0x01, 0x02} + dgt_update(4, 5));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"dropped 5", "square e8 K"}));
    EXPECT_EQ(reports[0].why, "clock times of length 5, not 10");
}

TEST(Dgt, SpecialPiecesReadAsEmpty) {
    DgtProtocol dgt;
    auto reports = read(dgt, dgt_update(0, 13) + dgt_update(1, 14) + dgt_update(2, 15));
    EXPECT_EQ(shown(reports),
              (std::vector<std::string>{"square a8 .", "square b8 .", "square c8 ."}));
    std::array<std::uint8_t, 64> codes{};
    codes[0] = 13;
    codes[1] = 2;
    reports = read(dgt, dgt_dump(codes));
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].picture[chess::to_index(Square::A8)], Piece::None);
    EXPECT_EQ(reports[0].picture[chess::to_index(Square::B8)], Piece::WhiteRook);
}

TEST(Dgt, PieceCode16MakesTheMessageInvalid) {
    DgtProtocol dgt;
    std::array<std::uint8_t, 64> codes{};
    codes[40] = 16;
    auto reports = read(dgt, dgt_update(0, 16) + dgt_dump(codes) + dgt_update(0, 12));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"dropped 5", "dropped 67", "square a8 q"}));
    EXPECT_NE(reports[0].why.find("16"), std::string::npos) << reports[0].why;
}

TEST(Dgt, LengthThatDoesNotFitTheIdIsInvalid) {
    DgtProtocol dgt;
    // A dump announcing 5 bytes, a field update announcing 67, a message
    // shorter than its header, one absurdly long: each dropped with the
    // bytes after it up to the next id.
    auto reports = read(dgt, Bytes{0x86, 0x00, 0x05, 0x01, 0x01} + dgt_update(0, 1) +
                                 Bytes{0x8e, 0x00, 0x43, 0x01, 0x01} + Bytes{0x90, 0x00, 0x02} +
                                 Bytes{0xa0, 0x7f, 0x7f, 0x00} + dgt_update(1, 1));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"dropped 5", "square a8 P", "dropped 5",
                                                        "dropped 3", "dropped 4", "square b8 P"}));
}

TEST(Dgt, FinishReportsAnUnfinishedMessage) {
    DgtProtocol dgt;
    std::vector<Report> out;
    Bytes dump = dgt.encode_picture(Initial);
    dgt.feed(std::span(dump).first(40), out);
    EXPECT_TRUE(out.empty());
    dgt.finish(out);
    EXPECT_EQ(shown(out), (std::vector<std::string>{"dropped 40"}));
    EXPECT_NE(out[0].why.find("unfinished"), std::string::npos) << out[0].why;
    // After the end, a new stream reads from scratch.
    out.clear();
    dgt.feed(dump, out);
    EXPECT_EQ(shown(out), (std::vector<std::string>{"picture " + rows_of(Initial)}));
}

TEST(Dgt, CommandsAndLine) {
    DgtProtocol dgt;
    EXPECT_EQ(dgt.start_commands(), (Bytes{0x40, 0x42, 0x4b, 0x41}));
    EXPECT_EQ(dgt.picture_request(), (Bytes{0x42}));
    LineSettings line = dgt.line();
    EXPECT_EQ(line.baud, 9600);
    EXPECT_EQ(line.data_bits, 8);
    EXPECT_EQ(line.parity, 'N');
    EXPECT_EQ(line.stop_bits, 1);
    EXPECT_DOUBLE_EQ(line.byte_seconds(), 10.0 / 9600);
    EXPECT_EQ(dgt.name(), "dgt");
}

// ---- Millennium ----

// The block check computed here, apart from the code under test.
std::string check_of(std::string_view text) {
    int x = 0;
    for (char c : text)
        x ^= c;
    constexpr std::string_view digits = "0123456789ABCDEF";
    return {digits[x >> 4], digits[x & 15]};
}

Bytes message(std::string_view text) {
    return bytes_of(std::string(text) + check_of(text));
}

std::string status_text(const Picture& p) {
    return "s" + rows_of(p);
}

TEST(Millennium, StatusIsDecodedSquareBySquare) {
    const std::string rows =
        "rnbqkbnK"
        "P......p"
        "........"
        "...Q...."
        "....b..."
        "........"
        "......r."
        "Bp.....k";
    MillenniumProtocol millennium;
    auto reports = read(millennium, message("s" + rows));
    ASSERT_EQ(reports.size(), 1u);
    ASSERT_EQ(reports[0].kind, Kind::Board);
    const Picture& p = reports[0].picture;
    EXPECT_EQ(p[chess::to_index(Square::A8)], Piece::BlackRook);
    EXPECT_EQ(p[chess::to_index(Square::H8)], Piece::WhiteKing);
    EXPECT_EQ(p[chess::to_index(Square::A7)], Piece::WhitePawn);
    EXPECT_EQ(p[chess::to_index(Square::D5)], Piece::WhiteQueen);
    EXPECT_EQ(p[chess::to_index(Square::E4)], Piece::BlackBishop);
    EXPECT_EQ(p[chess::to_index(Square::A1)], Piece::WhiteBishop);
    EXPECT_EQ(p[chess::to_index(Square::B1)], Piece::BlackPawn);
    EXPECT_EQ(p[chess::to_index(Square::H1)], Piece::BlackKing);
    EXPECT_EQ(p[chess::to_index(Square::E1)], Piece::None);
    EXPECT_EQ(rows_of(p), rows);
}

TEST(Millennium, InitialPositionRoundTrips) {
    MillenniumProtocol millennium;
    Bytes status = millennium.encode_picture(Initial);
    EXPECT_EQ(status, message("srnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR"));
    auto reports = read(millennium, status);
    ASSERT_EQ(reports.size(), 1u);
    EXPECT_EQ(reports[0].picture, Initial);
    // In its change mode the board sends its whole status on a change.
    Picture after = Initial;
    after[chess::to_index(Square::E2)] = Piece::None;
    EXPECT_EQ(millennium.encode_change(after, Square::E2), millennium.encode_picture(after));
}

TEST(Millennium, ByteByByteGivesTheSameAsAtOnce) {
    MillenniumProtocol probe;
    Picture after = Initial;
    after[chess::to_index(Square::E2)] = Piece::None;
    Bytes bad = message(status_text(Initial));
    bad[66] ^= 1;
    Bytes stream = bytes_of("\r\n") + probe.encode_picture(Initial) + message("w0203") + bad +
                   message("x") + bytes_of("??") + probe.encode_picture(after) + bytes_of("s....");
    MillenniumProtocol at_once;
    MillenniumProtocol one_by_one;
    auto whole = read(at_once, stream);
    auto pieces = read_byte_by_byte(one_by_one, stream);
    EXPECT_EQ(shown(whole), shown(pieces));
    EXPECT_EQ(shown(whole),
              (std::vector<std::string>{"dropped 2", "picture " + rows_of(Initial), "dropped 67",
                                        "dropped 2", "picture " + rows_of(after), "dropped 5"}));
}

TEST(Millennium, BadCheckIsDroppedAndTheNextStatusRead) {
    MillenniumProtocol millennium;
    Bytes bad = message(status_text(Initial));
    bad[66] = bad[66] == '0' ? '1' : '0';
    auto reports = read(millennium, bad + millennium.encode_picture(Initial));
    EXPECT_EQ(shown(reports),
              (std::vector<std::string>{"dropped 67", "picture " + rows_of(Initial)}));
    EXPECT_NE(reports[0].why.find("block check"), std::string::npos) << reports[0].why;
}

TEST(Millennium, LostCharacterDropsOnlyTheDamagedStatus) {
    // A status missing a character takes the next status's first one as its
    // check; reading starts again inside it and finds that status whole.
    MillenniumProtocol millennium;
    Bytes damaged = message(status_text(Initial));
    damaged.erase(damaged.begin() + 30);
    auto reports = read(millennium, damaged + millennium.encode_picture(Initial));
    EXPECT_EQ(shown(reports),
              (std::vector<std::string>{"dropped 66", "picture " + rows_of(Initial)}));
}

TEST(Millennium, BadCharacterInStatusIsDropped) {
    MillenniumProtocol millennium;
    std::string text = status_text(Initial);
    text[20] = 'Z';
    auto reports = read(millennium, message(text) + millennium.encode_picture(Initial));
    EXPECT_EQ(shown(reports),
              (std::vector<std::string>{"dropped 67", "picture " + rows_of(Initial)}));
    EXPECT_NE(reports[0].why.find("'Z'"), std::string::npos) << reports[0].why;
}

// Bit 7 of each byte set: always, or as the odd parity of 7 data bits.
Bytes with_bit7(Bytes bytes, bool odd_parity) {
    for (auto& b : bytes)
        if (!odd_parity || std::popcount(unsigned{b}) % 2 == 0)
            b |= 0x80;
    return bytes;
}

TEST(Millennium, ParityBitOnEveryByteStillDecodes) {
    MillenniumProtocol millennium;
    Bytes stream = millennium.encode_picture(Initial) + message("v0103");
    for (bool odd : {false, true}) {
        auto reports = read(millennium, with_bit7(stream, odd));
        EXPECT_EQ(shown(reports), (std::vector<std::string>{"picture " + rows_of(Initial)}));
    }
}

TEST(Millennium, OtherRepliesAreCheckedAndSkipped) {
    MillenniumProtocol millennium;
    auto reports =
        read(millennium, message("v0103") + message("x") + message("l") + message("w0203") +
                             message("r0114") + millennium.encode_picture(Initial));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"picture " + rows_of(Initial)}));
    // A version reply with a bad check is dropped.
    Bytes bad = message("v0103");
    bad[6] = bad[6] == '0' ? '1' : '0';
    reports = read(millennium, bad + message("x"));
    EXPECT_EQ(shown(reports), (std::vector<std::string>{"dropped 7"}));
}

TEST(Millennium, UnknownLetterIsDropped) {
    MillenniumProtocol millennium;
    auto reports = read(millennium, message("q12") + millennium.encode_picture(Initial));
    EXPECT_EQ(shown(reports),
              (std::vector<std::string>{"dropped 5", "picture " + rows_of(Initial)}));
    EXPECT_NE(reports[0].why.find("'q'"), std::string::npos) << reports[0].why;
}

TEST(Millennium, FinishReportsAnUnfinishedMessage) {
    MillenniumProtocol millennium;
    std::vector<Report> out;
    Bytes status = millennium.encode_picture(Initial);
    millennium.feed(std::span(status).first(30), out);
    EXPECT_TRUE(out.empty());
    millennium.finish(out);
    EXPECT_EQ(shown(out), (std::vector<std::string>{"dropped 30"}));
    EXPECT_NE(out[0].why.find("unfinished"), std::string::npos) << out[0].why;
}

TEST(Millennium, CommandsCarryTheirCheck) {
    EXPECT_EQ(MillenniumProtocol::block_check("S"), "53");
    EXPECT_EQ(MillenniumProtocol::block_check("W0203"), check_of("W0203"));
    MillenniumProtocol millennium;
    EXPECT_EQ(millennium.picture_request(), bytes_of("S53"));
    EXPECT_EQ(millennium.start_commands(), message("W0203") + message("S"));
    EXPECT_EQ(millennium.start_commands(), bytes_of("W020356S53"));
    for (std::uint8_t b : millennium.start_commands())
        EXPECT_LT(b, 0x80);
}

TEST(Millennium, Line) {
    MillenniumProtocol millennium;
    LineSettings line = millennium.line();
    EXPECT_EQ(line.baud, 38400);
    EXPECT_EQ(line.data_bits, 7);
    EXPECT_EQ(line.parity, 'O');
    EXPECT_EQ(line.stop_bits, 1);
    EXPECT_DOUBLE_EQ(line.byte_seconds(), 10.0 / 38400);
    EXPECT_EQ(millennium.name(), "millennium");
}

TEST(MakeProtocol, ByName) {
    auto dgt = make_protocol("dgt");
    ASSERT_NE(dgt, nullptr);
    EXPECT_EQ(dgt->name(), "dgt");
    auto millennium = make_protocol("millennium");
    ASSERT_NE(millennium, nullptr);
    EXPECT_EQ(millennium->name(), "millennium");
    EXPECT_EQ(make_protocol("novag"), nullptr);
}

}  // namespace
}  // namespace touchmove::eboard
