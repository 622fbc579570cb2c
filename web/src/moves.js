// What the board page reads from the server's move lists: the UCI moves of
// `permitted` (castling as the king's two-square move, or king-onto-rook in
// Chess960) and the FEN of the position. Pure, so that test/moves.test.js
// reaches it without a browser.

// The FEN letter on a square of a placement (the first field of a FEN), or "".
export function pieceAt(placement, square) {
    const row = placement.split("/")[8 - Number(square[1])] ?? ""
    let file = 0
    const target = square.charCodeAt(0) - 97
    for (const c of row) {
        if (/\d/.test(c)) file += Number(c)
        else if (file++ === target) return c
        if (file > target) return ""
    }
    return ""
}

// cm-chessboard's piece name ("wn") as a FEN letter ("N").
export function fenLetter(piece) {
    return piece[0] === "w" ? piece[1].toUpperCase() : piece[1]
}

const white = letter => letter !== "" && letter === letter.toUpperCase()

// The king's and the rook's way in a castling move, [[from, to], [from, to]],
// or null where the move is not castling.
export function castlingParts(move, placement) {
    const from = move.slice(0, 2), to = move.slice(2, 4)
    const king = pieceAt(placement, from)
    if (king.toLowerCase() !== "k" || from[1] !== to[1]) return null
    const target = pieceAt(placement, to)
    const chess960 = target.toLowerCase() === "r" && white(target) === white(king)
    if (!chess960 && Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) !== 2) return null
    const kingside = to > from
    const rank = from[1]
    const rookFrom = chess960 ? to : (kingside ? "h" : "a") + rank
    return [[from, (kingside ? "g" : "c") + rank], [rookFrom, (kingside ? "f" : "d") + rank]]
}

// Whether dropping the piece from `from` on `to` is a move of the list, or
// a piece's part in one of its castlings.
export function partOfMove(from, to, moves, placement) {
    return moves.some(m => m.startsWith(from + to) ||
        (castlingParts(m, placement) ?? []).some(([a, b]) => a === from && b === to))
}

// The squares whose pieces the side to move may take off the board now:
// where a move of the list captures, and the pawn that en passant takes.
export function captureVictims(moves, fen) {
    const [placement, side, , ep] = fen.split(" ")
    const victims = new Set()
    for (const m of moves) {
        const from = m.slice(0, 2), to = m.slice(2, 4)
        const mover = pieceAt(placement, from), target = pieceAt(placement, to)
        if (target && white(target) !== (side === "w")) victims.add(to)
        if (to === ep && mover.toLowerCase() === "p") victims.add(ep[0] + from[1])
    }
    return victims
}

// How an enforce-mode drop of an own piece from its square in the position
// goes: "permitted" (it makes, or is part of, a permitted move), "legal" (a
// move the arbiter then rules on), "illegal" (no legal move: it goes back),
// "bound" (the legal moves are not known, the player is bound and no
// permitted move lands there: it goes back too), or "unknown".
// `legal` is null where the server has not listed the position's legal moves.
export function dropVerdict(from, to, {permitted, legal, bound, placement}) {
    if (partOfMove(from, to, permitted, placement)) return "permitted"
    if (legal) return partOfMove(from, to, legal, placement) ? "legal" : "illegal"
    if (bound && !permitted.some(m => m.slice(2, 4) === to)) return "bound"
    return "unknown"
}

// The moves as PGN numbers them, a row per move number, counted from the
// position's fullmove number and side to move ("30... d5", "31. exd6").
export function numberedMoves(moves, fen) {
    const [, side = "w", , , , full = "1"] = fen.split(" ")
    const now = (Math.max(1, Number(full) || 1) - 1) * 2 + (side === "b" ? 1 : 0)
    let ply = Math.max(0, now - moves.length)
    const rows = []
    for (const san of moves) {
        const number = Math.floor(ply / 2) + 1
        if (ply % 2 === 0) rows.push(`${number}. ${san}`)
        else if (!rows.length) rows.push(`${number}... ${san}`)
        else rows[rows.length - 1] += ` ${san}`
        ply++
    }
    return rows
}
