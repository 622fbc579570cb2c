// SqliteStore: games and their logs kept in one SQLite file, read back
// after the store is closed and opened again.
#include "touchmove/server/store.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

namespace touchmove::server {
namespace {

namespace fs = std::filesystem;

// A database file in a fresh temporary folder, removed with it.
class TempDb {
public:
    TempDb() {
        dir_ = fs::temp_directory_path() / ("touchmove_store_test_" + std::to_string(::getpid()) +
                                            "_" + std::to_string(counter_++));
        fs::create_directories(dir_);
    }
    ~TempDb() {
        std::error_code ec;
        fs::remove_all(dir_, ec);
    }
    std::string path() const { return (dir_ / "games.db").string(); }

private:
    static inline int counter_ = 0;
    fs::path dir_;
};

GameRecord record(std::string id) {
    return GameRecord{std::move(id), "w-token", "b-token", R"({"laws":"2005"})", 1'700'000};
}

TEST(SqliteStore, KeepsGamesAndLogsAcrossReopening) {
    TempDb db;
    {
        auto store = SqliteStore::open(db.path());
        ASSERT_TRUE(store) << store.error().message;
        EXPECT_FALSE((*store)->create(record("g1")));
        EXPECT_FALSE((*store)->create(record("g2")));
        EXPECT_FALSE((*store)->append(
            "g1", 1, LogEntry{LogEntry::Kind::Event, Color::White, 10, "white lift e2 t=10"}));
        EXPECT_FALSE((*store)->append(
            "g1", 2, LogEntry{LogEntry::Kind::Event, Color::White, 20, "white release e4 t=20"}));
        EXPECT_FALSE(
            (*store)->append("g1", 3, LogEntry{LogEntry::Kind::Resign, Color::Black, 30, ""}));
        EXPECT_FALSE(
            (*store)->append("g2", 1, LogEntry{LogEntry::Kind::Flag, Color::White, 40, ""}));
    }
    auto store = SqliteStore::open(db.path());
    ASSERT_TRUE(store);
    auto games = (*store)->games();
    ASSERT_TRUE(games);
    ASSERT_EQ(games->size(), 2u);
    EXPECT_EQ((*games)[0].id, "g1");
    EXPECT_EQ((*games)[0].white_token, "w-token");
    EXPECT_EQ((*games)[0].settings, R"({"laws":"2005"})");
    EXPECT_EQ((*games)[0].created_ms, 1'700'000);
    auto log = (*store)->log("g1");
    ASSERT_TRUE(log);
    ASSERT_EQ(log->size(), 3u);
    EXPECT_EQ((*log)[1].line, "white release e4 t=20");
    EXPECT_EQ((*log)[1].t_ms, 20);
    EXPECT_EQ((*log)[2].kind, LogEntry::Kind::Resign);
    EXPECT_EQ((*log)[2].side, Color::Black);
    ASSERT_EQ((*store)->log("g2")->size(), 1u);
    EXPECT_EQ((*store)->log("g2")->front().kind, LogEntry::Kind::Flag);
    EXPECT_EQ((*store)->log("g2")->front().side, Color::White);
    EXPECT_EQ((*store)->log("g2")->front().t_ms, 40);
}

// Appends never copy the log into the file themselves; the store's own
// checkpoints do, so the log is reused instead of growing with every event.
TEST(SqliteStore, CheckpointsKeepTheLogFromGrowing) {
    TempDb db;
    const std::string wal = db.path() + "-wal";
    constexpr int Entries = 12000;  // over 200 MiB of log without checkpoints
    const std::string line(2000, 'x');
    {
        auto store = SqliteStore::open(db.path());
        ASSERT_TRUE(store) << store.error().message;
        ASSERT_FALSE((*store)->create(record("g")));
        for (int i = 1; i <= Entries; ++i) {
            ASSERT_FALSE(
                (*store)->append("g", i, LogEntry{LogEntry::Kind::Event, Color::White, i, line}));
            // A checkpoint runs beside the appends; now and then one waits
            // a moment, as a server between its players' events does.
            if (i % 500 == 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
        // Pages of 4 KiB; the log grows on while a checkpoint runs.
        EXPECT_LT(fs::file_size(wal), 2u * SqliteStore::PagesPerCheckpoint * 4096);
    }
    auto store = SqliteStore::open(db.path());
    ASSERT_TRUE(store);
    EXPECT_EQ((*store)->log("g")->size(), static_cast<std::size_t>(Entries));
}

TEST(SqliteStore, RefusesWhatWouldBreakTheLog) {
    TempDb db;
    auto store = SqliteStore::open(db.path());
    ASSERT_TRUE(store);
    ASSERT_FALSE((*store)->create(record("g1")));
    EXPECT_TRUE((*store)->create(record("g1")));  // the same id twice
    const LogEntry e{LogEntry::Kind::Event, Color::White, 0, "white touch e2 t=0"};
    ASSERT_FALSE((*store)->append("g1", 1, e));
    EXPECT_TRUE((*store)->append("g1", 1, e));       // the same number twice
    EXPECT_TRUE((*store)->append("nowhere", 1, e));  // no such game
    EXPECT_EQ((*store)->log("g1")->size(), 1u);
}

TEST(SqliteStore, SaysWhyAFileCannotBeOpened) {
    TempDb db;
    const std::string not_a_db = db.path();
    std::ofstream(not_a_db) << "this is no database, just text that is long enough to be read";
    auto store = SqliteStore::open(not_a_db);
    EXPECT_FALSE(store);
    auto missing = SqliteStore::open("/nonexistent/folder/games.db");
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().message.find("/nonexistent/folder/games.db"), std::string::npos);
}

}  // namespace
}  // namespace touchmove::server
