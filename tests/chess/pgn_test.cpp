// Reading PGN: tags, movetext, line ends, and input in any chunks.
#include "pgn_support.h"

namespace touchmove::chess {
namespace {

using namespace pgn_testing;
using test::read_file;

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

}  // namespace
}  // namespace touchmove::chess
