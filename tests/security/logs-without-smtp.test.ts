/**
 * No secret in the logs and none at rest, on a machine without SMTP_URL, the
 * tests' and a fresh install's: the outbox table is then the mailbox. A customer's whole run
 * (tests/security/shop-flows.ts) with everything the shop writes captured; then the database.
 * tests/security/secrets-at-rest.test.ts does the same with SMTP.
 */
// eslint-disable-next-line import-x/no-duplicates -- vi.hoisted must run before the other imports
import { vi } from 'vitest'

// A captcha the tests solve in milliseconds (the real difficulty is a setting, README).
vi.hoisted(() => {
  process.env.CAPTCHA_COST = '1'
  process.env.CAPTCHA_MAX_COUNTER = '40'
})

import { desc, eq } from 'drizzle-orm'
// eslint-disable-next-line import-x/no-duplicates -- see the first import
import { beforeAll, describe, expect, it } from 'vitest'
import { RESET_LINK_SECONDS } from '~/api/auth/auth'
import { REGISTRATION_LINK_SECONDS } from '~/api/auth/registration-links'
import { hashToken } from '~/api/auth/token-hash'
import { emailOutbox } from '~/api/db/schema'
import { runJobsOnce } from '~/api/jobs/runner'
import { useTestDatabase } from '../api/test-database'
import { databaseText, type FlowSecrets, runCapturedFlows, secretsIn, tablesHolding } from './shop-flows'

const { db, api } = await useTestDatabase()

const latestOutboxText = async (to: string) =>
  (
    await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, to))
      .orderBy(desc(emailOutbox.id))
      .limit(1)
  )[0]!.text

let secrets: FlowSecrets
let printed = ''

beforeAll(async () => {
  ;({ secrets, printed } = await runCapturedFlows(api, db, latestOutboxText))
}, 120_000)

describe('without SMTP_URL', () => {
  it('check 20: a full run prints no password, token, reset link, e-mail address or phone number', () => {
    // The capture works: the e-mails are logged, by their id (a readable line: NODE_ENV is test).
    expect(printed).toMatch(/\[mail\] kept in the email_outbox table .*outboxId=\d+/)
    expect(secretsIn(printed, secrets)).toEqual([])
  })

  it('check 8 and 10: the database holds no session token, and a reset link only in its e-mail until it expires', async () => {
    const before = await databaseText(db)
    expect(tablesHolding(before, secrets, (found) => found.sessionTokens)).toEqual({})
    // The live session is there, by its hash.
    expect(before.get('sessions')).toContain(hashToken(secrets.sessionTokens.at(-2)!))
    // The outbox is the mailbox here: the link e-mails (registration, reset) keep their links, nothing else does.
    expect(Object.keys(tablesHolding(before, secrets, (found) => [...found.resetTokens, ...found.resetLinks]))).toEqual(['email_outbox'])

    // Once every link has expired (a registration link lives longer than a reset link).
    await runJobsOnce(db, { now: new Date(Date.now() + Math.max(RESET_LINK_SECONDS, REGISTRATION_LINK_SECONDS) * 1000 + 60_000) })
    const after = await databaseText(db)
    expect(tablesHolding(after, secrets, (found) => [...found.sessionTokens, ...found.resetTokens, ...found.resetLinks])).toEqual({})
    expect(after.get('email_outbox')).toContain('/reset-password?token=[retiré-removed]')
  })
})
