/**
 * CSRF protection, second line of defence after Start's origin check (src/start.ts): a server function
 * called over HTTP by a signed-in browser must carry `X-XSRF-TOKEN` equal to the value derived
 * from its own session. A page of another site can neither read the cookie nor set the header.
 */
import { createMiddleware } from '@tanstack/react-start'
import { getCookie, getRequest, getRequestHeader, setResponseStatus } from '@tanstack/react-start/server'
import { TOKEN_COOKIE, XSRF_COOKIE } from '~/upstream/cookie-names'
import { m } from '~/paraglide/messages.js'
import { xsrfTokenFor } from '~/upstream/session-cookies.server'

function readCookie(name: string): string | undefined {
  // The "client" half also runs when the server renders a page: there is no document there.
  if (typeof document === 'undefined') return undefined
  const pair = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined
}

export class XsrfRefusal extends Error {
  status = 403
}

export const xsrfMiddleware = createMiddleware({ type: 'function' })
  .client(({ next }) => {
    const xsrf = readCookie(XSRF_COOKIE)
    return next(xsrf ? { headers: { 'X-XSRF-TOKEN': xsrf } } : undefined)
  })
  .server(({ next }) => {
    const request = getRequest()
    // Calls made by the server itself while rendering a page are not requests of a browser.
    const overHttp = request.method === 'POST' && new URL(request.url).pathname.includes('/_serverFn/')
    const token = getCookie(TOKEN_COOKIE)
    if (overHttp && token && getRequestHeader('x-xsrf-token') !== xsrfTokenFor(token)) {
      setResponseStatus(403)
      throw new XsrfRefusal(m.auth_error_xsrf())
    }
    return next()
  })
