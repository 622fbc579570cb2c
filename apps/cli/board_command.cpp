#include "board_command.h"

#include <poll.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board_source.h"
#include "pretty.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/pgn.h"
#include "touchmove/eboard/translator.h"
#include "touchmove/io/event_text.h"
#include "touchmove/io/json.h"
#include "touchmove/io/move_record.h"

namespace touchmove::cli {

namespace {

constexpr const char* Usage =
    R"(usage: touchmove board SOURCE [--json] [--pgn FILE] [--laws 2005|2023] [--lang en|de|vi]
                      [--fen FEN] [--settle MS]

Arbitrates a game played on an electronic board (docs/boards.md): every
piece the board feels lifted or put down becomes an event of the event
language, answered by the arbiter in observe mode as it happens. A DGT
clock plugged into a DGT board tells each press by its lever. What the
board cannot see (a touch without lifting, "j'adoube", a claim, the clock
without a DGT clock) the arbiter types on the standard input as event lines
("black claim"). Without a clock attached a move passes when it is made.
When the board shows no position of the game, it says which squares to put
right.

sources:
  --dgt DEVICE                a DGT board on a serial line (/dev/ttyUSB0)
  --dgt-replay FILE           the bytes a DGT board sent, recorded
  --millennium DEVICE         a Millennium ChessLink board on a serial line
  --millennium-replay FILE    the bytes a Millennium board sent, recorded

options:
  --json          each answer as one line of JSON (docs/events.md, Answers);
                  by default, for a person
  --pgn FILE      keep the game as PGN, the rulings as comments (rewritten
                  after every move; a new game set up after one ends follows it)
  --laws YEAR     the Laws' edition: 2005 (default) or 2023
  --lang CODE     the language of the rulings: en (default), de or vi
  --fen FEN       the start position (default: the initial position)
  --settle MS     on a live board, how long a piece must stand to count as
                  let go (default 300)
  -h, --help      show this help

Notices (bytes the board sent that made no message, squares to put right)
go to the standard error. Exit status: 0, or 2 on a usage or input error.

example:
  touchmove board --dgt /dev/ttyUSB0 --pgn game.pgn
  touchmove board --dgt-replay examples/board/khan.dgt --json
  touchmove simulate --millennium --slide examples/incident.events |
    touchmove board --millennium-replay /dev/stdin \
      --fen "r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
)";

struct Options {
    BoardSource source;
    bool json = false;
    std::string pgn;
    eboard::TranslatorOptions translator;
};

// Reads the arguments; returns an exit code when the program should stop.
std::optional<int> parse_options(int argc, char** argv, Options& o) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "-h" || a == "--help") {
            std::fputs(Usage, stdout);
            return 0;
        }
        if (a == "--json") {
            o.json = true;
            continue;
        }
        // --dgt DEVICE, --millennium-replay FILE: what serve's --board names dgt:DEVICE.
        const bool names_board = a.starts_with("--") && board_source(a.substr(2), "");
        const bool takes_value =
            names_board || a == "--pgn" || a == "--lang" || is_board_game_option(a);
        if (!takes_value) {
            std::fprintf(stderr, "touchmove board: unknown argument '%s'\n%s", argv[i], Usage);
            return 2;
        }
        if (i + 1 >= argc) {
            std::fprintf(stderr, "touchmove board: %s needs a value\n", argv[i]);
            return 2;
        }
        const std::string value = argv[++i];
        if (names_board) {
            if (!o.source.path.empty()) {
                std::fprintf(stderr, "touchmove board: one board source only\n");
                return 2;
            }
            o.source = *board_source(a.substr(2), value);
        } else if (a == "--pgn") {
            o.pgn = value;
        } else if (a == "--lang") {
            auto language = io::parse_language(value);
            if (!language) {
                std::fprintf(stderr, "touchmove board: --lang takes en, de or vi, not '%s'\n",
                             value.c_str());
                return 2;
            }
            o.translator.defaults.language = *language;
        } else if (auto error = set_board_game_option(a, value, o.translator)) {
            std::fprintf(stderr, "touchmove board: %s\n", error->c_str());
            return 2;
        }
    }
    if (o.source.path.empty()) {
        std::fprintf(stderr,
                     "touchmove board: no board given (--dgt, --dgt-replay, --millennium or "
                     "--millennium-replay)\n%s",
                     Usage);
        return 2;
    }
    return std::nullopt;
}

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    localtime_r(&now, &tm);
    char date[16];
    std::strftime(date, sizeof date, "%Y.%m.%d", &tm);
    return date;
}

}  // namespace

// What the program prints and keeps: each answer (JSON or for a person),
// each notice on the standard error, and the game as PGN.
BoardOutput::BoardOutput(bool json, std::string pgn_file, arbiter::Edition edition,
                         io::Language language)
    : json_(json),
      pgn_file_(std::move(pgn_file)),
      edition_(edition),
      language_(language),
      date_(today()) {}

void BoardOutput::show(const std::vector<eboard::Output>& outputs,
                       const eboard::Translator& translator) {
    for (const eboard::Output& o : outputs) {
        if (const auto* notice = std::get_if<eboard::Notice>(&o)) {
            print_notice(*notice);
            if (notice->new_game)
                next_game(translator.session().options().start);
            continue;
        }
        const auto& out = std::get<io::SessionOutput>(o);
        if (json_)
            std::cout << io::to_json(out, edition_, language_) << '\n';
        else
            std::cout << pretty_answer(out, translator.session().arbiter(), edition_, language_,
                                       out.event);
        if (const auto* answer = std::get_if<arbiter::Answer>(&out.result))
            record(*answer);
    }
    std::cout.flush();
}

void BoardOutput::record(const arbiter::Answer& answer) {
    const std::size_t before = record_.made().size();
    record_.follow(answer, position_);
    position_ = answer.position;
    for (const arbiter::Ruling& r : answer.rulings)
        if (r.type == arbiter::RulingType::Violation || r.type == arbiter::RulingType::Claim)
            comments_.emplace_back(record_.made().size(),
                                   std::string(arbiter::article(r.clause, edition_)) + ": " +
                                       io::render(r, io::Language::English));
    if (!pgn_file_.empty() && (record_.made().size() != before || !answer.rulings.empty()))
        write_pgn();
}

void BoardOutput::start(const chess::Position& start) {
    start_ = position_ = start;
}

// The game over, the next begins: the file keeps the games before it.
void BoardOutput::next_game(const chess::Position& start) {
    earlier_games_ += pgn() + "\n";
    record_ = {};
    comments_.clear();
    this->start(start);
}

void BoardOutput::write_pgn() const {
    std::ofstream out(pgn_file_, std::ios::trunc);
    out << earlier_games_ << pgn();
    if (!out)
        std::fprintf(stderr, "touchmove board: cannot write '%s'\n", pgn_file_.c_str());
}

std::string BoardOutput::pgn() const {
    chess::Game game(start_);
    for (const chess::Move m : record_.made())
        game.play(m);
    std::string result = "*";
    if (chess::count_legal_moves(game.position()) == 0)
        result = !game.position().is_checkmate()                         ? "1/2-1/2"
                 : game.position().side_to_move() == chess::Color::White ? "0-1"
                                                                         : "1-0";
    chess::PgnTags tags{{"Event", "touchmove board"},
                        {"Site", "touchmove"},
                        {"Date", date_},
                        {"White", "?"},
                        {"Black", "?"},
                        {"Result", result}};
    return chess::write_pgn(game, tags, comments_);
}

namespace {

volatile std::sig_atomic_t stop_requested = 0;

void request_stop(int) {
    stop_requested = 1;
}

// The lines the arbiter types on a live board, read without waiting; each
// whole line is given to `take`.
class Keyboard {
public:
    template <class Take>
    void poll_lines(Take take) {
        pollfd p{STDIN_FILENO, POLLIN, 0};
        while (!ended_ && ::poll(&p, 1, 0) > 0) {
            char buffer[4096];
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n <= 0) {
                ended_ = true;  // the board goes on without a keyboard
                break;
            }
            pending_.append(buffer, static_cast<std::size_t>(n));
            for (std::size_t end; (end = pending_.find('\n')) != std::string::npos;) {
                take(pending_.substr(0, end));
                pending_.erase(0, end + 1);
            }
            if (pending_.size() > io::MaxEventLineLength)
                pending_.clear();  // too long to be an event line
        }
    }

private:
    std::string pending_;
    bool ended_ = false;
};

}  // namespace

int run_board(int argc, char** argv) {
    Options o;
    if (auto exit_code = parse_options(argc, argv, o))
        return *exit_code;
    eboard::Translator translator(for_board(o.source, o.translator));
    BoardOutput output(o.json, o.pgn, o.translator.defaults.edition,
                       o.translator.defaults.language);
    output.start(translator.session().options().start);
    std::ios::sync_with_stdio(false);
    std::signal(SIGINT, request_stop);
    std::signal(SIGTERM, request_stop);
    Keyboard keyboard;
    int line = 0;
    BoardLoop loop;
    loop.stop = [] { return stop_requested != 0; };
    loop.idle = [&] {
        keyboard.poll_lines([&](const std::string& text) {
            const bool json = io::looks_like_json(text);
            ++line;
            auto parsed = json ? io::parse_json_line(text, line) : io::parse_event_line(text, line);
            output.show(
                translator.keyboard(parsed, json ? std::string_view() : std::string_view(text)),
                translator);
        });
    };
    return follow_board(
        o.source, translator,
        [&](const std::vector<eboard::Output>& outputs) { output.show(outputs, translator); },
        loop);
}

}  // namespace touchmove::cli
