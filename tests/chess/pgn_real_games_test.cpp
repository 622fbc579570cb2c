// Every real game of the repository (and of the extra collections, when
// present) read, checked move by move and written back.
#include "pgn_support.h"

namespace touchmove::chess {
namespace {

using namespace pgn_testing;
using test::read_file;

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
