/**
 * The contact form's captcha (docs/decisions/0018). Google reCAPTCHA when its keys are configured
 * (the token checked with Google's siteverify); otherwise ALTCHA, a self-hosted proof of work:
 * challenges signed with an HMAC key and expiring after CHALLENGE_SECONDS, solutions checked here
 * with altcha-lib. Either way a solution is accepted once only: its id goes into
 * `captcha_solutions` (primary key) inside the transaction that stores the message, so a replay,
 * even a concurrent one on another instance, is refused.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { eq, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { AppConfig } from '#app-config'
import { log } from '~/lib/logger.server'
import type { Database, Executor } from '~/api/db/executor'
import { appSecrets, captchaSolutions } from '~/api/db/schema'

export const CHALLENGE_SECONDS = 10 * 60
/** reCAPTCHA tokens live two minutes at Google; kept a little longer here. */
const RECAPTCHA_TOKEN_SECONDS = 5 * 60
const ALGORITHM = 'PBKDF2/SHA-256'

export type CaptchaMode = 'recaptcha' | 'altcha'
export const captchaMode = (config: AppConfig): CaptchaMode =>
  config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY ? 'recaptcha' : 'altcha'

/** A solution that passed its checks, to be recorded (once) with what it allowed. */
export type AcceptedSolution = { id: string; expiresAt: Date }

const secrets = new WeakMap<Database, Promise<{ signature: string; keySignature: string }>>()

/** CAPTCHA_SECRET, or the one the shop made and keeps in the database for every instance. */
function captchaSecrets(db: Database, config: AppConfig) {
  let found = secrets.get(db)
  if (!found) {
    found = (async () => {
      let master = config.CAPTCHA_SECRET
      if (!master) {
        await db
          .insert(appSecrets)
          .values({ name: 'captcha', value: randomBytes(32).toString('base64url') })
          .onConflictDoNothing()
        const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'captcha'))
        if (!row) throw new Error('The captcha secret could not be read')
        master = row.value
      }
      const derive = (label: string) => createHmac('sha256', master).update(label).digest('hex')
      return { signature: derive('altcha-challenge'), keySignature: derive('altcha-derived-key') }
    })()
    found.catch(() => secrets.delete(db))
    secrets.set(db, found)
  }
  return found
}

/**
 * A new ALTCHA challenge. Deterministic mode: the server picks the counter, so it knows the key
 * and signs it (`keySignature`), and checking a solution costs one HMAC instead of the work.
 */
export async function newChallenge(db: Database, config: AppConfig, now: Date): Promise<Challenge> {
  const { signature, keySignature } = await captchaSecrets(db, config)
  const max = config.CAPTCHA_MAX_COUNTER
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.CAPTCHA_COST,
    counter: randomInt(Math.min(max, Math.max(1, Math.floor(max / 4))), max),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + CHALLENGE_SECONDS,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  })
}

const parametersSchema = z.object({
  algorithm: z.literal(ALGORITHM),
  nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
  salt: z.string().regex(/^[0-9a-f]{8,128}$/),
  cost: z.number().int().positive().max(1_000_000),
  keyLength: z.number().int().positive().max(64),
  keyPrefix: z.string().regex(/^[0-9a-f]{1,128}$/),
  keySignature: z.string().max(256).optional(),
  expiresAt: z.number().int().positive(),
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
})
/** The widget's payload: base64 of `{ challenge: { parameters, signature }, solution }`. */
const payloadSchema = z.object({
  challenge: z.object({ parameters: parametersSchema, signature: z.string().min(1).max(256) }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 32 - 1),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
})

function decodePayload(value: string) {
  if (!value || value.length > 4000) return null
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Checks an ALTCHA payload (signature, expiry, solution); null when refused. Does not record it. */
export async function checkAltcha(db: Database, config: AppConfig, value: string, now: Date): Promise<AcceptedSolution | null> {
  const payload = decodePayload(value)
  if (!payload) return null
  const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000)
  // Our own clock first (the tests' and the instance's), then altcha-lib's own checks.
  if (expiresAt.getTime() <= now.getTime()) return null
  if (expiresAt.getTime() > now.getTime() + (CHALLENGE_SECONDS + 60) * 1000) return null
  const { signature, keySignature } = await captchaSecrets(db, config)
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
  }).catch(() => null)
  if (!result?.verified) return null
  return { id: `altcha:${payload.challenge.parameters.nonce}`, expiresAt }
}

export type SiteVerify = (body: URLSearchParams) => Promise<unknown>
const googleSiteVerify: SiteVerify = async (body) => {
  const answer = await fetch('https://www.google.com/recaptcha/api/siteverify', {
    method: 'POST',
    body,
    signal: AbortSignal.timeout(10_000),
  })
  return answer.json()
}
const siteVerifyAnswer = z.object({ success: z.boolean(), hostname: z.string().optional() })

/** Checks a reCAPTCHA token with Google; null when refused (or Google cannot be reached). */
export async function checkRecaptcha(
  config: AppConfig,
  token: string,
  clientIp: string | undefined,
  now: Date,
  siteVerify: SiteVerify = googleSiteVerify,
): Promise<AcceptedSolution | null> {
  if (!token || token.length > 4000 || !config.RECAPTCHA_SECRET_KEY) return null
  const body = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY, response: token })
  if (clientIp) body.set('remoteip', clientIp)
  try {
    const answer = siteVerifyAnswer.safeParse(await siteVerify(body))
    if (!answer.success || !answer.data.success) return null
  } catch (error) {
    log.error({ err: error }, '[captcha] reCAPTCHA siteverify failed')
    return null
  }
  const id = `recaptcha:${createHash('sha256').update(token).digest('hex')}`
  return { id, expiresAt: new Date(now.getTime() + RECAPTCHA_TOKEN_SECONDS * 1000) }
}

/**
 * Records an accepted solution inside the caller's transaction; false when it was used already.
 * The primary key decides: a concurrent transaction with the same id waits for this one, then
 * finds the row. Expired rows (their challenges can no longer be accepted anyway) go first.
 */
export async function recordSolution(tx: Executor, solution: AcceptedSolution, now: Date): Promise<boolean> {
  await tx.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, sql`${now.toISOString()}::timestamptz`))
  const inserted = await tx
    .insert(captchaSolutions)
    .values({ id: solution.id, expiresAt: solution.expiresAt })
    .onConflictDoNothing()
    .returning({ id: captchaSolutions.id })
  return inserted.length === 1
}
