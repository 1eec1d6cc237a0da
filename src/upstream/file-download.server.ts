import { getGlobalStartContext } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { appConfig } from '#app-config'
import { localizeHref } from '~/i18n/locale-path'
import { cookieRemovalAttributes } from '~/lib/shop-cookies'
import { getLocale } from '~/paraglide/runtime.js'
import { upstreamUrl } from './client'
import { TOKEN_COOKIE } from './cookie-names'
import { defaultTransport } from './transport.server'

const HEADER_SAFE = /^[\x21-\x7e]+$/

export interface FileDownload {
  /** The Shop API's path, e.g. `/api/admin/deliveries/export.csv`. */
  apiPath: string
  /** The page's search parameters passed on to the API (others are dropped). */
  params?: readonly string[]
  /** Where a visitor without a session is sent back to after signing in. */
  returnPath: string
  accept: string
}

/**
 * A file the browser downloads (a CSV, an Excel file, a PDF), read from the Shop API with the
 * caller's own session (the API checks who may have it). The JSON client does not fit a file:
 * the request is made here and the API's answer passed on with its own headers, never cached;
 * a visitor is sent to sign in. The one way every download route reaches the API.
 */
export async function apiFileResponse(request: Request, download: FileDownload): Promise<Response> {
  const locale = getLocale()
  const search = new URL(request.url).searchParams
  const token = getCookie(TOKEN_COOKIE)
  const toLogin = () =>
    new Response(null, {
      status: 302,
      headers: {
        Location: localizeHref(`/login?redirect=${encodeURIComponent(download.returnPath)}`, locale),
        'Cache-Control': 'no-store',
      },
    })
  if (!token || !HEADER_SAFE.test(token)) return toLogin()
  // The browser's address and user agent go along: the API records exports in the audit log.
  const { transport, baseUrl } = defaultTransport(
    appConfig(),
    getGlobalStartContext()?.clientAddress,
    request.headers.get('user-agent') ?? undefined,
  )
  const url = upstreamUrl(download.apiPath, { baseUrl, locale })
  for (const name of download.params ?? []) {
    for (const value of search.getAll(name)) url.searchParams.append(name, value)
  }
  const answer = await transport(new Request(url, { headers: { Authorization: `Bearer ${token}`, Accept: download.accept } }))
  if (answer.status === 401) {
    deleteCookie(TOKEN_COOKIE, cookieRemovalAttributes(TOKEN_COOKIE))
    return toLogin()
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' })
  for (const name of ['Content-Type', 'Content-Disposition']) {
    const value = answer.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers })
}
