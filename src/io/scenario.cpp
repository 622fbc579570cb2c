#include "touchmove/io/scenario.h"

#include <algorithm>
#include <optional>
#include <sstream>

#include "touchmove/arbiter/session.h"
#include "touchmove/chess/movegen.h"
#include "touchmove/chess/uci.h"
#include "touchmove/io/json.h"

namespace touchmove::io {

using arbiter::Answer;
using arbiter::SessionOutput;

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

class Case {
public:
    Case(std::string id, int line) : session_(), result_{std::move(id), line, true, ""} {}

    void feed(std::string_view line, int n) {
        unexpected_error();  // the line before, if it was an error nobody expected
        auto first = words(line);
        const bool header = !first.empty() && arbiter::parse_header_name(first[0]);
        bool before_first_event = header && session_.arbiter() == nullptr;
        last_ = session_.feed_line(line, n);
        // A header that cannot be read before the first event is a broken
        // case, not something to expect: the case would run on defaults.
        if (before_first_event && last_ && last_->is_error() && session_.arbiter() == nullptr &&
            result_.passed) {
            result_.passed = false;
            result_.failure = "line " + std::to_string(n) + ": " +
                              std::get<arbiter::LineError>(last_->result).message;
        }
        error_line_ = last_ && last_->is_error() ? n : 0;
    }

    void expect(const std::vector<std::string>& w, int line) {
        if (!result_.passed)
            return;
        if (w[0] == "error")
            error_line_ = 0;  // expected
        auto mismatch = check(w);
        if (mismatch) {
            result_.passed = false;
            result_.failure =
                "line " + std::to_string(line) + ": expect " + join(w) + ": " + *mismatch;
        }
    }

    CaseResult finish() {
        unexpected_error();
        return result_;
    }

private:
    // An event line that was an error must be expected ('expect error'):
    // a misspelt event would otherwise pass unnoticed.
    void unexpected_error() {
        if (error_line_ == 0 || !result_.passed) {
            error_line_ = 0;
            return;
        }
        result_.passed = false;
        result_.failure = "line " + std::to_string(error_line_) + ": " +
                          std::get<arbiter::LineError>(last_->result).message +
                          " (an event that is an error needs 'expect error')";
        error_line_ = 0;
    }

    std::optional<std::string> check(const std::vector<std::string>& w) {
        if (!last_)
            return "no event before this expectation";
        const std::string& what = w[0];
        if (what == "error")
            return last_->is_error() ? std::nullopt
                                     : std::optional<std::string>("the event was accepted");
        if (last_->is_error())
            return "the event was an error: " + std::get<arbiter::LineError>(last_->result).message;
        const Answer& a = std::get<Answer>(last_->result);
        const auto edition = session_.arbiter()->edition();
        const bool chess960 = a.position.is_chess960();
        std::vector<std::string> args(w.begin() + 1, w.end());
        auto rulings_of = [&](arbiter::RulingType type) {
            std::vector<std::string> out;
            for (const auto& r : a.rulings)
                if (r.type == type)
                    out.emplace_back(arbiter::article(r.clause, edition));
            return out;
        };
        if (what == "permitted") {
            std::vector<std::string> got;
            for (const auto& m : a.permitted)
                got.push_back(chess::to_uci(m, chess960));
            std::sort(got.begin(), got.end());
            if (args.size() == 1 && args[0] == "all") {
                std::vector<std::string> all;
                for (const auto& m : chess::legal_moves(session_.arbiter()->position()))
                    all.push_back(chess::to_uci(m, chess960));
                std::sort(all.begin(), all.end());
                if (a.restricted_by)
                    return "restricted by " +
                           std::string(arbiter::article(*a.restricted_by, edition)) + " to " +
                           join(got);
                if (got != all)
                    return "got " + join(got);
                return std::nullopt;
            }
            std::sort(args.begin(), args.end());
            if (got != args)
                return "got " + join(got);
            return std::nullopt;
        }
        if (what == "violation" || what == "obligation" || what == "note") {
            auto type = what == "violation"    ? arbiter::RulingType::Violation
                        : what == "obligation" ? arbiter::RulingType::Obligation
                                               : arbiter::RulingType::Note;
            auto got = rulings_of(type);
            if (args.size() != 1)
                return std::string("expected one article");
            if (std::find(got.begin(), got.end(), args[0]) == got.end())
                return "got " + what + "s " + join(got);
            return std::nullopt;
        }
        if (what == "no" && (args.size() == 1 || args.size() == 2) &&
            (args[0] == "violation" || args[0] == "obligation" || args[0] == "note")) {
            auto type = args[0] == "violation"    ? arbiter::RulingType::Violation
                        : args[0] == "obligation" ? arbiter::RulingType::Obligation
                                                  : arbiter::RulingType::Note;
            auto got = rulings_of(type);
            // With an article: none of that article; without: none at all.
            const bool clear = args.size() == 1
                                   ? got.empty()
                                   : std::find(got.begin(), got.end(), args[1]) == got.end();
            return clear ? std::nullopt
                         : std::optional<std::string>("got " + args[0] + "s " + join(got));
        }
        if (what == "no" && args.size() == 1 && args[0] == "claim") {
            for (const auto& r : a.rulings)
                if (r.type == arbiter::RulingType::Claim)
                    return "got claim " + std::string(arbiter::to_string(
                                              r.result.value_or(arbiter::ClaimResult::Rejected)));
            return std::nullopt;
        }
        if (what == "no" && !args.empty() && args[0] == "move") {
            return a.move ? std::optional<std::string>("got move " + a.move->uci) : std::nullopt;
        }
        if (what == "move") {
            if (!a.move)
                return std::string("no move was completed");
            if (args.size() != 1 || a.move->uci != args[0])
                return "got move " + a.move->uci;
            return std::nullopt;
        }
        if (what == "claim") {
            for (const auto& r : a.rulings)
                if (r.type == arbiter::RulingType::Claim && r.result) {
                    std::string got(arbiter::to_string(*r.result));
                    if (args.size() == 1 && got == args[0])
                        return std::nullopt;
                    return "got claim " + got;
                }
            return std::string("no claim ruling");
        }
        if (what == "restricted") {
            std::string got =
                a.restricted_by ? std::string(arbiter::article(*a.restricted_by, edition)) : "none";
            if (args.size() == 1 && args[0] == got)
                return std::nullopt;
            return "got restricted " + got;
        }
        if (what == "to_move") {
            std::string got(chess::to_string(a.to_move));
            if (args.size() == 1 && args[0] == got)
                return std::nullopt;
            return "got to_move " + got;
        }
        if (what == "sanction") {
            // expect sanction none | time SECONDS SIDE | loss SIDE
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
        if (what == "refused")
            return a.refused ? std::nullopt : std::optional<std::string>("not refused");
        if (what == "fen") {
            std::string want = join(args);
            std::string got = a.position.to_fen();
            if (got == want)
                return std::nullopt;
            return "got fen " + got;
        }
        return "unknown expectation '" + what + "'";
    }

    arbiter::Session session_;
    std::optional<SessionOutput> last_;
    int error_line_ = 0;  // the last event line, when it was an error not yet expected
    CaseResult result_;
};

}  // namespace

ScenarioReport run_scenarios(std::istream& in, const std::string& name) {
    ScenarioReport report;
    std::optional<Case> current;
    std::string raw;
    int n = 0;
    while (std::getline(in, raw)) {
        ++n;
        if (!raw.empty() && raw.back() == '\r')
            raw.pop_back();
        if (n == 1)
            arbiter::drop_byte_order_mark(raw);
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
            current.emplace(w.size() > 1 ? w[1] : "case at line " + std::to_string(n), n);
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
