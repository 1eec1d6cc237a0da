/**
 * The back office's second factor (docs/decisions/0060): which roles must have one (an admin's
 * setting, `second_factor_roles`), and the sign-in challenge better-auth's two-factor plugin
 * hands out after a right password. The challenge is its signed `two_factor` cookie: the Shop API
 * answers it to the storefront, which sends it back with the code; it opens nothing by itself.
 */
import { eq } from 'drizzle-orm'
import type { Executor } from '~/api/db/executor'
import { secondFactorRoles, sessions, twoFactors, users } from '~/api/db/schema'
import type { ShopAuth } from './auth'
import type { StaffRole } from './staff-roles'

/** Without a row (a database before the setting): admins and staff need it, drivers may add one. */
const REQUIRED_BY_DEFAULT: Record<StaffRole, boolean> = { admin: true, staff: true, driver: false }

export async function secondFactorRequirements(db: Executor): Promise<Record<StaffRole, boolean>> {
  const rows = await db.select().from(secondFactorRoles)
  const stored = Object.fromEntries(rows.map((row) => [row.role, row.required]))
  return {
    admin: stored.admin ?? REQUIRED_BY_DEFAULT.admin,
    staff: stored.staff ?? REQUIRED_BY_DEFAULT.staff,
    driver: stored.driver ?? REQUIRED_BY_DEFAULT.driver,
  }
}

export async function setSecondFactorRequirements(db: Executor, required: Record<StaffRole, boolean>): Promise<void> {
  for (const [role, value] of Object.entries(required) as [StaffRole, boolean][]) {
    await db
      .insert(secondFactorRoles)
      .values({ role, required: value })
      .onConflictDoUpdate({ target: secondFactorRoles.role, set: { required: value } })
  }
}

/** An admin's reset: the authenticator app and recovery codes are gone, and so are the member's sessions. */
export async function resetSecondFactor(db: Executor, userId: number): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId))
  await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId))
  await db.delete(sessions).where(eq(sessions.userId, userId))
}

/** The name of better-auth's challenge cookie (its prefix, and `__Secure-` with secure cookies). */
export async function challengeCookieName(auth: ShopAuth): Promise<string> {
  return (await auth.$context).createAuthCookie('two_factor').name
}

/** The challenge a sign-in's answer set (the cookie's value as sent, still URL-encoded), if any. */
export async function challengeFrom(auth: ShopAuth, headers: Headers): Promise<string | null> {
  const name = await challengeCookieName(auth)
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair!.indexOf('=')
    if (pair!.slice(0, at) === name && at + 1 < pair!.length) return pair!.slice(at + 1)
  }
  return null
}

/** The session cookie's token from an answer's headers (better-auth turns a session over when a factor is enrolled). */
export async function sessionTokenFrom(auth: ShopAuth, headers: Headers): Promise<string | null> {
  const name = (await auth.$context).authCookies.sessionToken.name
  for (const cookie of headers.getSetCookie()) {
    const [pair] = cookie.split(';')
    const at = pair!.indexOf('=')
    if (pair!.slice(0, at) !== name) continue
    const signed = decodeURIComponent(pair!.slice(at + 1))
    const token = signed.slice(0, signed.lastIndexOf('.'))
    if (token) return token
  }
  return null
}

/** What a challenge sent back may hold: a signed cookie value (base64, URL-encoded). */
export const CHALLENGE_VALUE = /^[A-Za-z0-9._~%+/=-]{1,1024}$/
