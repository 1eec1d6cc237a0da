/**
 * Reorder reminders and e-mail retries run by the job runner (docs/decisions/0015), on a real
 * PostgreSQL with a fake clock: due times, exactly one e-mail per due time even with two runners
 * racing, the count of sends, customers and orders that stop them, the e-mail in French and
 * Arabic, and failed e-mails retried with bounded attempts.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { appConfig } from '#app-config'
import { orderResponseSchema, stopReminderResponseSchema } from '~/api/contract/account'
import { emailOutbox, orders, reorderReminders, users } from '~/api/db/schema'
import { type JobOptions, runJobsOnce, startJobRunner } from '~/api/jobs/runner'
import { deliverEmail, MAX_EMAIL_ATTEMPTS, type MailSender, queueEmail, retryEmails } from '~/api/mail/outbox'
import { log } from '~/lib/logger.server'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

const { db, api } = await useTestDatabase()
const { createCustomer, createOrder, createReminder, reminderRow } = orderFixtures(db)

const DAY = 86_400_000
/** 10:00 in Casablanca (UTC+1 outside Ramadan). */
const DUE = new Date('2026-12-03T09:00:00Z')
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)

type Sent = Parameters<MailSender>[0]
/** A mail sender that keeps what it was given, instead of SMTP or the log. */
function mailbox() {
  const sent: Sent[] = []
  const send: MailSender = async (row) => {
    sent.push(row)
  }
  return { sent, send, to: (address: string) => sent.filter((row) => row.toAddress === address) }
}

async function run(now: Date, send: MailSender) {
  return runJobsOnce(db, { now, send } satisfies JobOptions)
}

/** A customer with one delivered order and its reminder. */
async function remindedCustomer(
  options: { locale?: string; remainingSends?: number | null; nextRemindAt?: Date; periodDays?: number } = {},
) {
  const customer = await createCustomer({ locale: options.locale })
  const order = await createOrder(customer.id, { lines: sidiAliLines, locale: options.locale })
  const reminder = await createReminder(order, {
    nextRemindAt: options.nextRemindAt ?? DUE,
    remainingSends: options.remainingSends === undefined ? 3 : options.remainingSends,
    periodDays: options.periodDays,
  })
  return { customer, order, reminder }
}

describe('reorder reminders', () => {
  it('sends nothing before the due time, one e-mail at it, and moves the schedule by the period', async () => {
    const box = mailbox()
    const { customer, reminder } = await remindedCustomer()

    await run(at(DUE, -60_000), box.send)
    expect(box.to(customer.email)).toHaveLength(0)
    expect((await reminderRow(reminder.id)).sentCount).toBe(0)

    await run(DUE, box.send)
    expect(box.to(customer.email)).toHaveLength(1)
    const row = await reminderRow(reminder.id)
    expect(row).toMatchObject({ sentCount: 1, remainingSends: 2, isActive: true, lastSentAt: DUE })
    expect(row.nextRemindAt.toISOString()).toBe('2027-01-02T09:00:00.000Z')

    // The same due time never gives a second e-mail.
    await run(at(DUE, 1000), box.send)
    expect(box.to(customer.email)).toHaveLength(1)
    const [outbox] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends each due reminder exactly once when two runners race', async () => {
    const box = mailbox()
    const customers = await Promise.all(Array.from({ length: 12 }, () => remindedCustomer({ nextRemindAt: at(DUE, 5 * DAY) })))
    const now = at(DUE, 5 * DAY)
    const [first, second] = await Promise.all([run(now, box.send), run(now, box.send)])
    expect(Number(first.reorderReminders) + Number(second.reorderReminders)).toBe(12)
    for (const { customer, reminder } of customers) {
      expect(box.to(customer.email)).toHaveLength(1)
      expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))).toHaveLength(1)
      expect((await reminderRow(reminder.id)).sentCount).toBe(1)
    }
  })

  it('repeats at the period for the chosen number of sends, then stops', async () => {
    const box = mailbox()
    const { customer, reminder } = await remindedCustomer({ remainingSends: 3, periodDays: 15 })
    for (let period = 0; period < 5; period++) await run(at(DUE, period * 15 * DAY), box.send)
    expect(box.to(customer.email)).toHaveLength(3)
    expect(await reminderRow(reminder.id)).toMatchObject({ sentCount: 3, remainingSends: 0, isActive: false })
  })

  it('keeps going "until stopped"', async () => {
    const box = mailbox()
    const { customer, reminder } = await remindedCustomer({ remainingSends: null, periodDays: 30 })
    for (let period = 0; period < 6; period++) await run(at(DUE, period * 30 * DAY + 3_600_000), box.send)
    expect(box.to(customer.email)).toHaveLength(6)
    expect(await reminderRow(reminder.id)).toMatchObject({ sentCount: 6, remainingSends: null, isActive: true })
  })

  it('sends one e-mail, not a burst, when it is late, and stays on its rhythm', async () => {
    const box = mailbox()
    const { customer, reminder } = await remindedCustomer({ remainingSends: 5, periodDays: 10 })
    await run(at(DUE, 25 * DAY), box.send)
    expect(box.to(customer.email)).toHaveLength(1)
    const row = await reminderRow(reminder.id)
    expect(row).toMatchObject({ sentCount: 1, remainingSends: 4 })
    expect(row.nextRemindAt.toISOString()).toBe(at(DUE, 30 * DAY).toISOString())
  })

  it('keeps 10:00 in Casablanca across the Ramadan clock change', async () => {
    const box = mailbox()
    // 2027-01-20 10:00 (UTC+1); 30 days later Morocco is on UTC+0 for Ramadan.
    const due = new Date('2027-01-20T09:00:00Z')
    const { reminder } = await remindedCustomer({ nextRemindAt: due, periodDays: 30 })
    await run(due, box.send)
    const next = (await reminderRow(reminder.id)).nextRemindAt
    const localHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', hour: '2-digit', minute: '2-digit' }).format(next)
    expect(localHour).toBe('10:00')
    expect(next.getTime() - due.getTime()).toBeGreaterThan(29 * DAY)
  })

  it('switches off without an e-mail the reminders of deleted customers and cancelled orders', async () => {
    const box = mailbox()
    const deleted = await remindedCustomer()
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.customer.id))
    const cancelled = await remindedCustomer()
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.order.id))

    await run(DUE, box.send)
    for (const { customer, reminder } of [deleted, cancelled]) {
      expect(box.to(customer.email)).toHaveLength(0)
      expect(await reminderRow(reminder.id)).toMatchObject({ isActive: false, sentCount: 0, remainingSends: 3 })
    }
  })

  it('logs a reminder that cannot be sent and still sends the others', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    const box = mailbox()
    const due = new Date('2032-05-05T09:00:00Z')
    // Its next time would be out of PostgreSQL's range: the update fails, the transaction rolls back.
    const broken = await remindedCustomer({ nextRemindAt: at(due, -DAY), periodDays: 1_000_000_000 })
    const fine = await remindedCustomer({ nextRemindAt: due })
    await run(due, box.send)
    expect(box.to(fine.customer.email)).toHaveLength(1)
    expect(box.to(broken.customer.email)).toHaveLength(0)
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, broken.customer.email))).toEqual([])
    expect(await reminderRow(broken.reminder.id)).toMatchObject({ sentCount: 0, isActive: true })
    expect(logged).toHaveBeenCalledWith(
      { err: expect.anything(), reminderId: broken.reminder.id },
      '[jobs] reorder reminder could not be sent',
    )
    // Out of the way of the tests that follow.
    await db.update(reorderReminders).set({ isActive: false }).where(eq(reorderReminders.id, broken.reminder.id))
  })

  it('writes the e-mail in French with the lines, the reorder link and the stop link', async () => {
    const box = mailbox()
    const { customer, order } = await remindedCustomer({ locale: 'fr' })
    await run(DUE, box.send)
    const [mail] = box.to(customer.email)
    const site = appConfig().PUBLIC_SITE_URL
    const reorderLink = `${site}/espace/orders/${order.reference}?reorder=1`
    expect(mail!.locale).toBe('fr')
    expect(mail!.subject).toBe(`Rappel : votre commande ${order.reference}`)
    expect(mail!.text).toContain('Bonjour Amina,')
    expect(mail!.text).toContain('2 novembre 2026')
    expect(mail!.text).toContain('• 2 × Sidi Ali 1,5 L (Pack de 6)\n• 1 × Oulmès 1 L')
    expect(mail!.text).toContain(reorderLink)
    expect(mail!.text).toContain(`Arrêter ces rappels : ${site}/espace/orders/${order.reference}`)
    expect(mail!.html).toContain('<html lang="fr" dir="ltr">')
    expect(mail!.html).toContain(`href="${reorderLink}"`)
    expect(mail!.html).toContain('<li>2 × Sidi Ali 1,5 L (Pack de 6)</li>')
    expect(mail!.html).toContain(`href="${site}/espace/orders/${order.reference}"`)
  })

  it('writes the e-mail in Arabic for a customer whose language is Arabic, with /ar links', async () => {
    const box = mailbox()
    const { customer, order } = await remindedCustomer({ locale: 'ar' })
    await run(DUE, box.send)
    const [mail] = box.to(customer.email)
    const site = appConfig().PUBLIC_SITE_URL
    const reorderLink = `${site}/ar/espace/orders/${order.reference}?reorder=1`
    expect(mail!.locale).toBe('ar')
    expect(mail!.subject).toContain('تذكير')
    expect(mail!.subject).toContain(order.reference)
    expect(mail!.text).toContain('2 × سيدي علي 1,5 ل (علبة من 6)')
    expect(mail!.text).toContain('إيقاف هذه التذكيرات')
    expect(mail!.text).toContain(reorderLink)
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
    expect(mail!.html).toContain(`href="${reorderLink}"`)
    expect(mail!.html).toContain(`href="${site}/ar/espace/orders/${order.reference}"`)
  })

  it('leaves a failed delivery to the outbox: retried once due, never sent again by the reminder', async () => {
    const failing: MailSender = async () => {
      throw new Error('SMTP down')
    }
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    const box = mailbox()
    const now = new Date()
    const { customer, reminder } = await remindedCustomer({ nextRemindAt: at(now, -DAY) })
    await run(now, failing)
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ attempt: 1, lastAttempt: false }), '[mail] delivery failed')
    expect(await reminderRow(reminder.id)).toMatchObject({ sentCount: 1 })
    const [queued] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(queued).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP down' })

    // The second attempt is due 5 minutes after the first one started.
    await run(at(now, 2 * 60_000), box.send)
    expect(box.to(customer.email)).toHaveLength(0)
    await run(at(now, 6 * 60_000), box.send)
    expect(box.to(customer.email)).toHaveLength(1)
    const [delivered] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect((await reminderRow(reminder.id)).sentCount).toBe(1)
  })
})

describe('e-mail retries', () => {
  const email = (to: string) => ({ to, locale: 'fr' as const, subject: 'Sujet', text: 'Texte', html: '<p>Texte</p>' })

  it('stops after a bounded number of attempts', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => {})
    const to = `retry-${Date.now()}@example.test`
    const id = await queueEmail(db, email(to))
    let attempts = 0
    const failing: MailSender = async (row) => {
      if (row.toAddress === to) attempts++
      throw new Error('refused')
    }
    // A day apart, every run finds it due again, until the attempts run out.
    for (let day = 1; day <= MAX_EMAIL_ATTEMPTS + 2; day++)
      await retryEmails(db, { now: new Date(Date.now() + day * 25 * 3_600_000), send: failing })
    expect(attempts).toBe(MAX_EMAIL_ATTEMPTS)
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS })
  })

  it('never starts a second attempt while one is in flight, however late the e-mail is', async () => {
    const to = `late-${Date.now()}@example.test`
    // Queued two days ago (the shop was down): long overdue.
    await queueEmail(db, email(to), new Date(Date.now() - 2 * DAY))
    let release = () => {}
    const attempts: string[] = []
    const slow: MailSender = async (row) => {
      if (row.toAddress !== to) return
      attempts.push('slow')
      await new Promise<void>((resolve) => (release = resolve))
    }
    const box = mailbox()
    const inFlight = retryEmails(db, { now: new Date(), send: slow })
    await vi.waitFor(() => expect(attempts).toEqual(['slow']))
    await retryEmails(db, { now: new Date(Date.now() + 60_000), send: box.send })
    expect(box.to(to)).toHaveLength(0)
    release()
    await inFlight
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('sends each due e-mail once when two instances retry them together', async () => {
    const box = mailbox()
    const addresses = Array.from({ length: 20 }, (_, index) => `race-${index}-${Date.now()}@example.test`)
    for (const to of addresses) await queueEmail(db, email(to))
    const later = new Date(Date.now() + 2 * 60_000)
    await Promise.all([retryEmails(db, { now: later, send: box.send }), retryEmails(db, { now: later, send: box.send })])
    for (const to of addresses) expect(box.to(to)).toHaveLength(1)
  })
})

describe('the log, without SMTP_URL', () => {
  it('check 20: says which e-mail stayed in the outbox by its id, never its recipient or text', async () => {
    const printed = vi.spyOn(log, 'info').mockImplementation(() => {})
    const to = `log-first-${Date.now()}@example.test`
    const first = await queueEmail(db, { to, locale: 'fr', subject: 'Lien', text: 'Votre lien : /reset?token=SECRET123', html: '' })
    await deliverEmail(db, first, { secrets: ['SECRET123'] })
    expect(printed).toHaveBeenLastCalledWith({ outboxId: first }, '[mail] kept in the email_outbox table (no SMTP_URL)')
  })
})

describe('one-time links in stored e-mails (docs/decisions/0023)', () => {
  const link = (token: string) => `http://127.0.0.1:3000/reset-password?token=${token}`
  const resetMail = (to: string, token: string, linkExpiresAt = new Date(Date.now() + 3_600_000)) => ({
    to,
    locale: 'fr' as const,
    subject: 'Lien',
    text: `Votre lien :\n\n${link(token)}\n\nÀ bientôt`,
    html: `<a href="${link(token)}">Choisir</a><p>${link(token)}</p>`,
    linkExpiresAt,
  })
  const rowOf = async (id: number) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!

  it('check 10: cuts the link once an SMTP server took the e-mail, and from one given up', async () => {
    const box = mailbox()
    const sent = await queueEmail(db, resetMail(`cut-sent-${Date.now()}@example.test`, 'TokenSent123'))
    await deliverEmail(db, sent, { send: box.send })
    expect(box.sent.at(-1)!.text).toContain(link('TokenSent123'))
    const row = await rowOf(sent)
    expect(row).toMatchObject({ status: 'sent', linkExpiresAt: null })
    expect(`${row.text}${row.html}`).not.toContain('TokenSent123')
    expect(row.text).toContain('/reset-password?token=[retiré-removed]\n\nÀ bientôt')

    vi.spyOn(log, 'error').mockImplementation(() => {})
    const failing: MailSender = async () => {
      throw new Error('refused')
    }
    const givenUp = await queueEmail(
      db,
      resetMail(`cut-failed-${Date.now()}@example.test`, 'TokenFailed123', new Date(Date.now() + 7 * DAY)),
    )
    await deliverEmail(db, givenUp, { send: failing })
    expect((await rowOf(givenUp)).text).toContain('TokenFailed123') // retried later: still needed
    for (let day = 1; day <= MAX_EMAIL_ATTEMPTS; day++)
      await retryEmails(db, { now: new Date(Date.now() + day * 25 * 3_600_000), send: failing })
    expect(await rowOf(givenUp)).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, linkExpiresAt: null })
    expect((await rowOf(givenUp)).text).not.toContain('TokenFailed123')
  })

  it('check 10: without SMTP keeps the link while it works; the jobs cut it then, and give up an e-mail not sent by then', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => {})
    const kept = await queueEmail(db, resetMail(`cut-kept-${Date.now()}@example.test`, 'TokenKept123'))
    await deliverEmail(db, kept)
    expect(await rowOf(kept)).toMatchObject({ status: 'sent' })
    expect((await rowOf(kept)).text).toContain(link('TokenKept123'))
    const unsent = await queueEmail(db, resetMail(`cut-unsent-${Date.now()}@example.test`, 'TokenUnsent123'))
    const plain = await queueEmail(db, {
      to: `cut-plain-${Date.now()}@example.test`,
      locale: 'fr',
      subject: 'S',
      text: `${link('NotASecret')}`,
      html: '',
    })

    const box = mailbox()
    await run(new Date(Date.now() + 3_600_000 + 60_000), box.send)
    expect((await rowOf(kept)).text).not.toContain('TokenKept123')
    expect(await rowOf(kept)).toMatchObject({ status: 'sent', linkExpiresAt: null })
    expect(await rowOf(unsent)).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, lastError: 'link expired before delivery' })
    expect((await rowOf(unsent)).html).not.toContain('TokenUnsent123')
    expect(box.sent.map((row) => row.id)).not.toContain(unsent)
    expect((await rowOf(plain)).text).toContain('NotASecret') // an e-mail with no one-time link is left whole
  })
})

describe('stopping reminders', () => {
  async function call(token: string | null, path: string, method = 'GET') {
    const response = await api.request(path, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} })
    return { status: response.status, body: await response.json() }
  }

  it("lists the order's running reminders and lets its customer stop one: no e-mail after that", async () => {
    const box = mailbox()
    const due = new Date('2031-03-04T09:00:00Z')
    const { customer, order, reminder } = await remindedCustomer({ nextRemindAt: due, remainingSends: null })
    const before = orderResponseSchema.parse((await call(customer.token, `/api/fr/orders/${order.reference}`)).body).data
    expect(before.reminders).toEqual([{ id: reminder.id, period_days: 30, remaining: null, sent: 0, next_at: due.toISOString() }])

    const stopped = await call(customer.token, `/api/ar/reminders/${reminder.id}/stop`, 'POST')
    expect(stopped.status).toBe(200)
    expect(stopReminderResponseSchema.parse(stopped.body).data).toEqual({ stopped: true })
    expect((await call(customer.token, `/api/ar/reminders/${reminder.id}/stop`, 'POST')).status).toBe(200)
    expect((await reminderRow(reminder.id)).isActive).toBe(false)
    await run(due, box.send)
    expect(box.to(customer.email)).toHaveLength(0)
    expect(orderResponseSchema.parse((await call(customer.token, `/api/fr/orders/${order.reference}`)).body).data.reminders).toEqual([])
  })

  it("answers 404 for another customer's reminder or an unknown one, 401 without a session, and stops nothing", async () => {
    const { reminder } = await remindedCustomer()
    const other = await createCustomer()
    const theirs = await call(other.token, `/api/fr/reminders/${reminder.id}/stop`, 'POST')
    expect(theirs).toEqual({ status: 404, body: { success: false, message: 'Ce rappel n’existe pas.', data: { errors: {} } } })
    expect(await call(other.token, '/api/fr/reminders/2147483647/stop', 'POST')).toEqual(theirs)
    expect((await call(null, `/api/fr/reminders/${reminder.id}/stop`, 'POST')).status).toBe(401)
    expect((await call(other.token, '/api/fr/reminders/abc/stop', 'POST')).status).toBe(400)
    expect((await reminderRow(reminder.id)).isActive).toBe(true)
  })
})

describe('the runner', () => {
  it('runs the jobs on its interval and stops cleanly', async () => {
    const box = mailbox()
    const { customer } = await remindedCustomer({ nextRemindAt: new Date('2030-01-01T09:00:00Z'), remainingSends: null, periodDays: 1 })
    let day = 0
    const runner = startJobRunner({
      openDatabase: async () => db,
      intervalMs: 20,
      firstRunMs: 0,
      now: () => new Date(Date.UTC(2030, 0, 1 + day++, 10)),
      send: box.send,
    })
    await vi.waitFor(() => expect(box.to(customer.email).length).toBeGreaterThanOrEqual(2), { timeout: 5_000 })
    await runner.stop()
    const count = box.to(customer.email).length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(box.to(customer.email)).toHaveLength(count)
  })
})
