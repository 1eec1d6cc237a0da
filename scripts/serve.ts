/**
 * Starts the built shop (`.output/`): validates the configuration first, so a bad setting stops
 * the start with a message naming it, then hands the port and interface to the Node server and
 * prints the local address.
 */
import { existsSync } from 'node:fs'
import { ConfigError, parseConfig } from '../app.config.ts'

const serverEntry = new URL('../.output/server/index.mjs', import.meta.url)

try {
  const config = parseConfig(process.env)
  if (!existsSync(serverEntry)) {
    console.error('The shop is not built yet: run `npm run build` (or `npm start`, which builds first).')
    process.exit(1)
  }
  process.env.PORT = String(config.PORT)
  process.env.HOST = config.HOST
  await import(serverEntry.href)
  console.log(`\nThe shop is running: ${config.PUBLIC_SITE_URL}/ (français) and ${config.PUBLIC_SITE_URL}/ar (العربية)\n`)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
