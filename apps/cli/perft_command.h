// `touchmove perft`: counts the leaf nodes of the legal move tree.
#pragma once

namespace touchmove::cli {

int run_perft(int argc, char** argv);

}  // namespace touchmove::cli
