// `touchmove arbitrate`: answers a stream of board events, and
// `touchmove check`: runs scenario files.
#pragma once

namespace touchmove::cli {

int run_arbitrate(int argc, char** argv);
int run_check(int argc, char** argv);

}  // namespace touchmove::cli
