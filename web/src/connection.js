// The game's WebSocket (docs/server.md, Playing): says hello, catches up
// after a reconnection with `since`, and turns each event sent into a
// promise of its outcome: the answer to it, or the error that changed nothing.
export class Connection {
    // onRefused(message): the server will not have this client (a token
    // not this game's); no reconnection follows.
    constructor({game, token, lang, onMessage, onOnline, onRefused}) {
        Object.assign(this, {game, token, lang, onMessage, onOnline, onRefused})
        this.lastAnswer = 0   // the number of the last answer heard
        this.nextId = 1
        this.pending = new Map()  // id → {resolve, n}
        this.retryMs = 500
        this.connect()
    }

    connect() {
        const scheme = location.protocol === "https:" ? "wss:" : "ws:"
        this.ws = new WebSocket(`${scheme}//${location.host}/api/games/${encodeURIComponent(this.game)}/ws`)
        this.ws.addEventListener("open", () => {
            this.retryMs = 500
            const hello = {type: "hello", lang: this.lang, since: this.lastAnswer}
            if (this.token) hello.token = this.token
            this.ws.send(JSON.stringify(hello))
            this.onOnline(true)
        })
        this.ws.addEventListener("message", message => this.receive(JSON.parse(message.data)))
        this.ws.addEventListener("close", () => {
            if (this.closedForGood) return
            this.onOnline(false)
            // What was in flight may or may not have been kept: catching up
            // with `since` tells; the senders are told nothing came back.
            for (const [, p] of this.pending) p.resolve({error: "connection lost"})
            this.pending.clear()
            setTimeout(() => this.connect(), this.retryMs)
            this.retryMs = Math.min(this.retryMs * 2, 8000)
        })
    }

    receive(message) {
        if (message.type === "ack") {
            const p = this.pending.get(message.id)
            if (p) p.n = message.n
        } else if (message.type === "error" && this.pending.has(message.id)) {
            this.pending.get(message.id).resolve({error: message.message})
            this.pending.delete(message.id)
        } else if (message.type === "error" && /token/.test(message.message)) {
            this.closedForGood = true
            this.onRefused(message.message)
        }
        if (message.type === "answer") {
            this.lastAnswer = Math.max(this.lastAnswer, message.n)
        }
        this.onMessage(message)
        if (message.type === "answer") {
            for (const [id, p] of this.pending)
                if (p.n === message.n) {
                    p.resolve({answer: message.answer})
                    this.pending.delete(id)
                }
        }
    }

    // Sends one event of docs/events.md (JSON form, without `side`);
    // resolves with {answer} or {error}.
    play(event) {
        return new Promise(resolve => {
            if (this.ws.readyState !== WebSocket.OPEN) return resolve({error: "not connected"})
            const id = this.nextId++
            this.pending.set(id, {resolve, n: null})
            this.ws.send(JSON.stringify({type: "event", id, event}))
            // An error the server could not tie to this event (a flood) leaves
            // it unanswered: the gesture goes on after a while.
            setTimeout(() => {
                if (this.pending.delete(id)) resolve({error: "no answer from the server"})
            }, 10000)
        })
    }

    // resign or draw
    send(type) {
        if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({type}))
    }
}
