/**
 * The public pages' HTML, kept in memory by each instance (issue 18, docs/decisions/0037).
 *
 * A visitor's page (no `token` cookie) of the home, the catalogue, a product or a content page
 * depends only on its URL (path with its language, query) and the city cookie, so one rendering
 * serves every visitor who asks the same. What it must never do:
 * - serve anyone's personal data: a signed-in customer is never served nor stored; a page that set a
 *   cookie or its own Cache-Control (personal pages do) is not stored;
 * - serve a stale page after a change: every instance drops everything when PostgreSQL announces a
 *   change (`clear`), and a rendering that began before the change is not stored (the generation);
 *   while the instance cannot hear announcements (`blind`), nothing is served from memory;
 * - break the CSP: each response has its own nonce, so the rendering's nonce is replaced by the
 *   response's on the way out.
 * A page older than `freshMs` is still served, and rendered again in the background once. Pages
 * stored together would all turn old together and be rendered again in one burst, which a busy
 * instance felt as a pause of half a second (issue 34): each page's freshness is drawn between
 * three quarters and five quarters of `freshMs`, and the background renderings run one at a time.
 */
import { parse as parseCookies } from 'hono/utils/cookie'
import pLimit from 'p-limit'
import { createAnnouncedMemory } from '~/lib/announced-memory'
import { SELECTED_CITY_COOKIE } from '~/features/city/city.functions'
import { parseCityId } from '~/features/city/resolve-city'
import { delocalizePath } from '~/i18n/locale-path'
import { TOKEN_COOKIE } from '~/upstream/cookie-names'
import { FastResponse } from 'srvx/node'
import { acceptsGzip, type CompressedPart, deflatedPart, splicedGzip, storedPart } from './spliced-gzip'

/** Public pages, as their French path (`/ar/…` is the same page in Arabic). */
const CACHEABLE_PATH = /^\/(?:|catalogue(?:\/.*)?|produit\/[^/]+|a-propos|faq|mentions-legales|conditions-generales-de-vente)$/

/**
 * A page kept as its UTF-8 bytes cut at each occurrence of its nonce, so a response only joins
 * them around its own; each part also compressed once, for the clients that take gzip (spliced-gzip.ts).
 */
type Entry = { parts: CompressedPart[]; headers: [string, string][]; storedAt: number; freshForMs: number; bytes: number }
export type Rendering = { response: Response; nonce: string }
export type PageCacheOptions = { maxEntries: number; maxBytes: number; freshMs: number; now?: () => number; random?: () => number }
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'bypass'

/** About a thousand pages (a catalogue page is about 100 KB of HTML): 64 MB at most. */
export const PAGE_CACHE_LIMITS = { maxEntries: 1000, maxBytes: 64 * 1024 * 1024, freshMs: 60_000 }

/** The request a background refresh renders: the same page for a visitor of the same city, nothing else of the visitor's. */
export function refreshRequest(request: Request): Request {
  const city = cityOf(cookiesOf(request))
  const headers = new Headers({ Accept: 'text/html' })
  if (city) headers.set('Cookie', `${SELECTED_CITY_COOKIE}=${city}`)
  return new Request(request.url, { headers })
}

const cookiesOf = (request: Request) => parseCookies(request.headers.get('Cookie') ?? '')
/** The city the page is rendered for, as the page reads its cookie: an id, or '' for the default city. */
const cityOf = (cookies: Record<string, string>) => String(parseCityId(cookies[SELECTED_CITY_COOKIE]) ?? '')

/** The key of a request the cache may answer, or null. */
export function publicPageKey(request: Request): string | null {
  if (request.method !== 'GET') return null
  const cookies = cookiesOf(request)
  if (cookies[TOKEN_COOKIE]) return null
  const url = new URL(request.url)
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
  if (!CACHEABLE_PATH.test(delocalizePath(path))) return null
  return `${path}${url.search}|${cityOf(cookies)}`
}

/** Only a complete, impersonal HTML page is kept. */
const storable = (response: Response) =>
  response.status === 200 &&
  (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
  !response.headers.has('Set-Cookie') &&
  !response.headers.has('Cache-Control')

export function createPublicPageCache({ maxEntries, maxBytes, freshMs, now = Date.now, random = Math.random }: PageCacheOptions) {
  const memory = createAnnouncedMemory<Entry>({ maxEntries, maxBytes })
  const refreshing = new Set<string>()
  const inBackground = pLimit(1)

  const serve = (entry: Entry, nonce: string, outcome: CacheOutcome, request: Request) => {
    const headers = new Headers(entry.headers)
    headers.set('X-Page-Cache', outcome)
    const gzip = acceptsGzip(request.headers.get('Accept-Encoding'))
    const nonceBytes = Buffer.from(nonce)
    const nonced = gzip ? storedPart(nonceBytes) : { raw: nonceBytes, deflated: nonceBytes }
    const parts = entry.parts.flatMap((part, index) => (index === 0 ? [part] : [nonced, part]))
    const body = gzip ? splicedGzip(parts) : Buffer.concat(parts.map((part) => part.raw))
    // Said here, so that compress() leaves it as it is (src/server.ts); Vary is added there.
    if (gzip) headers.set('Content-Encoding', 'gzip')
    // srvx's Response: the server writes these bytes to the socket as they are, where a standard
    // Response copies them, then is read back as a stream.
    return new FastResponse(body, { status: 200, headers })
  }
  /** Renders, and stores the page unless a change was announced meanwhile. */
  const renderAndStore = async (key: string, render: () => Promise<Rendering>): Promise<Rendering & { buffered?: Entry }> => {
    const startedIn = memory.generation()
    const rendering = await render()
    // Without a nonce of its own there is nothing to replace safely: such a page is not kept.
    if (memory.blind() || startedIn !== memory.generation() || !rendering.nonce || !storable(rendering.response)) return rendering
    const body = await rendering.response.text()
    const parts = body.split(rendering.nonce).map((part) => deflatedPart(Buffer.from(part)))
    const bytes = parts.reduce((sum, part) => sum + part.raw.length + part.deflated.length, 0)
    const freshForMs = freshMs * (0.75 + random() * 0.5)
    const entry: Entry = { parts, headers: [...rendering.response.headers], storedAt: now(), freshForMs, bytes }
    memory.keep(key, entry, startedIn)
    return { ...rendering, buffered: entry }
  }

  return {
    /**
     * The answer to `request`: from memory when it may be, else `render`'s (stored when it may be).
     * `nonce` is this response's; `background` renders the page again for a stale entry.
     */
    async respond(
      request: Request,
      nonce: string,
      render: () => Promise<Rendering>,
      background: () => Promise<Rendering>,
    ): Promise<{ response: Response; outcome: CacheOutcome }> {
      const key = memory.blind() ? null : publicPageKey(request)
      if (key === null) return { response: (await render()).response, outcome: 'bypass' }
      const entry = memory.get(key)
      if (entry) {
        const stale = now() - entry.storedAt > entry.freshForMs
        if (stale && !refreshing.has(key)) {
          refreshing.add(key)
          void inBackground(() => renderAndStore(key, background))
            .catch(() => memory.forget(key)) // a failed refresh drops the page: the next visitor renders it
            .finally(() => refreshing.delete(key))
        }
        return { response: serve(entry, nonce, stale ? 'stale' : 'hit', request), outcome: stale ? 'stale' : 'hit' }
      }
      const rendering = await renderAndStore(key, render)
      if (!rendering.buffered) return { response: rendering.response, outcome: 'miss' }
      return { response: serve(rendering.buffered, rendering.nonce, 'miss', request), outcome: 'miss' }
    },
    /** A change was announced: every page goes. */
    clear: () => memory.clear(),
    /** Whether announcements reach this instance; while they do not, nothing is served from memory. */
    setListening: (listening: boolean) => memory.setListening(listening),
    size: () => memory.size(),
  }
}

export type PublicPageCache = ReturnType<typeof createPublicPageCache>
