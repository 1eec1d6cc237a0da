/**
 * better-auth, wired into the shop's own PostgreSQL tables (docs/decisions/0013): it owns
 * password sign-in and registration, sessions, password-reset tokens and the outside providers
 * (OpenID Connect with state, PKCE, nonce and ID-token checks). The Shop API calls it from its
 * own endpoints (src/api/routes/auth.ts), which add the shop's limits, messages and cart merge;
 * only the OAuth callback reaches better-auth's own handler.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { getOAuthState } from 'better-auth/api'
import { bearer, genericOAuth, twoFactor } from 'better-auth/plugins'
import { and, eq, ne, sql } from 'drizzle-orm'
import { type AppConfig, appConfig } from '#app-config'
import { PASSWORD_MAX, PASSWORD_MIN } from '~/api/contract/auth-fields'
import { AUTH_COOKIE_PREFIX } from '~/api/contract/auth'
import { localeSchema } from '~/api/contract/common'
import type { Database } from '~/api/db/executor'
import { accounts, appSecrets, sessions, twoFactors, users, verifications } from '~/api/db/schema'
import { sendPasswordResetEmail } from './auth-emails'
import { betterAuthLog } from './auth-log'
import { withHashedSessionTokens } from './hashed-session-tokens'
import { hashPassword, verifyPassword } from './password'
import { withPasswordWork } from './password-work'
import { forgetAttempts } from './rate-limits'
import { forgetAccountSignInFailures } from './sign-in-throttle'
import { hashToken, resetIdentifier } from './token-hash'
import type { Locale } from '~/paraglide/runtime.js'

export const SESSION_DAYS = 30
export const RESET_LINK_SECONDS = 60 * 60

/** The language of the page that asked for a reset link, for its e-mail. */
export const resetRequestLocale = new AsyncLocalStorage<Locale>()

/** Whose password a reset just set: the reset endpoint then signs them in (docs/decisions/0066). */
export const completedReset = new AsyncLocalStorage<{ userId?: number }>()

function createShopAuth(db: Database, secret: string, config: AppConfig) {
  return betterAuth({
    appName: 'Ma Source',
    baseURL: config.PUBLIC_SITE_URL,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    // An outside provider out of reach is one warning through the shop's logger (auth-log.ts).
    logger: { level: 'error', log: betterAuthLog },
    // Session tokens are stored hashed (docs/decisions/0023).
    database: withHashedSessionTokens(
      drizzleAdapter(db, { provider: 'pg', usePlural: true, schema: { users, sessions, accounts, verifications, twoFactors } }),
    ),
    // The shop's own endpoints count attempts in PostgreSQL (src/api/auth/rate-limits.ts).
    rateLimit: { enabled: false },
    // A callback that cannot even be tied to a sign-in (no or forged state) ends on /oauth too.
    onAPIError: { errorURL: `${config.PUBLIC_SITE_URL}/oauth` },
    advanced: {
      database: { generateId: 'serial' },
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.COOKIE_SECURE,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    user: {
      fields: { name: 'firstName' },
      additionalFields: {
        lastName: { type: 'string', required: false, defaultValue: '' },
        locale: { type: 'string', required: false, defaultValue: 'fr' },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Signing in with Google never bypasses the second factor (docs/decisions/0060): an outside
          // sign-in makes no session for a team member or an account with a second factor; they
          // sign in with their password and code. (false: better-auth makes none, and the
          // callback ends on /oauth with an error.)
          before: async (session, context) => {
            if (!context?.path?.startsWith('/callback')) return
            const [owner] = await db
              .select({ role: users.role, twoFactorEnabled: users.twoFactorEnabled })
              .from(users)
              .where(eq(users.id, Number(session.userId)))
            if (owner && (owner.twoFactorEnabled || owner.role !== 'customer')) return false
          },
        },
      },
      user: {
        create: {
          // A customer made by an outside sign-in prefers the language the sign-in started in
          // (src/api/routes/oauth.ts puts it in the flow's state, kept on the server).
          before: async (user) => {
            const locale = localeSchema.safeParse((await getOAuthState())?.locale)
            return { data: locale.success ? { ...user, locale: locale.data } : user }
          },
        },
      },
    },
    verification: {
      // Reset tokens are stored hashed too, under another prefix than better-auth's: for rows
      // written before hashing, better-auth also looks the identifier up as given, and with the
      // same prefix a stored hash would itself pass for a token there. Migration 0010 hashed
      // the rows of before; OAuth state (minutes long, and useless without the provider) stays plain.
      storeIdentifier: {
        default: 'plain',
        overrides: { 'reset-password:': { hash: async (identifier) => resetIdentifier(identifier.slice('reset-password:'.length)) } },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    account: {
      // An outside account joins an existing customer only when the provider verified the e-mail.
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    emailAndPassword: {
      enabled: true,
      // The registration link's page signs the new customer in as it creates the account (decision 0022).
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // Every hash waits its turn in this instance's bounded queue (src/api/auth/password-work.ts).
      password: {
        hash: (password) => withPasswordWork(() => hashPassword(password)),
        verify: ({ hash, password }) => withPasswordWork(() => verifyPassword(hash, password)),
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // The owner proved their mailbox: a stranger's wrong passwords and reset requests are forgotten.
      onPasswordReset: async ({ user }) => {
        await db
          .update(users)
          .set({ mustChangePassword: false })
          .where(eq(users.id, Number(user.id)))
        await forgetAccountSignInFailures(db, user.email)
        const reset = completedReset.getStore()
        if (reset) reset.userId = Number(user.id)
        await forgetAttempts(db, 'resetAccount', user.email)
      },
      // A new link replaces the older ones: only the latest works (src/api/auth/auth-emails.ts).
      sendResetPassword: ({ user, token }) =>
        sendPasswordResetEmail(db, {
          userId: Number(user.id),
          email: user.email,
          name: user.name,
          token,
          expiresAt: new Date(Date.now() + RESET_LINK_SECONDS * 1000),
          locale: resetRequestLocale.getStore() ?? 'fr',
        }),
    },
    socialProviders: config.FACEBOOK_CLIENT_ID
      ? {
          facebook: {
            clientId: config.FACEBOOK_CLIENT_ID,
            clientSecret: config.FACEBOOK_CLIENT_SECRET!,
            scope: ['email', 'public_profile'],
          },
        }
      : {},
    plugins: [
      bearer(),
      // The back office's second factor (docs/decisions/0060): an authenticator app, confirmed by a
      // first code, and ten recovery codes, both kept encrypted. No "trusted device": every
      // sign-in of an enrolled account asks for a code.
      twoFactor({ issuer: 'Ma Source', twoFactorTable: 'twoFactor', trustDeviceMaxAge: 1 }),
      genericOAuth({
        config: config.GOOGLE_CLIENT_ID
          ? [
              {
                providerId: 'google',
                clientId: config.GOOGLE_CLIENT_ID,
                clientSecret: config.GOOGLE_CLIENT_SECRET,
                discoveryUrl: `${config.GOOGLE_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                requireIdTokenVerification: true,
                mapProfileToUser: (profile) => ({
                  name: String(profile.given_name ?? profile.name ?? ''),
                  lastName: String(profile.family_name ?? ''),
                }),
              },
            ]
          : [],
      }),
    ],
  })
}

export type ShopAuth = ReturnType<typeof createShopAuth>

const instances = new WeakMap<Database, Promise<ShopAuth>>()

/** The better-auth instance of this database (one per database, made on first use). */
export function shopAuth(db: Database, config: AppConfig = appConfig()): Promise<ShopAuth> {
  let instance = instances.get(db)
  if (!instance) {
    instance = authSecret(db, config).then((secret) => createShopAuth(db, secret, config))
    instances.set(db, instance)
  }
  return instance
}

/** AUTH_SECRET, or the one the shop made and keeps in the database for every instance. */
async function authSecret(db: Database, config: AppConfig): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET
  await db
    .insert(appSecrets)
    .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'auth'))
  if (!row) throw new Error('The auth secret could not be read')
  return row.value
}

/** Ends every session of a customer except, optionally, the one of `keepToken` (after a password change). */
export async function endSessions(db: Database, userId: number, keepToken?: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keepToken ? ne(sessions.token, hashToken(keepToken)) : sql`true`))
}
