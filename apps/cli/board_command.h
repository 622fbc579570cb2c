// touchmove board: a game on an electronic board, arbitrated as it is played.
#pragma once

#include <string>
#include <vector>

#include "touchmove/chess/pgn.h"
#include "touchmove/eboard/translator.h"
#include "touchmove/io/move_record.h"

namespace touchmove::cli {

int run_board(int argc, char** argv);

// What `touchmove board` prints and keeps: each answer (JSON or for a
// person), each notice on the standard error, and the game as PGN.
class BoardOutput {
public:
    BoardOutput(bool json, std::string pgn_file, arbiter::Edition edition, io::Language language);
    void start(const chess::Position& start);
    void show(const std::vector<eboard::Output>& outputs, const eboard::Translator& translator);

private:
    void record(const arbiter::Answer& answer);
    void next_game(const chess::Position& start);
    void write_pgn() const;
    std::string pgn() const;  // the game so far

    bool json_;
    std::string pgn_file_;
    arbiter::Edition edition_;
    io::Language language_;
    std::string date_;
    chess::Position start_ = chess::Position::initial();
    chess::Position position_ = chess::Position::initial();
    io::MoveRecord record_;
    chess::PgnComments comments_;
    std::string earlier_games_;  // the PGN of the games before this one
};

}  // namespace touchmove::cli
