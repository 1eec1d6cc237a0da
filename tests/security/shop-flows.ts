/**
 * One customer's run through the shop, by the Shop API in process, for the checks on what the
 * shop keeps and prints: registration, a wrong then the right password, a
 * password reset, a newer reset link left unused (live), a password change, an address with a
 * phone number, an order, a contact message and a sign-out. Answers every secret it met.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { inspect } from 'node:util'
import { count, eq, sql } from 'drizzle-orm'
import { expect, vi } from 'vitest'
import type { createApiApp } from '~/api/app'
import type { Database } from '~/api/db/executor'
import { emailOutbox } from '~/api/db/schema'
import { call, checkoutFixtures, newKey } from '../api/checkout-helpers'
import { solvedCaptcha } from '../api/contact-helpers'

type Api = ReturnType<typeof createApiApp>

export type FlowSecrets = {
  passwords: string[]
  sessionTokens: string[]
  /** Every reset token sent; the last one is still live. */
  resetTokens: string[]
  resetLinks: string[]
  emails: string[]
  /** The nine digits after 0 or +212, however a log would write them. */
  phoneDigits: string[]
}

const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=([^\s"<&]+)/
const REGISTRATION_LINK = /https?:\/\/\S+\/registration\?token=([^\s"<&]+)/

/** `readMail(to)`: the text of the link e-mail (registration, reset) just sent to that address, however the test receives it. */
export async function runShopFlows(api: Api, db: Database, readMail: (to: string) => Promise<string>): Promise<FlowSecrets> {
  const tag = randomBytes(5).toString('hex')
  const email = `flows-${tag}@example.test`
  const contactEmail = `flows-contact-${tag}@example.test`
  const passwords = [`Source-claire-${tag}`, `Pas-le-bon-${tag}`, `Nouvelle-source-${tag}`, `Encore-une-source-${tag}`]
  const [first, wrong, second, third] = passwords as [string, string, string, string]
  const phoneDigits = [`6${randomInt(10_000_000, 99_999_999)}`, `7${randomInt(10_000_000, 99_999_999)}`]
  const spaced = (digits: string) => `0${digits}`.replace(/(\d{2})(?=\d)/g, '$1 ')
  const sessionTokens: string[] = []
  const resetTokens: string[] = []
  const resetLinks: string[] = []
  const ok = async (path: string, options: Parameters<typeof call>[2], status = 200) => {
    const answer = await call(api, path, options)
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(status)
    return answer.body
  }
  const signIn = async (password: string) => {
    const token = (await ok('/api/fr/login', { body: { email, password } })).data.token as string
    sessionTokens.push(token)
    return token
  }
  const resetLink = async () => {
    await ok('/api/fr/forgot-password', { body: { email } })
    const link = RESET_LINK.exec(await readMail(email))
    expect(link).not.toBeNull()
    resetLinks.push(link![0])
    resetTokens.push(decodeURIComponent(link![1]!))
    return resetTokens.at(-1)!
  }

  // Registration by e-mail link (decision 0022): its one-time link is a secret like a reset's.
  await ok('/api/fr/register', { body: { first_name: 'Salma', last_name: 'Idrissi', email } })
  const registration = REGISTRATION_LINK.exec(await readMail(email))
  expect(registration).not.toBeNull()
  resetLinks.push(registration![0])
  resetTokens.push(decodeURIComponent(registration![1]!))
  sessionTokens.push((await ok('/api/fr/register/confirm', { body: { token: resetTokens.at(-1)!, password: first } })).data.token)
  await ok('/api/fr/login', { body: { email, password: wrong } }, 400)
  await signIn(first)
  await ok('/api/fr/reset-password', { body: { token: await resetLink(), password: second } })
  const token = await signIn(second)
  await resetLink() // left unused: live while the checks read the database
  const changed = await ok('/api/fr/change-password', { token, body: { current_password: second, new_password: third } })
  sessionTokens.push(changed.data.token)
  const session = changed.data.token as string

  const f = await checkoutFixtures(db)
  const addressBody = {
    label: 'Maison',
    recipient_name: 'Salma Idrissi',
    phone: spaced(phoneDigits[0]!),
    city_id: f.casablanca.id,
    line1: `${tag} rue des Oudayas`,
  }
  const address = await ok('/api/fr/addresses', { token: session, body: addressBody }, 201)
  const options = await ok(`/api/fr/checkout/options?city_id=${f.casablanca.id}`, { method: 'GET', token: session })
  const standard = options.data.delivery_modes.find((mode: { code: string }) => mode.code === 'standard')
  const order = {
    city_id: f.casablanca.id,
    products: [{ product_id: f.sidiAli.id, quantity: 3, product_attribute_id: f.variants[0]!.id }],
    delivery_address_id: address.data.id,
    delivery_mode_id: f.standard.id,
    delivery_date: standard.dates[0],
    payment_mode_id: f.cash.id,
  }
  await ok('/api/fr/save-cart', { token: session, body: order })
  await ok('/api/fr/orders', { token: session, key: newKey(), body: order }, 201)

  const contact = {
    name: 'Salma Idrissi',
    email: contactEmail,
    phone: spaced(phoneDigits[1]!),
    subject: 'delivery',
    message: 'Ma livraison est-elle prévue demain ?',
  }
  await ok('/api/fr/contact', { token: session, body: { ...contact, captcha: await solvedCaptcha(api) } })

  await ok('/api/logout', { token: await signIn(third) })
  return { passwords, sessionTokens, resetTokens, resetLinks, emails: [email, contactEmail], phoneDigits }
}

/** The secrets of `secrets` found in `text` (case aside; phone numbers with any separators). */
export function secretsIn(text: string, secrets: FlowSecrets): string[] {
  const lower = text.toLowerCase()
  const digitsOnly = text.replace(/[\s.()-]/g, '')
  const words = [...secrets.passwords, ...secrets.sessionTokens, ...secrets.resetTokens, ...secrets.resetLinks, ...secrets.emails]
  return [
    ...words.filter((word) => lower.includes(word.toLowerCase())),
    ...secrets.resetTokens.filter((token) => lower.includes(encodeURIComponent(token).toLowerCase())),
    ...secrets.phoneDigits.filter((digits) => digitsOnly.includes(digits)),
  ]
}

/** Everything written while it runs: console calls and the process's own output streams. */
export function captureOutput() {
  const chunks: string[] = []
  const keep = (...args: unknown[]) =>
    void chunks.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 5 }))).join(' '))
  const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation(keep),
  )
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean
    spies.push(
      vi.spyOn(stream, 'write').mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
        chunks.push(String(chunk))
        return write(chunk, ...rest)
      }) as typeof stream.write) as never,
    )
  }
  return { text: () => chunks.join('\n'), restore: () => spies.forEach((spy) => spy.mockRestore()) }
}

/** Waits until every queued e-mail had its first attempt (delivery runs after the answer). */
export async function waitForDeliveries(db: Database) {
  await vi.waitFor(
    async () => {
      const [row] = await db.select({ pending: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'))
      expect(row!.pending).toBe(0)
    },
    { timeout: 15_000, interval: 100 },
  )
}

/** A whole run (runShopFlows) with everything written meanwhile captured, its e-mails delivered. */
export async function runCapturedFlows(api: Api, db: Database, readMail: (to: string) => Promise<string>) {
  const output = captureOutput()
  let secrets: FlowSecrets
  try {
    secrets = await runShopFlows(api, db, readMail)
    await waitForDeliveries(db)
  } finally {
    output.restore()
  }
  return { secrets, printed: output.text() }
}

/** Every row of every table of the shop, as text, by table. */
export async function databaseText(db: Database): Promise<Map<string, string>> {
  const { rows } = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )
  const tables = new Map<string, string>()
  for (const { table_name: table } of rows as { table_name: string }[]) {
    const dump = await db.execute(sql.raw(`SELECT t::text AS row FROM "${table}" t`))
    tables.set(table, dump.rows.map((row) => String(row.row)).join('\n'))
  }
  return tables
}

/** The tables holding any of `words`, with what they hold. */
export function tablesHolding(tables: Map<string, string>, secrets: FlowSecrets, pick: (secrets: FlowSecrets) => string[]) {
  const found: Record<string, string[]> = {}
  for (const [table, text] of tables) {
    const words = pick(secrets).filter((word) => text.includes(word))
    if (words.length) found[table] = words
  }
  return found
}
