import { afterAll, vi } from 'vitest'

/**
 * For a file that gives the shop settings of its own (appConfig() reads the environment once, at
 * the app's first import). The API tier's files share their modules (vitest.config.ts: `isolate:
 * false`, half the tier's time), so such a file sets its settings, starts from a fresh module graph
 * (its app must then be imported after this call, with `await import`), and leaves the next file
 * a fresh graph with its settings undone.
 */
export function useOwnSettings(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value)
  vi.resetModules()
  afterAll(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })
}
