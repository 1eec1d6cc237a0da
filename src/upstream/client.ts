/**
 * The one typed client of the Shop API: JSON, the `lang` query parameter, a 30-second
 * timeout, no retry, `Authorization: Bearer` from the `token` cookie and `X-XSRF-TOKEN` from the
 * `XSRF-TOKEN` cookie when present. A path starting with `/` is used as given; any other is
 * prefixed `api/{locale}/`. Any 401 clears both cookies and sends the user to /login.
 * Answers are parsed with the contract's zod schemas, so a drifting API fails loudly here.
 */
import type { z } from 'zod'
import { saveConflictSchema } from '~/api/contract/common'
import type { SaveConflict } from '~/lib/refusal'
import type { Locale } from '~/paraglide/runtime.js'
import { TOKEN_COOKIE, XSRF_COOKIE } from './cookie-names'
import { UpstreamError } from './upstream-error'

export const UPSTREAM_TIMEOUT_MS = 30_000
/** Visible ASCII only: what an HTTP header value may hold without being refused or split. */
const HEADER_SAFE = /^[\x21-\x7e]{1,1024}$/

/** Sends one request to the API: in process, or over HTTP. */
export type UpstreamTransport = (request: Request) => Promise<Response>

export type CookieJar = {
  get: (name: string) => string | undefined
  delete: (name: string) => void
}

export type UpstreamClientOptions = {
  transport: UpstreamTransport
  /** Where paths are resolved: the API's origin (and path prefix, ending with `/`). */
  baseUrl: string
  locale: Locale
  cookies: CookieJar
  /** Called after a 401 has cleared the cookies; sends the user to /login (it throws). */
  onUnauthenticated: () => never
  timeoutMs?: number
}

export type UpstreamRequest<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | string[] | undefined | null>
  body?: unknown
  /** Headers of this call only (e.g. `Idempotency-Key`); the client's own headers win. */
  headers?: Record<string, string>
  /** The contract schema of a successful answer. */
  schema: S
}

/** A 409's `data.conflict`, read without trusting its shape: kept only when each part is what the contract says. */
function conflictOf(data: { conflict?: unknown } | undefined): SaveConflict | undefined {
  const parsed = saveConflictSchema.safeParse(data?.conflict)
  if (!parsed.success) return undefined
  return { savedBy: parsed.data.saved_by, savedAt: parsed.data.saved_at, version: parsed.data.version }
}

export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError'
  constructor(readonly timeoutMs: number) {
    super(`The Shop API did not answer within ${timeoutMs} ms (network timeout)`)
  }
}

export function upstreamUrl(path: string, { baseUrl, locale }: { baseUrl: string; locale: Locale }): URL {
  const relative = path.startsWith('/') ? `.${path}` : `./api/${locale}/${path}`
  const url = new URL(relative, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`)
  url.searchParams.set('lang', locale)
  return url
}

export function createUpstreamClient(options: UpstreamClientOptions) {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS

  async function request<S extends z.ZodType>(path: string, init: UpstreamRequest<S>): Promise<z.output<S>> {
    const url = upstreamUrl(path, options)
    for (const [name, value] of Object.entries(init.query ?? {})) {
      if (value === undefined || value === null || value === '') continue
      url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value))
    }
    const headers = new Headers(init.headers)
    headers.set('Accept', 'application/json')
    if (init.body !== undefined) headers.set('Content-Type', 'application/json')
    // A cookie is whatever the browser sent: only a value a header can carry goes on (a forged one
    // with NUL or line breaks would make the request itself fail); the API refuses the others.
    const token = options.cookies.get(TOKEN_COOKIE)
    if (token && HEADER_SAFE.test(token)) headers.set('Authorization', `Bearer ${token}`)
    const xsrf = options.cookies.get(XSRF_COOKIE)
    if (xsrf && HEADER_SAFE.test(xsrf)) headers.set('X-XSRF-TOKEN', xsrf)

    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(new UpstreamTimeoutError(timeoutMs)), timeoutMs)
    let response: Response
    try {
      // One attempt only (no retry); a timeout aborts it.
      response = await Promise.race([
        options.transport(
          new Request(url, {
            method: init.method ?? 'GET',
            headers,
            body: init.body === undefined ? undefined : JSON.stringify(init.body),
            credentials: 'include',
            signal: controller.signal,
          }),
        ),
        new Promise<never>((_, reject) => {
          controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
        }),
      ])
    } finally {
      clearTimeout(timer)
    }

    if (response.status === 401) {
      options.cookies.delete(TOKEN_COOKIE)
      options.cookies.delete(XSRF_COOKIE)
      options.onUnauthenticated()
    }
    const payload: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const failure = (payload ?? {}) as { message?: unknown; data?: { errors?: unknown; conflict?: unknown } }
      throw new UpstreamError(
        response.status,
        typeof failure.message === 'string' ? failure.message : `Shop API answered ${response.status}`,
        (failure.data?.errors as Record<string, string[]> | undefined) ?? {},
        conflictOf(failure.data),
      )
    }
    return init.schema.parse(payload)
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, init: Omit<UpstreamRequest<S>, 'method' | 'body'>) =>
      request(path, { ...init, method: 'GET' }),
    post: <S extends z.ZodType>(path: string, init: Omit<UpstreamRequest<S>, 'method'>) => request(path, { ...init, method: 'POST' }),
  }
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>
