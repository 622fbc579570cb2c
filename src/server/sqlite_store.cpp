#include <sqlite3.h>

#include <condition_variable>
#include <mutex>
#include <thread>

#include "touchmove/server/store.h"

namespace touchmove::server {

namespace {

constexpr const char* Schema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  white_token TEXT NOT NULL,
  black_token TEXT NOT NULL,
  settings TEXT NOT NULL,
  created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS log (
  game TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,
  side TEXT NOT NULL,
  t_ms INTEGER NOT NULL,
  line TEXT NOT NULL,
  PRIMARY KEY (game, seq)
) WITHOUT ROWID;
)sql";

const char* kind_name(LogEntry::Kind k) {
    switch (k) {
        case LogEntry::Kind::Event:
            return "event";
        case LogEntry::Kind::Resign:
            return "resign";
        case LogEntry::Kind::Draw:
            return "draw";
        case LogEntry::Kind::Flag:
            return "flag";
    }
    return "event";
}

std::optional<LogEntry::Kind> kind_of(std::string_view name) {
    if (name == "event")
        return LogEntry::Kind::Event;
    if (name == "resign")
        return LogEntry::Kind::Resign;
    if (name == "draw")
        return LogEntry::Kind::Draw;
    if (name == "flag")
        return LogEntry::Kind::Flag;
    return std::nullopt;
}

std::string text_at(sqlite3_stmt* s, int column) {
    const unsigned char* t = sqlite3_column_text(s, column);
    return t ? std::string(reinterpret_cast<const char*>(t),
                           static_cast<std::size_t>(sqlite3_column_bytes(s, column)))
             : std::string();
}

// A prepared statement, reset and cleared after each use.
class Statement {
public:
    Statement() = default;
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;
    ~Statement() { sqlite3_finalize(stmt_); }

    int prepare(sqlite3* db, const char* sql) {
        return sqlite3_prepare_v3(db, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt_, nullptr);
    }
    sqlite3_stmt* get() { return stmt_; }
    void text(int i, std::string_view v) {
        sqlite3_bind_text(stmt_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    }
    void integer(int i, std::int64_t v) { sqlite3_bind_int64(stmt_, i, v); }
    int step() { return sqlite3_step(stmt_); }
    void reset() {
        sqlite3_reset(stmt_);
        sqlite3_clear_bindings(stmt_);
    }

private:
    sqlite3_stmt* stmt_ = nullptr;
};

// Whether the connection keeps a write-ahead log (a file; not ":memory:").
bool wal_mode(sqlite3* db) {
    sqlite3_stmt* s = nullptr;
    bool wal = false;
    if (sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &s, nullptr) == SQLITE_OK &&
        sqlite3_step(s) == SQLITE_ROW)
        wal = text_at(s, 0) == "wal";
    sqlite3_finalize(s);
    return wal;
}

// Copies the write-ahead log into the database file on a thread and a
// connection of its own, so that a checkpoint's writes and syncs never hold
// up an append (which would hold up every game's answers). A PASSIVE
// checkpoint waits for no writer; the appending connection then starts the
// log afresh.
class Checkpointer {
public:
    explicit Checkpointer(std::string path) : path_(std::move(path)) {
        thread_ = std::thread([this] { run(); });
    }
    ~Checkpointer() {
        {
            std::lock_guard lock(mutex_);
            stop_ = true;
        }
        wake_.notify_one();
        thread_.join();
    }
    Checkpointer(const Checkpointer&) = delete;
    Checkpointer& operator=(const Checkpointer&) = delete;

    // The appending connection's commit hook: the log holds `pages` pages.
    void committed(int pages) {
        if (pages < SqliteStore::PagesPerCheckpoint)
            return;
        {
            std::lock_guard lock(mutex_);
            due_ = true;
        }
        wake_.notify_one();
    }

private:
    void run() {
        sqlite3* db = nullptr;
        // The connection sees the log once it has read the file.
        if (sqlite3_open_v2(path_.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK &&
            sqlite3_exec(db, "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr) == SQLITE_OK) {
            sqlite3_busy_timeout(db, 5000);
            std::unique_lock lock(mutex_);
            while (true) {
                wake_.wait(lock, [this] { return due_ || stop_; });
                if (stop_)
                    break;
                due_ = false;
                lock.unlock();
                sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
                lock.lock();
            }
        }
        sqlite3_close_v2(db);
    }

    std::string path_;
    std::mutex mutex_;
    std::condition_variable wake_;
    bool due_ = false;
    bool stop_ = false;
    std::thread thread_;
};

}  // namespace

struct SqliteStore::Impl {
    sqlite3* db = nullptr;
    Statement insert_game, insert_entry, select_games, select_log, begin, commit, rollback;
    std::unique_ptr<Checkpointer> checkpointer;  // a file's log only
    bool in_group = false;                       // between begin() and commit()

    // The checkpointer stops first; the statements are finalized after this
    // body (members go last); sqlite3_close_v2 closes the connection once they are.
    ~Impl() {
        checkpointer.reset();
        sqlite3_close_v2(db);
    }

    StoreError error(const char* what) const {
        return StoreError{std::string(what) + ": " + sqlite3_errmsg(db)};
    }
};

chess::Expected<std::unique_ptr<SqliteStore>, StoreError> SqliteStore::open(
    const std::string& path) {
    auto impl = std::make_unique<Impl>();
    if (sqlite3_open_v2(path.c_str(), &impl->db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX,
                        nullptr) != SQLITE_OK)
        return chess::Unexpected{impl->error(("cannot open " + path).c_str())};
    sqlite3_busy_timeout(impl->db, 5000);
    // WAL: a commit (an append's own, or a group's) is written to the log
    // before it returns, so an acknowledged event survives the process being
    // killed (docs/server.md).
    // NORMAL syncs the log at checkpoints rather than at every commit, so a
    // power cut may cost the last moments; FULL synced every event and fell
    // behind at 2,000 games (bench/server_load, docs/performance.md).
    // The log is copied into the file by the Checkpointer, not by appends.
    for (const char* sql :
         {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL", "PRAGMA foreign_keys=ON", Schema})
        if (sqlite3_exec(impl->db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
            return chess::Unexpected{impl->error(("cannot set up " + path).c_str())};
    if (wal_mode(impl->db)) {
        sqlite3_wal_autocheckpoint(impl->db, 0);
        impl->checkpointer = std::make_unique<Checkpointer>(path);
        sqlite3_wal_hook(
            impl->db,
            [](void* checkpointer, sqlite3*, const char*, int pages) {
                static_cast<Checkpointer*>(checkpointer)->committed(pages);
                return SQLITE_OK;
            },
            impl->checkpointer.get());
    }
    if (impl->insert_game.prepare(impl->db,
                                  "INSERT INTO games (id, white_token, black_token, settings, "
                                  "created_ms) VALUES (?, ?, ?, ?, ?)") != SQLITE_OK ||
        impl->insert_entry.prepare(
            impl->db,
            "INSERT INTO log (game, seq, kind, side, t_ms, line) VALUES (?, ?, ?, ?, ?, ?)") !=
            SQLITE_OK ||
        impl->select_games.prepare(impl->db,
                                   "SELECT id, white_token, black_token, settings, created_ms "
                                   "FROM games ORDER BY created_ms, id") != SQLITE_OK ||
        impl->select_log.prepare(
            impl->db, "SELECT kind, side, t_ms, line FROM log WHERE game = ? ORDER BY seq") !=
            SQLITE_OK ||
        impl->begin.prepare(impl->db, "BEGIN") != SQLITE_OK ||
        impl->commit.prepare(impl->db, "COMMIT") != SQLITE_OK ||
        impl->rollback.prepare(impl->db, "ROLLBACK") != SQLITE_OK)
        return chess::Unexpected{impl->error("cannot prepare the statements")};
    return std::unique_ptr<SqliteStore>(new SqliteStore(std::move(impl)));
}

SqliteStore::SqliteStore(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
SqliteStore::~SqliteStore() = default;

std::optional<StoreError> SqliteStore::create(const GameRecord& g) {
    Statement& s = impl_->insert_game;
    s.text(1, g.id);
    s.text(2, g.white_token);
    s.text(3, g.black_token);
    s.text(4, g.settings);
    s.integer(5, g.created_ms);
    const int rc = s.step();
    s.reset();
    if (rc != SQLITE_DONE)
        return impl_->error("cannot keep the game");
    return std::nullopt;
}

std::optional<StoreError> SqliteStore::append(const std::string& id, int seq, const LogEntry& e) {
    // SQLite ends a transaction by itself on some failures (a full disk):
    // the group is lost then, and no append may be kept outside it.
    if (impl_->in_group && sqlite3_get_autocommit(impl_->db))
        return StoreError{"the group of events was rolled back"};
    Statement& s = impl_->insert_entry;
    s.text(1, id);
    s.integer(2, seq);
    s.text(3, kind_name(e.kind));
    s.text(4, chess::to_string(e.side));
    s.integer(5, e.t_ms);
    s.text(6, e.line);
    const int rc = s.step();
    s.reset();
    if (rc != SQLITE_DONE)
        return impl_->error("cannot keep the event");
    return std::nullopt;
}

std::optional<StoreError> SqliteStore::begin() {
    const int rc = impl_->begin.step();
    impl_->begin.reset();
    if (rc != SQLITE_DONE)
        return impl_->error("cannot begin a group of events");
    impl_->in_group = true;
    return std::nullopt;
}

std::optional<StoreError> SqliteStore::commit() {
    impl_->in_group = false;
    const int rc = impl_->commit.step();
    impl_->commit.reset();
    if (rc == SQLITE_DONE)
        return std::nullopt;
    StoreError error = impl_->error("cannot keep the events");
    if (!sqlite3_get_autocommit(impl_->db)) {
        impl_->rollback.step();
        impl_->rollback.reset();
    }
    return error;
}

chess::Expected<std::vector<GameRecord>, StoreError> SqliteStore::games() {
    Statement& s = impl_->select_games;
    std::vector<GameRecord> out;
    int rc;
    while ((rc = s.step()) == SQLITE_ROW)
        out.push_back(GameRecord{text_at(s.get(), 0), text_at(s.get(), 1), text_at(s.get(), 2),
                                 text_at(s.get(), 3), sqlite3_column_int64(s.get(), 4)});
    s.reset();
    if (rc != SQLITE_DONE)
        return chess::Unexpected{impl_->error("cannot read the games")};
    return out;
}

chess::Expected<std::vector<LogEntry>, StoreError> SqliteStore::log(const std::string& id) {
    Statement& s = impl_->select_log;
    s.text(1, id);
    std::vector<LogEntry> out;
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        const auto kind = kind_of(text_at(s.get(), 0));
        const std::string side = text_at(s.get(), 1);
        if (!kind || (side != "white" && side != "black"))
            continue;  // not written by this program: left out
        out.push_back(LogEntry{*kind, side == "white" ? Color::White : Color::Black,
                               sqlite3_column_int64(s.get(), 2), text_at(s.get(), 3)});
    }
    s.reset();
    if (rc != SQLITE_DONE)
        return chess::Unexpected{impl_->error("cannot read the log")};
    return out;
}

}  // namespace touchmove::server
