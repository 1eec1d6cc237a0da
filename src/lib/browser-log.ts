/**
 * The browser's log: its developer console, nothing sent anywhere. The server logs through pino
 * (logger.server.ts); pino's browser build would add JavaScript to every page for the same console
 * lines, and even two wrapper functions added bytes, so the browser's logger is the console
 * itself, named in one place (docs/decisions/0027).
 */
export const browserLog: Pick<Console, 'warn' | 'error'> = console
