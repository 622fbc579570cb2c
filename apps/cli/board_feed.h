// `touchmove serve --board SOURCE`: a game on the server fed by an
// electronic board, for anyone to watch in the browser. The board's
// events go to the game as its two players' would, through in-process
// connections holding each side's token.
#pragma once

#include <atomic>
#include <memory>
#include <thread>

#include "board_source.h"
#include "touchmove/server/server.h"

namespace touchmove::cli {

class BoardFeed {
public:
    // Creates the game (printing its address, `base_url` + "/game/ID") and
    // starts following the board once the server runs; a new game set up
    // on the board after one ends is a new game on the server.
    BoardFeed(server::Server& server, BoardSource source, eboard::TranslatorOptions game,
              std::string base_url);
    ~BoardFeed();  // stops following the board
    BoardFeed(const BoardFeed&) = delete;
    BoardFeed& operator=(const BoardFeed&) = delete;

private:
    struct Hands;
    bool new_game(server::Hub& hub, std::int64_t now_ms, Hands& hands) const;
    void follow(std::shared_ptr<Hands> hands);

    server::Server& server_;
    BoardSource source_;
    eboard::TranslatorOptions game_;  // the edition, the start position, the settling time
    std::string base_url_;
    std::atomic<bool> stop_{false};
    std::thread thread_;
};

}  // namespace touchmove::cli
