// The web board: two pages (the home page that creates a game, and the
// board), built into dist/, which `touchmove serve` serves.
import {fileURLToPath} from "node:url"
import {defineConfig} from "vite"

const page = name => fileURLToPath(new URL(name, import.meta.url))

export default defineConfig({
    build: {
        outDir: "dist",
        emptyOutDir: true,
        // The sprites stay files of their own: the board fetches them by URL.
        assetsInlineLimit: 0,
        rollupOptions: {
            input: {
                home: page("index.html"),
                game: page("game.html")
            }
        }
    }
})
