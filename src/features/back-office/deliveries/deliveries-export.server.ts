import { getGlobalStartContext } from '@tanstack/react-start'
import { deleteCookie, getCookie } from '@tanstack/react-start/server'
import { appConfig } from '#app-config'
import { localizeHref } from '~/i18n/locale-path'
import { cookieRemovalAttributes } from '~/lib/shop-cookies'
import { getLocale } from '~/paraglide/runtime.js'
import { TOKEN_COOKIE, upstreamUrl } from '~/upstream/client'
import { defaultTransport } from '~/upstream/transport.server'

const HEADER_SAFE = /^[\x21-\x7e]+$/

/**
 * The day's CSV as a file the browser downloads, read from the Shop API with the staff member's
 * own session (the API checks the role). The JSON client does not fit a file: the request is
 * made here, the API's answer passed on with its own headers; a visitor is sent to sign in.
 */
export async function deliveriesExportResponse(request: Request): Promise<Response> {
  const locale = getLocale()
  const search = new URL(request.url).searchParams
  const token = getCookie(TOKEN_COOKIE)
  const toLogin = () =>
    new Response(null, {
      status: 302,
      headers: {
        Location: localizeHref(`/login?redirect=${encodeURIComponent('/gestion/livraisons')}`, locale),
        'Cache-Control': 'no-store',
      },
    })
  if (!token || !HEADER_SAFE.test(token)) return toLogin()
  // The browser's address and user agent go along: the API records the export in the audit log.
  const { transport, baseUrl } = defaultTransport(
    appConfig(),
    getGlobalStartContext()?.clientAddress,
    request.headers.get('user-agent') ?? undefined,
  )
  const url = upstreamUrl('/api/admin/deliveries/export.csv', { baseUrl, locale })
  for (const name of ['date', 'city']) {
    const value = search.get(name)
    if (value) url.searchParams.set(name, value)
  }
  const answer = await transport(new Request(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' } }))
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
