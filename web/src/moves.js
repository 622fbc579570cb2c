// The moves as the board page lists them, read from the server's SAN moves
// and FEN. Pure, so that test/moves.test.js reaches it without a browser.

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
