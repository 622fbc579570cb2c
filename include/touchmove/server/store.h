// Store: where the server keeps its games (docs/server.md, Persistence):
// each game's record (its id, tokens, settings and creation time) and its
// log. An append outside a group returns only once the entry is kept; in
// a group (begin() to commit()) the entries are kept when commit() returns,
// so that what the server acknowledges survives a killed process. SqliteStore is the
// embedded default; a store for a database server implements the same
// interface.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "touchmove/chess/expected.h"
#include "touchmove/server/game.h"

namespace touchmove::server {

struct GameRecord {
    std::string id;
    std::string white_token;
    std::string black_token;
    std::string settings;         // settings_to_json()
    std::int64_t created_ms = 0;  // wall-clock milliseconds since 1970
};

// What went wrong in the store; nothing was kept.
struct StoreError {
    std::string message;
};

class Store {
public:
    virtual ~Store() = default;
    virtual std::optional<StoreError> create(const GameRecord& game) = 0;
    // Keeps the game's entry number `seq` (from 1).
    virtual std::optional<StoreError> append(const std::string& id, int seq,
                                             const LogEntry& entry) = 0;
    virtual chess::Expected<std::vector<GameRecord>, StoreError> games() = 0;
    virtual chess::Expected<std::vector<LogEntry>, StoreError> log(const std::string& id) = 0;
    // Appends between begin() and commit() are kept together (a group
    // commit: one write to the disk for many events): each is kept once
    // commit() returns without error, and none is if it fails.
    virtual std::optional<StoreError> begin() = 0;
    virtual std::optional<StoreError> commit() = 0;
};

// A Store in one SQLite file, in write-ahead-log mode, every append
// committed before it returns, or with its group at commit() (kept across
// a killed process).
class SqliteStore final : public Store {
public:
    // The write-ahead log is copied into the file, on a thread of its own,
    // once it holds this many pages (ten times SQLite's default). Each event
    // rewrites its game's last page, so a long log holds many copies of the
    // same pages, which a checkpoint copies once (docs/performance.md).
    static constexpr int PagesPerCheckpoint = 10000;

    // Opens (creating it if need be) the database file.
    static chess::Expected<std::unique_ptr<SqliteStore>, StoreError> open(const std::string& path);
    ~SqliteStore() override;
    SqliteStore(const SqliteStore&) = delete;
    SqliteStore& operator=(const SqliteStore&) = delete;

    std::optional<StoreError> create(const GameRecord& game) override;
    std::optional<StoreError> append(const std::string& id, int seq,
                                     const LogEntry& entry) override;
    chess::Expected<std::vector<GameRecord>, StoreError> games() override;
    chess::Expected<std::vector<LogEntry>, StoreError> log(const std::string& id) override;
    std::optional<StoreError> begin() override;
    std::optional<StoreError> commit() override;

private:
    struct Impl;
    explicit SqliteStore(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> impl_;
};

}  // namespace touchmove::server
