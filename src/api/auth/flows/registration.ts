/**
 * Registering: the address asks for a link (one answer whether or not it has an account), and the
 * link's page sets the password and signs the new customer in (docs/decisions/0022).
 */
import { eq, sql } from 'drizzle-orm'
import { shopAuth } from '~/api/auth/auth'
import { sendRegistrationAttemptEmail, sendWelcomeEmail } from '~/api/auth/auth-emails'
import { takeAttempt, tryAttempt } from '~/api/auth/rate-limits'
import { findRegistration, forgetRegistrations, sendRegistrationLink } from '~/api/auth/registration-links'
import type { SessionAnswer } from '~/api/contract/auth'
import { registrationConfirmFields } from '~/api/contract/auth-fields'
import type { SaveCartBody } from '~/api/contract/cart'
import type { Database } from '~/api/db/executor'
import { users } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { authHeaders, authRefusal, isAuthRefusal, linkPassword, type RequestFacts } from './flow-parts'
import { sessionAnswer } from './session-answer'

type Registrant = { email: string; first_name: string; last_name: string }

/** Sends the link that completes a registration, or tells the owner of a taken address that someone tried. */
export async function requestRegistration(
  db: Database,
  { input, locale, facts }: { input: Registrant; locale: Locale; facts: RequestFacts },
) {
  await takeAttempt(db, [['registrationAddress', facts.address]])
  // One answer for a new and a taken address (no account enumeration); only the mailbox learns which it was.
  // Past the address's e-mail cap nothing leaves, and its newest link still works (decision 0022).
  if (!(await tryAttempt(db, 'registrationEmail', input.email)).taken) return
  const [existing] = await db
    .select({ email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
  if (existing) {
    await sendRegistrationAttemptEmail(db, {
      email: existing.email,
      name: existing.firstName,
      locale: existing.locale === 'ar' ? 'ar' : 'fr',
    })
  } else {
    await sendRegistrationLink(db, { email: input.email, first_name: input.first_name, last_name: input.last_name, locale })
  }
}

/** The registration link's page: the password is set and the new customer signed in. */
export async function confirmRegistration(
  db: Database,
  { body, cart, locale, facts }: { body: unknown; cart?: SaveCartBody; locale: Locale; facts: RequestFacts },
): Promise<SessionAnswer> {
  const input = await linkPassword(db, { schema: registrationConfirmFields(locale), body, locale, facts })
  const linkInvalid = () => authRefusal((lang) => m.auth_error_registration_link_invalid({}, { locale: lang }))
  const pending = await findRegistration(db, input.token)
  if (!pending) throw linkInvalid()
  const auth = await shopAuth(db)
  const result = await auth.api
    .signUpEmail({
      body: {
        email: pending.email,
        password: input.password,
        name: pending.first_name,
        lastName: pending.last_name,
        locale: pending.locale,
      },
      headers: authHeaders(facts),
    })
    .catch((error) => {
      if (isAuthRefusal(error)) throw linkInvalid() // the address got an account meanwhile
      throw error
    })
  if (!result.token) throw new Error('Registration did not sign the customer in')
  // Opening the link proved the mailbox: an outside sign-in with the same verified address joins this account.
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.id, Number(result.user.id)))
  await forgetRegistrations(db, pending.key)
  await sendWelcomeEmail(db, { email: pending.email, name: pending.first_name, locale: pending.locale })
  return sessionAnswer(db, result.token, locale, cart)
}
