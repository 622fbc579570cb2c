// What both pages share: their words in the chosen language and the
// language selector, which reloads the page in the language picked.
import {languages, pageLanguage, remember, translator} from "./i18n.js"
import "./style.css"

export function setUpLanguage() {
    const lang = pageLanguage()
    const t = translator(lang)
    document.documentElement.lang = lang
    for (const element of document.querySelectorAll("[data-t]"))
        element.textContent = t[element.dataset.t]
    const select = document.getElementById("language")
    for (const code of languages)
        select.add(new Option({en: "English", de: "Deutsch", vi: "Tiếng Việt"}[code], code, false, code === lang))
    select.addEventListener("change", () => {
        remember(select.value)
        const url = new URL(location.href)
        url.searchParams.set("lang", select.value)
        location.replace(url)
    })
    return {lang, t}
}
