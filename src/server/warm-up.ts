/**
 * The start's warm-up (issue 42): once the database is prepared, the instance renders its front
 * pages once, one after the other, before its readiness says `ready`. The first renders of a fresh
 * process run on cold code (V8 compiles the rendering as it goes) and read an empty API cache; when
 * a balancer's first shoppers brought them, 90 page requests a second at a cold start held the
 * event loop for hundreds of milliseconds, the admission gate let fewer in and shed the rest (47
 * answers 503 in the first 10 s of the mix at 200/s). These pages then also wait in the page cache.
 * A page that fails is logged and the warm-up goes on; past WARM_UP_LIMIT_MS the instance says
 * ready anyway: a slow warm-up must never keep an instance out of service.
 */
import { log } from '~/lib/logger.server'

/** The pages most visitors land on, in both languages: they run the code every public page runs. */
export const WARM_UP_PATHS = ['/', '/ar', '/catalogue', '/ar/catalogue']
const WARM_UP_LIMIT_MS = 20_000

export type WarmUp = { state: () => 'warming' | 'warm' }

export function warmUp(prepared: Promise<unknown>, fetch: (request: Request) => Promise<Response>, paths = WARM_UP_PATHS): WarmUp {
  let state: 'warming' | 'warm' = 'warming'
  const done = () => (state = 'warm')
  setTimeout(done, WARM_UP_LIMIT_MS).unref()
  void prepared
    .then(async () => {
      const started = performance.now()
      for (const path of paths) {
        if (state === 'warm') return
        try {
          const response = await fetch(
            new Request(new URL(path, 'http://localhost'), { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } }),
          )
          await response.arrayBuffer()
          if (!response.ok) log.warn({ path, status: response.status }, '[warm-up] a page did not render')
        } catch (error) {
          log.warn({ err: error, path }, '[warm-up] a page did not render')
        }
      }
      log.info({ ms: Math.round(performance.now() - started), pages: paths.length }, '[warm-up] front pages rendered')
    })
    // The start itself reports a database that could not be opened (src/server.ts).
    .catch(() => {})
    .finally(done)
  return { state: () => state }
}
