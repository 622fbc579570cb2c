// Gestures: what a hand does on the board, as events of docs/events.md.
// Pressing a piece touches it; dragging it onto another square lifts it;
// dropping it releases it (a drop onto an opponent's piece removes that
// piece first, a pawn's drop on the last rank asks for the piece to place,
// a king dropped on its own rook castles Chess960's way); dragging an
// opponent's piece off the board removes it where a capture may take it (en
// passant). No rule of chess is decided here: the server's lists of moves
// say where a piece may go, each event goes to the server, one at a time,
// and a refused one ends the gesture with the piece put back.
import {INPUT_EVENT_TYPE} from "cm-chessboard/src/Chessboard.js"
import {captureVictims, castlingParts, dropVerdict, fenLetter, pieceAt} from "./moves.js"

export class Gestures {
    // play(event) resolves {answer} or {error}; moves() gives the server's
    // lists: {permitted, legal (null where unknown), bound, fen}; myMove()
    // says whether this player has the move; pickPromotion(square, color)
    // resolves a piece letter or null; notify(text, detail) shows a refusal,
    // a hint or an error; settled() follows each gesture.
    constructor({board, color, mode, play, moves, myMove, pickPromotion, notify, settled}) {
        Object.assign(this, {board, color, mode, play, moves, myMove, pickPromotion, notify, settled})
        this.hand = []          // the own pieces in hand, [{square, letter}], as the server's answers say
        this.lifting = null     // a lift sent, not yet answered
        this.adjusting = false  // after "j'adoube": presses straighten pieces
        this.adjustPress = null // the square pressed while adjusting: an adjust, unless it becomes a drag
        this.inFlight = 0       // gestures whose events are not all answered
        this.count = 0          // gestures begun
        this.current = 0        // the gesture whose events are being sent
        this.chain = Promise.resolve()
        this.pressed = false
        addEventListener("pointerdown", () => { this.pressed = true }, true)
        addEventListener("pointerup", () => { this.pressed = false; this.pressEnded() }, true)
        addEventListener("pointercancel", () => { this.pressed = false; this.adjustPress = null }, true)
        this.input = this.input.bind(this)
    }

    // Follows an accepted answer to an own event: which pieces are in hand
    // (`held`, the hand's letters after it, in the order lifted). The server's
    // answers decide, so a reload or a reconnection knows them too.
    follow(answer, held) {
        if (answer.refused) return
        const [, action, square, letter] = answer.event.split(" ")
        if (action === "lift") this.hand.push({square, letter: held.at(-1) ?? ""})
        else if (action === "release") {
            // The piece named (the hand holding several), else the one lifted last.
            const named = /^[KQRBNP]$/.test(letter ?? "")
            const i = named ? this.hand.findLastIndex(p => p.letter.toUpperCase() === letter) : this.hand.length - 1
            if (i >= 0) this.hand.splice(i, 1)
        }
        if (action !== "adjust" && action !== "say") this.adjusting = false
    }

    holds(square) {
        return this.hand.some(p => p.square === square)
    }

    // Runs one gesture's events after those of the gestures before it.
    run(steps) {
        const id = ++this.count
        this.inFlight++
        this.chain = this.chain.then(() => { this.current = id; return steps() }).catch(e => this.notify(String(e)))
            .then(() => { this.inFlight--; this.settled() })
    }

    // Sends one event; true when it was accepted and not refused.
    async send(event) {
        const outcome = await this.play(event)
        if (outcome.error) this.notify(outcome.error)
        else if (outcome.answer.refused) this.notify(null, outcome.answer)
        return !outcome.error && !outcome.answer.refused
    }

    mine(piece) {
        return Boolean(piece) && piece[0] === this.color[0]
    }

    // The board's move input (cm-chessboard) as gestures.
    input(e) {
        switch (e.type) {
            case INPUT_EVENT_TYPE.moveInputStarted:
                return this.started(e.squareFrom)
            case INPUT_EVENT_TYPE.movingOverSquare:
                // The piece leaves its square in the hand: a lift (not when
                // the pointer merely hovers after a click).
                if (this.pressed && e.squareTo && this.mine(e.piece) && !this.holds(e.squareFrom) &&
                    this.lifting !== e.squareFrom) {
                    const from = e.squareFrom
                    this.lifting = from
                    this.endAdjusting()
                    this.run(async () => {
                        await this.send({action: "lift", square: from})
                        this.lifting = null
                    })
                }
                return undefined
            case INPUT_EVENT_TYPE.validateMoveInput:
                return this.validate(e.squareFrom, e.squareTo, e.piece ?? this.board.getPiece(e.squareFrom))
            case INPUT_EVENT_TYPE.moveInputCanceled: {
                const from = e.squareFrom
                const piece = this.board.getPiece(from)
                if (e.reason === "movedOutOfBoard" && piece && !this.mine(piece))
                    this.takeOff(from)
                else
                    this.run(() => this.putBack(from))
                return undefined
            }
            default:
                return undefined
        }
    }

    // A press on a piece: a touch, or while adjusting an adjust (sent when
    // the press ends without a drag; the keyboard's Enter adjusts at once).
    // A player without the move starts nothing but to put down a piece in hand.
    started(square) {
        if (!this.myMove() && !this.holds(square)) {
            this.notify(null, {reason: "turn"})
            return false
        }
        if (this.adjusting) {
            if (this.pressed) {
                this.adjustPress = square
                return true
            }
            this.run(() => this.send({action: "adjust", squares: [square]}))
            return false
        }
        if (!this.holds(square))
            this.run(() => this.send({action: "touch", squares: [square]}))
        return true
    }

    // The pointer lets go: a press made while adjusting that did not become
    // a drag straightens its piece; a drag ends the announcement.
    pressEnded() {
        const square = this.adjustPress
        this.adjustPress = null
        if (!square) return
        if (this.board.view.visualMoveInput.isDragging()) return this.endAdjusting()
        this.run(() => this.send({action: "adjust", squares: [square]}))
        this.board.cancelMoveInput()
    }

    endAdjusting() {
        this.adjustPress = null
        if (!this.adjusting) return
        this.adjusting = false
        this.settled()
    }

    // A piece dropped on another square: true lets the board show it there
    // until the server's board is drawn.
    validate(from, to, piece) {
        const target = this.board.getPiece(to)
        if (this.mine(piece) && this.mine(target)) {
            const castling = this.castlingOnto(from, to, piece)
            this.run(() => castling ? this.castle(castling) : this.putBack(from))
            return Boolean(castling)
        }
        if (!this.mine(piece)) {
            this.run(() => this.putBack(from))
            return false
        }
        this.run(() => this.drop(from, to, piece, target))
        return true
    }

    // A king dropped on its own rook: the castling the server writes
    // king-onto-rook (Chess960), where a listed move; else null.
    castlingOnto(from, to, piece) {
        if (piece[1] !== "k") return null
        const {permitted, legal, fen} = this.moves()
        if (![...permitted, ...legal ?? []].includes(from + to)) return null
        return castlingParts(from + to, fen.split(" ")[0])
    }

    // Castling by both hands: the king and the rook lifted, then the king
    // released on its square and the rook on its own.
    async castle([[king, kingTo], [rook, rookTo]]) {
        if (!this.holds(king) && !await this.send({action: "lift", square: king})) return
        if (!this.holds(rook) && !await this.send({action: "lift", square: rook})) return this.putBack(king)
        if (!await this.send({action: "release", square: kingTo, piece: "K"})) {
            await this.putBack(rook)
            return this.putBack(king)
        }
        if (!await this.send({action: "release", square: rookTo, piece: "R"})) return this.putBack(rook)
    }

    // Why an enforce-mode drop of an own piece goes back before it is sent:
    // a move that is not legal, or (the legal moves unknown) not permitted
    // while the player is bound, or a capture that is not permitted (the
    // captured piece could go back only by its owner's hand); null where the
    // drop goes to the server. A piece already moved in this turn (not on
    // its square of the position) goes to the server as it is.
    dropRefusal(from, to, piece, target) {
        if (this.mode !== "enforce") return null
        const {permitted, legal, bound, fen} = this.moves()
        const placement = fen.split(" ")[0]
        if (pieceAt(placement, from) !== fenLetter(piece)) return null
        const verdict = dropVerdict(from, to, {permitted, legal, bound, placement})
        if (verdict === "illegal") return "illegal"
        if (verdict === "bound" || (target && verdict !== "permitted")) return "bound"
        return null
    }

    async drop(from, to, piece, target) {
        if (!this.holds(from) && !await this.send({action: "lift", square: from})) return
        const refusal = this.dropRefusal(from, to, piece, target)
        if (refusal) {
            this.notify(null, {from, to, reason: refusal})
            return this.putBack(from)
        }
        let promotion = null
        if (piece[1] === "p" && to[1] === (this.color === "white" ? "8" : "1")) {
            promotion = await this.pickPromotion(to, piece[0])
            if (!promotion) return this.putBack(from)
        }
        if (target && !await this.send({action: "remove", square: to})) return this.putBack(from)
        if (!await this.send({action: "release", square: to})) return this.putBack(from)
        if (promotion && await this.send({action: "remove", square: to}))
            await this.send({action: "place", piece: promotion, square: to})
    }

    // An opponent's piece dragged off the board: taken off where a capture
    // may take it now; any other goes back, and nothing is sent.
    takeOff(square) {
        const {permitted, legal, fen} = this.moves()
        const moves = this.mode === "enforce" ? permitted : legal ?? permitted
        if (this.myMove() && captureVictims(moves, fen).has(square))
            this.run(() => this.send({action: "remove", square}))
        else {
            this.notify(null, {reason: this.myMove() ? "victim" : "turn"})
            this.settled()
        }
    }

    // The lifted piece goes back on its own square (naming it where the
    // hand holds more than one piece).
    async putBack(from) {
        const held = this.hand.find(p => p.square === from)
        if (!held) return
        const event = {action: "release", square: from}
        if (this.hand.length > 1 && held.letter) event.piece = held.letter.toUpperCase()
        await this.send(event)
    }

    say(text) {
        this.run(() => this.send({action: "say", text}))
    }

    pressClock() {
        this.adjusting = false
        this.run(() => this.send({action: "clock"}))
    }

    claim() {
        this.adjusting = false
        this.run(() => this.send({action: "claim"}))
    }
}
