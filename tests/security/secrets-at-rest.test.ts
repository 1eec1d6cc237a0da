/**
 * Secrets at rest (docs/decisions/0023), with SMTP configured as in production
 * (nodemailer's transport replaced by a mailbox here): after a customer's whole run the database
 * holds no session token, reset token or reset link, and the log names no one even when the
 * SMTP server refuses an e-mail. Then: what a stolen hash is worth, and migration
 * 0010 on the tokens stored before it.
 */
// eslint-disable-next-line import-x/no-duplicates -- vi.hoisted must run before the other imports
import { vi } from 'vitest'

vi.hoisted(() => {
  process.env.CAPTCHA_COST = '1'
  process.env.CAPTCHA_MAX_COUNTER = '40'
  process.env.SMTP_URL = 'smtp://127.0.0.1:2525'
})

import { readFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import { makeSignature } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import pg from 'pg'
// eslint-disable-next-line import-x/no-duplicates -- see the first import
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashToken, resetIdentifier } from '~/api/auth/token-hash'
import { appSecrets, sessions } from '~/api/db/schema'
import { customerWithPassword, post } from '../api/auth-helpers'
import { useTestDatabase } from '../api/test-database'
import { databaseText, type FlowSecrets, runCapturedFlows, secretsIn, tablesHolding } from './shop-flows'

const { db, api, url } = await useTestDatabase()

type Sent = { to: string; text: string }
const mailbox: Sent[] = []
// The SMTP server refuses the first e-mail without a link once (the flows wait for the link ones),
// naming its recipient as real servers do.
let refusedOnce = false
vi.spyOn(nodemailer, 'createTransport').mockReturnValue({
  sendMail: async ({ to, text }: Sent) => {
    if (!refusedOnce && !text.includes('?token=')) {
      refusedOnce = true
      throw new Error(`550 5.1.1 <${to}>: Recipient address rejected`)
    }
    mailbox.push({ to, text })
  },
} as never)
afterAll(() => vi.restoreAllMocks())

/** The next link e-mail (registration, reset) to `to` (each call one more), once the SMTP server has it. */
const resetMailsRead = new Map<string, number>()
async function nextResetMailTo(to: string) {
  const index = resetMailsRead.get(to) ?? 0
  resetMailsRead.set(to, index + 1)
  const resets = () => mailbox.filter((mail) => mail.to === to && /\/(reset-password|registration)\?token=/.test(mail.text))
  await vi.waitFor(() => expect(resets().length).toBeGreaterThan(index), { timeout: 10_000 })
  return resets()[index]!.text
}

let secrets: FlowSecrets
let printed = ''

beforeAll(async () => {
  ;({ secrets, printed } = await runCapturedFlows(api, db, nextResetMailTo))
}, 120_000)

describe('with SMTP', () => {
  it('check 8 and 10: after a full run the database holds no session token, reset token or reset link', async () => {
    const tables = await databaseText(db)
    expect(tablesHolding(tables, secrets, (found) => [...found.sessionTokens, ...found.resetTokens, ...found.resetLinks])).toEqual({})
    // The e-mails went out whole, and what is left of the latest reset e-mail is its text without the token.
    expect(mailbox.some((mail) => mail.text.includes(secrets.resetLinks.at(-1)!))).toBe(true)
    expect(tables.get('email_outbox')).toContain('/reset-password?token=[retiré-removed]')
    expect(tables.get('verifications')).toContain(resetIdentifier(secrets.resetTokens.at(-1)!))
  })

  it('check 20: the log names no recipient, even in an SMTP refusal, and holds no secret', () => {
    expect(secretsIn(printed, secrets)).toEqual([])
    // Readable lines (NODE_ENV is test): the message, then the fields.
    expect(printed).toMatch(/\[mail\] delivery failed outboxId=\d+ attempt=1 lastAttempt=false reason=550 5\.1\.1 <\[adresse \/ address\]>/)
    expect(printed).toMatch(/\[mail\] sent outboxId=\d+/)
  })
})

describe('a stolen hash', () => {
  it('check 8: the stored hash of a live session opens nothing, as a bearer or signed with the auth secret', async () => {
    const { email } = await customerWithPassword(db, 'Eau-de-source-2026', `stolen-${randomBytes(4).toString('hex')}@example.test`)
    const signIn = await post(api, '/api/fr/login', { email, password: 'Eau-de-source-2026' })
    const token = (await signIn.json()).data.token as string
    const [row] = await db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.token, hashToken(token)))
    const stored = row!.token
    const user = async (bearer: string) => (await api.request('/api/fr/user', { headers: { authorization: `Bearer ${bearer}` } })).json()
    expect((await user(token)).data.email).toBe(email)
    expect((await user(stored)).data).toBeNull()

    // The auth secret lives in the same database: a copy of it signs cookies, but a hash is no token.
    const [secret] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth'))
    const finish = async (value: string) =>
      api.request('/api/fr/oauth/finish', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: `${value}.${await makeSignature(value, secret!.value)}` }),
      })
    expect((await finish(stored)).status).toBe(400)
    const real = await finish(token)
    expect(real.status).toBe(200)
    expect((await real.json()).data.token).toBe(token)
  })
})

describe('migration 0010', () => {
  it('check 8 and 10: turns the tokens stored before it into the hashes the shop looks up', async () => {
    const migration = await readFile('src/api/db/migrations/0010_hashed_tokens.sql', 'utf8')
    const updates = migration
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^\s*--.*$/gm, '').trim())
      .filter((part) => /^UPDATE "(sessions|verifications)"/.test(part))
    expect(updates).toHaveLength(2)
    const [session, reset] = [randomBytes(24).toString('base64url'), randomBytes(18).toString('base64url')]
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      // In a transaction rolled back: the other rows of this database are hashed already.
      await client.query('BEGIN')
      const {
        rows: [user],
      } = await client.query<{ id: number }>("INSERT INTO users (email, first_name, last_name) VALUES ($1, 'A', 'B') RETURNING id", [
        `old-${session}@example.test`,
      ])
      await client.query("INSERT INTO sessions (token, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [
        session,
        user!.id,
      ])
      await client.query("INSERT INTO verifications (identifier, value, expires_at) VALUES ($1, $2, now() + interval '1 hour')", [
        `reset-password:${reset}`,
        String(user!.id),
      ])
      for (const update of updates) await client.query(update)
      const {
        rows: [after],
      } = await client.query(
        'SELECT (SELECT token FROM sessions WHERE user_id = $1) AS session, (SELECT identifier FROM verifications WHERE value = $2) AS reset',
        [user!.id, String(user!.id)],
      )
      expect(after).toEqual({ session: hashToken(session), reset: resetIdentifier(reset) })
    } finally {
      await client.query('ROLLBACK')
      await client.end()
    }
  })
})
