/**
 * What the browser benchmarks share (round map, dispatch): the built shop started on a fresh
 * embedded database of its own, the page's observers of long tasks and slow interactions, and
 * the slowest interaction since a moment (Event Timing: input to the next paint).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

/** The built shop (`scripts/serve.ts`) on `port`, its embedded database in `dataDir` on `port + 1000`, once it answers. */
export async function startBenchShop(port: number, dataDir: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`
  rmSync(dataDir, { recursive: true, force: true })
  const shop = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      EMBEDDED_DB_DIR: dataDir,
      EMBEDDED_DB_PORT: String(port + 1000),
      DATABASE_URL: '',
      GOOGLE_MAPS_API_KEY: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let tries = 0; tries < 240; tries++) {
    try {
      if ((await fetch(`${base}/`)).ok) return shop
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('The shop did not start in two minutes')
}

/** Collected in the page from its first script: long tasks and slow interactions (Event Timing). */
export const OBSERVERS = `
  window.__longTasks = []; window.__events = []
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration }) }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__events.push({ name: e.name, start: e.startTime, duration: e.duration }) }).observe({ type: 'event', durationThreshold: 16, buffered: true })
`

/** The longest interaction (Event Timing: input to the next paint) the page recorded since `since`. */
export async function slowestSince(page: import('@playwright/test').Page, since: number): Promise<number> {
  // Event Timing reports an interaction once its frame is painted: give it a moment.
  await page.waitForTimeout(300)
  return page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { __events: { name: string; start: number; duration: number }[] }).__events
          .filter((event) => event.start >= from && ['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(event.name))
          .map((event) => event.duration),
      ),
    since,
  )
}
