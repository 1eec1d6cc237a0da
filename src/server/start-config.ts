/**
 * The built server's configuration, read before anything else starts: a bad setting stops the
 * start with the message that names it and exit code 1, whether the shop was started by
 * scripts/serve.ts or with `node .output/server/index.mjs` (docs/decisions/0044). Written with
 * console.error, not the logger: the logger's level is one of the settings that may be bad.
 */
import { type AppConfig, appConfig, ConfigError } from '#app-config'

export function configOrExit(): AppConfig {
  try {
    return appConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
