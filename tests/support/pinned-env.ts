import os from 'node:os'
import path from 'node:path'
import { SETTING_NAMES } from '#app-config'

/**
 * The environment a test gives the shop: every setting of app.config.ts blanked (an empty
 * variable counts as unset, so its default applies), whatever the caller's shell exported
 * (`PORT`, `PUBLIC_SITE_URL`, `DATABASE_URL`, `NODE_ENV`…), then the values the tests rely on.
 * A test's outcome must never depend on the machine that runs it.
 */
export function pinnedShopEnv(values: Record<string, string> = {}): Record<string, string> {
  const blank = Object.fromEntries(SETTING_NAMES.map((name) => [name, '']))
  // Uploaded images go to a scratch folder, never into the working copy's data/.
  return { ...blank, NODE_ENV: 'test', LOG_LEVEL: 'info', MEDIA_DIR: path.join(os.tmpdir(), 'shop-test-media'), ...values }
}
