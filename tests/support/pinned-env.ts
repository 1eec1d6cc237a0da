import { SETTING_NAMES } from '#app-config'

/**
 * The environment a test gives the shop: every setting of app.config.ts blanked (an empty
 * variable counts as unset, so its default applies), whatever the caller's shell exported
 * (`PORT`, `PUBLIC_SITE_URL`, `DATABASE_URL`, `NODE_ENV`…), then the values the tests rely on.
 * A test's outcome must never depend on the machine that runs it.
 */
export function pinnedShopEnv(values: Record<string, string> = {}): Record<string, string> {
  const blank = Object.fromEntries(SETTING_NAMES.map((name) => [name, '']))
  return { ...blank, NODE_ENV: 'test', LOG_LEVEL: 'info', ...values }
}
