import { defineCustomServerStrategy, toLocale } from '../paraglide/runtime.js'
import { SERVER_FN_LOCALE_HEADER } from './paraglide.options'

/** Reads the page's locale that the browser sends with each server-function call. */
defineCustomServerStrategy('custom-serverFnLocale', {
  getLocale: (request) => toLocale(request?.headers.get(SERVER_FN_LOCALE_HEADER) ?? '') ?? undefined,
})
