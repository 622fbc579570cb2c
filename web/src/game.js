// The board page: one game, as White, Black or a spectator. It draws what
// the server says (the physical board, the hands, the permitted moves and
// why, the clocks, the moves, the result) and sends each gesture as events.
import {Chessboard, COLOR, BORDER_TYPE} from "cm-chessboard/src/Chessboard.js"
import {Markers, MARKER_TYPE} from "cm-chessboard/src/extensions/markers/Markers.js"
import {PromotionDialog} from "cm-chessboard/src/extensions/promotion-dialog/PromotionDialog.js"
import {Accessibility} from "cm-chessboard/src/extensions/accessibility/Accessibility.js"
import "cm-chessboard/assets/chessboard.css"
import "cm-chessboard/assets/extensions/markers/markers.css"
import "cm-chessboard/assets/extensions/promotion-dialog/promotion-dialog.css"
import piecesUrl from "cm-chessboard/assets/pieces/standard.svg?url"
import markersUrl from "cm-chessboard/assets/extensions/markers/markers.svg?url"
import {setUpLanguage} from "./page.js"
import {Connection} from "./connection.js"
import {Gestures} from "./gestures.js"
import {currentObligation, formatClock, pieceSymbols, standingViolations, withPieces} from "./show.js"
import {numberedMoves} from "./moves.js"

const {lang, t} = setUpLanguage()
const $ = id => document.getElementById(id)
const gameId = location.pathname.split("/").pop()
const token = new URLSearchParams(location.search).get("token")

const state = {
    side: null, mode: "enforce", names: {white: t.white, black: t.black},
    board: "8/8/8/8/8/8/8/8", held: {white: "", black: ""}, moves: [],
    toMove: "white", fen: "8/8/8/8/8/8/8/8 w - - 0 1", permitted: [], restrictedBy: null, obligation: null,
    last: null, standing: [], n: 0, badLink: false,
    clock: null, presence: {white: false, black: false, spectators: 0},
    drawBy: null, result: null, reason: null
}

const board = new Chessboard($("board"), {
    position: state.board,
    assetsUrl: "/",
    style: {borderType: BORDER_TYPE.thin, pieces: {file: piecesUrl}, animationDuration: 150},
    extensions: [
        {class: Markers, props: {sprite: markersUrl, autoMarkers: null}},
        {class: PromotionDialog},
        {class: Accessibility, props: {language: lang === "de" ? "de" : "en", keyboardMoveInput: true,
            movePieceForm: false, boardAsTable: true, piecesAsList: true, visuallyHidden: true}}
    ]
})
let gestures = null
let connection = null
// The legal moves of each position seen, by FEN: an answer's `permitted`
// where no rule restricts it (docs/events.md: then it is every legal move).
const legalByFen = new Map()

$("pgn").href = `/api/games/${encodeURIComponent(gameId)}/pgn`
$("pgn").download = `${gameId}.pgn`

// A game that does not exist is said so, not retried.
fetch(`/api/games/${encodeURIComponent(gameId)}`).then(response => {
    if (!response.ok) {
        $("status").textContent = t.noGame
        return
    }
    connection = new Connection({
        game: gameId, token, lang, onMessage: receive,
        onOnline: online => { $("offline").hidden = online },
        onRefused: () => {
            // A token that is not this game's: the status says so for good.
            state.badLink = true
            $("offline").hidden = true
        }
    })
})

function start(welcome) {
    state.side = welcome.side
    const g = welcome.game
    Object.assign(state, {
        mode: g.mode, names: {white: g.white, black: g.black}, board: g.board, held: g.held,
        moves: g.moves, toMove: g.fen.split(" ")[1] === "b" ? "black" : "white", fen: g.fen,
        result: g.result, reason: g.reason, n: g.n
    })
    if (g.clock) state.clock = {...g.clock, at: performance.now()}
    if (state.side === "black") board.setOrientation(COLOR.black)
    if (state.side !== "spectator" && !gestures) {
        gestures = new Gestures({
            board, color: state.side, mode: state.mode,
            play: event => connection.play(event),
            moves: () => ({permitted: state.permitted, legal: legalMoves(), bound: Boolean(state.restrictedBy),
                fen: state.fen}),
            myMove: () => state.toMove === state.side && !state.result,
            pickPromotion: (square, color) => new Promise(resolve =>
                board.showPromotionDialog(square, color, r => resolve(r.piece ? r.piece[1].toUpperCase() : null))),
            notify: (message, detail) => notice(refusal(message, detail), detail?.reason === "turn" ? "turn" : "refusal"),
            settled: render
        })
        board.enableMoveInput(gestures.input)
    }
}

function receive(m) {
    switch (m.type) {
        case "welcome": start(m); break
        case "answer": answered(m); break
        case "clock": state.clock = m.white_ms == null ? null : {...m, at: performance.now()}; break
        case "presence": state.presence = m; break
        case "draw": state.drawBy = m.by; break
        case "over": Object.assign(state, {result: m.result, reason: m.reason, drawBy: null}); break
        case "error": if (m.id == null && !state.badLink) notice(`${t.error}: ${m.message}`); break
    }
    schedule()
}

function answered(m) {
    const a = m.answer
    if (a.error) return
    if (!a.restricted_by && a.permitted.length) legalByFen.set(a.fen, a.permitted)
    // The answers before the welcome's state are history: the log, not the board.
    if (m.n >= state.n)
        Object.assign(state, {board: m.board, held: m.held, moves: m.moves, toMove: a.to_move, fen: a.fen, n: m.n})
    Object.assign(state, {permitted: a.permitted, restrictedBy: a.restricted_by, last: {...a, side: m.side}})
    state.obligation = currentObligation(state.obligation, a)
    if (a.move && state.drawBy && state.drawBy !== m.side) state.drawBy = null
    state.standing = standingViolations(state.standing, a, m.side)
    if (gestures && m.side === state.side) {
        gestures.follow(a, m.held[state.side])
        // A refusal shows until a later gesture of this player is answered without one.
        if (!a.refused && noticeKind === "refusal" && gestures.current !== noticeGesture) hideNotice()
    }
    if (noticeKind === "turn" && state.toMove === state.side) hideNotice()  // the move has come
    if (gestures && a.move) gestures.adjusting = false  // a move ends the announcement
    log(a)
}

let scheduled = false
function schedule() {
    if (!scheduled) { scheduled = true; requestAnimationFrame(() => { scheduled = false; render() }) }
}

// The position's legal moves, where an answer has listed them; else null.
function legalMoves() {
    if (!state.last) return null
    return state.restrictedBy ? legalByFen.get(state.fen) ?? null : state.permitted
}

// What a refused event or gesture says: the server's rulings; or, for a
// gesture that went back before it was sent, why (docs/server.md, The web board).
function refusal(message, detail) {
    if (detail?.rulings) {
        const violations = detail.rulings.filter(r => r.type === "violation")
        if (violations.length) return `${t.refused}: ` + violations.map(r => `${r.article ?? ""} ${r.message}`).join(" ")
        return state.toMove !== state.side ? t.notYourMove : t.refused
    }
    if (detail?.reason === "turn") return t.notYourMove
    if (detail?.reason === "victim") return t.notVictim
    if (detail) return `${t.refused}: ${detail.from}–${detail.to}: ${dropReason(detail.reason)}`
    return `${t.error}: ${message}`
}

// Why a drop went back: not a legal move, or the obligation that binds.
function dropReason(reason) {
    if (reason === "illegal") return t.notLegal
    const o = state.obligation
    if (o && o.article === state.restrictedBy) return `${o.article} ${o.message}`
    return `${t.permitted} (${state.restrictedBy ?? "-"}): ${moveList(state.permitted)}`
}

const moveList = moves => moves.map(m => `${m.slice(0, 2)}–${m.slice(2)}`).join(", ")

// The board waits while a piece is dragged or a gesture's events are on
// their way; otherwise it shows the server's board, with the own pieces in
// hand above their squares, where they can be picked up again.
function render() {
    const dragging = board.view.visualMoveInput.isDragging()
    if (!dragging && !(gestures?.inFlight > 0)) {
        const inHand = {}
        for (const {square, letter} of gestures?.hand ?? []) if (letter) inHand[square] = letter
        // Only a change is drawn: until an animation, even of nothing, ends,
        // the board holds a dropped piece and starts no other drag.
        const position = withPieces(state.board, inHand, state.side)
        if (position !== board.getPosition()) board.setPosition(position, true)
        $("board").dataset.position = board.getPosition()  // what the board shows, for tests
    }
    renderMarkers()
    renderPlayers()
    renderStatus()
    renderPermitted()
    renderRulings()
    renderMoves()
    renderControls()
}

function mySideToMove() {
    return state.side === "spectator" || state.side === state.toMove
}

function renderMarkers() {
    board.removeMarkers()
    for (const {square} of gestures?.hand ?? []) board.addMarker(MARKER_TYPE.circlePrimary, square)
    if (!state.restrictedBy || state.result || !mySideToMove()) return
    for (const square of new Set(state.permitted.map(m => m.slice(0, 2))))
        board.addMarker(MARKER_TYPE.frame, square)
    for (const square of new Set(state.permitted.map(m => m.slice(2, 4))))
        board.addMarker(MARKER_TYPE.dot, square)
}

function renderPlayers() {
    const bottom = state.side === "black" ? "black" : "white"
    const top = bottom === "white" ? "black" : "white"
    for (const [id, side] of [["top-player", top], ["bottom-player", bottom]]) {
        const row = $(id)
        row.dataset.side = side
        row.classList.toggle("to-move", state.toMove === side && !state.result)
        row.querySelector(".presence").className = "presence " + (state.presence[side] ? "here" : "away")
        row.querySelector(".presence").title = state.presence[side] ? t.present : t.absent
        row.querySelector(".name").textContent = sideName(side) + (state.side === side ? ` · ${t.youAre}` : "")
        const held = state.held?.[side] ?? ""
        row.querySelector(".held").textContent = held ? `${t.holds} ${pieceSymbols(held, side)}` : ""
        row.querySelector(".clock").textContent = state.clock ? formatClock(clockMs(side)) : ""
        row.querySelector(".clock").classList.toggle("running", state.clock?.running === side && !state.result)
    }
}

function clockMs(side) {
    const c = state.clock
    const base = c[`${side}_ms`]
    if (base == null) return null
    return c.running === side && !state.result ? Math.max(0, base - (performance.now() - c.at)) : base
}

function renderStatus() {
    let text
    if (state.badLink)
        text = t.badLink
    else if (state.result)
        text = `${t.over}: ${state.result} (${t.reasons[state.reason] ?? state.reason})`
    else
        text = t.toMove.replace("{side}", sideName(state.toMove))
    if (state.drawBy && !state.result) text += ` · ${sideName(state.drawBy)} ${t.drawOffered}`
    if (state.side === "spectator") text = `${t.watching} · ${text} · ${state.presence.spectators} ${t.spectators}`
    $("status").textContent = text
}

// A player's name, with their colour where the name is not the colour.
function sideName(side) {
    const name = state.names[side]
    return name === t[side] || name === {white: "White", black: "Black"}[side] ? t[side] : `${name} (${t[side]})`
}

function renderPermitted() {
    const p = $("permitted")
    if (state.result || !state.last) { p.textContent = ""; return }
    p.textContent = state.restrictedBy
        ? `${t.permitted} (${state.restrictedBy}): ${moveList(state.permitted)}`
        : `${t.permitted}: ${t.any}`
}

function rulingItem(r, refused) {
    const li = document.createElement("li")
    li.className = `ruling ${r.type}` + (refused ? " refused" : "")
    const article = document.createElement("strong")
    article.textContent = (refused ? `${t.refused} · ` : "") + (r.article ?? "")
    li.append(article, " ", r.message)
    return li
}

// The standing violations, and what the last answer ruled: its violations
// only where refused (else they stand), its obligations only while its turn
// goes on (a made move ended them).
function renderRulings() {
    const list = $("rulings")
    list.replaceChildren()
    for (const r of state.standing) list.append(rulingItem(r, false))
    const last = state.last
    for (const r of last?.rulings ?? []) {
        const shown = r.type === "violation" ? last.refused : !(r.type === "obligation" && last.move)
        if (shown) list.append(rulingItem(r, last.refused))
    }
}

function renderMoves() {
    $("moves").replaceChildren(...numberedMoves(state.moves, state.fen).map(row => {
        const li = document.createElement("li")
        li.textContent = row
        return li
    }))
}

function renderControls() {
    const player = state.side && state.side !== "spectator"
    const playing = player && !state.result
    for (const id of ["adjust", "clock", "claim", "draw", "resign"]) {
        $(id).hidden = !player
        $(id).disabled = !playing
    }
    $("clock").hidden = !player || !state.clock
    $("draw").textContent = state.drawBy && state.drawBy !== state.side ? t.acceptDraw : t.draw
    const adjusting = gestures?.adjusting ?? false
    $("adjust").setAttribute("aria-pressed", String(adjusting))
    $("adjust").textContent = adjusting ? t.adjustOn : t.adjust
    if (!adjusting && noticeKind === "adjusting") hideNotice()
    if (state.result && board.isMoveInputEnabled()) {
        board.cancelMoveInput()
        board.disableMoveInput()
    }
}

function log(a) {
    const li = document.createElement("li")
    li.value = a.n
    li.textContent = a.event.replace(/ t=\d+/, "") + (a.move ? ` (${a.move.san})` : "")
    for (const r of a.rulings) li.append(rulingItem(r, a.refused))
    $("log").append(li)
}

// The notice under the status: a refusal (shown until a later gesture is
// answered without one), "not your move" (until it is), the j'adoube
// reminder (while it lasts), an error, each for 8 s at most.
let noticeTimer = null
let noticeKind = null
let noticeGesture = 0  // the gesture a refusal was about
function notice(text, kind = "error") {
    const n = $("notice")
    n.textContent = text
    n.hidden = false
    noticeKind = kind
    noticeGesture = gestures?.current ?? 0
    clearTimeout(noticeTimer)
    noticeTimer = setTimeout(hideNotice, 8000)
}

function hideNotice() {
    $("notice").hidden = true
    noticeKind = null
    clearTimeout(noticeTimer)
}

// A button clicked with the mouse gives the focus back, so that the space
// bar presses the clock, not the button again.
for (const button of document.querySelectorAll(".controls button"))
    button.addEventListener("click", e => { if (e.detail > 0) button.blur() })
// J'adoube: said, then presses straighten pieces until the player's next
// other action; clicked again while on, it is turned off, saying nothing.
$("adjust").addEventListener("click", () => {
    gestures.adjusting = !gestures.adjusting
    if (gestures.adjusting) {
        gestures.say("j'adoube")
        notice(t.adjusting, "adjusting")
    }
    render()
})
$("clock").addEventListener("click", () => { gestures.pressClock(); render() })
$("claim").addEventListener("click", () => gestures.claim())
$("draw").addEventListener("click", () => connection.send("draw"))
$("resign").addEventListener("click", () => { if (confirm(t.confirmResign)) connection.send("resign") })
$("flip").addEventListener("click", () => board.setOrientation(board.getOrientation() === COLOR.white ? COLOR.black : COLOR.white))
addEventListener("keydown", e => {
    // The space bar is the clock, on the board too (Enter picks pieces up
    // there), except where it types or presses a control.
    if (e.key !== " " || e.target.closest?.("input, select, textarea, button, summary")) return
    e.preventDefault()
    e.stopPropagation()
    if (gestures && state.clock && !state.result && !e.repeat) {
        gestures.pressClock()
        render()
    }
}, true)
setInterval(() => { if (state.clock?.running && !state.result) renderPlayers() }, 100)
