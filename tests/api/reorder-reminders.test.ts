/**
 * Reorder reminders and e-mail retries run by the job runner (docs/decisions/0015), on a real
 * PostgreSQL with a fake clock: due times, exactly one e-mail per due time even with two runners
 * racing, the count of sends, customers and orders that stop them, the e-mail in French and
 * Arabic, and failed e-mails retried with bounded attempts.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { appConfig } from '../../app.config'
import { emailOutbox, orders, users } from '../../src/api/db/schema'
import { type JobOptions, runJobsOnce, startJobRunner } from '../../src/api/jobs/runner'
import { MAX_EMAIL_ATTEMPTS, type MailSender, queueEmail, retryEmails } from '../../src/api/mail/outbox'
import { orderFixtures, sidiAliLines } from './order-fixtures'
import { useTestDatabase } from './test-database'

const { db } = await useTestDatabase()
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
async function remindedCustomer(options: { locale?: string; remainingSends?: number | null; nextRemindAt?: Date; periodDays?: number } = {}) {
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

  it("writes the e-mail in Arabic for a customer whose language is Arabic, with /ar links", async () => {
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
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const box = mailbox()
    const now = new Date()
    const { customer, reminder } = await remindedCustomer({ nextRemindAt: at(now, -DAY) })
    await run(now, failing)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed, attempt 1'))
    expect(await reminderRow(reminder.id)).toMatchObject({ sentCount: 1 })
    const [queued] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, customer.email))
    expect(queued).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP down' })

    // The second attempt is due 5 minutes after the e-mail was queued.
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
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const to = `retry-${Date.now()}@example.test`
    const id = await queueEmail(db, email(to))
    let attempts = 0
    const failing: MailSender = async (row) => {
      if (row.toAddress === to) attempts++
      throw new Error('refused')
    }
    const now = Date.now()
    for (const hours of [0.02, 0.1, 0.6, 2.1, 8.1, 24.1, 48, 96]) await retryEmails(db, { now: new Date(now + hours * 3_600_000), send: failing })
    expect(attempts).toBe(MAX_EMAIL_ATTEMPTS)
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS })
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
