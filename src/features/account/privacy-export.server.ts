import { getCookie, deleteCookie } from '@tanstack/react-start/server'
import { privacyExportSchema } from '~/api/contract/account'
import { localizeHref } from '~/i18n/locale-path'
import { getLocale } from '~/paraglide/runtime.js'
import { createUpstreamClient } from '~/upstream/client'
import { TOKEN_COOKIE } from '~/upstream/cookie-names'
import { defaultTransport } from '~/upstream/transport.server'
import { cookieRemovalAttributes } from '~/lib/shop-cookies'

class SignedOut extends Error {}

/**
 * The privacy export as a file the browser downloads (`Content-Disposition: attachment`), read
 * from the Shop API with the customer's own session. A visitor is sent to sign in first.
 */
export async function privacyExportResponse(): Promise<Response> {
  const locale = getLocale()
  const toLogin = () =>
    new Response(null, {
      status: 302,
      headers: { Location: localizeHref(`/login?redirect=${encodeURIComponent('/espace/gpdr')}`, locale), 'Cache-Control': 'no-store' },
    })
  if (!getCookie(TOKEN_COOKIE)) return toLogin()
  const upstream = createUpstreamClient({
    ...defaultTransport(),
    locale,
    cookies: { get: (name) => getCookie(name), delete: (name) => deleteCookie(name, cookieRemovalAttributes(name)) },
    onUnauthenticated: () => {
      throw new SignedOut()
    },
  })
  try {
    const data = await upstream.get('privacy/export', { schema: privacyExportSchema })
    const day = data.exported_at.slice(0, 10)
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="ma-source-mes-donnees-${day}.json"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    if (error instanceof SignedOut) return toLogin()
    throw error
  }
}
