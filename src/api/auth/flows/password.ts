/**
 * The password's life: a reset link asked for and used (the owner is then signed in, decision
 * 0066), and a change by the signed-in owner, which ends their other sessions.
 */
import { eq } from 'drizzle-orm'
import { completedReset, resetRequestLocale, shopAuth } from '~/api/auth/auth'
import { sendPasswordChangedEmail } from '~/api/auth/auth-emails'
import { forgetPasswordChecks, takeAttempt, takePasswordCheck, tryAttempt } from '~/api/auth/rate-limits'
import { findSession, type SessionUser } from '~/api/auth/session'
import type { SessionAnswer } from '~/api/contract/auth'
import type { Database } from '~/api/db/executor'
import { users } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { authHeaders, authRefusal, isAuthRefusal, refuseCommonPassword, type RequestFacts } from './flow-parts'
import { sessionAfterReset } from './session-answer'

/** Sends a reset link if the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(db: Database, { email, locale, facts }: { email: string; locale: Locale; facts: RequestFacts }) {
  await takeAttempt(db, [['resetAddress', facts.address]])
  // Past the account's cap no new link leaves and the last one (under an hour old) stays valid,
  // so the answer stays the same: the owner finds a working link in their mailbox (decision 0022).
  if (!(await tryAttempt(db, 'resetAccount', email)).taken) return
  const auth = await shopAuth(db)
  // better-auth answers the same whether or not the e-mail has an account.
  await resetRequestLocale.run(locale, () =>
    auth.api.requestPasswordReset({ body: { email, redirectTo: '/reset-password' }, headers: authHeaders(facts) }),
  )
}

/** Sets the password from a reset link; the owner's new session, unless the account has a second factor. */
export async function resetPassword(
  db: Database,
  { token, password, locale, facts }: { token: string; password: string; locale: Locale; facts: RequestFacts },
): Promise<SessionAnswer | undefined> {
  refuseCommonPassword(password, 'password')
  await takeAttempt(db, [['resetAddress', facts.address]])
  const auth = await shopAuth(db)
  const reset: { userId?: number } = {}
  await completedReset.run(reset, () =>
    auth.api.resetPassword({ body: { token, newPassword: password }, headers: authHeaders(facts) }).catch((error) => {
      if (isAuthRefusal(error)) throw authRefusal((lang) => m.auth_error_reset_invalid({}, { locale: lang }))
      throw error
    }),
  )
  // The owner proved the mailbox and chose a password: they are signed in (docs/decisions/0066),
  // unless the account has a second factor, which the sign-in page then asks for.
  return reset.userId ? sessionAfterReset(db, { userId: reset.userId, locale, facts }) : undefined
}

/** The signed-in owner's change: the other sessions end; the answer is the new session's token. */
export async function changePassword(
  db: Database,
  {
    user,
    currentPassword,
    newPassword,
    locale,
    facts,
  }: { user: SessionUser; currentPassword: string; newPassword: string; locale: Locale; facts: RequestFacts },
): Promise<{ token: string; expires_at: string }> {
  refuseCommonPassword(newPassword, 'new_password')
  await takePasswordCheck(db, user.id, 'current_password')
  const auth = await shopAuth(db)
  const result = await auth.api
    .changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers: authHeaders(facts, facts.bearer) })
    .catch((error) => {
      if (isAuthRefusal(error) && error.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
        throw authRefusal((lang) => m.auth_change_password_no_credential({}, { locale: lang }))
      }
      if (isAuthRefusal(error)) {
        throw authRefusal(
          (lang) => m.api_invalid_input({}, { locale: lang }),
          (lang) => ({ current_password: [m.auth_error_current_password({}, { locale: lang })] }),
        )
      }
      throw error
    })
  if (!result.token) throw new Error('The password change gave no new session')
  await forgetPasswordChecks(db, user.id)
  // A new password is what an admin's "must change password" asked for.
  if (user.mustChangePassword) await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, user.id))
  await sendPasswordChangedEmail(db, { email: user.email, name: user.firstName, locale })
  const session = await findSession(db, result.token)
  return { token: result.token, expires_at: (session?.expiresAt ?? new Date()).toISOString() }
}
