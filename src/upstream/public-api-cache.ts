/**
 * The catalogue's anonymous answers of the Shop API, kept in memory by each instance (issue 18,
 * docs/decisions/0041): the product list, a product, the brands and categories, the cities.
 *
 * Rendering a catalogue page without the page cache ran 14 SQL statements, most of them the same
 * for every visitor; the server spent a quarter of its time writing them to PostgreSQL. These
 * answers depend only on their URL (language, city and filters are in it) when no customer is
 * signed in, and change only when PostgreSQL announces a change, so they follow the page cache's
 * rules (docs/decisions/0037): dropped on every announcement, nothing kept from a request that began
 * before one, nothing served while the instance cannot hear announcements, and each answer kept
 * `maxAgeMs` at most (for what moves with time alone, such as a sale that ends).
 */
import { createAnnouncedMemory } from '~/lib/announced-memory'

/** The read endpoints whose anonymous answers are the same for everyone, as their path under /api. */
const CACHEABLE_PATH =
  /^\/api\/(?:fr|ar)\/(?:initial-data|taxonomy|catalogue-index|\d+\/products|\d+\/search-suggestions|\d+\/product\/\d+)$/

type Entry = { body: Uint8Array; bytes: number; headers: [string, string][]; storedAt: number }
export type ApiCacheOptions = { maxEntries: number; maxBytes: number; maxAgeMs: number; now?: () => number }

/** About two thousand answers (a product list is about 20 KB): 32 MB at most. */
export const API_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 32 * 1024 * 1024, maxAgeMs: 60_000 }

/** The key of a request the cache may answer (its URL), or null. */
export function publicApiKey(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('Authorization') || request.headers.has('Cookie')) return null
  const url = new URL(request.url)
  return CACHEABLE_PATH.test(url.pathname) ? `${url.pathname}${url.search}` : null
}

/**
 * Only a complete, impersonal success is kept. Every API answer says `no-store` to browsers and
 * proxies (src/api/app.ts), so that says nothing here; `private` would.
 */
const storable = (response: Response) =>
  response.status === 200 &&
  (response.headers.get('Content-Type') ?? '').startsWith('application/json') &&
  !response.headers.has('Set-Cookie') &&
  !(response.headers.get('Cache-Control') ?? '').includes('private')

export function createPublicApiCache({ maxEntries, maxBytes, maxAgeMs, now = Date.now }: ApiCacheOptions) {
  const memory = createAnnouncedMemory<Entry>({ maxEntries, maxBytes })

  /** An answer from memory says so (`X-Api-Cache: hit`), as the page cache's do, for whoever looks into a stale answer. */
  const serve = (entry: Entry, outcome: 'hit' | 'miss') => {
    const headers = new Headers(entry.headers)
    headers.set('X-Api-Cache', outcome)
    return new Response(entry.body.slice(), { status: 200, headers })
  }

  return {
    /** The answer to `request`: from memory when it may be, else `answer`'s (kept when it may be). */
    async respond(request: Request, answer: () => Promise<Response>): Promise<Response> {
      const key = memory.blind() ? null : publicApiKey(request)
      if (key === null) return answer()
      const entry = memory.get(key)
      if (entry && now() - entry.storedAt <= maxAgeMs) return serve(entry, 'hit')
      memory.forget(key)
      const startedIn = memory.generation()
      const response = await answer()
      if (memory.blind() || startedIn !== memory.generation() || !storable(response)) return response
      const body = new Uint8Array(await response.arrayBuffer())
      const kept: Entry = { body, bytes: body.byteLength, headers: [...response.headers], storedAt: now() }
      memory.keep(key, kept, startedIn)
      return serve(kept, 'miss')
    },
    /** A change was announced: every answer goes. */
    clear: () => memory.clear(),
    /** Whether announcements reach this instance; while they do not, nothing is served from memory. */
    setListening: (listening: boolean) => memory.setListening(listening),
    size: () => memory.size(),
  }
}

export type PublicApiCache = ReturnType<typeof createPublicApiCache>
