// touchmove simulate: the bytes an electronic board would send for a game's events.
#pragma once

namespace touchmove::cli {

int run_simulate(int argc, char** argv);

}  // namespace touchmove::cli
