import { and, desc, eq, sql } from 'drizzle-orm'
import { m } from '~/paraglide/messages.js'
import { normalizeMoroccanPhone } from '~/lib/phone'
import { type AccountSummary, type OrdersPage, type Profile, profileBodySchema } from '~/api/contract/account'
import { verifyPassword } from '~/api/auth/password'
import { withPasswordWork } from '~/api/auth/password-work'
import type { SessionUser } from '~/api/auth/session'
import { forgetPasswordChecks, takePasswordCheck } from '~/api/auth/rate-limits'
import type { Database, Executor } from '~/api/db/executor'
import { accounts, addresses, cities, customerCompanies, users } from '~/api/db/schema'
import { ApiError, fieldErrors } from '~/api/http/errors'
import { requestEmailChange, pendingEmailOf } from './email-change'
import type { Locale } from '~/paraglide/runtime.js'

export const CREDENTIAL_PROVIDER = 'credential'

/** The argon2id hash of the customer's password, or null for an outside-provider-only account. */
export async function passwordHashOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
  return row?.password ?? null
}

export async function getProfile(db: Executor, user: SessionUser): Promise<Profile> {
  const [company] = await db
    .select({ name: customerCompanies.name, ice: customerCompanies.ice })
    .from(customerCompanies)
    .where(eq(customerCompanies.userId, user.id))
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    locale: user.locale === 'ar' ? 'ar' : 'fr',
    city_id: user.cityId,
    points: user.pointsBalance,
    has_password: (await passwordHashOf(db, user.id)) !== null,
    pending_email: await pendingEmailOf(db, user.id),
    company_name: company?.name ?? null,
    company_ice: company?.ice ?? null,
  }
}

/**
 * The company the customer gives for their invoices: a name (and an ICE) writes it, keeping what
 * staff set (IF, RC, monthly payment); an empty name removes it, unless it pays monthly (staff's).
 */
async function saveOwnCompany(db: Executor, userId: number, name: string | undefined, ice: string | undefined) {
  if (name === undefined) return
  if (name === '') {
    const removed = await db
      .delete(customerCompanies)
      .where(and(eq(customerCompanies.userId, userId), eq(customerCompanies.paysMonthly, false)))
      .returning({ userId: customerCompanies.userId })
    if (removed.length) await raiseCompanyVersion(db, userId)
    return
  }
  const values = { name, ice: ice || null, updatedAt: new Date() }
  await db
    .insert(customerCompanies)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: customerCompanies.userId, set: values })
  await raiseCompanyVersion(db, userId)
}

/** The customer changed their company card: a back-office save made from the card as it was is then stale (docs/decisions/0096). */
const raiseCompanyVersion = (db: Executor, userId: number) =>
  db
    .update(users)
    .set({ companyVersion: sql`${users.companyVersion} + 1` })
    .where(eq(users.id, userId))

/**
 * The account home: who, points, the last three orders, the default address. The orders are the
 * caller's to read (`listOrders`, services/orders): accounts sit below orders, which read accounts.
 */
export async function accountSummary(db: Executor, user: SessionUser, locale: Locale, lastOrders: OrdersPage): Promise<AccountSummary> {
  const { orders, total } = lastOrders
  const [address] = await db
    .select({
      label: addresses.label,
      recipient_name: addresses.recipientName,
      phone: addresses.phone,
      line1: addresses.line1,
      line2: addresses.line2,
      district: addresses.district,
      postal_code: addresses.postalCode,
      city: locale === 'ar' ? cities.nameAr : cities.nameFr,
    })
    .from(addresses)
    .innerJoin(cities, eq(cities.id, addresses.cityId))
    .where(and(eq(addresses.userId, user.id), eq(addresses.isDefault, true)))
    .orderBy(desc(addresses.id))
    .limit(1)
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    points: user.pointsBalance,
    orders_count: total,
    last_orders: orders,
    default_address: address ?? null,
  }
}

const invalid = (errors: (locale: Locale) => Record<string, string[]>, status: 400 | 409 = 400) =>
  new ApiError(status, (locale) => m.api_invalid_input({}, { locale }), errors)

/**
 * Changes the profile. Only the profile's own fields are read: `points`, `role`, `user_id`,
 * `email_verified` or anything else in the body change nothing. A new e-mail needs the current
 * password and takes effect only once its link is opened (./email-change.ts, decision 0059): the
 * answer is the same whether the address is free or taken. Password checks are counted per account
 * (`passwordCheckAccount`, shared with the password change and the account deletion): a stolen
 * session cannot guess the password through this form.
 */
export async function updateProfile(db: Database, user: SessionUser, body: unknown, locale: Locale): Promise<void> {
  const parsed = profileBodySchema(locale).safeParse(body)
  if (!parsed.success) {
    throw new ApiError(400, (l) => m.api_invalid_input({}, { locale: l }), fieldErrors(parsed.error, locale, { ownMessages: true }))
  }
  const value = parsed.data

  if (value.city_id !== null) {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.id, value.city_id), eq(cities.isActive, true)))
    if (!city) throw invalid((l) => ({ city_id: [m.profile_error_city_invalid({}, { locale: l })] }))
  }

  const emailChanges = value.email.toLowerCase() !== user.email.toLowerCase()
  if (emailChanges) {
    const hash = await passwordHashOf(db, user.id)
    if (!hash) throw invalid((l) => ({ email: [m.profile_error_email_no_password({}, { locale: l })] }))
    if (!value.current_password) {
      throw invalid((l) => ({ current_password: [m.profile_error_password_required({}, { locale: l })] }))
    }
    const password = value.current_password
    await takePasswordCheck(db, user.id, 'current_password')
    if (!(await withPasswordWork(() => verifyPassword(hash, password)))) {
      throw invalid((l) => ({ current_password: [m.profile_error_password_wrong({}, { locale: l })] }))
    }
    await forgetPasswordChecks(db, user.id)
  }

  await db
    .update(users)
    .set({
      firstName: value.first_name,
      lastName: value.last_name,
      phone: value.phone === '' ? null : normalizeMoroccanPhone(value.phone),
      // Only the case may change here; a new address waits for its confirmation link.
      ...(emailChanges ? {} : { email: value.email }),
      locale: value.locale,
      cityId: value.city_id,
    })
    .where(eq(users.id, user.id))
  await saveOwnCompany(db, user.id, value.company_name, value.company_ice)
  if (emailChanges) await requestEmailChange(db, { id: user.id, email: user.email, firstName: value.first_name }, value.email, value.locale)
}
