// Small pure helpers of the board page, kept apart so that unit tests
// (test/show.test.js) can reach them without a browser.

// A clock as h:mm:ss, m:ss, or s.t under ten seconds.
export function formatClock(ms) {
    if (ms == null) return ""
    if (ms < 10000) return (Math.floor(ms / 100) / 10).toFixed(1)
    const s = Math.floor(ms / 1000)
    const two = n => String(n).padStart(2, "0")
    const h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60
    return h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`
}

// FEN letters as chess symbols of the side's colour.
export function pieceSymbols(letters, side) {
    const white = {K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙"}
    const black = {K: "♚", Q: "♛", R: "♜", B: "♝", N: "♞", P: "♟"}
    return [...letters].map(l => (side === "white" ? white : black)[l.toUpperCase()] ?? l).join(" ")
}

// The violations still standing after an answer: a violation stays shown
// until a claim is ruled on, or until the other player makes a move (the
// claim's time has then passed); a refused one never stood.
export function standingViolations(standing, answer, side) {
    if (answer.rulings.some(r => r.type === "claim")) return []
    let kept = standing
    if (answer.move) kept = kept.filter(v => v.side === side)
    if (answer.refused) return kept
    const added = answer.rulings.filter(r => r.type === "violation").map(r => ({...r, side}))
    return added.length ? [...kept, ...added] : kept
}

// A FEN placement with pieces added on empty squares: {e2: "P"}, the
// letters of `side`'s colour.
export function withPieces(placement, pieces, side) {
    const squares = []
    for (const row of placement.split("/"))
        for (const c of row) squares.push(...(/\d/.test(c) ? Array(Number(c)).fill("") : [c]))
    for (const [square, letter] of Object.entries(pieces)) {
        const i = (8 - Number(square[1])) * 8 + square.charCodeAt(0) - 97
        if (!squares[i]) squares[i] = side === "black" ? letter.toLowerCase() : letter.toUpperCase()
    }
    const rows = []
    for (let r = 0; r < 8; r++) {
        let row = "", empty = 0
        for (const piece of squares.slice(r * 8, r * 8 + 8)) {
            if (!piece) { empty++; continue }
            if (empty) row += empty
            row += piece
            empty = 0
        }
        rows.push(empty ? row + empty : row)
    }
    return rows.join("/")
}

// The obligation that binds the player having the move after an answer:
// the latest one ruled in this turn, while a rule restricts the moves; a
// made move ends it (its own answer's obligation was the mover's).
export function currentObligation(previous, answer) {
    if (answer.refused) return previous
    if (answer.move || !answer.restricted_by) return null
    return answer.rulings.findLast(r => r.type === "obligation") ?? previous
}
