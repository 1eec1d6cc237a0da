import { afterEach, beforeEach, vi } from 'vitest'

// A test that makes the code log an error fails, unless the test expects that log itself
// (by spying on console.error with its own mock).
let consoleError: ReturnType<typeof vi.spyOn> | undefined

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`)
  })
})

afterEach(() => {
  consoleError?.mockRestore()
})
