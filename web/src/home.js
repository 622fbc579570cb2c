// The home page: creates a game (POST /api/games) and shows the three links.
import {setUpLanguage} from "./page.js"

const {t} = setUpLanguage()
const form = document.getElementById("new-game")
const untimed = document.getElementById("untimed")
untimed.addEventListener("change", () => {
    for (const id of ["minutes", "increment"]) document.getElementById(id).disabled = untimed.checked
})

form.addEventListener("submit", async submit => {
    submit.preventDefault()
    const value = id => document.getElementById(id).value.trim()
    const settings = {
        laws: form.elements.laws.value,
        mode: form.elements.mode.value
    }
    if (!untimed.checked)
        settings.clock = {initial: Math.round(Number(value("minutes")) * 60), increment: Number(value("increment"))}
    for (const key of ["white", "black", "fen"])
        if (value(key)) settings[key] = value(key)
    const error = document.getElementById("create-error")
    const links = document.getElementById("links")
    error.textContent = ""
    links.hidden = true  // the links shown are those of the game just made, or none
    try {
        const response = await fetch("/api/games", {method: "POST", body: JSON.stringify(settings)})
        const body = await response.json()
        if (!response.ok) throw new Error(body.error ?? response.statusText)
        show("link-white", body.white.url)
        show("link-black", body.black.url)
        show("link-spectate", body.spectate.url)
        links.hidden = false
    } catch (e) {
        error.textContent = e.message
    }
})

function show(id, path) {
    const link = document.getElementById(id)
    link.href = new URL(path, location.href).href
    link.textContent = link.href
}

for (const button of document.querySelectorAll("button.copy"))
    button.addEventListener("click", async () => {
        const link = document.getElementById(button.dataset.for)
        try {
            await navigator.clipboard.writeText(link.href)
            button.textContent = t.copied
        } catch {
            // No clipboard (a plain-http address on a network): the link is
            // selected for the person to copy.
            getSelection().selectAllChildren(link)
        }
    })
