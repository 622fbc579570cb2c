// What the board page reads from the server's move lists (src/moves.js), without a browser.
import {test} from "node:test"
import assert from "node:assert/strict"
import {captureVictims, castlingParts, dropVerdict, numberedMoves, pieceAt, partOfMove} from "../src/moves.js"

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

test("the piece on a square of a placement", () => {
    assert.equal(pieceAt(START, "g1"), "N")
    assert.equal(pieceAt(START, "d8"), "q")
    assert.equal(pieceAt(START, "e4"), "")
    assert.equal(pieceAt("4k3/8/8/3pP3/8/8/8/4K3", "e5"), "P")
    assert.equal(pieceAt("4k3/8/8/3pP3/8/8/8/4K3", "f5"), "")
})

test("castling's king and rook squares, standard and Chess960", () => {
    const castle = "r3k2r/8/8/8/8/8/8/R3K2R"
    assert.deepEqual(castlingParts("e1g1", castle), [["e1", "g1"], ["h1", "f1"]])
    assert.deepEqual(castlingParts("e8c8", castle), [["e8", "c8"], ["a8", "d8"]])
    assert.equal(castlingParts("e1f1", castle), null)
    assert.equal(castlingParts("a1a2", castle), null)
    assert.deepEqual(castlingParts("f1g1", "4k3/8/8/8/8/8/8/5KR1"), [["f1", "g1"], ["g1", "f1"]])
    assert.deepEqual(castlingParts("b1a1", "4k3/8/8/8/8/8/8/RK6"), [["b1", "c1"], ["a1", "d1"]])
})

test("a drop that makes a move or its castling rook's part", () => {
    const castle = "r3k2r/8/8/8/8/8/8/R3K2R"
    assert.equal(partOfMove("h1", "f1", ["e1g1"], castle), true)
    assert.equal(partOfMove("e1", "g1", ["e1g1"], castle), true)
    assert.equal(partOfMove("a1", "d1", ["e1g1"], castle), false)
    assert.equal(partOfMove("e7", "e8", ["e7e8q", "e7e8n"], "8/4P3/8/8/8/8/8/K6k"), true)
})

test("the pieces that may be taken off: captures and en passant's pawn", () => {
    assert.deepEqual([...captureVictims(["e5d6", "e5e6"], "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")], ["d5"])
    assert.deepEqual([...captureVictims(["e4d5", "e4e5"], "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")], ["d5"])
    assert.deepEqual([...captureVictims(["f1g1"], "4k3/8/8/8/8/8/8/5KR1 w G - 0 1")], [])
    assert.deepEqual([...captureVictims(["g1f3", "g1h3"], START + " w KQkq - 0 1")], [])
})

test("an enforce-mode drop: permitted, legal, illegal, or bound with the legal moves unknown", () => {
    const placement = START
    const touchedKnight = {permitted: ["g1f3", "g1h3"], bound: true, placement}
    const legal = ["b1a3", "b1c3", "e2e3", "e2e4", "g1f3", "g1h3"]
    assert.equal(dropVerdict("g1", "f3", {...touchedKnight, legal}), "permitted")
    assert.equal(dropVerdict("b1", "c3", {...touchedKnight, legal}), "legal")
    assert.equal(dropVerdict("g1", "g3", {...touchedKnight, legal}), "illegal")
    assert.equal(dropVerdict("g1", "g3", {...touchedKnight, legal: null}), "bound")
    assert.equal(dropVerdict("g1", "f3", {...touchedKnight, legal: null}), "permitted")
    assert.equal(dropVerdict("e2", "e4", {permitted: ["e2e4"], bound: false, placement, legal: null}), "permitted")
})

test("moves numbered from the position's move number and side", () => {
    assert.deepEqual(numberedMoves(["e4", "c5", "Nf3"], "x w KQkq - 1 2"), ["1. e4 c5", "2. Nf3"])
    assert.deepEqual(numberedMoves(["d5", "exd6"], "4k3/8/3P4/8/8/8/8/4K3 b - - 0 31"), ["30... d5", "31. exd6"])
    assert.deepEqual(numberedMoves(["d5"], "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 31"), ["30... d5"])
    assert.deepEqual(numberedMoves([], START + " w KQkq - 0 1"), [])
})
