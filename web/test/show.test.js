// The board page's pure helpers (src/show.js), without a browser.
import {test} from "node:test"
import assert from "node:assert/strict"
import {currentObligation, formatClock, pieceSymbols, standingViolations, withPieces} from "../src/show.js"

test("clocks read as people read them", () => {
    assert.equal(formatClock(300000), "5:00")
    assert.equal(formatClock(3723000), "1:02:03")
    assert.equal(formatClock(10000), "0:10")
    assert.equal(formatClock(9950), "9.9")
    assert.equal(formatClock(0), "0.0")
    assert.equal(formatClock(null), "")
})

test("pieces in hand as symbols of their side's colour", () => {
    assert.equal(pieceSymbols("NP", "white"), "♘ ♙")
    assert.equal(pieceSymbols("q", "black"), "♛")
})

test("a violation stands until a claim or the other player's move", () => {
    const violation = {type: "violation", article: "4.3a", message: "m"}
    let standing = standingViolations([], {rulings: [violation], move: {san: "Nc3"}}, "white")
    assert.equal(standing.length, 1)
    standing = standingViolations(standing, {rulings: []}, "white")
    assert.equal(standing.length, 1)
    assert.deepEqual(standingViolations(standing, {rulings: [], move: {san: "e5"}}, "black"), [])
    const claim = {type: "claim", result: "upheld"}
    assert.deepEqual(standingViolations(standing, {rulings: [claim]}, "black"), [])
    assert.equal(standingViolations([], {rulings: [violation], refused: true}, "white").length, 0)
})

test("pieces in hand drawn back on their empty squares", () => {
    const lifted = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR"
    assert.equal(withPieces(lifted, {b1: "N"}, "white"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
    assert.equal(withPieces("8/8/8/8/8/8/8/8", {e8: "k", a1: "q"}, "black"), "4k3/8/8/8/8/8/8/q7")
    assert.equal(withPieces(lifted, {e2: "Q"}, "white"), lifted)  // an occupied square keeps its piece
    assert.equal(withPieces(lifted, {}, "white"), lifted)
})

test("an obligation binds until the move is made or nothing restricts the moves", () => {
    const touched = {type: "obligation", article: "4.3a", message: "the pawn must be moved"}
    let o = currentObligation(null, {rulings: [touched], restricted_by: "4.3a"})
    assert.equal(o, touched)
    assert.equal(currentObligation(o, {rulings: [], restricted_by: "4.3a"}), touched)
    assert.equal(currentObligation(o, {rulings: [], restricted_by: "4.3a", refused: true}), touched)
    const capture = {type: "obligation", article: "4.3c", message: "the pawn must capture it"}
    assert.equal(currentObligation(o, {rulings: [capture], restricted_by: null, move: {san: "exd6"}}), null)
    assert.equal(currentObligation(o, {rulings: [], restricted_by: null}), null)
})
