/**
 * The browser's log: the developer console, nothing sent anywhere. The server logs through pino
 * (logger.server.ts); here pino's browser build would add JavaScript to every page for the same
 * console lines, so these two functions are all there is (docs/decisions/0027).
 */
export function browserWarn(message: string, error: unknown) {
  console.warn(message, error)
}

export function browserError(message: string, error: unknown) {
  console.error(message, error)
}
