#include "touchmove/server/hub.h"

#include <sys/random.h>

#include <algorithm>
#include <array>
#include <nlohmann/json.hpp>

#include "touchmove/server/exports.h"

namespace touchmove::server {

using nlohmann::json;

namespace {

constexpr std::string_view GamesPath = "/api/games";

Response error_response(int status, std::string message) {
    return Response{status, "application/json", json{{"error", std::move(message)}}.dump()};
}

std::string error_message(const json& id, std::string message) {
    return json{{"type", "error"}, {"id", id}, {"message", std::move(message)}}.dump();
}

// Reads the "id" of a message's top-level object as it parses (nlohmann's
// SAX interface), so that it can stop there, and read an id from a message
// that is not JSON as a whole (cut short, or with an error after the id).
class IdReader {
public:
    json id;  // null until read: a number, a string, a boolean or null

    bool null() { return value(nullptr); }
    bool boolean(bool v) { return value(v); }
    bool number_integer(json::number_integer_t v) { return value(v); }
    bool number_unsigned(json::number_unsigned_t v) { return value(v); }
    bool number_float(json::number_float_t v, const json::string_t&) { return value(v); }
    bool string(json::string_t& v) { return value(v); }
    bool binary(json::binary_t&) { return false; }
    bool start_object(std::size_t) { return nest(); }
    bool start_array(std::size_t) { return depth_ > 0 && nest(); }
    bool end_object() { return --depth_ >= 0; }
    bool end_array() { return --depth_ >= 0; }
    bool key(json::string_t& k) {
        at_id_ = depth_ == 1 && k == "id";
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const json::exception&) { return false; }

private:
    bool value(json v) {
        if (at_id_)
            id = std::move(v);
        return depth_ > 0 && !at_id_;  // done at the id, or at a top level that is no object
    }
    // An id that is an object or an array is not read.
    bool nest() {
        ++depth_;
        return !at_id_;
    }

    int depth_ = 0;
    bool at_id_ = false;
};

// The id of a message refused before it is read (too long, too many, not
// a JSON object with a type), where its first 4 KiB show one; else null.
json readable_id(std::string_view text) {
    IdReader reader;
    json::sax_parse(text.substr(0, Hub::MaxMessageBytes), &reader);
    return reader.id;
}

// The date of a time in milliseconds since 1970, as PGN writes it.
std::string pgn_date(std::int64_t ms) {
    const std::time_t seconds = static_cast<std::time_t>(ms / 1000);
    std::tm day{};
    gmtime_r(&seconds, &day);
    std::array<char, 16> text{};
    std::strftime(text.data(), text.size(), "%Y.%m.%d", &day);
    return text.data();
}

}  // namespace

std::string random_token() {
    std::array<unsigned char, 16> bytes{};
    std::size_t got = 0;
    while (got < bytes.size()) {
        const ssize_t n = getrandom(bytes.data() + got, bytes.size() - got, 0);
        if (n > 0)
            got += static_cast<std::size_t>(n);
    }
    static constexpr char Hex[] = "0123456789abcdef";
    std::string out;
    for (unsigned char b : bytes) {
        out += Hex[b >> 4];
        out += Hex[b & 15];
    }
    return out;
}

bool same_token(std::string_view a, std::string_view b) {
    // Every byte is compared, so that the time says nothing of where a
    // guess goes wrong; only the length (public: 32 digits) shows.
    unsigned char diff = a.size() == b.size() ? 0 : 1;
    for (std::size_t i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ (i < b.size() ? b[i] : 0));
    return diff == 0;
}

chess::Expected<std::unique_ptr<Hub>, StoreError> Hub::open(Store& store) {
    std::unique_ptr<Hub> hub(new Hub(store));
    auto records = store.games();
    if (!records)
        return chess::Unexpected{records.error()};
    for (GameRecord& record : *records) {
        auto settings = parse_settings(record.settings);
        auto game = settings
                        ? Game::create(*settings)
                        : chess::Expected<Game, std::string>(chess::Unexpected{settings.error()});
        auto log = store.log(record.id);
        if (!game || !log)
            continue;  // a record this program did not write: left alone
        for (const LogEntry& entry : *log)
            game->replay(entry);
        const std::string id = record.id;
        auto [it, _] = hub->games_.emplace(
            id, Entry{std::move(record), std::move(*game), static_cast<int>(log->size()), {}, {}});
        hub->watch_flag(it->second);
    }
    return hub;
}

Hub::~Hub() {
    flush();
}

std::int64_t Hub::game_time(const Entry& entry, std::int64_t now_ms) const {
    return std::max<std::int64_t>(0, now_ms - entry.record.created_ms);
}

Response Hub::http(std::string_view method, std::string_view target, std::string_view body,
                   std::int64_t now_ms) {
    flush();  // what the request reads is what has been acknowledged
    std::string_view path = target.substr(0, target.find('?'));
    if (path == GamesPath) {
        if (method != "POST")
            return error_response(405, "use POST to make a game");
        return create(body, now_ms);
    }
    if (path.substr(0, GamesPath.size() + 1) != "/api/games/")
        return error_response(404, "no such address");
    path.remove_prefix(GamesPath.size() + 1);
    const std::string id(path.substr(0, path.find('/')));
    const std::string_view what = path.substr(id.size());
    auto it = games_.find(id);
    if (it == games_.end())
        return error_response(404, "no such game");
    if (method != "GET")
        return error_response(405, "use GET");
    Entry& entry = it->second;
    if (what.empty())
        return Response{200, "application/json",
                        state_json(id, entry.game, game_time(entry, now_ms))};
    if (what != "/pgn" && what != "/events")
        return error_response(404, "no such address");
    auto log = store_.log(id);
    if (!log)
        return error_response(500, log.error().message);
    if (what == "/events")
        return Response{200, "text/plain; charset=utf-8", events_text(entry.game.settings(), *log)};
    return Response{200, "application/x-chess-pgn",
                    game_pgn(id, entry.game.settings(), *log, pgn_date(entry.record.created_ms))};
}

Response Hub::create(std::string_view body, std::int64_t now_ms) {
    auto settings = parse_settings(body);
    if (!settings)
        return error_response(400, settings.error());
    auto game = Game::create(*settings);
    if (!game)
        return error_response(400, "fen: " + game.error());
    GameRecord record{random_token(), random_token(), random_token(), settings_to_json(*settings),
                      now_ms};
    if (auto error = store_.create(record))
        return error_response(500, error->message);
    const std::string id = record.id;
    const std::string base = "/game/" + id;
    json answer{
        {"id", id},
        {"white", {{"token", record.white_token}, {"url", base + "?token=" + record.white_token}}},
        {"black", {{"token", record.black_token}, {"url", base + "?token=" + record.black_token}}},
        {"spectate", {{"url", base}}}};
    games_.emplace(id, Entry{std::move(record), std::move(*game), 0, {}, {}});
    return Response{201, "application/json", answer.dump()};
}

std::optional<std::string> Hub::socket_game(std::string_view target) const {
    std::string_view path = target.substr(0, target.find('?'));
    if (path.size() < GamesPath.size() + 5 ||
        path.substr(0, GamesPath.size() + 1) != "/api/games/" ||
        path.substr(path.size() - 3) != "/ws")
        return std::nullopt;
    std::string id(path.substr(GamesPath.size() + 1, path.size() - GamesPath.size() - 4));
    if (!games_.count(id))
        return std::nullopt;
    return id;
}

void Hub::join(const std::string& id, const std::shared_ptr<Connection>& c) {
    auto it = games_.find(id);
    if (it == games_.end()) {
        c->close();
        return;
    }
    clients_[c.get()] = Client{c, id, std::nullopt, false, io::Language::English, {}, {}};
    it->second.clients.push_back(c);
}

Hub::Client* Hub::client_of(const std::shared_ptr<Connection>& c) {
    auto it = clients_.find(c.get());
    return it == clients_.end() ? nullptr : &it->second;
}

void Hub::leave(const std::shared_ptr<Connection>& c) {
    flush();  // the presence that follows comes after the answers waiting
    Client* client = client_of(c);
    if (!client)
        return;
    const std::string id = client->game;
    clients_.erase(c.get());
    if (auto it = games_.find(id); it != games_.end()) {
        auto& list = it->second.clients;
        std::erase_if(list, [&](const std::weak_ptr<Connection>& w) {
            auto p = w.lock();
            return !p || p == c;
        });
        broadcast_presence(it->second);
    }
}

void Hub::message(const std::shared_ptr<Connection>& c, std::string_view text, std::int64_t now_ms,
                  Frame frame) {
    Client* client = client_of(c);
    if (!client)
        return;
    if (client->passed.full(now_ms)) {
        c->send(error_message(readable_id(text), "more than 50 messages a second"));
        // As many refused as let through, all within about a second: a flood.
        if (++client->refused > MaxFramesPerSecond)
            c->close();
        return;
    }
    client->passed.count(now_ms);
    client->refused = 0;
    if (text.size() > MaxMessageBytes) {
        c->send(error_message(readable_id(text), "a message may hold 4 KiB at most"));
        return;
    }
    if (frame == Frame::Binary) {
        c->send(error_message(nullptr, "a message is JSON text, in a text frame"));
        return;
    }
    json msg = json::parse(text, nullptr, false);
    if (msg.is_discarded() || !msg.is_object() || !msg.contains("type") ||
        !msg["type"].is_string()) {
        c->send(error_message(readable_id(text), "a message is a JSON object with a \"type\""));
        return;
    }
    const json id = msg.contains("id") ? msg["id"] : json(nullptr);
    Entry& entry = games_.at(client->game);
    const std::string type = msg["type"].get<std::string>();
    // Events wait for their group's commit; anything else comes after them.
    if (type != "event")
        flush();
    if (type == "hello") {
        if (client->greeted) {
            c->send(error_message(id, "hello is said once"));
            if (!hello_side(entry, msg))
                c->close();  // a token not this game's, as on a first hello
            return;
        }
        return hello(*client, c, entry, msg, id, now_ms);
    }
    if (!client->greeted) {
        c->send(error_message(id, "say hello first"));
        return;
    }
    if (!client->side) {
        c->send(error_message(id, "a spectator only watches"));
        return;
    }
    if (type == "event")
        return play(*client, c, entry, msg, now_ms);
    if (type != "resign" && type != "draw") {
        c->send(error_message(id, "unknown type \"" + type + "\""));
        return;
    }
    end_on_flag(entry, now_ms);
    const std::int64_t t = game_time(entry, now_ms);
    const std::optional<Color> offer_before = entry.game.draw_offer();
    Game before = entry.game;
    auto done = type == "resign" ? entry.game.resign(*client->side, t)
                                 : entry.game.offer_draw(*client->side, t);
    if (!done) {
        c->send(error_message(
            id, entry.game.result() ? "the game is over" : "your draw offer stands already"));
        return;
    }
    if (!keep(entry, *done)) {
        entry.game = std::move(before);
        c->send(error_message(id, "the game could not be kept; nothing changed"));
        return;
    }
    watch_flag(entry);
    if (type == "draw" && !entry.game.result() && offer_before != *client->side)
        broadcast(entry, json{{"type", "draw"}, {"by", chess::to_string(*client->side)}}.dump());
    if (entry.game.result()) {
        if (before.clock(t).running)
            broadcast(entry, clock_json(entry.game, t));  // it stopped with the game
        broadcast_over(entry);
    }
}

std::optional<std::optional<Color>> Hub::hello_side(const Entry& entry, const json& msg) {
    if (!msg.contains("token") || msg["token"].is_null())  // null: no token
        return std::optional<Color>{};
    const std::string token = msg["token"].is_string() ? msg["token"].get<std::string>() : "";
    if (same_token(token, entry.record.white_token))
        return std::optional<Color>{Color::White};
    if (same_token(token, entry.record.black_token))
        return std::optional<Color>{Color::Black};
    return std::nullopt;
}

void Hub::hello(Client& client, const std::shared_ptr<Connection>& c, Entry& entry, const json& msg,
                const json& id, std::int64_t now_ms) {
    // Everything is checked before anything is taken: a refused hello leaves
    // the client as it was, a spectator until a hello is accepted.
    const std::optional<std::optional<Color>> side = hello_side(entry, msg);
    if (!side) {
        c->send(error_message(id, "this token is not this game's"));
        c->close();
        return;
    }
    std::optional<io::Language> language;
    if (msg.contains("lang")) {
        language = msg["lang"].is_string() ? io::parse_language(msg["lang"].get<std::string>())
                                           : std::nullopt;
        if (!language) {
            c->send(error_message(id, "lang is en, de or vi"));
            return;
        }
    }
    int since = 0;
    if (msg.contains("since")) {
        if (!msg["since"].is_number_integer() || msg["since"].get<std::int64_t>() < 0) {
            c->send(error_message(id, "since is the number of an answer, 0 or more"));
            return;
        }
        since = static_cast<int>(std::min<std::int64_t>(msg["since"].get<std::int64_t>(), 1 << 30));
    }
    client.side = *side;
    if (language)
        client.language = *language;
    client.greeted = true;
    const std::int64_t t = game_time(entry, now_ms);
    c->send(json{{"type", "welcome"},
                 {"side", client.side ? chess::to_string(*client.side) : "spectator"},
                 {"game", json::parse(state_json(client.game, entry.game, t))}}
                .dump());
    if (since < entry.game.events()) {
        auto log = store_.log(client.game);
        if (log)
            for (std::string& answer :
                 answers_since(entry.game.settings(), *log, since, client.language))
                c->send(std::move(answer));
    }
    c->send(clock_json(entry.game, t));
    if (auto offer = entry.game.draw_offer())
        c->send(json{{"type", "draw"}, {"by", chess::to_string(*offer)}}.dump());
    if (entry.game.result())
        c->send(json{{"type", "over"},
                     {"result", entry.game.result()->score},
                     {"reason", entry.game.result()->reason}}
                    .dump());
    broadcast_presence(entry);
}

void Hub::play(Client& client, const std::shared_ptr<Connection>& c, Entry& entry, const json& msg,
               std::int64_t now_ms) {
    const json id = msg.contains("id") ? msg["id"] : json(nullptr);
    if (!msg.contains("event") || !msg["event"].is_object()) {
        c->send(error_message(id, "an event message has an \"event\" object"));
        return;
    }
    if (end_on_flag(entry, now_ms)) {
        c->send(error_message(id, "the game is over"));
        return;
    }
    const std::int64_t t = game_time(entry, now_ms);
    const ClockReading clock_before = entry.game.clock(t);
    Game before = entry.game;
    auto accepted = entry.game.play(*client.side, msg["event"].dump(), t);
    if (!accepted) {
        c->send(error_message(id, accepted.error()));
        return;
    }
    const bool opened = waiting_.empty();
    if ((opened && store_.begin()) ||
        store_.append(entry.record.id, entry.logged + 1, accepted->entry)) {
        if (opened)
            store_.commit();  // ends the group begun for this event, which holds nothing
        entry.game = std::move(before);
        c->send(error_message(id, "the game could not be kept; nothing changed"));
        return;
    }
    ++entry.logged;
    const ClockReading clock_after = entry.game.clock(t);
    // A press passed the clock, or a sanction gave time.
    const bool clock_changed = clock_after.running != clock_before.running ||
                               clock_after.white_ms != clock_before.white_ms ||
                               clock_after.black_ms != clock_before.black_ms;
    waiting_.push_back(Waiting{c, id.dump(), client.game, std::move(before), std::move(*accepted),
                               board_members(entry.game),
                               clock_changed ? clock_json(entry.game, t) : std::string(),
                               entry.game.result().has_value()});
    watch_flag(entry);
    if (!schedule_)
        flush();
    else if (opened)
        schedule_();
}

void Hub::flush() {
    if (waiting_.empty())
        return;
    std::vector<Waiting> group = std::exchange(waiting_, {});
    if (store_.commit()) {
        // Nothing of the group was kept: each game goes back to before its
        // first event in it (undone from the last), and each sender hears so.
        for (auto w = group.rbegin(); w != group.rend(); ++w) {
            auto it = games_.find(w->game);
            if (it == games_.end())
                continue;
            it->second.game = std::move(w->before);
            --it->second.logged;
            watch_flag(it->second);
        }
        for (const Waiting& w : group)
            if (auto c = w.sender.lock())
                c->send(error_message(json::parse(w.id),
                                      "the game could not be kept; nothing changed"));
        return;
    }
    for (const Waiting& w : group)
        announce(w);
}

void Hub::announce(const Waiting& w) {
    auto it = games_.find(w.game);
    if (it == games_.end())
        return;
    Entry& entry = it->second;
    if (auto c = w.sender.lock())
        c->send(R"({"type":"ack","id":)" + w.id + R"(,"n":)" + std::to_string(w.accepted.n) + "}");
    broadcast_answer(entry, w.accepted, w.board);
    if (!w.clock.empty())
        broadcast(entry, w.clock);
    if (w.ended)
        broadcast_over(entry);
}

void Hub::watch_flag(Entry& entry) {
    if (entry.flag_ms)
        flags_.erase({*entry.flag_ms, entry.record.id});
    entry.flag_ms.reset();
    if (auto t = entry.game.flag_time()) {
        entry.flag_ms = entry.record.created_ms + *t;
        flags_.emplace(*entry.flag_ms, entry.record.id);
    }
}

bool Hub::keep(Entry& entry, const LogEntry& log_entry) {
    if (store_.append(entry.record.id, entry.logged + 1, log_entry))
        return false;
    ++entry.logged;
    return true;
}

bool Hub::end_on_flag(Entry& entry, std::int64_t now_ms) {
    const std::int64_t t = game_time(entry, now_ms);
    const auto fall = entry.game.flag_time();
    if (!fall || *fall > t)
        return false;
    flush();  // the events before the flag are kept before it, and it outside a group
    const auto flag = entry.game.check_flag(t);
    if (!flag)
        return false;
    // Time is up whether or not the entry is kept; a hub opened again on a
    // log without it finds the flag fallen again, and keeps it then.
    keep(entry, *flag);
    watch_flag(entry);
    broadcast(entry, clock_json(entry.game, t));
    broadcast_over(entry);
    return true;
}

void Hub::broadcast_answer(Entry& entry, const Game::Accepted& accepted, const std::string& board) {
    std::array<std::optional<std::string>, 3> by_language;
    for (const auto& weak : entry.clients) {
        auto c = weak.lock();
        const Client* client = c ? client_of(c) : nullptr;
        if (!client || !client->greeted)
            continue;
        auto& text = by_language[static_cast<std::size_t>(client->language)];
        if (!text)
            text = answer_message(accepted, board, entry.game.settings().edition, client->language);
        c->send(*text);
    }
}

void Hub::broadcast(Entry& entry, const std::string& message) {
    for (const auto& weak : entry.clients) {
        auto c = weak.lock();
        const Client* client = c ? client_of(c) : nullptr;
        if (client && client->greeted)
            c->send(message);
    }
}

void Hub::broadcast_presence(Entry& entry) {
    bool white = false, black = false;
    int spectators = 0;
    for (const auto& weak : entry.clients) {
        auto c = weak.lock();
        const Client* client = c ? client_of(c) : nullptr;
        if (!client || !client->greeted)
            continue;
        white = white || client->side == Color::White;
        black = black || client->side == Color::Black;
        spectators += !client->side;
    }
    broadcast(
        entry,
        json{{"type", "presence"}, {"white", white}, {"black", black}, {"spectators", spectators}}
            .dump());
}

void Hub::broadcast_over(Entry& entry) {
    const auto& result = entry.game.result();
    broadcast(entry,
              json{{"type", "over"}, {"result", result->score}, {"reason", result->reason}}.dump());
}

std::optional<std::int64_t> Hub::check_flags(std::int64_t now_ms) {
    flush();
    std::vector<std::string> due;
    for (auto it = flags_.begin(); it != flags_.end() && it->first <= now_ms; ++it)
        due.push_back(it->second);
    for (const std::string& id : due) {
        Entry& entry = games_.at(id);
        end_on_flag(entry, now_ms);
        watch_flag(entry);  // the game is over, or its time moved on
    }
    if (flags_.empty())
        return std::nullopt;
    return flags_.begin()->first;
}

}  // namespace touchmove::server
