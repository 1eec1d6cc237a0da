/** The authenticator app of the tests: a TOTP code (RFC 6238) for a base32 secret, with the library better-auth uses. */
import { setTimeout as sleep } from 'node:timers/promises'
import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

const PERIOD_MS = 30_000
/** The last step each secret's code was given for: the shop takes each step once (issue 43). */
const lastStep = new Map<string, number>()

/** How the next step is reached: by waiting for it, as the browser tests must (their shop runs on the real clock). */
const waitFor = (ms: number) => sleep(Math.max(0, ms - Date.now()))
let reachTime: (ms: number) => Promise<void> | void = waitFor

/**
 * For tests whose shop runs in their own process on a faked `Date`: the next step is reached by
 * moving that clock (`move`) instead of waiting up to 30 s for it. Answers the undo.
 */
export function reachStepsBy(move: (ms: number) => void): () => void {
  reachTime = move
  return () => {
    reachTime = waitFor
  }
}

/**
 * A code the shop has not seen yet, as a person would read the next one off the app: the current
 * step's, or the next step's when the current one was given already (the shop accepts one step
 * ahead); when both were, it waits for the next step.
 */
export async function totpCode(secret: string): Promise<string> {
  const otp = createOTP(base32.decode(secret))
  for (;;) {
    const current = Math.floor(Date.now() / PERIOD_MS)
    const step = Math.max(current, (lastStep.get(secret) ?? -Infinity) + 1)
    if (step <= current + 1) {
      lastStep.set(secret, step)
      return otp.hotp(step)
    }
    await reachTime((current + 1) * PERIOD_MS + 50)
  }
}

/** The code of the step given last for this secret: a replay. */
export async function lastTotpCode(secret: string): Promise<string> {
  const step = lastStep.get(secret)
  if (step === undefined) throw new Error('No code was given for this secret yet')
  return createOTP(base32.decode(secret)).hotp(step)
}

/** A code that is surely not the current one (nor one window before or after). */
export async function wrongTotpCode(secret: string) {
  const otp = createOTP(base32.decode(secret))
  for (let guess = 0; ; guess++) {
    const code = String(guess).padStart(6, '0')
    if (!(await otp.verify(code))) return code
  }
}
