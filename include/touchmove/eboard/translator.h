// Translator: what an electronic board senses, turned into the events of
// the event language and answered by the arbiter (docs/boards.md).
//
// A board sees squares empty and fill, nothing more. A square emptied is a
// lift, or the removal of a captured piece, or the other side moving its own
// piece, decided from what follows; a piece appearing is a release, a
// placement or a promotion. A piece dragged across squares on its way, or a
// sensor that bounces, must not read as a move made and changed (4.7): a
// release is held back until the board has settled (a settling time on a live
// board; in a recording without time, until what follows shows the hand moved
// on in a straight line). A DGT clock plugged into the board tells its
// presses by its lever. What the board cannot see (a touch without lifting,
// an announcement, a claim, the clock without a DGT clock) comes from the
// arbiter at a keyboard as ordinary events, through keyboard().
//
// When the squares match no state the events can explain (a piece put on the
// wrong square, a board set up wrongly), the translator says which squares to
// fix and sends no event for them until they match again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "touchmove/chess/move.h"
#include "touchmove/eboard/protocol.h"
#include "touchmove/io/session.h"

namespace touchmove::eboard {

// Something for the people at the table that is not an answer: bytes the
// board sent that made no message, or the squares to put right.
struct Notice {
    std::string text;
    std::vector<std::string> fixes;  // "put the white knight back on g1", one a square
    bool new_game = false;           // the answers after it are a new game's, from n 1
};

using Output = std::variant<io::SessionOutput, Notice>;

struct TranslatorOptions {
    io::SessionDefaults defaults;
    std::string fen;  // the start position; empty for the initial one
    // How long a piece must stand on a square before it counts as let go.
    std::int64_t settle_ms = 300;
    // How long the board takes to read all its squares (Protocol::scan_ms()):
    // a square changing back within a scan and a margin is its sensor
    // bouncing, and a clock press may come before the landing that made the
    // move has been read.
    std::int64_t scan_ms = 10;
};

class Translator {
public:
    explicit Translator(TranslatorOptions options = {});

    // One report from the board; `ms` is when it came (steady, in
    // milliseconds), or nullopt for a recording that keeps no time.
    std::vector<Output> on_report(const Report& report, std::optional<std::int64_t> ms);
    // Time passes on a live board: settles what has stood long enough.
    std::vector<Output> tick(std::int64_t ms);
    // An event from the keyboard. What the board saw before it is settled first.
    std::vector<Output> keyboard(const chess::Expected<io::EventLine, io::LineError>& line,
                                 std::string_view source);
    // The end of the stream: settles everything still pending.
    std::vector<Output> finish();

    const io::Session& session() const { return session_; }
    // Whether the board was recognised as set up the other way round.
    bool flipped() const { return flipped_; }
    // The squares the board shows wrongly now, as in the last Notice.
    const std::vector<std::string>& fixes() const { return fixes_; }

private:
    // What has happened on the board but is not yet told to the arbiter.
    struct Released {  // a piece put down on `square`: let go, or only passing over?
        Square square;
        Piece piece;
        Square origin;  // where the hand took it from
        std::optional<std::int64_t> ms;
    };
    struct Sliding {  // the same piece taken up again from `square`
        Released released;
        std::optional<std::int64_t> ms;
    };
    struct Gone {  // a piece taken off `square`, by whom is not yet known
        Square square;
        Piece piece;
        std::optional<std::int64_t> ms;
        // Taken off ahead of the mover's piece put down on its way there:
        // the capture under way while that piece goes on to it.
        bool ahead = false;
    };
    // The mover's piece put down and not yet settled, or in the air again.
    using InHand = std::variant<std::monostate, Released, Sliding>;

    // A change of one square, from the board, already settled against bounce.
    void change(Square s, Piece now, std::optional<std::int64_t> ms);
    void vanished(Square s, Piece p, std::optional<std::int64_t> ms, std::optional<Square> stray);
    void taken_off(Square s, Piece p, std::optional<std::int64_t> ms, std::optional<Square> stray);
    bool capture_ahead(Square s) const;
    bool goes_on_to_capture(Square s, Piece now) const;
    void appeared(Square s, Piece p, std::optional<std::int64_t> ms);
    void arrived_early(Square s, Piece p, std::optional<std::int64_t> ms,
                       std::optional<Square> stray);
    bool continue_slide(Square s, Piece p, std::optional<std::int64_t> ms);
    void let_go(std::optional<std::int64_t> ms);
    bool settle_gone_by(Square s, Piece p);
    void place_or_release(Square s, Piece p, std::optional<std::int64_t> ms);
    bool passing_over(const Sliding& slide, Square landing) const;
    Square origin_of(Piece p, Square otherwise) const;
    // Telling the arbiter what was pending, as it most likely happened.
    void settle_hand();
    void settle_gone(std::optional<chess::Color> next);
    void settle_completing_gone();
    void settle_all(std::optional<chess::Color> next = std::nullopt);
    void release(Square s, Piece p);

    // The arbiter's reading of the board, and what one more event would do.
    const arbiter::Arbiter& arbiter() const;
    arbiter::BoardEvent removal(Square s) const;
    static arbiter::BoardEvent release_of(const Released& put);
    bool completes_move(const arbiter::BoardEvent& e) const;
    bool holds(chess::Color side, chess::PieceType t) const;
    bool held_piece_takes(Square s) const;
    bool promoted_piece_taken_off() const;
    std::size_t held_like(Piece p) const;  // how many pieces like `p` its side holds
    bool promotes_to(Square s, Piece p) const;
    Piece expected(Square s) const;
    void emit(arbiter::BoardEvent e);
    void emit(chess::Color side, arbiter::Action action, Square s,
              std::optional<chess::PieceType> piece = std::nullopt);

    void lever(ClockSide up, std::optional<std::int64_t> ms);
    void press(chess::Color presser);
    void press_pending();
    struct Progress {
        bool made = false, under_way = false;
    };
    Progress progress(const Picture& squares, chess::Color side) const;
    bool part_of_pressed_move(const Report& report, std::optional<std::int64_t> ms);
    std::int64_t margin_ms() const;
    void attach_clock();
    void learn_whites_side();
    chess::Color to_move_once_let_go() const;

    void told(io::SessionOutput answer);
    void start_session();
    void new_game();

    void first_picture(const Picture& picture);
    void recognise_turned();
    void picture(const Picture& picture, std::optional<std::int64_t> ms);
    bool catch_up(const Picture& picture);
    void debounce(Square s, Piece now, std::optional<std::int64_t> ms);
    void flush_debounced(std::optional<std::int64_t> ms);
    void check_fixes();
    void check_set_up_again();

    TranslatorOptions options_;
    io::Session session_;
    std::optional<arbiter::Arbiter>
        before_first_event_;         // the arbiter's view until the session starts
    Picture raw_ = EmptyPicture;     // what the sensors said last
    Picture sensed_ = EmptyPicture;  // the same, once a bounce has been told from a change
    Picture start_ = EmptyPicture;   // the start position, as the squares show it
    bool seen_picture_ = false;
    bool over_ = false;  // the game is over: the squares are no events until a new game
    // Whether the board has shown the start position once: until then the
    // pieces are being set up, and their changes are no events.
    bool started_ = true;
    bool flipped_ = false;
    InHand hand_;
    std::optional<Gone> gone_;
    // The square the piece in the hand was felt on before it moved on to the
    // next (sliding across two sensors), until the turn ends: full until its
    // sensor lets go (`left`), and a bounce there after that is no piece.
    struct Trailing {
        Square square;
        Piece piece;
        bool left = false;
    };
    std::optional<Trailing> trailing_;
    std::vector<std::pair<Piece, Square>> lifted_from_;  // the pieces lifted this turn, and where
    std::vector<std::pair<Square, Piece>> removed_;      // taken off by the mover this turn
    std::optional<chess::Move> last_move_;               // the last move made
    struct Debounced {
        Square square;
        Piece before, now;
        std::int64_t ms;
    };
    std::vector<Debounced> debouncing_;
    // A clock plugged into the board: the side of its lever up last (none
    // until a clock reports), and the side White's player has, learnt in each
    // game at its first event (the side up is the player's to move) or, a
    // clock first heard of during the game, at its first press (by the
    // player whose event on the board came last).
    std::optional<ClockSide> lever_up_;
    // The board was plugged back after moves it did not see: the lever's
    // next report is where it stands, no press.
    bool lever_unknown_ = false;
    std::optional<ClockSide> whites_side_;
    std::optional<chess::Color> last_actor_;  // whose event on the board came last
    // A press read while the presser's move was under way on the squares:
    // the board may not have read all of it yet, so the press waits for it,
    // a scan at most (on a live board), and no longer than the squares that
    // come can be part of it.
    struct Press {
        chess::Color presser;
        std::optional<std::int64_t> ms;
        int clock_reports = 0;  // since the press: a clock tells its time once a second
    };
    std::optional<Press> press_;
    // A piece that appeared just now with no event to explain it: where a
    // board reports a piece's landing before its lifting (it reads the
    // squares one by one), the lift that follows puts it there.
    std::optional<Square> stray_;
    std::vector<std::string> fixes_;
    std::vector<Output> out_;
    int lines_ = 0;
};

}  // namespace touchmove::eboard
