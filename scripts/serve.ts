/**
 * Starts the built shop (`.output/`) from the project: `npm run serve` and `npm start` run it with
 * the heap size of docs/decisions/0040. The built server validates the configuration itself (a bad
 * setting stops the start naming it) and prints its address, so this only checks that there is a
 * build; a deployed copy of `.output` is started with `node .output/server/index.mjs` (README).
 */
import { existsSync } from 'node:fs'

const serverEntry = new URL('../.output/server/index.mjs', import.meta.url)

if (!existsSync(serverEntry)) {
  console.error('The shop is not built yet: run `npm run build` (or `npm start`, which builds first).')
  process.exit(1)
}
await import(serverEntry.href)
