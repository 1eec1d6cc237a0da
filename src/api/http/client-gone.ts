/**
 * Whether a request failed because its client closed the connection before sending its whole body
 * (a lost network, a closed tab): Node ends the body's stream with an `aborted` ECONNRESET, and
 * srvx aborts the request's signal with it. Nobody is left to read the answer, nothing behind the
 * failed read ran, and nothing went wrong on this side: not an error of the server's.
 */
export function clientLeftMidBody(error: unknown, request: Request): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return (code === 'ECONNRESET' && message === 'aborted') || (request.signal.aborted && error === request.signal.reason)
}
