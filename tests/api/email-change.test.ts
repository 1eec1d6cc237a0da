/**
 * A changed e-mail takes effect only once the new address confirms it (issue 32, holes 1 and 6;
 * docs/decisions/0059): the profile keeps the old address, the new one gets a one-time link (its
 * token kept hashed), the old one a notice, both in the customer's language; a taken address gets
 * only a notice that someone tried, and the profile answers the same.
 */
import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashToken } from '~/api/auth/token-hash'
import { users, verifications } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import { customerWithPassword, emailsTo, latestEmailTo, linkToken, post, uniqueEmail } from './auth-helpers'
import { adminCall } from './back-office-helpers'
import { useTestDatabase } from './test-database'
import { startSession } from '../support/sessions'

const { db, api } = await useTestDatabase()
const PASSWORD = 'Changer-Mon-Adresse-2026'

async function customer() {
  const made = await customerWithPassword(db, PASSWORD, uniqueEmail('owner'))
  return { ...made, token: await startSession(db, made.id) }
}
const askChange = (who: { token: string }, email: string, locale: 'fr' | 'ar' = 'ar') =>
  adminCall(api, `/api/${locale}/profile`, {
    method: 'PUT',
    token: who.token,
    body: { first_name: 'Salma', last_name: 'Idrissi', email, phone: '', locale, city_id: null, current_password: PASSWORD },
  })
const confirm = async (token: string, locale: 'fr' | 'ar' = 'fr') => {
  const response = await post(api, `/api/${locale}/email-change/confirm`, { token })
  return { status: response.status, body: await response.json() }
}
const emailOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]!

describe('a change of e-mail', () => {
  it('keeps the old address until the link sent to the new one is opened, tells the old one, then verifies the new one', async () => {
    const owner = await customer()
    const newEmail = uniqueEmail('new')
    const asked = await askChange(owner, newEmail)
    expect(asked.status).toBe(200)
    expect(asked.body.data).toMatchObject({ email: owner.email, pending_email: newEmail })
    expect(await emailOf(owner.id)).toMatchObject({ email: owner.email, emailVerified: false })
    expect((await adminCall(api, '/api/fr/profile', { token: owner.token })).body.data.pending_email).toBe(newEmail)

    // The new address gets the link, the old one a notice naming the new address, in the customer's language.
    const link = await latestEmailTo(db, newEmail)
    expect(link!.subject).toBe(m.mail_email_change_subject({}, { locale: 'ar' }))
    expect(link!.text).toContain('http://127.0.0.1:3000/ar/confirm-email?token=')
    const notice = await latestEmailTo(db, owner.email)
    expect(notice!.subject).toBe(m.mail_email_change_notice_subject({}, { locale: 'ar' }))
    expect(notice!.text).toContain(newEmail)
    expect(notice!.text).not.toContain('confirm-email?token=')
    const token = await linkToken(db, newEmail, 'confirm-email')
    const stored = await db.select().from(verifications).where(like(verifications.identifier, 'email-change:%'))
    expect(stored.map((row) => row.identifier)).toContain(`email-change:${hashToken(token)}`)
    expect(JSON.stringify(stored)).not.toContain(token)

    const done = await confirm(token, 'ar')
    expect(done.status).toBe(200)
    expect(done.body.message).toBe(m.email_change_done({ email: newEmail }, { locale: 'ar' }))
    expect(await emailOf(owner.id)).toMatchObject({ email: newEmail, emailVerified: true })
    expect((await adminCall(api, '/api/fr/profile', { token: owner.token })).body.data).toMatchObject({
      email: newEmail,
      pending_email: null,
    })
    const reused = await confirm(token)
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe(m.email_change_link_invalid({}, { locale: 'fr' }))
  })

  it('to a taken address answers the same, changes nothing and only tells that address someone tried (hole 6)', async () => {
    const owner = await customer()
    const other = await customer()
    const asked = await askChange(owner, other.email.toUpperCase(), 'fr')
    expect(asked.status).toBe(200)
    expect(asked.body.data).toMatchObject({ email: owner.email, pending_email: other.email.toUpperCase() })
    expect((await emailOf(owner.id)).email).toBe(owner.email)
    const toOther = await emailsTo(db, other.email.toUpperCase())
    expect(toOther.map((mail) => mail.subject)).toEqual([m.mail_email_change_attempt_subject({}, { locale: 'fr' })])
    expect(toOther[0]!.text).not.toContain('token=')
    expect((await latestEmailTo(db, owner.email))!.subject).toBe(m.mail_email_change_notice_subject({}, { locale: 'fr' }))
  })

  it("says so on the link's page when the address was taken meanwhile, and a newer request's link replaces the older", async () => {
    const owner = await customer()
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await askChange(owner, first)
    const firstToken = await linkToken(db, first, 'confirm-email')
    await askChange(owner, second)
    expect((await confirm(firstToken)).status).toBe(400)

    const secondToken = await linkToken(db, second, 'confirm-email')
    await customerWithPassword(db, 'Quelqu-Un-D-Autre-2026', second)
    const refused = await confirm(secondToken)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(m.email_change_taken({ email: second }, { locale: 'fr' }))
    expect((await emailOf(owner.id)).email).toBe(owner.email)
  })
})
