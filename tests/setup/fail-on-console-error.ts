import { inspect } from 'node:util'
import { afterEach, beforeEach, vi } from 'vitest'
import { log } from '~/lib/logger.server'

// A test that makes the code log an error fails, unless the test expects that log itself (by
// spying on `log.error`, or on console.error for a library's own, with its own mock). The shop
// logs through pino (src/lib/logger.server.ts), libraries (better-auth) through console.error.
let spies: { mockRestore: () => void }[] = []

const failWith =
  (name: string) =>
  (...args: unknown[]): never => {
    throw new Error(`${name} was called: ${args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' ')}`)
  }

beforeEach(() => {
  spies = [
    vi.spyOn(console, 'error').mockImplementation(failWith('console.error')),
    vi.spyOn(log, 'error').mockImplementation(failWith('log.error')),
    vi.spyOn(log, 'fatal').mockImplementation(failWith('log.fatal')),
  ]
})

afterEach(() => {
  for (const spy of spies) spy.mockRestore()
})
