/**
 * A code of the authenticator app opens one door, once (issue 43, check 23). better-auth accepts a
 * code of the current 30-second step or of the one before or after (90 s in all), as often as it
 * is sent; the shop keeps, per account, the step of the last code it accepted, and refuses a code
 * of that step or an earlier one, at sign-in and at step-up. The step is taken with one atomic
 * UPDATE, so two requests racing with one code cannot both pass.
 *
 * Failed codes are counted before they are checked (`secondFactorAccount` in rate-limits.ts), so
 * twelve challenges sending one wrong code each at once meet the limit of ten, not twelve.
 */
import { timingSafeEqual } from 'node:crypto'
import { createOTP } from '@better-auth/utils/otp'
import { base32 } from '@better-auth/utils/base32'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { twoFactors, verifications } from '~/api/db/schema'
import type { ShopAuth } from './auth'

/** better-auth's defaults for the app's codes (src/api/auth/auth.ts sets none). */
const PERIOD_SECONDS = 30
const DIGITS = 6
/** Steps before and after the current one that a code may come from, as better-auth allows. */
const WINDOW = 1
/** better-auth's mark of a secret imported in base32 (its totp/index.mjs). */
const BASE32_PREFIX = 'base32:'

/** The account a sign-in's challenge (the `two_factor` cookie as sent) belongs to, while it is open. */
export async function challengeAccount(db: Executor, challenge: string): Promise<number | null> {
  let signed: string
  try {
    signed = decodeURIComponent(challenge)
  } catch {
    return null
  }
  // A signed cookie is `value.signature`: the value is the verification's identifier (stored plain).
  const identifier = signed.slice(0, signed.lastIndexOf('.'))
  if (!identifier) return null
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, sql`now()`)))
  const userId = Number(row?.value)
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null
}

/** The step whose code `code` is, among those better-auth accepts now; null when none (a wrong code). */
export async function stepOfCode(db: Executor, auth: ShopAuth, userId: number, code: string, now = Date.now()): Promise<number | null> {
  const [row] = await db.select({ secret: twoFactors.secret }).from(twoFactors).where(eq(twoFactors.userId, userId))
  if (!row) return null
  const decrypted = await symmetricDecrypt({ key: (await auth.$context).secretConfig, data: row.secret })
  const secret = decrypted.startsWith(BASE32_PREFIX) ? base32.decode(decrypted.slice(BASE32_PREFIX.length).toUpperCase()) : decrypted
  const otp = createOTP(secret, { period: PERIOD_SECONDS, digits: DIGITS })
  const current = Math.floor(now / (PERIOD_SECONDS * 1000))
  const sent = Buffer.from(code)
  for (let step = current + WINDOW; step >= current - WINDOW; step--) {
    const expected = Buffer.from(await otp.hotp(step))
    if (expected.length === sent.length && timingSafeEqual(expected, sent)) return step
  }
  return null
}

/** Takes `step` as the account's last accepted one; false when that step or a later one was taken already. */
export async function takeCodeStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(twoFactors)
    .set({ lastAcceptedStep: step })
    .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastAcceptedStep), lt(twoFactors.lastAcceptedStep, step))))
    .returning({ id: twoFactors.id })
  return taken.length > 0
}
