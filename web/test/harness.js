// What the browser tests share: a real `touchmove serve` on a free port
// with a fresh database, Debian's chromium driven by playwright-core, and
// the steps of play on the web board.
import {spawn} from "node:child_process"
import {existsSync, mkdtempSync, mkdirSync, rmSync} from "node:fs"
import {tmpdir} from "node:os"
import {join} from "node:path"
import {fileURLToPath} from "node:url"

const here = fileURLToPath(new URL(".", import.meta.url))
export const touchmove = process.env.TOUCHMOVE ?? join(here, "../../build/apps/cli/touchmove")
export const artifacts = process.env.TOUCHMOVE_WEB_ARTIFACTS ?? join(here, "../test-results")
const web = join(here, "../dist")
const browserPath = process.env.CHROMIUM ?? "/usr/bin/chromium"

// What the tests need, each missing one named with what provides it.
for (const [path, what] of [[touchmove, "the touchmove program: scripts/setup builds it"],
    [join(web, "game.html"), "the built web board (web/dist): scripts/setup builds it"],
    [join(here, "../node_modules/playwright-core"), "playwright-core: scripts/setup installs it (npm ci in web/)"],
    [browserPath, "Debian's chromium: scripts/setup installs it (apt-get install chromium)"]])
    if (!existsSync(path)) throw new Error(`missing ${path}, ${what}`)
const {chromium} = await import("playwright-core")

// Starts the server; resolves {url, stop, kill}.
export async function startServer(dir = mkdtempSync(join(tmpdir(), "touchmove-web-"))) {
    const child = spawn(touchmove, ["serve", "--port", "0", "--db", join(dir, "games.db"),
        "--web", web], {stdio: ["ignore", "pipe", "inherit"]})
    const url = await new Promise((resolve, reject) => {
        let out = ""
        child.stdout.on("data", chunk => {
            out += chunk
            const m = out.match(/listening on (http:\/\/[^ ]+\/)/)
            if (m) resolve(m[1])
        })
        child.on("exit", code => reject(new Error(`touchmove serve exited with ${code}`)))
    })
    const exited = new Promise(resolve => child.on("exit", resolve))
    return {
        url, dir,
        stop: async () => { child.kill("SIGTERM"); await exited; rmSync(dir, {recursive: true, force: true}) },
        kill: async () => { child.kill("SIGKILL"); await exited }
    }
}

export async function launch() {
    return chromium.launch({
        executablePath: browserPath,
        args: process.getuid?.() === 0 ? ["--no-sandbox"] : []
    })
}

export async function createGame(url, settings) {
    const response = await fetch(new URL("/api/games", url), {method: "POST", body: JSON.stringify(settings)})
    if (response.status !== 201) throw new Error(`POST /api/games: ${response.status}`)
    return response.json()
}

// One person at the board: a browser context of their own.
// `watch` sees the page before it loads (to collect its errors).
export async function openBoard(browser, url, path, {lang = "en", viewport, watch} = {}) {
    const context = await browser.newContext({viewport: viewport ?? {width: 1100, height: 800}})
    const page = await context.newPage()
    watch?.(page)
    await page.goto(new URL(path + (path.includes("?") ? "&" : "?") + "lang=" + lang, url).href)
    await page.waitForSelector("#board svg .square")
    await page.locator("#status").filter({hasText: /\S/}).waitFor()
    return page
}

export async function screenshot(page, name) {
    mkdirSync(artifacts, {recursive: true})
    await page.screenshot({path: join(artifacts, name + ".png"), fullPage: true})
}

// The centre of a square on the page.
export async function squareCentre(page, square) {
    const box = await page.locator(`#board [data-square="${square}"]`).first().boundingBox()
    return {x: box.x + box.width / 2, y: box.y + box.height / 2}
}

// Presses a piece and lets go without moving: a touch.
export async function press(page, square) {
    const p = await squareCentre(page, square)
    await page.mouse.move(p.x, p.y)
    await page.mouse.down()
    await page.mouse.up()
}

// Drags the piece on `from` to `to` (or off the board, to: null) and drops it.
export async function drag(page, from, to) {
    const a = await squareCentre(page, from)
    const b = to ? await squareCentre(page, to) : {x: 5, y: 5}
    await page.mouse.move(a.x, a.y)
    await page.mouse.down()
    await page.mouse.move(a.x + 10, a.y + 10, {steps: 3})
    await page.mouse.move(b.x, b.y, {steps: 8})
    await page.mouse.up()
}

// Waits until the board shows this placement (the first field of a FEN).
export async function waitForBoard(page, placement) {
    await page.waitForFunction(p => document.querySelector("#board")?.dataset.position === p, placement,
        {timeout: 10000})
}
