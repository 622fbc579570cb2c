// Scenario files: cases in the event language with expected answers
// (docs/events.md, Scenario files; tests/data/contract_examples.tm).
//
//   case ID
//   laws 2005                 headers, then events, as in the text form
//   white touch f3
//   expect permitted f3d4 f3e5    checks on the answer to the event above
//   end
//
// Expectations: `permitted M... | all`, `violation ART`, `no violation`,
// `move UCI`, `no move`, `claim upheld|rejected|forfeited`, `restricted ART|none`,
// `obligation ART`, `note ART`, `to_move white|black`, `refused`, `error`, `fen FEN`,
// `sanction none | time SECONDS SIDE | loss SIDE`.
#pragma once

#include <istream>
#include <string>
#include <vector>

namespace touchmove::io {

struct CaseResult {
    std::string id;
    int line = 0;  // where the case starts
    bool passed = true;
    std::string failure;  // the first mismatch, with its line
};

struct ScenarioReport {
    std::vector<CaseResult> cases;
    std::vector<std::string> errors;  // lines of the file itself that could not be read

    int passed() const;
    int failed() const;
};

struct ScenarioOptions {
    // Each event's expectations must name every violation and claim its
    // answer carries: a block that leaves one out fails.
    bool strict = false;
};

// Runs every case of a scenario file. `name` is used in messages.
ScenarioReport run_scenarios(std::istream& in, const std::string& name,
                             ScenarioOptions options = {});

}  // namespace touchmove::io
