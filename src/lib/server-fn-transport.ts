import { createMiddleware } from '@tanstack/react-start'
import { BUSY_STATUS, BusyError, retryAfterSeconds } from './busy'
import { HttpError } from './http-error'
import { isRefusal } from './refusal'

/** Server functions answer under this path (Start's default); the edge and the upstream client both ask. */
export const isServerFunction = (path: string) => path.startsWith('/_serverFn/')

/**
 * A server function's own errors come back serialized and are rethrown as they were. Any other
 * failed answer (a proxy's 502, a crash's bare 500) would reach the page as an Error with the
 * body as its message and no status; this keeps the status, so a 500 shows the network screen
 * with "Réessayer". The edge's "busy, try again" (503, docs/decisions/0071) becomes a BusyError with
 * its message in the page's language and its Retry-After.
 */
export const httpStatusFunctionMiddleware = createMiddleware({ type: 'function' }).client(({ next }) =>
  next({
    fetch: async (input, init) => {
      const response = await fetch(input, init)
      const answeredByServerFunction = response.headers.has('x-tss-serialized') || response.headers.has('x-tss-raw-response')
      if (response.status === BUSY_STATUS && !answeredByServerFunction) {
        const refusal: unknown = await response.json().catch(() => null)
        const message = isRefusal(refusal) ? refusal.message : response.statusText
        throw new BusyError(message, retryAfterSeconds(response.headers.get('Retry-After')))
      }
      if (!response.ok && !answeredByServerFunction) {
        throw new HttpError(response.status, `HTTP ${response.status} ${response.statusText}`.trim())
      }
      return response
    },
  }),
)
