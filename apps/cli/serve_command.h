// `touchmove serve`: plays games between people over HTTP and WebSocket
// (docs/server.md).
#pragma once

namespace touchmove::cli {

int run_serve(int argc, char** argv);

}  // namespace touchmove::cli
