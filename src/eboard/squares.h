// The board's squares as the Translator reads them: turned round, and as
// the arbiter's board has them. Private to the Translator's files.
#pragma once

#include "touchmove/arbiter/arbiter.h"
#include "touchmove/eboard/protocol.h"

namespace touchmove::eboard {

inline Square flip(Square s) {
    return static_cast<Square>(63 - static_cast<int>(s));
}

inline Picture flip(const Picture& p) {
    Picture out = EmptyPicture;
    for (int i = 0; i < 64; ++i)
        out[i] = p[63 - i];
    return out;
}

inline Picture picture_of(const arbiter::Arbiter& a) {
    Picture p = EmptyPicture;
    for (int i = 0; i < 64; ++i)
        p[i] = a.board_piece(static_cast<Square>(i));
    return p;
}

}  // namespace touchmove::eboard
