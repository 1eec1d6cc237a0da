/** What the sign-in, registration and reset tests share: requests from an address, customers, e-mails. */
import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { hashPassword } from '~/api/auth/password'
import type { createApiApp } from '~/api/app'
import type { Database } from '~/api/db/executor'
import { accounts, emailOutbox, users } from '~/api/db/schema'

type Api = ReturnType<typeof createApiApp>

let addressCounter = 0
/** A client address no other request used, so the per-address limits never leak between tests. */
export const newAddress = () => {
  addressCounter++
  return `100.64.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`
}

export const uniqueEmail = (tag = 'auth') => `${tag}-${Math.random().toString(36).slice(2)}@example.test`

/** A JSON POST from a client address (a fresh one unless given), with the customer's token if any. */
export function post(
  api: Api,
  path: string,
  body: unknown,
  { token, ip = newAddress(), headers = {} }: { token?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  const all: Record<string, string> = { 'content-type': 'application/json', ...headers }
  if (token) all.authorization = `Bearer ${token}`
  return api.request(path, { method: 'POST', headers: all, body: JSON.stringify(body) }, { clientIp: ip })
}

/** A customer with a password, stored as the shop stores it (no registration limit in the way). */
export async function customerWithPassword(db: Database, password: string, email = uniqueEmail()) {
  const [user] = await db.insert(users).values({ email, firstName: 'Salma', lastName: 'Idrissi' }).returning({ id: users.id })
  await db
    .insert(accounts)
    .values({ userId: user!.id, providerId: 'credential', accountId: String(user!.id), password: await hashPassword(password) })
  return { id: user!.id, email }
}

export async function emailsTo(db: Database, address: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(sql`${emailOutbox.id} desc`)
}

export async function latestEmailTo(db: Database, address: string) {
  return (await emailsTo(db, address))[0]
}

/** The token of the newest link of that kind sent to the address (`reset-password`, `registration`, `staff-invitation`, `confirm-email`). */
export async function linkToken(
  db: Database,
  address: string,
  page: 'reset-password' | 'registration' | 'staff-invitation' | 'confirm-email',
) {
  const mail = (await emailsTo(db, address)).find((each) => each.text.includes(`/${page}?token=`))
  expect(mail, `an e-mail with a ${page} link to ${address}`).toBeDefined()
  return decodeURIComponent(new RegExp(`/${page}\\?token=([^\\s&]+)`).exec(mail!.text)![1]!)
}

/**
 * A customer registered as the storefront does it: the form, then the e-mail's link with the
 * password chosen. Answers the confirmation's body (the session, the customer, the cart).
 */
export async function registerThroughLink(
  api: Api,
  db: Database,
  {
    email = uniqueEmail(),
    password,
    locale = 'fr',
    ip = newAddress(),
  }: { email?: string; password: string; locale?: 'fr' | 'ar'; ip?: string },
) {
  const asked = await post(api, `/api/${locale}/register`, { first_name: 'Salma', last_name: 'Idrissi', email }, { ip })
  expect(asked.status).toBe(200)
  const token = await linkToken(db, email, 'registration')
  const confirmed = await post(api, `/api/${locale}/register/confirm`, { token, password }, { ip })
  expect(confirmed.status).toBe(200)
  const body = await confirmed.json()
  return { email, token: body.data.token as string, body }
}
