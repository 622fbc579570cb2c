#include "touchmove/io/scenario.h"

#include <algorithm>
#include <optional>
#include <sstream>

#include "touchmove/chess/movegen.h"
#include "touchmove/chess/uci.h"
#include "touchmove/io/json.h"
#include "touchmove/io/session.h"

namespace touchmove::io {

using arbiter::Answer;

int ScenarioReport::passed() const {
    return static_cast<int>(
        std::count_if(cases.begin(), cases.end(), [](const CaseResult& c) { return c.passed; }));
}
int ScenarioReport::failed() const {
    return static_cast<int>(cases.size()) - passed();
}

namespace {

std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    std::istringstream in{std::string(s)};
    for (std::string w; in >> w;)
        out.push_back(w);
    return out;
}

std::string trim_comment(std::string_view line) {
    // A '#' outside double quotes starts a comment.
    bool quoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (line[i] == '"')
            quoted = !quoted;
        if (line[i] == '#' && !quoted)
            return std::string(line.substr(0, i));
    }
    return std::string(line);
}

std::string join(const std::vector<std::string>& v) {
    std::string out;
    for (const auto& s : v)
        out += (out.empty() ? "" : " ") + s;
    return out.empty() ? "(none)" : out;
}

// One case of a scenario file: its events fed to a Session, each
// expectation checked against the answer to the event before it.
class Case {
public:
    Case(std::string id, int line, bool strict)
        : strict_(strict), result_{std::move(id), line, true, ""} {}

    void feed(std::string_view line, int n) {
        close_block();
        unexpected_error();  // the line before, if it was an error nobody expected
        auto first = words(line);
        const bool header = !first.empty() && parse_header_name(first[0]);
        bool before_first_event = header && session_.arbiter() == nullptr;
        last_ = session_.feed_line(line, n);
        last_line_ = n;
        // A header that cannot be read before the first event is a broken
        // case, not something to expect: the case would run on defaults.
        if (before_first_event && last_ && last_->is_error() && session_.arbiter() == nullptr)
            fail(n, std::get<LineError>(last_->result).message);
        error_line_ = last_ && last_->is_error() ? n : 0;
    }

    void expect(const std::vector<std::string>& w, int line) {
        if (!result_.passed)
            return;
        if (w[0] == "error")
            error_line_ = 0;  // expected
        block_.push_back(w);
        if (auto mismatch = check(w))
            fail(line, "expect " + join(w) + ": " + *mismatch);
    }

    CaseResult finish() {
        close_block();
        unexpected_error();
        return result_;
    }

private:
    void fail(int line, const std::string& why) {
        if (!result_.passed)
            return;
        result_.passed = false;
        result_.failure = "line " + std::to_string(line) + ": " + why;
    }

    // An event line that was an error must be expected ('expect error'):
    // a misspelt event would otherwise pass unnoticed.
    void unexpected_error() {
        if (error_line_ != 0)
            fail(error_line_, std::get<LineError>(last_->result).message +
                                  " (an event that is an error needs 'expect error')");
        error_line_ = 0;
    }

    // Strict mode: the expectations after an event name every violation
    // and claim its answer carries.
    void close_block() {
        std::vector<std::vector<std::string>> block = std::move(block_);
        block_.clear();
        if (!strict_ || block.empty() || !last_ || last_->is_error())
            return;
        const Answer& a = std::get<Answer>(last_->result);
        auto expected = [&](std::string_view what, std::string_view arg) {
            return std::any_of(block.begin(), block.end(), [&](const auto& w) {
                return w.size() == 2 && w[0] == what && w[1] == arg;
            });
        };
        for (const auto& r : a.rulings) {
            if (r.type == arbiter::RulingType::Violation &&
                !expected("violation", arbiter::article(r.clause, edition())))
                fail(last_line_, "violation " + std::string(arbiter::article(r.clause, edition())) +
                                     " not expected (strict: expect every violation)");
            if (r.type == arbiter::RulingType::Claim && r.result &&
                !expected("claim", arbiter::to_string(*r.result)))
                fail(last_line_, "claim " + std::string(arbiter::to_string(*r.result)) +
                                     " not expected (strict: expect every claim)");
        }
    }

    arbiter::Edition edition() const { return session_.arbiter()->edition(); }

    // The answer's violation, obligation or note rulings' articles ("none"
    // for a note that cites none).
    static std::vector<std::string> articles(const Answer& a, arbiter::RulingType type,
                                             arbiter::Edition edition) {
        std::vector<std::string> out;
        for (const auto& r : a.rulings)
            if (r.type == type)
                out.emplace_back(r.clause == arbiter::Clause::Unnumbered
                                     ? "none"
                                     : arbiter::article(r.clause, edition));
        return out;
    }
    static std::optional<arbiter::RulingType> ruling_type(std::string_view word) {
        if (word == "violation")
            return arbiter::RulingType::Violation;
        if (word == "obligation")
            return arbiter::RulingType::Obligation;
        if (word == "note")
            return arbiter::RulingType::Note;
        return std::nullopt;
    }

    using Args = std::vector<std::string>;
    using Mismatch = std::optional<std::string>;

    // Checks one expectation (its words after 'expect') against the last answer.
    Mismatch check(const std::vector<std::string>& w) {
        if (!last_)
            return "no event before this expectation";
        const std::string& what = w[0];
        if (what == "error")
            return last_->is_error() ? std::nullopt : Mismatch("the event was accepted");
        if (last_->is_error())
            return "the event was an error: " + std::get<LineError>(last_->result).message;
        const Answer& a = std::get<Answer>(last_->result);
        const Args args(w.begin() + 1, w.end());
        if (what == "permitted")
            return check_permitted(a, args);
        if (auto type = ruling_type(what))
            return check_ruling(a, *type, what, args);
        if (what == "no")
            return check_absent(a, args);
        if (what == "move")
            return check_move(a, args);
        if (what == "claim")
            return check_claim(a, args);
        if (what == "restricted")
            return check_word(
                "restricted",
                a.restricted_by ? arbiter::article(*a.restricted_by, edition()) : "none", args);
        if (what == "to_move")
            return check_word("to_move", chess::to_string(a.to_move), args);
        if (what == "sanction")
            return check_sanction(a, args);
        if (what == "refused")
            return a.refused ? std::nullopt : Mismatch("not refused");
        if (what == "fen")
            return check_word("fen", a.position.to_fen(), Args{join(args)});
        return "unknown expectation '" + what + "'";
    }

    // expect permitted M... | all
    Mismatch check_permitted(const Answer& a, Args args) const {
        const bool chess960 = a.position.is_chess960();
        std::vector<std::string> got;
        for (const auto& m : a.permitted)
            got.push_back(chess::to_uci(m, chess960));
        std::sort(got.begin(), got.end());
        if (args.size() == 1 && args[0] == "all") {
            if (a.restricted_by)
                return "restricted by " +
                       std::string(arbiter::article(*a.restricted_by, edition())) + " to " +
                       join(got);
            args.clear();
            for (const auto& m : chess::legal_moves(session_.arbiter()->position()))
                args.push_back(chess::to_uci(m, chess960));
        }
        std::sort(args.begin(), args.end());
        return got == args ? std::nullopt : Mismatch("got " + join(got));
    }

    // expect violation|obligation|note ART
    Mismatch check_ruling(const Answer& a, arbiter::RulingType type, const std::string& what,
                          const Args& args) const {
        if (args.size() != 1)
            return std::string("expected one article");
        auto got = articles(a, type, edition());
        if (std::find(got.begin(), got.end(), args[0]) == got.end())
            return "got " + what + "s " + join(got);
        return std::nullopt;
    }

    // expect no violation|obligation|note [ART], no claim, no move
    Mismatch check_absent(const Answer& a, const Args& args) const {
        if (args.empty())
            return "unknown expectation 'no'";
        if (auto type = ruling_type(args[0]); type && args.size() <= 2) {
            auto got = articles(a, *type, edition());
            // With an article: none of that article; without: none at all.
            const bool clear = args.size() == 1
                                   ? got.empty()
                                   : std::find(got.begin(), got.end(), args[1]) == got.end();
            return clear ? std::nullopt : Mismatch("got " + args[0] + "s " + join(got));
        }
        if (args[0] == "claim" && args.size() == 1) {
            for (const auto& r : a.rulings)
                if (r.type == arbiter::RulingType::Claim)
                    return "got claim " + std::string(arbiter::to_string(
                                              r.result.value_or(arbiter::ClaimResult::Rejected)));
            return std::nullopt;
        }
        if (args[0] == "move")
            return a.move ? Mismatch("got move " + a.move->uci) : std::nullopt;
        return "unknown expectation 'no " + join(args) + "'";
    }

    // expect move UCI
    static Mismatch check_move(const Answer& a, const Args& args) {
        if (!a.move)
            return std::string("no move was completed");
        if (args.size() != 1 || a.move->uci != args[0])
            return "got move " + a.move->uci;
        return std::nullopt;
    }

    // expect claim upheld|rejected|forfeited
    static Mismatch check_claim(const Answer& a, const Args& args) {
        for (const auto& r : a.rulings)
            if (r.type == arbiter::RulingType::Claim && r.result) {
                std::string got(arbiter::to_string(*r.result));
                return args.size() == 1 && got == args[0] ? std::nullopt
                                                          : Mismatch("got claim " + got);
            }
        return std::string("no claim ruling");
    }

    // expect sanction none | time SECONDS SIDE | loss SIDE
    static Mismatch check_sanction(const Answer& a, const Args& args) {
        std::string got = "none";
        for (const auto& r : a.rulings) {
            if (!r.sanction)
                continue;
            const auto& sn = *r.sanction;
            got = sn.kind == arbiter::Sanction::Kind::Time
                      ? "time " + std::to_string(sn.seconds) + " " +
                            std::string(chess::to_string(sn.side))
                      : "loss " + std::string(chess::to_string(sn.side));
        }
        if (join(args) == got || (args.empty() && got == "none"))
            return std::nullopt;
        return "got sanction " + got;
    }

    // An expectation of one value: restricted, to_move, fen.
    static Mismatch check_word(std::string_view what, std::string_view got, const Args& args) {
        if (args.size() == 1 && args[0] == got)
            return std::nullopt;
        return "got " + std::string(what) + " " + std::string(got);
    }

    const bool strict_;
    Session session_;
    std::optional<SessionOutput> last_;
    int last_line_ = 0;   // the line of the last event
    int error_line_ = 0;  // the last event line, when it was an error not yet expected
    std::vector<std::vector<std::string>> block_;  // the expectations after the last event
    CaseResult result_;
};

}  // namespace

ScenarioReport run_scenarios(std::istream& in, const std::string& name, ScenarioOptions options) {
    ScenarioReport report;
    std::optional<Case> current;
    std::string raw;
    int n = 0;
    while (std::getline(in, raw)) {
        ++n;
        if (!raw.empty() && raw.back() == '\r')
            raw.pop_back();
        if (n == 1)
            drop_byte_order_mark(raw);
        std::string line = trim_comment(raw);
        auto w = words(line);
        if (w.empty())
            continue;
        if (w[0] == "case") {
            if (current)
                report.errors.push_back(name + ":" + std::to_string(n) +
                                        ": 'case' inside a case (missing 'end')");
            if (current)
                report.cases.push_back(current->finish());
            current.emplace(w.size() > 1 ? w[1] : "case at line " + std::to_string(n), n,
                            options.strict);
        } else if (w[0] == "end") {
            if (!current) {
                report.errors.push_back(name + ":" + std::to_string(n) + ": 'end' outside a case");
                continue;
            }
            report.cases.push_back(current->finish());
            current.reset();
        } else if (!current) {
            report.errors.push_back(name + ":" + std::to_string(n) + ": line outside a case");
        } else if (w[0] == "expect") {
            if (w.size() < 2) {
                report.errors.push_back(name + ":" + std::to_string(n) +
                                        ": 'expect' without a check");
                continue;
            }
            current->expect(std::vector<std::string>(w.begin() + 1, w.end()), n);
        } else {
            current->feed(raw, n);
        }
    }
    if (current) {
        CaseResult last = current->finish();
        report.errors.push_back(name + ":" + std::to_string(last.line) +
                                ": the file ends inside case '" + last.id + "' (missing 'end')");
        report.cases.push_back(std::move(last));
    }
    return report;
}

}  // namespace touchmove::io
