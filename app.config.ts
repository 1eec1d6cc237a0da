/**
 * The shop's runtime configuration: every setting, its default, validated with zod at start.
 * Read from environment variables (names below); the README lists them.
 * Server-only: the browser gets the few public values through `publicConfig()`.
 */
import proxyAddr from 'proxy-addr'
import { availableParallelism } from 'node:os'
import { z } from 'zod'

const flag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes')

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const url = z.url({ protocol: /^https?$/ })

/**
 * Who may tell the shop the client's address through X-Forwarded-For (src/api/http/client-address.ts):
 * nobody (`false`), the N proxies nearest the shop (`true` is one), or the proxies at these
 * addresses (`10.0.0.0/8,127.0.0.1`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`).
 */
export type ProxyTrust = false | { hops: number } | { addresses: string[] }
const proxyTrust = z
  .string()
  .trim()
  .transform((value, context): ProxyTrust => {
    const lower = value.toLowerCase()
    if (['false', 'no', '0'].includes(lower)) return false
    if (['true', 'yes'].includes(lower)) return { hops: 1 }
    if (/^\d+$/.test(value)) return { hops: Number(value) }
    const addresses = value
      .split(',')
      .map((address) => address.trim())
      .filter(Boolean)
    try {
      proxyAddr.compile(addresses)
      return { addresses }
    } catch {
      context.addIssue({ code: 'custom', message: 'expected false, true, a number of proxies, or proxy addresses separated by commas' })
      return z.NEVER
    }
  })

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    /** Port and interface the server listens on. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Public address of the shop: canonical links, e-mail links, the allowed origin. */
    PUBLIC_SITE_URL: url.optional(),
    /** PostgreSQL: an existing server, or (when empty) the embedded one with its data folder. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    EMBEDDED_DB_DIR: z.string().min(1).default('./data/postgres'),
    /**
     * The demo shop (catalogue, rules, vouchers, a customer whose password the README prints).
     * Unset: loaded once on the embedded database, never on DATABASE_URL; true or false forces.
     */
    DEMO_DATA: flag.optional(),
    /**
     * The demo team (an admin, a staff member, a driver whose passwords the README prints). Unset:
     * loaded once on the embedded database outside production; `true` asks for it on DATABASE_URL.
     * Never when NODE_ENV=production, whatever this says (docs/decisions/0064).
     */
    DEMO_TEAM: flag.optional(),
    /**
     * Where uploaded images are kept (docs/decisions/0036): a folder every instance shares (a
     * mounted volume), served at /media/. Another MediaStore (S3-compatible) may take its place.
     */
    MEDIA_DIR: z.string().min(1).default('./data/media'),
    EMBEDDED_DB_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
    /**
     * Connections of this instance's pool. More than the database's cores only queue inside
     * PostgreSQL instead of in the pool (docs/decisions/0072).
     */
    DB_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(10),
    /**
     * The folder of PostgreSQL's client programs (pg_dump, pg_restore, psql) the backup commands
     * run (docs/decisions/0043); empty: PATH, then Debian's /usr/lib/postgresql/<major>/bin.
     */
    PG_BIN_DIR: optionalText,
    /** The Shop API: in-process when empty, or a separately deployed one. */
    SHOP_API_URL: url.optional(),
    /** E-mail: SMTP when set, otherwise kept in the outbox table and printed in the log. */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Boutique <no-reply@localhost>'),
    SHOP_CONTACT_EMAIL: z.email().default('contact@example.ma'),
    SHOP_CONTACT_PHONE: z.string().min(6).default('+212 5 22 00 00 00'),
    /** Where the shop is told of each new order (an e-mail in French through the outbox). */
    SHOP_NOTIFICATION_EMAIL: z.email().default('commandes@example.ma'),
    /**
     * Signs the sign-in state and OAuth cookies (better-auth). Several instances on one database
     * share the one the shop makes and keeps there when this is empty; set it to rotate it.
     */
    AUTH_SECRET: z.string().min(32).optional(),
    /** Sign-in with Google (OpenID Connect); the button shows only when both keys are set. */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** The OpenID issuer whose discovery document is read; another issuer serves the tests. */
    GOOGLE_ISSUER: url.default('https://accounts.google.com'),
    /** Sign-in with Facebook; the button shows only when both keys are set. */
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    /** Behind reverse proxies: which of them tell the client's address (X-Forwarded-For, read from the right). */
    TRUST_PROXY: proxyTrust.default(false),
    /** Google Maps browser key (places library, region MA); address search is off without it. */
    GOOGLE_MAPS_API_KEY: optionalText,
    /**
     * Server key for Google's Routes API: a round's suggested order (docs/decisions/0086). Without
     * it the shop's own solver orders the round on straight lines.
     */
    GOOGLE_ROUTES_API_KEY: optionalText,
    /** Where the delivery trucks leave from, "latitude,longitude" (default: Casablanca's centre). */
    DELIVERY_DEPOT: z
      .string()
      .regex(/^-?\d{1,2}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, 'latitude,longitude')
      .default('33.5731,-7.5898')
      .transform((value) => {
        const [latitude, longitude] = value.split(',').map(Number) as [number, number]
        return { latitude, longitude }
      }),
    /** Google reCAPTCHA; without keys the self-hosted proof-of-work captcha is used. */
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET_KEY: optionalText,
    /**
     * The self-hosted captcha (ALTCHA, docs/decisions/0018): the HMAC key its challenges are signed
     * with (the shop makes and keeps one in the database when empty), and its difficulty: PBKDF2
     * iterations per try and the largest number of tries a challenge may need (half on average).
     */
    CAPTCHA_SECRET: z.string().min(32).optional(),
    CAPTCHA_COST: z.coerce.number().int().min(1).max(100_000).default(5000),
    CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).max(1_000_000).default(4000),
    /**
     * Sign-in attempts from one address in 15 minutes, on any account (docs/decisions/0039):
     * raise it when many shoppers share an address (a mobile carrier's NAT, an office).
     */
    SIGN_IN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
    /**
     * Password hashes (argon2id, 19 MiB each) this instance runs at once, and how many more may
     * wait their turn; beyond that a sign-in is answered 429 at once, so that a flood of logins
     * never slows the catalogue (docs/decisions/0022). By default one core is left to the rest: on
     * two cores, two hashes at once took both from the event loop and PostgreSQL (issue 34, 0072).
     */
    PASSWORD_HASHES_AT_ONCE: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .default(Math.max(1, availableParallelism() - 1)),
    PASSWORD_HASHES_WAITING: z.coerce.number().int().min(0).max(1000).default(8),
    /**
     * The Chromium that renders invoices and credit notes as PDF (src/api/files/pdf.ts,
     * docs/decisions/0073), and how many it renders at once (each page holds 30-60 MB).
     */
    CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
    PDF_RENDERS_AT_ONCE: z.coerce.number().int().min(1).max(8).default(2),
    /**
     * Renders that may wait their turn, in all and per account (one account renders one at a time);
     * beyond, 503 / 429 with Retry-After. A waiting render holds no admission place (docs/decisions/0092).
     */
    PDF_RENDERS_WAITING: z.coerce.number().int().min(0).max(1000).default(16),
    PDF_RENDERS_WAITING_PER_ACCOUNT: z.coerce.number().int().min(0).max(100).default(2),
    /** Cookies: `Secure` only when served over HTTPS; SameSite=None only for a cross-origin front. */
    COOKIE_SECURE: flag.default(false),
    COOKIE_CROSS_ORIGIN: flag.default(false),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** Background jobs (reminders, e-mail retries): seconds between runs; 0 = this instance runs none. */
    JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /**
     * Visitors' public pages kept in memory, dropped on every change PostgreSQL announces
     * (docs/decisions/0037); `false` renders every page (to measure rendering itself).
     */
    PAGE_CACHE: flag.default(true),
    /**
     * The Shop API's anonymous catalogue answers kept in memory, dropped on the same announcements
     * (docs/decisions/0041); `false` asks PostgreSQL every time.
     */
    API_CACHE: flag.default(true),
    /**
     * Admission (docs/decisions/0071): requests that do work (the Shop API, server functions,
     * pages not served from the page cache) this instance runs at once, how many more may wait
     * their turn, and for how long; beyond that one is answered 503 with Retry-After at once,
     * in the caller's language, and readiness says `load: "shedding"`.
     */
    ADMISSION_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(24),
    ADMISSION_QUEUE: z.coerce.number().int().min(0).max(100_000).default(96),
    ADMISSION_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /**
     * While the event loop runs late by more than this (the 90th percentile of each half second),
     * fewer requests are let in at once (down to a sixth of ADMISSION_CONCURRENCY), so the loop has
     * time to answer the cached pages and the refusals fast; 0: the concurrency never moves.
     */
    ADMISSION_MAX_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(100),
    /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
    /**
     * Prometheus metrics (docs/decisions/0045) on a listener of their own, never on PORT, so the
     * public port and the proxy in front of it cannot reach them: 0 = none. Loopback by default;
     * give the interface Prometheus reaches (a private network) to scrape from another machine.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  })
  .superRefine((config, ctx) => {
    if (Boolean(config.RECAPTCHA_SITE_KEY) !== Boolean(config.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [config.RECAPTCHA_SITE_KEY ? 'RECAPTCHA_SECRET_KEY' : 'RECAPTCHA_SITE_KEY'],
        message: 'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are set together or not at all',
      })
    }
    for (const provider of ['GOOGLE', 'FACEBOOK'] as const) {
      const id = config[`${provider}_CLIENT_ID`]
      const secret = config[`${provider}_CLIENT_SECRET`]
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`],
          message: `${provider}_CLIENT_ID and ${provider}_CLIENT_SECRET are set together or not at all`,
        })
      }
    }
    if (config.METRICS_PORT === config.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'the metrics need a port of their own, not PORT' })
    }
    if (config.COOKIE_CROSS_ORIGIN && !config.COOKIE_SECURE) {
      ctx.addIssue({
        code: 'custom',
        path: ['COOKIE_CROSS_ORIGIN'],
        message: 'SameSite=None cookies need COOKIE_SECURE=true',
      })
    }
  })
  .transform((config) => ({
    ...config,
    PUBLIC_SITE_URL: (config.PUBLIC_SITE_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/+$/, ''),
  }))

export type AppConfig = z.output<typeof configSchema>

/** The name of every setting the shop reads (the tests pin them all, whatever the shell exported). */
export const SETTING_NAMES = Object.keys(configSchema.in.shape) as (keyof AppConfig)[]

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validates a set of environment variables; throws a ConfigError naming every bad setting. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  // Empty variables mean "not set", so the defaults apply.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = configSchema.safeParse(present)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => {
    const setting = issue.path.join('.') || '(configuration)'
    const value = env[setting]
    const given = typeof value === 'string' && !SECRET_SETTINGS.test(setting) ? ` (got ${JSON.stringify(value)})` : ''
    return `  - ${setting}${given}: ${issue.message}`
  })
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

/** Settings whose values may hold credentials: named in errors, never echoed. */
const SECRET_SETTINGS = /SECRET|PASSWORD|DATABASE_URL|SMTP_URL/

let loaded: AppConfig | undefined

/** The configuration of this process, validated once on first use. */
export function appConfig(): AppConfig {
  loaded ??= parseConfig(process.env)
  return loaded
}

/** The settings the browser may see. Never put a secret here. */
export function publicConfig(config: AppConfig = appConfig()) {
  return {
    siteUrl: config.PUBLIC_SITE_URL,
    cookieSecure: config.COOKIE_SECURE,
    cookieCrossOrigin: config.COOKIE_CROSS_ORIGIN,
    googleMapsApiKey: config.GOOGLE_MAPS_API_KEY ?? null,
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
    /** The outside sign-in providers with keys: their buttons show on the sign-in pages. */
    signInProviders: (['google', 'facebook'] as const).filter((provider) =>
      provider === 'google' ? Boolean(config.GOOGLE_CLIENT_ID) : Boolean(config.FACEBOOK_CLIENT_ID),
    ),
    contactPhone: config.SHOP_CONTACT_PHONE,
    contactEmail: config.SHOP_CONTACT_EMAIL,
  }
}
export type PublicConfig = ReturnType<typeof publicConfig>
