// How the board page lists the moves (src/moves.js), without a browser.
import {test} from "node:test"
import assert from "node:assert/strict"
import {numberedMoves} from "../src/moves.js"

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

test("moves numbered from the position's move number and side", () => {
    assert.deepEqual(numberedMoves(["e4", "c5", "Nf3"], "x w KQkq - 1 2"), ["1. e4 c5", "2. Nf3"])
    assert.deepEqual(numberedMoves(["d5", "exd6"], "4k3/8/3P4/8/8/8/8/4K3 b - - 0 31"), ["30... d5", "31. exd6"])
    assert.deepEqual(numberedMoves(["d5"], "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 31"), ["30... d5"])
    assert.deepEqual(numberedMoves([], START + " w KQkq - 0 1"), [])
})
