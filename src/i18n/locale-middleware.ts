import { createMiddleware } from '@tanstack/react-start'
import { getLocale } from '~/paraglide/runtime.js'
import { SERVER_FN_LOCALE_HEADER } from './paraglide.options'

/**
 * Server functions are requested at `/_serverFn/...`, a path without the `/ar` prefix, so the
 * browser names the page's language in a header. Paraglide reads it on the server through the
 * `custom-urlPrefix` strategy (src/i18n/locale-strategies.ts), which only accepts a known
 * locale, so messages and validation errors come back in the page's language.
 */
export const localeFunctionMiddleware = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({ headers: { [SERVER_FN_LOCALE_HEADER]: getLocale() } }),
)
