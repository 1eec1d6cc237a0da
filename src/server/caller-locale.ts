import type { Context } from 'hono'
import { requestLocale } from '~/api/http/locale'
import type { Locale } from '~/paraglide/runtime.js'

/**
 * The answer's language, before any route has read the path: the API's `/api/{locale}/`, its
 * `lang` parameter, or for a server function (its URL has none) the page that called it.
 */
export function callerLocale(c: Context): Locale {
  const inPath = /^\/api\/(fr|ar)\//.exec(c.req.path)?.[1]
  if (inPath) return inPath as Locale
  const referer = c.req.header('referer')
  const page = referer && URL.canParse(referer) ? new URL(referer).pathname : ''
  return page === '/ar' || page.startsWith('/ar/') ? 'ar' : requestLocale(c)
}
