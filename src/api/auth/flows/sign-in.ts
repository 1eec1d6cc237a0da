/**
 * Signing in and out: with the password (and the second factor's code when the account has one,
 * docs/decisions/0060), from an outside provider's session, and ending a session. better-auth
 * checks; these flows count attempts and answer in the customer's language.
 */
import { eq } from 'drizzle-orm'
import { shopAuth } from '~/api/auth/auth'
import { admitSignIn } from '~/api/auth/password-work'
import { forgetAttempts, takeAttempt, tooManyAttempts } from '~/api/auth/rate-limits'
import { CHALLENGE_VALUE, challengeCookieName, challengeFrom } from '~/api/auth/second-factor'
import { challengeAccount, stepOfCode, takeCodeStep } from '~/api/auth/second-factor-codes'
import { signInFailed, signInNotChecked, signInSucceeded, takeSignInTurn } from '~/api/auth/sign-in-throttle'
import { hashToken } from '~/api/auth/token-hash'
import type { SessionAnswer } from '~/api/contract/auth'
import type { SaveCartBody } from '~/api/contract/cart'
import type { Database } from '~/api/db/executor'
import { sessions, users } from '~/api/db/schema'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import { authHeaders, authRefusal, isAuthRefusal, type RequestFacts } from './flow-parts'
import { sessionAnswer } from './session-answer'

type SignedIn = { session: SessionAnswer } | { challenge: string }

/** E-mail and password: a session, or a challenge for the second factor's code. */
export async function signInWithPassword(
  db: Database,
  { email, password, cart, locale, facts }: { email: string; password: string; cart?: SaveCartBody; locale: Locale; facts: RequestFacts },
): Promise<SignedIn> {
  // A flood is refused here, before its database work (src/api/auth/password-work.ts).
  const signedIn = await admitSignIn(async (): Promise<{ challenge: string } | { token: string }> => {
    // The address first: a refused address must not use up the account's turns.
    await takeAttempt(db, [['signInAddress', facts.address]])
    // The account's lane for this address (docs/decisions/0066): a stranger's guesses do not slow the owner's.
    const from = { email, address: facts.address }
    const turn = await takeSignInTurn(db, from)
    const auth = await shopAuth(db)
    const { headers, response } = await auth.api
      .signInEmail({ body: { email, password, rememberMe: true }, headers: authHeaders(facts), returnHeaders: true })
      .catch(async (error) => {
        // The same answer for an unknown e-mail and a wrong password (better-auth hashes either way).
        if (isAuthRefusal(error)) {
          await signInFailed(db, turn)
          throw authRefusal((lang) => m.auth_error_invalid_credentials({}, { locale: lang }))
        }
        await signInNotChecked(db, turn)
        throw error
      })
    await signInSucceeded(db, from, turn)
    // A second factor: better-auth made no session, only a challenge for the code (docs/decisions/0060).
    if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
      const challenge = await challengeFrom(auth, headers)
      if (!challenge) throw new Error('The two-factor plugin gave no challenge')
      return { challenge }
    }
    if (!('token' in response) || !response.token) throw new Error('The sign-in gave no session')
    return { token: response.token }
  })
  if ('challenge' in signedIn) return signedIn
  return { session: await sessionAnswer(db, signedIn.token, locale, cart) }
}

/** The challenge of a password sign-in and a code of the authenticator app, or a recovery code. */
export async function signInWithSecondFactor(
  db: Database,
  { challenge, code, cart, locale, facts }: { challenge: string; code: string; cart?: SaveCartBody; locale: Locale; facts: RequestFacts },
): Promise<SessionAnswer> {
  await takeAttempt(db, [['signInAddress', facts.address]])
  const expired = () => authRefusal((lang) => m.auth_error_second_factor_expired({}, { locale: lang }))
  if (!CHALLENGE_VALUE.test(challenge)) throw expired()
  const account = await challengeAccount(db, challenge)
  if (!account) throw expired()
  // Each challenge allows 5 codes (better-auth); the account 10 in 15 minutes, counted before the
  // check so that parallel challenges cannot pass it (issue 43).
  await takeAttempt(db, [['secondFactorAccount', String(account)]])
  const auth = await shopAuth(db)
  const headers = authHeaders(facts)
  headers.set('cookie', `${await challengeCookieName(auth)}=${challenge}`)
  const trimmed = code.trim()
  const isAppCode = /^\d{6}$/.test(trimmed)
  // A code of the app opens one door once: its step, or an earlier one, taken already is refused.
  const step = isAppCode ? await stepOfCode(db, auth, account, trimmed) : null
  if (step !== null && !(await takeCodeStep(db, account, step))) throw codeUsed()
  // Six digits: the app's code; anything else: a recovery code (used once).
  const verified = await (
    isAppCode ? auth.api.verifyTOTP({ body: { code: trimmed }, headers }) : auth.api.verifyBackupCode({ body: { code: trimmed }, headers })
  ).catch((error) => {
    if (isAuthRefusal(error) && error.body?.code === 'INVALID_CODE') {
      throw authRefusal(
        (lang) => m.api_invalid_input({}, { locale: lang }),
        (lang) => ({ code: [m.auth_error_second_factor_code({}, { locale: lang })] }),
      )
    }
    if (isAuthRefusal(error) && error.statusCode === 429) throw tooManyAttempts(15 * 60_000)
    if (isAuthRefusal(error)) throw expired()
    throw error
  })
  await forgetAttempts(db, 'secondFactorAccount', String(account))
  if (!('token' in verified) || !verified.token) throw new Error('The second factor gave no session')
  return sessionAnswer(db, verified.token, locale, cart)
}

/** A code of the app sent again, or one older than the last accepted: the next code of the app is needed. */
const codeUsed = () =>
  authRefusal(
    (lang) => m.api_invalid_input({}, { locale: lang }),
    (lang) => ({ code: [m.auth_error_second_factor_code_used({}, { locale: lang })] }),
  )

/** better-auth's signed session cookie, as the storefront reads it (decoded): `token.signature`. */
const SIGNED_COOKIE_VALUE = /^[A-Za-z0-9._~+/=-]{1,1024}$/

/** An outside provider's sign-in (its signed session cookie) becomes a shop session, for customers only. */
export async function finishOutsideSignIn(
  db: Database,
  { session, cart, locale }: { session: string; cart?: SaveCartBody; locale: Locale },
): Promise<SessionAnswer> {
  const failed = () => authRefusal((lang) => m.auth_oauth_failed({}, { locale: lang }))
  const auth = await shopAuth(db)
  // Only what a signed session cookie can hold (`token.signature`, base64): anything else would
  // break the header it goes into (letters beyond Latin-1, CR/LF, NUL) or add cookies (`;`).
  if (!SIGNED_COOKIE_VALUE.test(session)) throw failed()
  const cookieName = (await auth.$context).authCookies.sessionToken.name
  const found = await auth.api.getSession({ headers: new Headers({ cookie: `${cookieName}=${session}` }) }).catch(() => null)
  if (!found) throw failed()
  // A team member or an account with a second factor signs in with the password and code (docs/decisions/0060).
  const [owner] = await db
    .select({ role: users.role, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, Number(found.user.id)))
  if (!owner || owner.twoFactorEnabled || owner.role !== 'customer') {
    await db.delete(sessions).where(eq(sessions.token, hashToken(found.session.token)))
    throw authRefusal((lang) => m.auth_oauth_second_factor({}, { locale: lang }))
  }
  return sessionAnswer(db, found.session.token, locale, cart)
}

/** Ends the session of `token`, deleted in the shared database: it ends on every instance at once. */
export async function signOut(db: Database, token: string | undefined) {
  if (!token) return
  const auth = await shopAuth(db)
  await (await auth.$context).internalAdapter.deleteSession(token)
}
