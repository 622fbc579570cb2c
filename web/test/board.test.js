// The web board in a real browser (Debian's chromium, headless) against a
// real `touchmove serve`: White, Black and a spectator each in a browser
// context of their own, playing with the mouse as people do. Screenshots
// go to test-results/ (TOUCHMOVE_WEB_ARTIFACTS).
import {after, afterEach, before, test} from "node:test"
import assert from "node:assert/strict"
import {createGame, drag, launch, openBoard, press, screenshot, squareCentre, startServer, waitForBoard}
    from "./harness.js"

let server, browser
before(async () => {
    server = await startServer()
    browser = await launch()
})
after(async () => {
    await browser?.close()
    await server?.stop()
})
// Each test's people leave when it ends; no page may have thrown or
// logged an error (a script error, a blocked resource).
const pageErrors = []
afterEach(async () => {
    for (const context of browser.contexts()) await context.close()
    assert.deepEqual(pageErrors.splice(0), [])
})

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

async function players(settings, {spectator = false} = {}) {
    const game = await createGame(server.url, settings)
    const open = path => openBoard(browser, server.url, path, {watch: watchErrors})
    const white = await open(game.white.url)
    const black = await open(game.black.url)
    const watcher = spectator ? await open(game.spectate.url) : null
    return {game, white, black, watcher}
}

function watchErrors(page) {
    page.on("pageerror", e => pageErrors.push(String(e)))
    page.on("console", m => { if (m.type() === "error") pageErrors.push(m.text()) })
}

// The game's public state, from the server.
async function publicState(game) {
    return (await fetch(new URL(`/api/games/${game.id}`, server.url))).json()
}

const text = async (page, id) => (await page.locator("#" + id).textContent()).trim()
// Waits for an event in the page's list of rulings (folded away: attached, not visible).
const logged = (page, event) =>
    page.locator("#log li").filter({hasText: event}).first().waitFor({state: "attached", timeout: 10000})
// A person's pause between two drags: the board takes a dropped piece once
// the animation of the move before (150 ms) has ended, and no drag begins
// until then.
const pause = page => page.waitForTimeout(300)
const waitText = (page, id, pattern) => page.locator("#" + id).filter({hasText: pattern}).waitFor({timeout: 10000})
const markers = page => page.$$eval("#board .markers use", uses =>
    uses.map(u => u.closest("g[data-square]")?.dataset.square ?? u.parentNode.dataset?.square).filter(Boolean).sort())

test("the home page creates a game and gives the three links", async () => {
    const page = await (await browser.newContext()).newPage()
    watchErrors(page)
    await page.goto(server.url + "?lang=en")
    await page.getByLabel("observe", {exact: false}).check()
    await page.locator("#minutes").fill("3")
    await page.locator("#increment").fill("2")
    await page.locator("#white").fill("Anna")
    await page.getByRole("button", {name: "Create the game"}).click()
    await page.locator("#links").waitFor()
    const links = await page.$$eval("#links a", as => as.map(a => a.href))
    assert.equal(links.length, 3)
    assert.match(links[0], /\/game\/[0-9a-f]{32}\?token=[0-9a-f]{32}$/)
    assert.match(links[2], /\/game\/[0-9a-f]{32}$/)
    const state = await (await fetch(links[2].replace("/game/", "/api/games/"))).json()
    assert.equal(state.mode, "observe")
    assert.equal(state.white, "Anna")
    assert.equal(state.clock.white_ms, 180000)
    await screenshot(page, "home")
    // A game that cannot be made leaves no links of the game before.
    await page.locator("#fen").fill("not a position")
    await page.getByRole("button", {name: "Create the game"}).click()
    await page.locator("#create-error").filter({hasText: /\S/}).waitFor()
    assert.equal(await page.locator("#links").isHidden(), true)
    // The browser itself logs the refused request (400); nothing else may be logged.
    const refused = pageErrors.findIndex(e => /status of 400/.test(e))
    if (refused >= 0) pageErrors.splice(refused, 1)
})

test("a touched piece: only its moves are permitted, and the board shows them", async () => {
    const {white, black} = await players({laws: "2005"})
    await press(white, "g1")
    await waitText(white, "permitted", "4.3a")
    assert.equal(await text(white, "permitted"), "Permitted now (4.3a): g1–f3, g1–h3")
    assert.match(await text(white, "rulings"), /knight on g1.*must be moved/)
    assert.deepEqual(await markers(white), ["f3", "g1", "h3"])
    await waitText(black, "permitted", "4.3a")
    await screenshot(white, "touched-knight")
})

test("enforce: a forbidden drop is refused with its reason and the piece goes back", async () => {
    const {game, white, black, watcher} = await players({laws: "2023", mode: "enforce"}, {spectator: true})
    await press(white, "g1")
    await waitText(white, "permitted", "4.3.1")
    await drag(white, "b1", "c3")
    await waitText(white, "notice", "Refused")
    assert.match(await text(white, "notice"), /4\.3\.1.*knight on g1/)
    // The knight went back to b1: the server's board and White's hand say so.
    await logged(white, "white release b1")
    const state = await publicState(game)
    assert.equal(state.board, START)
    assert.equal(state.held.white, "")
    await waitForBoard(white, START)
    await waitForBoard(watcher, START)
    await drag(white, "g1", "f3")
    const after = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R"
    await waitForBoard(white, after)
    await waitForBoard(black, after)
    await waitText(black, "moves", "Nf3")
    await screenshot(white, "enforce-refused")
})

test("observe: an illegal drop stands as a violation, and a claim restores the move", async () => {
    const {white, black} = await players({laws: "2005", mode: "observe", clock: {initial: 300, increment: 0}})
    await press(white, "g1")
    await waitText(white, "permitted", "4.3a")
    await drag(white, "b1", "c3")
    await waitForBoard(black, "rnbqkbnr/pppppppp/8/8/8/2N5/PPPPPPPP/R1BQKBNR")
    await waitText(black, "rulings", "4.3a")
    assert.match(await text(black, "rulings"), /knight on g1/)
    await white.keyboard.press(" ")  // the clock, by the space bar
    await black.locator("#bottom-player .clock.running").waitFor()
    await screenshot(black, "observe-violation")
    await black.getByRole("button", {name: "Claim"}).click()
    await waitText(black, "rulings", "upheld")
    await waitForBoard(white, START)
    assert.equal(await text(white, "moves"), "")
    await drag(white, "g1", "f3")
    await waitText(black, "moves", "Nf3")
    await screenshot(white, "observe-claim-upheld")
})

test("observe: an illegal move stands until the clock press, which rules 7.5 and its sanction", async () => {
    const {white, black} = await players({laws: "2023", mode: "observe", clock: {initial: 300, increment: 0}})
    await drag(white, "e2", "e5")
    await waitForBoard(black, "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR")
    await white.getByRole("button", {name: "Clock"}).click()
    await waitText(black, "rulings", "7.5.1")
    assert.match(await text(black, "rulings"), /illegal move.*Black receives 2 extra minutes/)
    await waitForBoard(black, START)
    await black.locator("#bottom-player .clock").filter({hasText: /^7:00$/}).waitFor()
    await waitText(white, "status", "White to move")
    await screenshot(black, "observe-illegal-move")
})

test("castling by the king, then the rook", async () => {
    const {white, black} = await players({fen: "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"})
    await drag(white, "e1", "g1")
    await waitText(white, "permitted", "e1–g1")
    await drag(white, "h1", "f1")
    await waitForBoard(black, "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1")
    await waitText(black, "moves", "O-O")
    await drag(black, "e8", "c8")
    await pause(black)
    await drag(black, "a8", "d8")
    await waitForBoard(white, "2kr3r/pppppppp/8/8/8/8/PPPPPPPP/R4RK1")
    assert.equal(await text(white, "moves"), "1. O-O O-O-O")
})

test("en passant: the pawn moves, then the captured pawn is taken off the board", async () => {
    const {white, black} = await players({fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"})
    await drag(white, "e5", "d6")
    await waitText(white, "permitted", "e5–d6")
    await drag(white, "d5", null)
    await waitForBoard(black, "4k3/8/3P4/8/8/8/8/4K3")
    await waitText(black, "moves", "exd6")
})

test("a promotion: the pawn reaches the last rank and the picker places a knight", async () => {
    const {white, black} = await players({fen: "3r4/4P3/8/8/8/8/8/K6k w - - 0 1"})
    await drag(white, "e7", "d8")
    await white.locator('.promotion-dialog-button[data-piece="wn"]').click()
    await waitForBoard(black, "3N4/8/8/8/8/8/8/K6k")
    await waitText(black, "moves", "exd8=N")
    await screenshot(black, "promoted")
})

test("the clocks run on the server, and a flag falls", async () => {
    const {white, black} = await players({clock: {initial: 4, increment: 0}}, {spectator: true})
    await drag(white, "e2", "e4")
    await waitText(black, "moves", "e4")
    await white.getByRole("button", {name: "Clock"}).click()
    await waitText(black, "status", "1-0")
    assert.match(await text(black, "status"), /Game over: 1-0 \(flag fall\)/)
    await white.locator("button:disabled", {hasText: "Claim"}).waitFor()
    await black.locator("#bottom-player .clock").filter({hasText: /^0\.0$/}).waitFor()
    await screenshot(black, "flag-fall")
})

test("a reload mid-game shows the same game, and play goes on", async () => {
    const {white, black} = await players({laws: "2023"})
    await drag(white, "e2", "e4")
    await waitText(black, "moves", "e4")
    await drag(black, "c7", "c5")
    await waitText(white, "moves", "c5")
    await white.reload()
    const position = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR"
    await waitForBoard(white, position)
    assert.equal(await text(white, "moves"), "1. e4 c5")
    await drag(white, "g1", "f3")
    await waitText(black, "moves", "Nf3")
    await screenshot(white, "after-reload")
})

test("a spectator sees every move and cannot act", async () => {
    const {game, white, watcher} = await players({}, {spectator: true})
    await drag(white, "d2", "d4")
    await waitForBoard(watcher, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR")
    assert.match(await text(watcher, "status"), /You are watching/)
    assert.equal(await watcher.getByRole("button", {name: "Claim"}).isHidden(), true)
    const n = (await publicState(game)).n
    await drag(watcher, "d7", "d5")
    await press(watcher, "e7")
    await watcher.keyboard.press(" ")
    await watcher.waitForTimeout(500)
    assert.equal((await publicState(game)).n, n)  // the spectator's gestures sent nothing
    await waitForBoard(watcher, "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR")
})

test("j'adoube, then pieces straightened bind nothing", async () => {
    const {white} = await players({laws: "2005"})
    await white.getByRole("button", {name: "J'adoube"}).click()
    await press(white, "b1")
    await logged(white, "white adjust b1")
    assert.equal(await text(white, "permitted"), "Permitted now: any legal move")
    await white.getByRole("button", {name: "J'adoube"}).click()
    await drag(white, "g1", "f3")
    await waitText(white, "moves", "Nf3")
    const log = await white.locator("#log").textContent()
    assert.match(log, /white say "j'adoube"/)
    assert.match(log, /white adjust b1/)
})

test("in German and Vietnamese, on a phone's screen with touches", async () => {
    const game = await createGame(server.url, {laws: "2005"})
    const context = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true})
    const page = await context.newPage()
    watchErrors(page)
    await page.goto(new URL(game.white.url + "&lang=de", server.url).href)
    await page.waitForSelector("#board svg .square")
    await page.locator("#status").filter({hasText: "Weiß am Zug"}).waitFor()
    const g1 = await squareCentre(page, "g1")
    await page.touchscreen.tap(g1.x, g1.y)
    await waitText(page, "rulings", "Springer")
    const f3 = await squareCentre(page, "f3")
    await page.touchscreen.tap(f3.x, f3.y)
    await waitText(page, "moves", "Nf3")
    await screenshot(page, "phone-de")
    const vi = await openBoard(browser, server.url, game.black.url, {lang: "vi", watch: watchErrors})
    await waitText(vi, "status", "Đến lượt Đen")
    await drag(vi, "g8", "f6")
    await waitText(page, "moves", "Nf6")
    await screenshot(vi, "black-vi")
})

test("a piece still in hand after a reload is drawn on its square and can be put down", async () => {
    const {game, white, black} = await players({laws: "2005"})
    const g1 = await squareCentre(white, "g1"), f3 = await squareCentre(white, "f3")
    await white.mouse.move(g1.x, g1.y)
    await white.mouse.down()
    await white.mouse.move(f3.x, f3.y, {steps: 8})  // over f3: the knight is lifted
    await logged(white, "white lift g1")
    await white.reload()  // the hand never let go
    await logged(white, "white lift g1")
    assert.equal((await publicState(game)).held.white, "N")
    await waitForBoard(white, START)
    await drag(white, "g1", "f3")
    await waitText(black, "moves", "Nf3")
    await logged(white, "white release f3")  // White's own answer may come after Black's
    // The knight in hand was put down: no second touch, no second lift.
    const log = await white.locator("#log").textContent()
    assert.equal(log.match(/white touch g1/g).length, 1)
    assert.equal(log.match(/white lift g1/g).length, 1)
})

test("with the keyboard: arrows and Enter move a piece", async () => {
    const {white, black} = await players({laws: "2023"})
    await white.locator("#board svg").first().focus()
    // The keyboard starts on a1: six files right to g1, then up two ranks and left to f3.
    for (let i = 0; i < 6; i++) await white.keyboard.press("ArrowRight")
    await white.keyboard.press("Enter")
    await waitText(white, "permitted", "4.3.1")
    await white.keyboard.press("ArrowLeft")
    await white.keyboard.press("ArrowUp")
    await white.keyboard.press("ArrowUp")
    await white.keyboard.press("Enter")
    await waitText(black, "moves", "Nf3")
    await logged(white, "white release f3")  // White's own answer may come after Black's
    assert.match(await white.locator("#log").textContent(), /white touch g1.*white lift g1.*white release f3/s)
})

test("moves are numbered from the start position's move number and side, as the PGN numbers them", async () => {
    const {game, white, black} = await players({fen: "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 30"})
    await drag(black, "d7", "d5")
    await waitText(white, "moves", "d5")
    await drag(white, "e5", "d6")
    await waitText(white, "permitted", "e5–d6")
    await pause(white)
    await drag(white, "d5", null)
    await waitText(black, "moves", "exd6")
    assert.deepEqual(await black.$$eval("#moves li", lis => lis.map(li => li.textContent)), ["30... d5", "31. exd6"])
    // The capture's obligation ended with the move.
    await logged(white, "white remove d5")
    assert.doesNotMatch(await text(white, "rulings"), /must capture/)
    // The page links the game's PGN.
    const pgn = await (await fetch(new URL(await white.locator("#pgn").getAttribute("href"), server.url))).text()
    assert.match(pgn, /30\.\.\. d5 31\. exd6/)
    assert.equal(await white.locator("#pgn").getAttribute("href"), `/api/games/${game.id}/pgn`)
})

test("a player's link with a wrong token says for good that it is not valid", async () => {
    const game = await createGame(server.url, {})
    const page = await openBoard(browser, server.url, `/game/${game.id}?token=${game.white.token.slice(0, 20)}`,
        {watch: watchErrors})
    await waitText(page, "status", "This link is not valid for this game")
    await page.waitForTimeout(300)  // later redraws keep it
    assert.match(await text(page, "status"), /not valid/)
    assert.equal(await page.locator("#adjust").isHidden(), true)
})

test("j'adoube: the button shows it is on, presses straighten, a drag ends it and lifts the piece", async () => {
    const {white, black} = await players({laws: "2005"})
    await white.getByRole("button", {name: "J'adoube"}).click()
    await white.locator('#adjust[aria-pressed="true"]').filter({hasText: "J'adoube (on)"}).waitFor()
    await press(white, "g1")
    await logged(white, "white adjust g1")
    await drag(white, "b1", "c3")
    await waitText(black, "moves", "1. Nc3")
    await logged(white, "white release c3")
    assert.equal(await white.locator("#adjust").getAttribute("aria-pressed"), "false")
    assert.equal(await text(white, "adjust"), "J'adoube")
    const log = await white.locator("#log").textContent()
    assert.match(log, /white say "j'adoube".*white adjust g1.*white lift b1.*white release c3/s)
    assert.doesNotMatch(log, /adjust b1/)
})

test("on the opponent's time a player's gestures send nothing and say it is not their move", async () => {
    const {game, white, black} = await players({laws: "2023"})
    await drag(white, "e2", "e4")
    await waitText(white, "status", "Black to move")
    const n = (await publicState(game)).n
    await drag(white, "d2", "d4")
    await waitText(white, "notice", "Not your move")
    await press(white, "g1")
    await white.waitForTimeout(300)
    assert.equal((await publicState(game)).n, n)
    const afterE4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
    await waitForBoard(white, afterE4)
    await waitForBoard(black, afterE4)
    await drag(black, "e7", "e5")
    await waitText(white, "moves", "1. e4 e5")
})

test("enforce: a drop where the piece makes no legal move puts it back, and the clock press is not refused", async () => {
    const {game, white, black} = await players({laws: "2023", clock: {initial: 300, increment: 0}})
    // At the start no answer has listed the legal moves yet: the knight
    // touched binds, and no permitted move lands on g3.
    await drag(white, "g1", "g3")
    await waitText(white, "notice", "Refused")
    assert.match(await text(white, "notice"), /g1–g3: 4\.3\.1 .*knight on g1/)
    await logged(white, "white release g1")
    await waitForBoard(black, START)
    assert.equal((await publicState(game)).board, START)
    await drag(white, "g1", "f3")
    await waitText(white, "moves", "Nf3")
    await white.getByRole("button", {name: "Clock"}).click()
    await logged(white, "white clock")
    // Black's legal moves were listed with Nf3: a drop that is no legal
    // move goes back; a legal one that the touch forbids goes to the arbiter.
    await press(black, "e7")
    await waitText(black, "permitted", "4.3.1")
    await drag(black, "e7", "e4")
    await waitText(black, "notice", "e7–e4: not a legal move")
    await logged(black, "black release e7")
    await drag(black, "d7", "d5")
    await waitText(black, "notice", /4\.3\.1 .*pawn on e7/)
    await logged(black, "black release d5")
    await logged(black, "black release d7")
    await drag(black, "e7", "e5")
    await waitText(white, "moves", "1. Nf3 e5")
    await black.locator("#notice").waitFor({state: "hidden"})  // a later gesture answered: the refusal is gone
    const events = await (await fetch(new URL(`/api/games/${game.id}/events`, server.url))).text()
    assert.doesNotMatch(events, /release (g3|e4)/)
    assert.doesNotMatch(await white.locator("#log").textContent(), /7\.5\.1/)
})

test("enforce: a capture that is no legal move goes back with that reason", async () => {
    const {white} = await players({fen: "4k3/4r3/8/3p4/8/4N3/8/4K3 w - - 0 1"})
    await drag(white, "e3", "d5")  // the knight is pinned
    await waitText(white, "notice", "Refused")
    assert.equal(await text(white, "notice"), "Refused: e3–d5: not a legal move")
    await logged(white, "white release e3")
    await waitForBoard(white, "4k3/4r3/8/3p4/8/4N3/8/4K3")
})

test("an opponent's piece comes off the board only where a capture may take it", async () => {
    const {game, white, black} = await players({laws: "2023"})
    await drag(white, "d8", null)
    await waitText(white, "notice", "Only a piece you can capture now")
    await waitForBoard(white, START)
    await waitForBoard(black, START)
    const events = await (await fetch(new URL(`/api/games/${game.id}/events`, server.url))).text()
    assert.doesNotMatch(events, /remove/)
    assert.equal((await publicState(game)).board, START)
})

test("Chess960: the king dropped on its own rook castles", async () => {
    const {white, black} = await players({fen: "4k3/8/8/8/8/8/8/5KR1 w G - 0 1"})
    await drag(white, "f1", "g1")
    await waitForBoard(black, "4k3/8/8/8/8/8/8/5RK1")
    await waitText(black, "moves", "1. O-O")
    await logged(white, "white release f1 R")
    assert.match(await white.locator("#log").textContent(),
        /white lift f1.*white lift g1.*white release g1 K.*white release f1 R/s)
    await waitForBoard(white, "4k3/8/8/8/8/8/8/5RK1")
})
