import type { SaveConflict } from '~/lib/refusal'

// A module of its own: the browser's bundle meets this class through the server functions'
// refusals (src/upstream/answers.ts) without importing the Shop API's client and the contract's
// schemas it parses answers with (docs/decisions/0090).

/**
 * The API answered, but not with success: its status, message and field errors are kept, and a
 * stale save's `data.conflict` (who saved since, when, the version now: docs/decisions/0069).
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError'
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly conflict?: SaveConflict,
  ) {
    super(message)
  }
}
