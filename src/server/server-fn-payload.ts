/**
 * A server function's payload, checked before TanStack Start reads it (check 13): Start parses
 * the GET `payload` parameter or the JSON body and deserialises it with seroval, and answers any
 * failure of either as a 500. A payload that is not JSON, or not a seroval document
 * (`{ t: {…}, f: <number>, m: [...] }`), or that seroval cannot read, is the caller's mistake:
 * 400 in the calling page's language, as is a request without the mark Start's client puts on
 * every call. What Start's own client sends always passes.
 */
import type { MiddlewareHandler } from 'hono'
import { errorBody } from '~/api/http/errors'
import { m } from '~/paraglide/messages.js'
import { callerLocale } from './caller-locale'

const isObject = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item)

/** Whether `text` (absent: no payload, which Start accepts) is a seroval JSON document. */
export function isServerFnPayload(text: string | null | undefined, required = false): boolean {
  if (text === null || text === undefined || (text === '' && !required)) return true
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return false
  }
  return isObject(json) && isObject(json.t) && typeof json.f === 'number' && Array.isArray(json.m)
}

export function serverFnPayloadCheck(): MiddlewareHandler {
  return async (c, next) => {
    // Start's client marks every call. The one unmarked request a server function takes is a kit
    // form posted without scripts (docs/decisions/0054): url-encoded, to a POST function.
    const plainForm = c.req.method === 'POST' && c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')
    if (c.req.header('x-tsr-serverfn') !== 'true' && !plainForm) {
      return c.json(errorBody(m.api_invalid_input({}, { locale: callerLocale(c) })), 400)
    }
    const method = c.req.method.toUpperCase()
    let text: string | null | undefined
    // Start reads a JSON body whole (an empty one fails), and the GET parameter when there is one.
    const json = method !== 'GET' && c.req.header('content-type')?.includes('application/json')
    if (method === 'GET') text = c.req.query('payload')
    else if (json) text = await c.req.raw.clone().text()
    if (!isServerFnPayload(text, Boolean(json))) return c.json(errorBody(m.api_invalid_input({}, { locale: callerLocale(c) })), 400)
    await next()
    // seroval's own refusals of a well-formed but unreadable document ("Seroval Error (step: …)")
    // come out of Start as a 500 carrying that message: they are the caller's mistake too.
    if (c.res.status === 500 && c.res.headers.get('content-type')?.includes('application/json')) {
      const body = await c.res.clone().text()
      if (
        /^\{"t":10,"i":0,"p":\{"k":\["error"\],"v":\[\{"t":25,"i":1,"s":\{"message":\{"t":1,"s":"Seroval Error \(step: \d+\)"\}\}/.test(
          body,
        )
      ) {
        c.res = c.json(errorBody(m.api_invalid_input({}, { locale: callerLocale(c) })), 400)
      }
    }
  }
}
