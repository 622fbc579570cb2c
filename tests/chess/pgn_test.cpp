#include "touchmove/chess/pgn.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "support/files.h"
#include "support/real_games.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/san.h"
#include "touchmove/chess/uci.h"

namespace touchmove::chess {
namespace {

using test::read_file;

std::string fixture_path(const std::string& name) {
    return std::string(TOUCHMOVE_TEST_DATA_DIR) + "/chess/data/pgn/" + name;
}

std::vector<PgnGame> read_all(PgnReader& reader) {
    std::vector<PgnGame> games;
    while (auto game = reader.read_game())
        games.push_back(std::move(*game));
    return games;
}

std::vector<PgnGame> read_text(std::string_view text) {
    PgnReader reader(text);
    return read_all(reader);
}

std::vector<PgnGame> read_fixture(const std::string& name) {
    std::ifstream in(fixture_path(name), std::ios::binary);
    EXPECT_TRUE(in) << "cannot open fixture " << name;
    PgnReader reader(in);
    return read_all(reader);
}

std::vector<std::string> sans_of(std::string_view line) {
    std::vector<std::string> out;
    std::istringstream in{std::string(line)};
    for (std::string s; in >> s;)
        out.push_back(s);
    return out;
}

// Records every visitor call as a short string, in order.
class RecordingVisitor : public PgnVisitor {
public:
    std::vector<std::string> events;

    void begin_game(int line) override { events.push_back("game@" + std::to_string(line)); }
    void tag(std::string_view name, std::string_view value) override {
        events.push_back("tag " + std::string(name) + "=" + std::string(value));
    }
    PgnMovetext begin_movetext(const Position&) override {
        events.emplace_back("movetext");
        return PgnMovetext::Read;
    }
    void move(const Position&, Move, std::string_view san) override {
        events.push_back(std::string(san));
    }
    void variation_move(std::string_view san, int depth) override {
        events.push_back(std::string(depth, '>') + std::string(san));
    }
    void begin_variation(int depth) override { events.push_back("(" + std::to_string(depth)); }
    void end_variation(int depth) override { events.push_back(")" + std::to_string(depth)); }
    void comment(std::string_view text) override {
        events.push_back("{" + std::string(text) + "}");
    }
    void nag(int nag) override { events.push_back("$" + std::to_string(nag)); }
    void result(std::string_view result) override {
        events.push_back("result " + std::string(result));
    }
    void error(const PgnError& error) override { events.push_back("error " + error.to_string()); }
    void end_game() override { events.emplace_back("end"); }
};

std::vector<std::string> record(std::string_view text) {
    PgnReader reader(text);
    RecordingVisitor visitor;
    while (reader.read_game(visitor)) {
    }
    return visitor.events;
}

// ------------------------------------------------------------------ reading

TEST(PgnReader, ReadsTagsMovesAndResult) {
    auto games = read_fixture("escaped_tag_values.pgn");
    ASSERT_EQ(games.size(), 1u);
    const PgnGame& g = games[0];
    EXPECT_TRUE(g.errors.empty());
    EXPECT_EQ(g.first_line, 1);
    ASSERT_EQ(g.tags.size(), 8u);
    EXPECT_EQ(g.tags[0].first, "Event");
    EXPECT_EQ(g.tag("White"), "Anderssen, Adolf");
    EXPECT_EQ(g.result, "1-0");
    EXPECT_EQ(g.moves.size(), 45u);
    EXPECT_EQ(g.sans.front(), "e4");
    EXPECT_EQ(g.sans.back(), "Be7#");
    EXPECT_TRUE(g.to_game().position().is_checkmate());
}

TEST(PgnReader, ResolvesEscapedQuotesAndBackslashesInTagValues) {
    auto games = read_fixture("escaped_tag_values.pgn");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].tag("Event"), "The \"Immortal\" Game");
    EXPECT_EQ(games[0].tag("Site"), "C:\\chess\\games");
    EXPECT_EQ(games[0].tag("Annotator"), "A \\\"quoted\\\" backslash");
    EXPECT_EQ(games[0].tag("Missing"), std::nullopt);
}

// A value ending in a backslash, as Windows paths do: read as written.
TEST(PgnReader, ReadsATagValueEndingInABackslash) {
    auto games = read_text("[Site \"C:\\games\\\"]\n[Event \"e\"]\n\n1. e4 *\n");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].errors.empty()) << games[0].errors[0].to_string();
    EXPECT_EQ(games[0].tag("Site"), "C:\\games\\");
    EXPECT_EQ(games[0].tag("Event"), "e");
    // Without the closing ']' it is still an unterminated value.
    auto open = read_text("[Site \"C:\\games\\\"\n\n1. e4 *\n");
    ASSERT_FALSE(open.empty());
    ASSERT_EQ(open[0].errors.size(), 1u);
    EXPECT_EQ(open[0].errors[0].kind, PgnErrorKind::UnterminatedString);
}

TEST(PgnReader, AcceptsEveryMoveNumberStyle) {
    auto games = read_fixture("move_numbers.pgn");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].errors.empty());
    EXPECT_EQ(games[0].sans, sans_of("e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5"));
}

TEST(PgnReader, ReportsCommentsIncludingMultiLineAndRestOfLine) {
    auto events = record(read_file(fixture_path("comments.pgn")));
    std::vector<std::string> expected{
        "game@1",
        "tag Event=Comments",
        "tag Result=*",
        "movetext",
        "{A comment before the first move}",
        "e4",
        "{King's pawn,\nspanning two lines\nand a third}",
        "e5",
        "{ a rest-of-line comment with {braces} and (parens)}",
        "Nf3",
        "{}",
        "Nc6",
        "{[%clk 0:03:00]}",
        "Bb5",
        "{}",
        "a6",
        "result *",
        "end",
    };
    EXPECT_EQ(events, expected);
}

TEST(PgnReader, ReportsNagsAndGlyphs) {
    auto events = record(read_file(fixture_path("nags_and_glyphs.pgn")));
    std::vector<std::string> moves_and_nags(events.begin() + 4, events.end() - 2);
    std::vector<std::string> expected{"e4",  "$1",   "e5",  "$2", "Nf3", "$3", "Nc6", "$4",
                                      "Bb5", "$5",   "a6",  "$6", "Ba4", "$1", "Nf6", "$14",
                                      "O-O", "$255", "Be7", "$1", "Re1", "$4"};
    EXPECT_EQ(moves_and_nags, expected);
    EXPECT_EQ(events.end()[-2], "result 1/2-1/2");
}

TEST(PgnReader, PassesNestedVariationsToTheVisitorAndSkipsThemForTheMainline) {
    auto games = read_fixture("nested_variations.pgn");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].errors.empty());
    EXPECT_EQ(games[0].sans, sans_of("e4 e5 Nf3 Nc6 Bb5 a6 Ba4"));

    auto events = record(read_file(fixture_path("nested_variations.pgn")));
    std::vector<std::string> movetext(events.begin() + 8, events.end());
    std::vector<std::string> expected{
        "movetext", "e4",   "(1",   ">d4",    ">d5", "(2",   ">>Nf6", ">>c4",       "(3",  ">>>Nf3",
        ">>>g6",    ")3",   ">>e6", ")2",     ">c4", ")1",   "e5",    "Nf3",        "(1",  ">f4",
        ">exf4",    "(2",   ">>d5", ">>exd5", ")2",  ">Nf3", ")1",    "Nc6",        "Bb5", "a6",
        "(1",       ">Nf6", "(2",   ">>f5",   ")2",  ")1",   "Ba4",   "result 1-0", "end"};
    EXPECT_EQ(movetext, expected);
}

TEST(PgnReader, ReadsAllResults) {
    auto games = read_fixture("results.pgn");
    ASSERT_EQ(games.size(), 4u);
    EXPECT_EQ(games[0].result, "1-0");
    EXPECT_EQ(games[1].result, "0-1");
    EXPECT_EQ(games[2].result, "1/2-1/2");
    EXPECT_TRUE(games[2].moves.empty());
    EXPECT_EQ(games[3].result, "*");
    for (const auto& g : games)
        EXPECT_TRUE(g.errors.empty());
}

TEST(PgnReader, KeepsCommentsAfterTheResultWithTheGame) {
    auto events = record("1. e4 1-0 {won on time} ; a note\n1. d4 * {x} junk\n");
    std::vector<std::string> expected{"game@1",
                                      "movetext",
                                      "e4",
                                      "result 1-0",
                                      "{won on time}",
                                      "{ a note}",
                                      "end",
                                      "game@2",
                                      "movetext",
                                      "d4",
                                      "result *",
                                      "{x}",
                                      "end",
                                      "game@2",
                                      "movetext",
                                      "error line 2, column 15: unreadable move 1. junk: "
                                      "'nk' is not a square",
                                      "end"};
    EXPECT_EQ(events, expected);
}

// Comments between games (a file's opening remark, a comment on the line
// after a result) belong to no game: they are not games of their own.
TEST(PgnReader, CommentsBetweenGamesAreNoGames) {
    auto games = read_text(
        "{produced by XYZ}\n; and a note\n\n[Event \"a\"]\n\n1. e4 e5 1-0\n{Game ended\nby "
        "mate}\n\n[Event \"b\"]\n\n1. d4 *\n{the end}\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].first_line, 4);
    EXPECT_EQ(games[0].tag("Event"), "a");
    EXPECT_EQ(games[0].moves.size(), 2u);
    EXPECT_EQ(games[1].tag("Event"), "b");
    EXPECT_TRUE(games[0].errors.empty() && games[1].errors.empty());
    // One never closed is reported where it opens, and the next game is read.
    auto open = read_text("1. e4 1-0\n\n  {never closed\n[Event \"b\"]\n\n1. d4 *\n");
    ASSERT_EQ(open.size(), 3u);
    ASSERT_EQ(open[1].errors.size(), 1u);
    EXPECT_EQ(open[1].errors[0].kind, PgnErrorKind::UnterminatedComment);
    EXPECT_EQ(open[1].first_line, 3);
    EXPECT_EQ(open[1].errors[0].column, 3);
    EXPECT_EQ(open[2].tag("Event"), "b");
    EXPECT_EQ(open[2].moves.size(), 1u);
}

TEST(PgnReader, IgnoresPercentEscapeLines) {
    auto games = read_fixture("percent_escape_lines.pgn");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].errors.empty());
    EXPECT_EQ(games[0].first_line, 2);
    EXPECT_EQ(games[0].tags.size(), 2u);
    EXPECT_EQ(games[0].sans, sans_of("f3 e5 g4 Qh4#"));
}

TEST(PgnReader, HandlesCrlfLineEndings) {
    auto games = read_fixture("crlf_line_endings.pgn");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].tag("Event"), "CRLF");
    EXPECT_EQ(games[0].sans, sans_of("e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#"));
    EXPECT_EQ(games[0].result, "1-0");
    EXPECT_EQ(games[1].first_line, 7);
    EXPECT_EQ(games[1].sans, sans_of("d4 d5"));
}

TEST(PgnReader, SkipsAByteOrderMarkAtTheStart) {
    auto games = read_fixture("bom_at_start.pgn");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].tags[0].first, "Event");
    EXPECT_EQ(games[0].sans, sans_of("e4 c5"));
}

TEST(PgnReader, ReadsGamesWithoutTags) {
    auto games = read_fixture("games_without_tags.pgn");
    ASSERT_EQ(games.size(), 3u);
    EXPECT_EQ(games[0].sans, sans_of("e4 e5 Nf3 Nc6"));
    EXPECT_EQ(games[1].sans, sans_of("d4 d5 c4"));
    EXPECT_EQ(games[1].result, "1/2-1/2");
    EXPECT_EQ(games[2].first_line, 4);
    EXPECT_EQ(games[2].sans, sans_of("c4"));
    for (const auto& g : games)
        EXPECT_TRUE(g.tags.empty());
}

TEST(PgnReader, AcceptsEmptyLinesAnywhere) {
    auto games = read_fixture("empty_lines_everywhere.pgn");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].first_line, 4);
    EXPECT_EQ(games[0].tags.size(), 2u);
    EXPECT_EQ(games[0].sans, sans_of("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"));
    EXPECT_EQ(games[1].tag("Event"), "Second");
}

TEST(PgnReader, SplitsGamesThatHaveTagsButNoMovetext) {
    auto games = read_fixture("tags_only_games.pgn");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].tag("Event"), "No movetext");
    EXPECT_EQ(games[1].tag("Event"), "Also no movetext");
    EXPECT_EQ(games[1].first_line, 4);
}

TEST(PgnReader, StartsFromTheFenTag) {
    auto games = read_fixture("fen_setup_start.pgn");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].errors.empty()) << games[0].errors[0].to_string();
    EXPECT_EQ(games[0].start.to_fen(), "7k/8/6K1/8/8/8/8/R7 b - - 0 40");
    EXPECT_EQ(games[0].sans, sans_of("Kg8 Ra8#"));
    EXPECT_TRUE(games[0].to_game().position().is_checkmate());
}

TEST(PgnReader, PlaysChess960FromVariantTagOrShredderFen) {
    auto games = read_fixture("chess960_castling.pgn");
    ASSERT_EQ(games.size(), 2u);
    for (const auto& g : games) {
        ASSERT_TRUE(g.errors.empty()) << g.errors[0].to_string();
        EXPECT_TRUE(g.start.is_chess960());
    }
    ASSERT_EQ(games[0].moves.size(), 6u);
    EXPECT_TRUE(games[0].moves[2].is_castle());
    EXPECT_FALSE(games[0].moves[2].is_kingside_castle());
    EXPECT_EQ(games[0].moves[2].from(), Square::E1);
    EXPECT_EQ(games[0].moves[2].to(), Square::D1);
    EXPECT_TRUE(games[0].moves[3].is_kingside_castle());
    EXPECT_EQ(games[0].moves[3].to(), Square::F8);
    EXPECT_TRUE(games[1].moves[2].is_kingside_castle());
    // The names other sites give the variant.
    for (const char* name :
         {"Chess960", "chess 960", "Fischerandom", "Fischer Random", "FRC", "wild/fr"}) {
        auto named = read_text(std::string("[Variant \"") + name +
                               "\"]\n[FEN \"rk6/8/8/8/8/8/8/RK6 w Qq - 0 1\"]\n\n1. O-O-O *\n");
        ASSERT_EQ(named.size(), 1u);
        EXPECT_TRUE(named[0].errors.empty()) << name << ": " << named[0].errors[0].to_string();
        EXPECT_TRUE(named[0].start.is_chess960()) << name;
    }
}

TEST(PgnReader, ResolvesEnPassantPromotionAndDisambiguation) {
    auto games = read_text(
        "1. e4 a6 2. e5 d5 3. exd6 Nc6 4. dxc7 Nf6 5. cxd8=N Kxd8 *\n"
        "1. Nf3 a6 2. d3 a5 3. Nbd2 *\n"
        "1. Nf3 a6 2. d3 a5 3. Nfd2 *\n");
    ASSERT_EQ(games.size(), 3u);
    for (const auto& g : games)
        ASSERT_TRUE(g.errors.empty()) << g.errors[0].to_string();
    EXPECT_TRUE(games[0].moves[4].is_en_passant());
    EXPECT_EQ(games[0].moves[8].promotion(), PieceType::Knight);
    EXPECT_EQ(games[0].moves[8].captured(), PieceType::Queen);
    EXPECT_EQ(games[1].moves[4].from(), Square::B1);
    EXPECT_EQ(games[2].moves[4].from(), Square::F3);
}

// Spellings of a legal move's SAN that a reader must resolve exactly as
// San::resolve() does: the SAN itself, without its disambiguation (possibly
// ambiguous), with the full origin square, and without its promotion.
std::vector<std::string> san_variants(const Position& pos, Move m) {
    std::string san = to_san_without_suffix(pos, m);
    std::vector<std::string> out{san};
    if (m.is_castle())
        return out;
    std::string target = to_string(m.to());
    std::string capture = m.is_capture() ? "x" : "";
    std::string promotion = m.promotion() ? std::string("=") + to_char(*m.promotion()) : "";
    std::string piece = m.piece() == PieceType::Pawn ? "" : std::string(1, to_char(m.piece()));
    out.push_back(piece + to_string(m.from()) + capture + target + promotion);
    if (m.piece() != PieceType::Pawn)
        out.push_back(piece + capture + target);
    if (m.promotion())
        out.push_back(san.substr(0, san.size() - 2));
    return out;
}

TEST(PgnReader, ResolvesSanExactlyLikeSanResolveInRandomGames) {
    std::mt19937 rng(20240601);
    int checked = 0;
    int rejected = 0;
    for (const char* fen : {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                            "bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1"}) {
        for (int game = 0; game < 6; ++game) {
            auto start = Position::from_fen(fen, std::string_view(fen).starts_with("bq")
                                                     ? CastlingMode::Chess960
                                                     : CastlingMode::Standard);
            ASSERT_TRUE(start);
            Position pos = *start;
            const char* variant = pos.is_chess960() ? "[Variant \"Chess960\"]\n" : "";
            for (int ply = 0; ply < 60; ++ply) {
                MoveList moves = legal_moves(pos);
                if (moves.empty())
                    break;
                // One game per spelling, all from this position.
                std::string pgn;
                std::vector<std::string> texts;
                auto add = [&](const std::string& text) {
                    pgn += "[Event \"\"]\n" + std::string(variant) + "[FEN \"" + pos.to_fen() +
                           "\"]\n\n" + text + " *\n\n";
                    texts.push_back(text);
                };
                for (Move m : moves)
                    for (const std::string& text : san_variants(pos, m))
                        add(text);
                // And a piece of each kind sent to a few squares, mostly
                // where it cannot go (blocked, pinned, out of reach).
                for (char piece : {'N', 'B', 'R', 'Q', 'K'})
                    for (int k = 0; k < 4; ++k)
                        add(piece + to_string(square_at(static_cast<int>(rng() % 64))));
                auto games = read_text(pgn);
                ASSERT_EQ(games.size(), texts.size());
                for (std::size_t i = 0; i < texts.size(); ++i) {
                    auto expected = parse_san_move(pos, texts[i]);
                    if (expected) {
                        ASSERT_TRUE(games[i].errors.empty())
                            << pos.to_fen() << " " << texts[i] << ": "
                            << games[i].errors[0].to_string();
                        ASSERT_EQ(games[i].moves.size(), 1u);
                        ASSERT_EQ(games[i].moves[0], *expected) << pos.to_fen() << " " << texts[i];
                    } else {
                        ASSERT_EQ(games[i].errors.size(), 1u) << pos.to_fen() << " " << texts[i];
                        PgnErrorKind kind = expected.error().kind == SanErrorKind::Ambiguous
                                                ? PgnErrorKind::AmbiguousMove
                                                : PgnErrorKind::IllegalMove;
                        ASSERT_EQ(games[i].errors[0].kind, kind) << pos.to_fen() << " " << texts[i];
                        ++rejected;
                    }
                    ++checked;
                }
                pos.apply(moves[rng() % moves.size()]);
            }
        }
    }
    EXPECT_GT(checked, 10000);
    EXPECT_GT(rejected, 100);  // the ambiguous and promotion-less spellings
}

TEST(PgnReader, AcceptsTolerantSanSpellings) {
    auto games =
        read_text("1. e2-e4 e7e5 2. Ng1f3 Nb8-c6 3. Bf1-b5 a6 4. Bb5xc6 dxc6 5. 0-0 Qd4 6. Nxd4 *");
    ASSERT_EQ(games.size(), 1u);
    ASSERT_TRUE(games[0].errors.empty()) << games[0].errors[0].to_string();
    EXPECT_EQ(games[0].moves.size(), 11u);
    EXPECT_TRUE(games[0].moves[8].is_castle());
}

// Moves written by their squares, as engines and pgn-extract's -Wuci and
// -Wlalg write them: UCI (castling as the king's two-square move, a
// lower-case promotion letter) and long algebraic with or without the piece
// letter, an en passant remark after the capture. Each resolves to the
// move the same game gives in SAN.
TEST(PgnReader, ReadsMovesWrittenByTheirSquares) {
    const auto games = read_text(
        "1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 Bd7 5. Nf3 Qc8 6. gxh8=Q Kd8 7. Bb5 a6 8. O-O "
        "Ke8 9. Re1 *\n\n"
        "1. e2e4 d7d5 2. e4e5 f7f5 3. e5f6 b8c6 4. f6g7 c8d7 5. g1f3 d8c8 6. g7h8q e8d8 "
        "7. f1b5 a7a6 8. e1g1 d8e8 9. f1e1 *\n\n"
        "1. e2-e4 d7-d5 2. e4-e5 f7-f5 3. e5xf6ep Nb8-c6 4. f6xg7 Bc8-d7 5. Ng1-f3 Qd8-c8 "
        "6. g7xh8=Q Ke8-d8 7. Bf1-b5 a7-a6 8. Ke1-g1 Kd8-e8 9. Rf1-e1 *\n");
    ASSERT_EQ(games.size(), 3u);
    for (const auto& g : games)
        ASSERT_TRUE(g.errors.empty()) << g.errors[0].to_string();
    ASSERT_EQ(games[0].moves.size(), 17u);
    EXPECT_EQ(games[1].moves, games[0].moves);
    EXPECT_EQ(games[2].moves, games[0].moves);
    EXPECT_TRUE(games[1].moves[4].is_en_passant());
    EXPECT_EQ(games[1].moves[10].promotion(), PieceType::Queen);
    EXPECT_TRUE(games[1].moves[14].is_castle());
    EXPECT_TRUE(games[2].moves[14].is_castle());
}

// Squares that name no legal move of the piece on the first square stay
// errors, with SAN's message; a piece letter must match that piece.
TEST(PgnReader, RejectsMovesWrittenByTheirSquaresThatNameNoLegalMove) {
    for (const char* text : {"1. g1g3 *", "1. Bg1-f3 *", "1. e2e5 *", "1. e1g1 *", "1. e7e5 *"}) {
        const auto games = read_text(text);
        ASSERT_EQ(games.size(), 1u) << text;
        ASSERT_EQ(games[0].errors.size(), 1u) << text;
        EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::IllegalMove) << text;
        EXPECT_TRUE(games[0].moves.empty()) << text;
    }
}

// A pawn capture without its file ("2. d5" for exd5) is no move: the
// game is broken there, as pgn-extract says too.
TEST(PgnReader, RejectsAPawnCaptureWrittenAsAPush) {
    auto games = read_text("1. e4 d5 2. d5 Qxd5 *\n\n1. e4 d5 2. exd5 Qxd5 *\n");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::IllegalMove);
    EXPECT_EQ(games[0].errors[0].column, 13);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].moves.size(), 4u);
}

// What files in the wild hold, as pgn-extract reads it: "e.p." and "ep"
// after an en passant capture (also before its check mark), a result written against the last move,
// "1/2" for a draw, and the byte order mark of a file joined to another.
TEST(PgnReader, AcceptsEnPassantRemarksGluedResultsAndJoinedFiles) {
    auto games = read_text(
        "1. e4 d5 2. e5 f5 3. exf6 e.p. exf6 4. Qh5+ Ke7 5. Qe2+1-0\n\n"
        "1. e4 d5 2. e5 f5 3. exf6ep 1/2\n\n1. e4 e5 1/2-1/2\n\n1. e4 e5 2. Nf3 Nf6 3. Ng1 Ng8 "
        "4. Nf3 Nf6 5. Ng1 Ng8 6. Nf3 Nf6 7. Ng1 Ng8 8. Nf3 Nf61/2-1/2\n\n"
        "\xEF\xBB\xBF[Event \"joined\"]\n\n1. e4 d5 2. e5 f5 3. exf6 ep *\n\n"
        "1. e4 e5\n\xEF\xBB\xBF[Event \"joined after a game without a result\"]\n\n1. d4 *\n\n"
        "1. e4 e6 2. e5 Ke7 3. d4 f5 4. exf6ep+ *\n");
    ASSERT_EQ(games.size(), 8u);
    for (const auto& g : games)
        EXPECT_TRUE(g.errors.empty()) << g.errors[0].to_string();
    EXPECT_EQ(games[3].result, "1/2-1/2");
    EXPECT_EQ(games[3].moves.size(), 16u);
    EXPECT_EQ(games[0].moves.size(), 9u);
    EXPECT_TRUE(games[0].moves[4].is_en_passant());
    EXPECT_EQ(games[0].result, "1-0");
    EXPECT_TRUE(games[0].to_game().position().is_check());
    EXPECT_EQ(games[1].moves.size(), 5u);
    EXPECT_EQ(games[1].result, "1/2-1/2");
    EXPECT_EQ(games[4].tag("Event"), "joined");
    EXPECT_EQ(games[4].moves.size(), 5u);
    ASSERT_EQ(games[7].moves.size(), 7u);  // "ep" before the check mark
    EXPECT_TRUE(games[7].moves[6].is_en_passant());
}

TEST(PgnReader, ReadsFromAStreamInTinyChunksLikeFromMemory) {
    for (const char* name :
         {"comments.pgn", "crlf_line_endings.pgn", "nested_variations.pgn", "bom_at_start.pgn",
          "broken_second_game.pgn", "unterminated_comment.pgn", "escaped_tag_values.pgn"}) {
        std::string text = read_file(fixture_path(name));
        auto expected = record(text);
        for (std::size_t read_size : {1u, 2u, 3u, 7u, 64u}) {
            std::istringstream in(text);
            PgnReader reader(in, read_size);
            RecordingVisitor visitor;
            while (reader.read_game(visitor)) {
            }
            EXPECT_EQ(visitor.events, expected) << name << " read " << read_size << " at a time";
            EXPECT_EQ(reader.bytes_read(), text.size()) << name;
        }
    }
}

// A file whose lines end in a CR alone (classic Mac OS) reads as its LF
// twin: the same games, comments and errors, on the same lines (a comment
// over several lines keeps the file's line ends); a CR LF among its lines
// ends one line. Read whole or a few bytes at a time.
TEST(PgnReader, ReadsLinesEndedByACarriageReturnAlone) {
    auto cr_to_lf = [](std::vector<std::string> events) {
        for (std::string& e : events)
            std::replace(e.begin(), e.end(), '\r', '\n');
        return events;
    };
    for (const char* name : {"comments.pgn", "broken_second_game.pgn", "nested_variations.pgn"}) {
        const std::string lf = read_file(fixture_path(name));
        std::string cr = lf;
        std::replace(cr.begin(), cr.end(), '\n', '\r');
        const auto expected = record(lf);
        EXPECT_EQ(cr_to_lf(record(cr)), expected) << name;
        for (std::size_t read_size : {1u, 2u, 3u, 64u}) {
            std::istringstream in(cr);
            PgnReader reader(in, read_size);
            RecordingVisitor visitor;
            while (reader.read_game(visitor)) {
            }
            EXPECT_EQ(cr_to_lf(visitor.events), expected)
                << name << " read " << read_size << " at a time";
        }
    }
    // The ";" comment ends at its line's CR: the moves after it are read.
    auto games = read_text("1. e4 ; a remark\re5 2. Nf3\r\n2... Nc6 *\r\r1. d4 Ke3 *\r");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0].sans, sans_of("e4 e5 Nf3 Nc6"));
    ASSERT_EQ(games[1].errors.size(), 1u);
    EXPECT_EQ(games[1].errors[0].line, 5);
}

// Line ends are found at any distance from the line's start: before, at
// and after each 32-byte step of the vector search (find_byte()).
TEST(PgnReader, FindsLineEndsAtEveryDistance) {
    for (std::size_t indent = 0; indent <= 100; ++indent) {
        const std::string pad(indent, ' ');
        const auto games =
            read_text("[Event \"x\"]\n\n" + pad + "1. e4\n" + pad + "e5 2. Ke3 *\n[Event \"y\"]\n");
        ASSERT_EQ(games.size(), 2u) << indent;
        EXPECT_EQ(games[0].sans, sans_of("e4 e5")) << indent;
        ASSERT_EQ(games[0].errors.size(), 1u) << indent;
        EXPECT_EQ(games[0].errors[0].line, 4) << indent;
        EXPECT_EQ(games[0].errors[0].column, static_cast<int>(indent) + 7) << indent;
        EXPECT_EQ(games[1].first_line, 5) << indent;
    }
}

TEST(PgnReader, VisitorMaySkipTheMovetext) {
    class Skipper : public PgnVisitor {
    public:
        int moves = 0;
        int games = 0;
        std::vector<std::string> results;
        PgnMovetext begin_movetext(const Position&) override { return PgnMovetext::Skip; }
        void move(const Position&, Move, std::string_view) override { ++moves; }
        void result(std::string_view r) override { results.emplace_back(r); }
        void end_game() override { ++games; }
    } skipper;
    std::string text = read_file(fixture_path("results.pgn"));
    PgnReader reader(text);
    while (reader.read_game(skipper)) {
    }
    EXPECT_EQ(skipper.games, 4);
    EXPECT_EQ(skipper.moves, 0);
    EXPECT_EQ(skipper.results, (std::vector<std::string>{"1-0", "0-1", "1/2-1/2", "*"}));
}

// ------------------------------------------------------------------ errors

TEST(PgnReader, ReportsABrokenGameInTheMiddleAndReadsTheGamesAfterIt) {
    std::ifstream in(fixture_path("broken_second_game.pgn"), std::ios::binary);
    PgnReader reader(in);
    auto games = read_all(reader);
    ASSERT_EQ(games.size(), 3u);
    EXPECT_TRUE(games[0].errors.empty());
    ASSERT_EQ(games[1].errors.size(), 1u);
    const PgnError& e = games[1].errors[0];
    EXPECT_EQ(e.kind, PgnErrorKind::IllegalMove);
    EXPECT_EQ(e.line, 14);
    EXPECT_EQ(e.column, 4);
    EXPECT_EQ(e.message, "illegal move 4. Ke3: 'Ke3' is not a legal move for white");
    EXPECT_EQ(games[1].sans, sans_of("e4 e5 Nf3 Nc6 Bb5 Nf6"));
    EXPECT_EQ(games[1].tag("White"), "C");
    EXPECT_TRUE(games[2].errors.empty());
    EXPECT_EQ(games[2].tag("Event"), "Third");
    EXPECT_EQ(games[2].first_line, 16);
    EXPECT_EQ(games[2].sans, sans_of("d4 d5"));
    EXPECT_EQ(reader.games(), 3u);
    EXPECT_EQ(reader.broken_games(), 1u);
    EXPECT_GT(reader.bytes_skipped(), 0u);
}

// A broken game is skipped up to its result or the next tags, over blank
// lines, as pgn-extract and python-chess skip it: its rest is no game of its
// own. Only a blank line and then "1." start a game without tags.
TEST(PgnReader, SkipsABrokenGameOverBlankLinesUpToItsResultOrTheNextTags) {
    auto games = read_text(
        "[Event \"x\"]\n\n1. e4 e5 2. Ke3\n\nNc6 3. Bb5 a6 *\n\n[Event \"y\"]\n\n1. d4 *\n\n"
        "[Event \"z\"]\n[Variant \"King of the Hill\"]\n\n{Annotated}\n\n1. e4 e5 2. Ke2 *\n\n"
        "1. e4 e5 2. Ke3 Nc6\n\n{the next game, without tags}\n1. d4 d5 *\n\n"
        "1. e4 e5 2. Ke3 Nc6\n\n1. d4 d5 *\n");
    ASSERT_EQ(games.size(), 7u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::IllegalMove);
    EXPECT_EQ(games[1].tag("Event"), "y");
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].moves.size(), 1u);
    ASSERT_EQ(games[2].errors.size(), 1u);  // its comment and moves skipped with it
    EXPECT_EQ(games[2].errors[0].kind, PgnErrorKind::UnsupportedVariant);
    ASSERT_EQ(games[3].errors.size(), 1u);
    EXPECT_EQ(games[3].errors[0].line, 18);
    for (std::size_t i : {4u, 6u}) {
        EXPECT_TRUE(games[i].errors.empty()) << i;
        EXPECT_EQ(games[i].moves.size(), 2u) << i;
    }
    EXPECT_EQ(games[4].first_line, 21);  // the comment went with the broken game
    EXPECT_EQ(games[5].errors.size(), 1u);
    EXPECT_EQ(games[6].first_line, 25);
}

TEST(PgnReader, ReportsAnAmbiguousMove) {
    auto games = read_fixture("ambiguous_move.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::AmbiguousMove);
    EXPECT_EQ(games[0].errors[0].line, 4);
    EXPECT_EQ(games[0].errors[0].column, 23);
    EXPECT_NE(games[0].errors[0].message.find("fits 2 legal moves"), std::string::npos);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].sans, sans_of("e4"));
}

TEST(PgnReader, ReportsAnUnreadableToken) {
    auto games = read_fixture("unreadable_token.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::Syntax);
    EXPECT_EQ(games[0].errors[0].line, 4);
    EXPECT_EQ(games[0].errors[0].column, 17);
    EXPECT_EQ(games[0].errors[0].message, "unexpected '@'");
    EXPECT_EQ(games[1].sans, sans_of("c4"));

    auto more = read_text("1. e4 e5 2. 3x4 *\n\n1. d4 *\n");
    ASSERT_EQ(more.size(), 2u);
    ASSERT_EQ(more[0].errors.size(), 1u);
    EXPECT_EQ(more[0].errors[0].message, "unreadable token '3x4'");
    EXPECT_EQ(more[0].errors[0].column, 13);
    EXPECT_TRUE(more[1].errors.empty());
}

TEST(PgnReader, ReportsAnUnterminatedCommentAndResumesAtTheNextTags) {
    auto games = read_fixture("unterminated_comment.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::UnterminatedComment);
    EXPECT_EQ(games[0].errors[0].line, 4);
    EXPECT_EQ(games[0].errors[0].column, 7);
    EXPECT_EQ(games[0].errors[0].message, "'{' without '}'");
    EXPECT_EQ(games[0].sans, sans_of("e4"));
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].tag("Event"), "After");
    EXPECT_EQ(games[1].sans, sans_of("e4 e5"));

    auto at_end = read_text("1. e4 { never closed\n e5 *\n");
    ASSERT_EQ(at_end.size(), 1u);
    ASSERT_EQ(at_end[0].errors.size(), 1u);
    EXPECT_EQ(at_end[0].errors[0].kind, PgnErrorKind::UnterminatedComment);
}

// A '[' in the movetext that opens no tag pair (a clock remark written
// outside braces) is an error of its game, which goes on to its result;
// the next game is read whole, not swallowed by a broken tag section.
TEST(PgnReader, ReportsAStrayBracketInTheMovetextAndReadsTheNextGame) {
    auto games = read_text(
        "[Event \"A\"]\n\n1. e4 e5 [%clk 0:01:00] 2. Nf3 *\n\n[Event \"B\"]\n\n1. d4 d5 *\n");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].line, 3);
    EXPECT_EQ(games[0].errors[0].column, 10);
    EXPECT_NE(games[0].errors[0].message.find("unexpected '['"), std::string::npos);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].tag("Event"), "B");
    EXPECT_EQ(games[1].sans, sans_of("d4 d5"));
}

// Files of another age: the DOS end-of-file mark (Ctrl-Z) after the last
// game, and a joined file whose byte order mark stands before an escape
// line, are no games.
TEST(PgnReader, IgnoresACtrlZAtTheEndAndAnEscapeLineAfterAJoinedFilesMark) {
    auto games = read_text("1. e4 e5 *\n\x1a");
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].errors.empty());
    games = read_text("1. e4 e5 *\n\xEF\xBB\xBF% exported by X\n[Event \"B\"]\n\n1. d4 *\n");
    ASSERT_EQ(games.size(), 2u);
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].tag("Event"), "B");
}

TEST(PgnReader, ReportsAnUnterminatedTagString) {
    auto games = read_fixture("unterminated_tag_string.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::UnterminatedString);
    EXPECT_EQ(games[0].errors[0].line, 1);
    EXPECT_EQ(games[0].errors[0].column, 8);
    EXPECT_EQ(games[0].tag("Result"), "*");  // the tags after it are still read
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].sans, sans_of("d4"));
}

TEST(PgnReader, ReportsABadFenTag) {
    auto games = read_fixture("bad_fen_tag.pgn");
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    const PgnError& e = games[0].errors[0];
    EXPECT_EQ(e.kind, PgnErrorKind::BadFen);
    EXPECT_EQ(e.line, 3);
    EXPECT_GE(e.column, 7);
    EXPECT_NE(e.message.find("board field"), std::string::npos) << e.message;
    EXPECT_TRUE(games[0].moves.empty());
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(games[1].sans, sans_of("e4"));
}

// A FEN tag whose castling rights the placement cannot have, or whose
// en-passant square no pawn has just passed, is read without them, as
// pgn-extract, python-chess and chessops read it; a right that does hold
// stays, and Chess960 still follows from the rights that remain.
TEST(PgnReader, ReadsAFenTagWithoutRightsThePlacementCannotHave) {
    auto games = read_text(
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n\n1. O-O *\n\n"
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w - e6 0 1\"]\n\n1. Kd2 *\n\n"
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KQkq - 0 1 x\"]\n\n1. Kd2 *\n\n"
        "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w KHkq - 0 1\"]\n\n1. Kd2 *\n");
    ASSERT_EQ(games.size(), 4u);
    ASSERT_TRUE(games[0].errors.empty()) << games[0].errors[0].to_string();
    EXPECT_EQ(games[0].start.castling_rights(), Bitboard(Square::H1));
    EXPECT_FALSE(games[0].start.is_chess960());
    EXPECT_TRUE(games[0].moves.at(0).is_castle());
    ASSERT_TRUE(games[1].errors.empty()) << games[1].errors[0].to_string();
    EXPECT_FALSE(games[1].start.en_passant_square());
    // Anything else wrong with the FEN stays an error.
    ASSERT_EQ(games[2].errors.size(), 1u);
    EXPECT_EQ(games[2].errors[0].kind, PgnErrorKind::BadFen);
    // Two rights for one side of the king (K and H) are no stale right.
    ASSERT_EQ(games[3].errors.size(), 1u);
    EXPECT_EQ(games[3].errors[0].kind, PgnErrorKind::BadFen);
}

TEST(PgnReader, ReportsMalformedTagsAndUnsupportedVariants) {
    auto games = read_text(
        "[Event \"x\" junk\n[Result \"*\"]\n\n1. e4 *\n\n"
        "[Event \"y\"]\n[Variant \"Crazyhouse\"]\n\n1. e4 *\n\n"
        "[\"no name\"]\n1. e4 *\n\n"
        "1. e4 ) *\n\n"
        "1. e4 $ *\n\n"
        "1. e4 ?!? *\n\n"
        "1. e4 -- *\n\n"
        "1. d4 *\n");
    ASSERT_EQ(games.size(), 8u);
    auto kind = [&](std::size_t i) { return games[i].errors.at(0).kind; };
    EXPECT_EQ(kind(0), PgnErrorKind::BadTag);
    EXPECT_EQ(games[0].errors[0].column, 12);
    EXPECT_EQ(kind(1), PgnErrorKind::UnsupportedVariant);
    EXPECT_EQ(kind(2), PgnErrorKind::BadTag);
    EXPECT_EQ(games[3].errors.at(0).message, "')' without '('");
    EXPECT_EQ(games[4].errors.at(0).message, "'$' without a number");
    EXPECT_EQ(games[5].errors.at(0).message, "unknown glyph '?!?'");
    EXPECT_EQ(games[6].errors.at(0).message, "1... --: null moves are not supported");
    for (std::size_t i = 3; i < 7; ++i)
        EXPECT_EQ(kind(i), PgnErrorKind::Syntax);
    EXPECT_TRUE(games[7].errors.empty());
    // A variation still open when the next game's tags or the end of the
    // input come is reported where it opens.
    auto unclosed = read_text("1. e4 (1. d4 (1. c4)\n[Event \"next\"]\n1. e4 (1. d4 1-0\n");
    ASSERT_EQ(unclosed.size(), 2u);
    for (const auto& g : unclosed) {
        ASSERT_EQ(g.errors.size(), 1u);
        EXPECT_EQ(g.errors[0].message, "'(' without ')'");
        EXPECT_EQ(g.errors[0].column, 7);
    }
    EXPECT_EQ(unclosed[0].errors[0].line, 1);
    EXPECT_EQ(unclosed[1].errors[0].line, 3);
}

TEST(PgnReader, RefusesATokenOverTheLimit) {
    std::string text = "1. e4 " + std::string(300, 'a') + " *\n\n1. d4 *\n";
    auto games = read_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].errors[0].column, 7);
    EXPECT_TRUE(games[1].errors.empty());
}

TEST(PgnReader, RefusesATagValueOverTheLimit) {
    std::string text = "[Event \"" + std::string(MaxPgnTagValueLength + 1, 'x') +
                       "\"]\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"ok\"]\n\n1. d4 *\n";
    auto games = read_text(text);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].tag("Event"), std::nullopt);
    EXPECT_EQ(games[1].tag("Event"), "ok");
}

TEST(PgnReader, RefusesMovetextOverTheLimit) {
    // Valid moves, but more than 1 MiB of them in one game (knights going
    // back and forth, one per line), read from a stream.
    std::string text = "[Event \"long\"]\n\n";
    while (text.size() <= MaxPgnMovetextLength + 100)
        text += "Nf3 Nf6 Ng1 Ng8\n";
    text += "*\n\n[Event \"next\"]\n\n1. e4 *\n";
    std::istringstream in(text);
    PgnReader reader(in, 4096);
    auto games = read_all(reader);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[1].tag("Event"), "next");
    EXPECT_TRUE(games[1].errors.empty());
}

TEST(PgnReader, RefusesALineOverTheLimitWithoutBufferingIt) {
    std::string text = "[Event \"one long line\"]\n\n1. e4 {" +
                       std::string(3 * MaxPgnLineLength, 'x') +
                       "} *\n\n[Event \"next\"]\n\n1. e4 *\n";
    std::istringstream in(text);
    PgnReader reader(in, 64 * 1024);
    auto games = read_all(reader);
    ASSERT_EQ(games.size(), 2u);
    ASSERT_EQ(games[0].errors.size(), 1u);
    EXPECT_EQ(games[0].errors[0].kind, PgnErrorKind::TooLong);
    EXPECT_EQ(games[0].errors[0].line, 3);
    EXPECT_EQ(games[1].tag("Event"), "next");
    EXPECT_TRUE(games[1].errors.empty());
    EXPECT_EQ(reader.bytes_read(), text.size());
}

TEST(PgnReader, FormatsErrors) {
    PgnError e{PgnErrorKind::IllegalMove, 12, 5, "illegal move 4. Ke3: ..."};
    EXPECT_EQ(e.to_string(), "line 12, column 5: illegal move 4. Ke3: ...");
    EXPECT_EQ(to_string(PgnErrorKind::UnterminatedComment), "unterminated comment");
}

TEST(PgnReader, ReadsNothingFromEmptyInput) {
    EXPECT_TRUE(read_text("").empty());
    EXPECT_TRUE(read_text("\n\n  \r\n% only an escape line\n").empty());
}

// ------------------------------------------------------------------ writing

TEST(PgnWriter, WritesTheSevenTagRosterFirstThenOtherTags) {
    Game game;
    ASSERT_TRUE(game.play_san("e4"));
    ASSERT_TRUE(game.play_san("e5"));
    std::string pgn = write_pgn(game, {{"ECO", "C20"},
                                       {"White", "Carlsen, Magnus"},
                                       {"Event", "Test \"quoted\" \\ event"},
                                       {"Result", "1/2-1/2"}});
    EXPECT_EQ(pgn,
              "[Event \"Test \\\"quoted\\\" \\\\ event\"]\n"
              "[Site \"?\"]\n"
              "[Date \"????.??.??\"]\n"
              "[Round \"?\"]\n"
              "[White \"Carlsen, Magnus\"]\n"
              "[Black \"?\"]\n"
              "[Result \"1/2-1/2\"]\n"
              "[ECO \"C20\"]\n"
              "\n"
              "1. e4 e5 1/2-1/2\n");
}

TEST(PgnWriter, TakesTheResultFromTheOutcomeWhenNoTagGivesOne) {
    Game game;
    for (const char* san : {"f3", "e5", "g4", "Qh4#"})
        ASSERT_TRUE(game.play_san(san));
    std::string pgn = write_pgn(game);
    EXPECT_NE(pgn.find("[Result \"0-1\"]"), std::string::npos);
    EXPECT_NE(pgn.find("1. f3 e5 2. g4 Qh4# 0-1\n"), std::string::npos);
    EXPECT_NE(write_pgn(Game()).find("\n\n*\n"), std::string::npos);
}

TEST(PgnWriter, WrapsLinesAt79ColumnsAndRoundTrips) {
    auto games = read_fixture("escaped_tag_values.pgn");
    ASSERT_EQ(games.size(), 1u);
    std::string pgn = write_pgn(games[0]);
    std::istringstream lines(pgn);
    for (std::string line; std::getline(lines, line);)
        EXPECT_LE(line.size(), 79u) << line;
    auto back = read_text(pgn);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_TRUE(back[0].errors.empty());
    EXPECT_EQ(back[0].moves, games[0].moves);
    EXPECT_EQ(back[0].tags, games[0].tags);
    EXPECT_EQ(back[0].result, "1-0");
}

TEST(PgnWriter, WritesCommentsAfterTheirMovesAndReadsBackTheSameMoves) {
    Game game;
    for (const char* san : {"e4", "e5", "Nf3"})
        ASSERT_TRUE(game.play_san(san));
    std::string pgn =
        write_pgn(game, {}, {{0, "before"}, {1, "4.3a: White touched {g1} first."}, {3, "end"}});
    EXPECT_NE(pgn.find("{before} 1. e4 {4.3a: White touched {g1) first.} 1... e5 2. Nf3 {end} *"),
              std::string::npos)
        << pgn;
    // A long comment wraps like the moves.
    std::string long_text(30, 'x');
    for (int i = 0; i < 5; ++i)
        long_text += " " + std::string(30, 'y');
    pgn = write_pgn(game, {}, {{2, long_text}});
    std::istringstream lines(pgn);
    for (std::string line; std::getline(lines, line);)
        EXPECT_LE(line.size(), 79u) << line;
    auto back = read_text(pgn);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_TRUE(back[0].errors.empty());
    EXPECT_EQ(back[0].moves, game.moves());
}

TEST(PgnWriter, WritesSetUpAndFenForAGameFromAPosition) {
    auto games = read_fixture("fen_setup_start.pgn");
    ASSERT_EQ(games.size(), 1u);
    std::string pgn = write_pgn(games[0]);
    EXPECT_NE(pgn.find("[SetUp \"1\"]\n[FEN \"7k/8/6K1/8/8/8/8/R7 b - - 0 40\"]\n"),
              std::string::npos);
    EXPECT_NE(pgn.find("\n40... Kg8 41. Ra8# 1-0\n"), std::string::npos) << pgn;
    auto back = read_text(pgn);
    ASSERT_EQ(back.size(), 1u);
    EXPECT_EQ(back[0].moves, games[0].moves);
    EXPECT_EQ(back[0].start, games[0].start);

    EXPECT_EQ(write_pgn(Game()).find("FEN"), std::string::npos);
}

TEST(PgnWriter, RoundTripsChess960) {
    auto games = read_fixture("chess960_castling.pgn");
    ASSERT_EQ(games.size(), 2u);
    for (const auto& g : games) {
        std::string pgn = write_pgn(g);
        EXPECT_NE(pgn.find("[Variant \"Chess960\"]"), std::string::npos);
        auto back = read_text(pgn);
        ASSERT_EQ(back.size(), 1u);
        ASSERT_TRUE(back[0].errors.empty()) << back[0].errors[0].to_string() << "\n" << pgn;
        EXPECT_EQ(back[0].moves, g.moves);
    }
}

// ------------------------------------------------------------------ real games

// Strips what a source may add to SAN that to_san() does not write: check
// and mate marks (real files leave them out or get them wrong).
std::string strip_suffix(std::string san) {
    while (!san.empty() && (san.back() == '+' || san.back() == '#'))
        san.pop_back();
    return san;
}

// True when the source's SAN names the same move as ours with more origin
// than needed: "Nge2" where the knight on c3 is pinned and "Ne2" suffices.
// Such files count the pinned piece when disambiguating; SAN does not.
bool is_over_disambiguation(const std::string& source, const std::string& ours, Move move) {
    auto a = parse_san(source);
    auto b = parse_san(ours);
    if (!a || !b)
        return false;
    bool same = a->kind == b->kind && a->piece == b->piece && a->to == b->to &&
                a->promotion == b->promotion && a->capture == b->capture;
    bool more_file = a->from_file.has_value() >= b->from_file.has_value();
    bool more_rank = a->from_rank.has_value() >= b->from_rank.has_value();
    bool fits = (!a->from_file || *a->from_file == file_of(move.from())) &&
                (!a->from_rank || *a->from_rank == rank_of(move.from()));
    return same && more_file && more_rank && fits;
}

// Reads every game of a file and checks each move: the reader resolves it
// as parse_san_move() does, and writing the move back gives the
// source's SAN (or the same move with more origin than needed, counted in
// `over_disambiguated`). Returns the number of games read.
int expect_every_game_replays(const std::filesystem::path& file, int& over_disambiguated) {
    const std::string name = file.filename().string();
    std::ifstream in(file, std::ios::binary);
    EXPECT_TRUE(in) << "cannot open " << file;
    PgnReader reader(in);
    int games = 0;
    while (auto game = reader.read_game()) {
        ++games;
        EXPECT_TRUE(game->errors.empty())
            << name << " game " << games << ": " << game->errors[0].to_string();
        if (!game->errors.empty())
            continue;
        EXPECT_EQ(game->sans.size(), game->moves.size()) << name << " game " << games;
        Position pos = game->start;
        for (std::size_t i = 0; i < game->moves.size(); ++i) {
            // The reader resolves the move as parse_san_move() does ...
            auto read = parse_san_move(pos, game->sans[i]);
            if (!read || *read != game->moves[i]) {
                ADD_FAILURE() << name << " game " << games << " ply " << i + 1 << " "
                              << game->sans[i] << ": parse_san_move() gives another answer";
                break;
            }
            // ... and writing the move back gives the source's SAN.
            std::string ours = strip_suffix(to_san(pos, game->moves[i]));
            std::string source = strip_suffix(game->sans[i]);
            if (ours != source) {
                EXPECT_TRUE(is_over_disambiguation(source, ours, game->moves[i]))
                    << name << " game " << games << " ply " << i + 1 << ": source " << source
                    << ", to_san " << ours;
                ++over_disambiguated;
            }
            pos.apply(game->moves[i]);
        }
    }
    EXPECT_FALSE(reader.io_error()) << name;
    EXPECT_EQ(reader.broken_games(), 0u) << name;
    return games;
}

TEST(PgnReader, ReplaysEveryRealGame) {
    int total = 0;
    int over_disambiguated = 0;
    for (const test::GameFile& f : test::RealGameFiles) {
        const int games =
            expect_every_game_replays(test::real_games_dir() / f.name, over_disambiguated);
        EXPECT_EQ(games, f.games) << f.name;
        total += games;
    }
    EXPECT_EQ(total, test::RealGames);
    // Games 8 and 48 of the collection mir_khan.pgn: "6.Nge2" with the
    // knight on c3 pinned (tests/data/README.md).
    EXPECT_EQ(over_disambiguated, 2);
}

#ifdef TOUCHMOVE_EXTRA_PGN_DIR
TEST(PgnReader, ReplaysEveryGameOfTheExtraCollections) {
    const auto files = test::pgn_files_in(TOUCHMOVE_EXTRA_PGN_DIR);
    ASSERT_FALSE(files.empty()) << "no .pgn files in " TOUCHMOVE_EXTRA_PGN_DIR
                                   " (TOUCHMOVE_EXTRA_PGN_DIR)";
    int over_disambiguated = 0;
    for (const auto& file : files)
        EXPECT_EQ(expect_every_game_replays(file, over_disambiguated), test::count_event_tags(file))
            << file;
}
#endif

// The real games: each file read whole into memory, or as a stream.
std::vector<PgnGame> read_real_games(bool streamed) {
    std::vector<PgnGame> games;
    for (const auto& path : test::real_game_paths()) {
        std::vector<PgnGame> file_games;
        if (streamed) {
            std::ifstream in(path, std::ios::binary);
            EXPECT_TRUE(in) << "cannot open " << path;
            PgnReader reader(in);
            file_games = read_all(reader);
        } else {
            file_games = read_text(read_file(path));
        }
        for (PgnGame& g : file_games)
            games.push_back(std::move(g));
    }
    return games;
}

// Every real game written by its squares, in UCI ("e1g1", "e7e8q") and in
// long algebraic with piece letters ("Ng1-f3", "e4xd5", "Ke1-g1",
// "e7-e8=Q"), as engines and pgn-extract -Wuci/-Wlalg write them, reads
// back as the same moves.
TEST(PgnReader, ReadsEveryRealGameWrittenByItsSquares) {
    const auto games = read_real_games(false);
    ASSERT_EQ(games.size(), static_cast<std::size_t>(test::RealGames));
    auto long_algebraic = [](const Position& pos, const Move& m) {
        std::string s;
        if (m.piece() != PieceType::Pawn)
            s += to_char(m.piece());
        const Square to = m.is_castle() ? m.king_to() : m.to();
        s += to_string(m.from()) + (m.is_capture() ? "x" : "-") + to_string(to);
        if (auto p = m.promotion())
            s += std::string("=") + to_char(*p);
        if (pos.play(m).is_check())
            s += '+';
        return s;
    };
    for (int style = 0; style < 2; ++style) {
        std::string text;
        for (const PgnGame& g : games) {
            Position pos = g.start;
            for (std::size_t i = 0; i < g.moves.size(); ++i) {
                if (i % 2 == 0)
                    text += std::to_string(i / 2 + 1) + ". ";
                text += (style == 0 ? to_uci(pos, g.moves[i]) : long_algebraic(pos, g.moves[i]));
                text += ' ';
                pos.apply(g.moves[i]);
            }
            text += "*\n\n";
        }
        const auto again = read_text(text);
        ASSERT_EQ(again.size(), games.size()) << "style " << style;
        for (std::size_t k = 0; k < games.size(); ++k) {
            ASSERT_TRUE(again[k].errors.empty())
                << "style " << style << " game " << k + 1 << ": " << again[k].errors[0].to_string();
            ASSERT_EQ(again[k].moves, games[k].moves) << "style " << style << " game " << k + 1;
        }
    }
}

TEST(PgnWriter, RoundTripsEveryRealGame) {
    const auto games = read_real_games(true);
    ASSERT_EQ(games.size(), static_cast<std::size_t>(test::RealGames));
    std::string written;
    for (const PgnGame& g : games)
        written += write_pgn(g) + "\n";
    auto back = read_text(written);
    ASSERT_EQ(back.size(), games.size());
    for (std::size_t i = 0; i < back.size(); ++i) {
        ASSERT_TRUE(back[i].errors.empty()) << back[i].errors[0].to_string();
        ASSERT_EQ(back[i].moves, games[i].moves) << "game " << i + 1;
    }
}

}  // namespace
}  // namespace touchmove::chess
