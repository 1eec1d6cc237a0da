/**
 * The whole shop's schema, one Drizzle `pg-core` file: catalogue, cities, customers, carts,
 * vouchers, points, orders, reminders, satisfaction, contact, e-mail outbox.
 * Money is integer centimes of MAD. Checks and keys protect the data in the database itself:
 * non-negative amounts and balances, positive quantities, one default city, unique references.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ContentLayout, ContentTexts } from '~/api/contract/content-pages'

const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
const centimes = () => integer()
const nonNegative = (name: string, column: unknown) => check(name, sql`${column} >= 0`)

// ─── Cities ──────────────────────────────────────────────────────────────────

/**
 * The driver's pace in a city, which gives the out-for-delivery e-mail its time window
 * (docs/decisions/0087): the round's start (minutes after midnight, shop time), the minutes each
 * stop takes, the window's width, and an optional sentence of the city's own for that e-mail.
 */
const roundPace = () => ({
  roundStartMinute: smallint().notNull().default(540),
  minutesPerStop: smallint().notNull().default(20),
  windowMinutes: smallint().notNull().default(180),
  dispatchNoteFr: text().notNull().default(''),
  dispatchNoteAr: text().notNull().default(''),
})
const roundPaceChecks = (t: { roundStartMinute: AnyPgColumn; minutesPerStop: AnyPgColumn; windowMinutes: AnyPgColumn }) => [
  check('cities_round_start_in_day', sql`${t.roundStartMinute} BETWEEN 0 AND 1439`),
  check('cities_minutes_per_stop_range', sql`${t.minutesPerStop} BETWEEN 1 AND 240`),
  check('cities_window_range', sql`${t.windowMinutes} BETWEEN 30 AND 720`),
]

export const cities = pgTable(
  'cities',
  {
    id: id(),
    slug: text().notNull().unique(),
    nameFr: text().notNull(),
    nameAr: text().notNull(),
    isDefault: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** Prices in this city are the base prices times this factor, per mille (1100 = +10 %). */
    priceFactorPermille: integer().notNull().default(1000),
    minOrderCentimes: centimes().notNull().default(0),
    /** ISO weekdays the shop delivers here (1 Monday … 6 Saturday); never Sunday (docs/decisions/0014). */
    deliveryWeekdays: smallint()
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5,6}'::smallint[]`),
    sortOrder: integer().notNull().default(0),
    /** Raised by every back-office save, which must name the version it edited (optimistic concurrency). */
    version: integer().notNull().default(1),
    ...roundPace(),
    /** Where the city's vans load and come back (issue 45); none: DELIVERY_DEPOT. */
    depotId: integer().references((): AnyPgColumn => depots.id, { onDelete: 'set null' }),
    /** The end of the city's delivery hours, minutes into the shop's day; they start at `roundStartMinute`. */
    deliveryEndMinute: smallint().notNull().default(1140),
    /** Road distance over straight line, per mille, and the vans' average speed: the dispatch's travel times until a road network is set. */
    roadFactorPermille: smallint().notNull().default(1300),
    vanSpeedKmh: smallint().notNull().default(25),
  },
  (t) => [
    ...roundPaceChecks(t),
    check('cities_road_factor_range', sql`${t.roadFactorPermille} BETWEEN 1000 AND 3000`),
    check('cities_van_speed_range', sql`${t.vanSpeedKmh} BETWEEN 5 AND 120`),
    // Not tied to the round's start (the rules editor moves that alone): a dispatch reads an end before the start as the day's end.
    check('cities_delivery_end_in_day', sql`${t.deliveryEndMinute} BETWEEN 1 AND 1440`),
    // At most one default city.
    uniqueIndex('cities_one_default')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('cities_price_factor_positive', sql`${t.priceFactorPermille} > 0`),
    nonNegative('cities_min_order_non_negative', t.minOrderCentimes),
    check('cities_delivery_weekdays_valid', sql`${t.deliveryWeekdays} <@ '{1,2,3,4,5,6}'::smallint[]`),
  ],
)

// ─── Catalogue ───────────────────────────────────────────────────────────────

/** Who last saved a row in the back office, and which version it is (optimistic concurrency, issue 17 §8). */
const editedBy = () => ({
  /** Bumped by every back-office save; a save made from an older version is refused (409). */
  version: integer().notNull().default(1),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
})

export const brands = pgTable('brands', {
  id: id(),
  /** One slug for both languages: a brand is a proper name, written in Latin letters in both URLs (docs/decisions/0009). */
  slug: text().notNull().unique(),
  /** The brand's name in French (and Latin letters). */
  name: text().notNull(),
  /** Its name in Arabic; null for a brand not yet named in Arabic (the storefront then shows `name`). */
  nameAr: text(),
  /** Its logo, optional: an upload's `/media/brands/…` URL or a public `/images/…` one (docs/decisions/0036). */
  imagePath: text(),
  legacySlug: text().unique(),
  color: text().notNull().default('#0a84b8'),
  sortOrder: integer().notNull().default(0),
  ...editedBy(),
})

export const categories = pgTable('categories', {
  id: id(),
  slug: text().notNull().unique(),
  slugAr: text().notNull().unique(),
  nameFr: text().notNull(),
  nameAr: text().notNull(),
  /** Its picture, optional: an upload's `/media/categories/…` URL or a public `/images/…` one (docs/decisions/0036). */
  imagePath: text(),
  legacyId: integer().unique(),
  legacySlug: text(),
  sortOrder: integer().notNull().default(0),
  ...editedBy(),
})

/**
 * A brand's or category's former slug, kept when an admin changes it so the old catalogue URL
 * answers 301 to the new one (issue 17 §4). `locale` says which language's slug it was (a brand's
 * one slug is `fr`). A slug taken again by a brand or category no longer redirects (its row goes).
 */
export const slugRedirectKind = pgEnum('slug_redirect_kind', ['brand', 'category'])

export const slugRedirects = pgTable(
  'slug_redirects',
  {
    id: id(),
    kind: slugRedirectKind().notNull(),
    oldSlug: text().notNull(),
    locale: text().notNull(),
    /** The brand's or category's id (never deleted: they are not removable). */
    targetId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('slug_redirects_kind_old_slug').on(t.kind, t.oldSlug),
    check('slug_redirects_locale_valid', sql`${t.locale} IN ('fr', 'ar')`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text().notNull().unique(),
    reference: text().notNull().unique(),
    nameFr: text().notNull(),
    nameAr: text().notNull(),
    descriptionFr: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    brandId: integer()
      .notNull()
      .references(() => brands.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    /** Base price; a product with variants takes its prices from them. */
    priceCentimes: centimes().notNull(),
    /** Promotional price, lower than the price, when set. */
    sellPriceCentimes: centimes(),
    /**
     * Units in stock of a product sold without pack sizes (docs/decisions/0032); null: not
     * tracked, never runs out. A product with pack sizes keeps its stock on each of them.
     */
    stock: integer(),
    /** At or below this many units, the product is on the low-stock list. */
    lowStockThreshold: integer().notNull().default(5),
    /**
     * Deposit (consigne) per unit of a product sold without pack sizes, in centimes; 0: not
     * returnable. A liability, never revenue (docs/decisions/0083).
     */
    depositCentimes: centimes().notNull().default(0),
    imagePath: text().notNull(),
    imageWidth: integer().notNull(),
    imageHeight: integer().notNull(),
    /** Sales rank for "best sellers": higher sells more. */
    popularity: integer().notNull().default(0),
    /** Other words shoppers type for it (Darija, Latin spellings: `sidi ali`, `والماس`, `jug`), edited in the back office. */
    searchTerms: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Everything a search matches, normalised by `shop_search_normalize` (accents, case, Arabic
     * letter forms, pack labels): names, brand, category, references, pack labels, search terms.
     * Written by triggers only (migration 0022, docs/decisions/0047), whoever changes those.
     */
    searchDocument: text().notNull().default(''),
    /**
     * The format values (pack sizes) of the product's active variants, kept by the same trigger as
     * the search document (migration 0024): the catalogue's format filter and facet read this
     * array instead of joining four tables for every product.
     */
    formatValueIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The names a query may equal exactly (product, brand, search terms), normalised: the first rank. */
    searchNames: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    legacyId: integer().unique(),
    legacySlug: text(),
    createdAt: createdAt(),
    /**
     * Raised by every back-office save, which must name the version it was edited from
     * (optimistic concurrency, issue 17 §8); who saved it last, and when.
     */
    version: integer().notNull().default(1),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    nonNegative('products_price_non_negative', t.priceCentimes),
    nonNegative('products_stock_non_negative', t.stock),
    nonNegative('products_low_stock_threshold_non_negative', t.lowStockThreshold),
    nonNegative('products_deposit_non_negative', t.depositCentimes),
    check(
      'products_sell_price_valid',
      sql`${t.sellPriceCentimes} IS NULL OR (${t.sellPriceCentimes} >= 0 AND ${t.sellPriceCentimes} <= ${t.priceCentimes})`,
    ),
    index('products_brand_idx').on(t.brandId),
    index('products_category_idx').on(t.categoryId),
    index('products_search_document_trgm_idx').using('gin', sql`${t.searchDocument} gin_trgm_ops`),
  ],
)

/**
 * Every word of the products' search documents (3 letters or more, no digit), kept by a trigger on
 * products (migration 0023): the vocabulary a typo is corrected against, through its own small
 * trigram index, before the documents are matched by LIKE (docs/decisions/0047). Words that no
 * product holds any more may stay: a correction to one finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
)

/** A product's kinds of choice: format (pack size), taille (clothing size). */
export const attributes = pgTable('attributes', {
  id: id(),
  code: text().notNull().unique(),
  nameFr: text().notNull(),
  nameAr: text().notNull(),
})

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: id(),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id),
    code: text().notNull(),
    labelFr: text().notNull(),
    labelAr: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [unique('attribute_values_code').on(t.attributeId, t.code)],
)

/** A product variant (`product_attribute` in the spec): one combination of values, its own price and reference. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reference: text().notNull().unique(),
    priceCentimes: centimes().notNull(),
    sellPriceCentimes: centimes(),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /**
     * Units of this pack size in stock, one count for every city (docs/decisions/0032); null: not
     * tracked, never runs out. Taken by an order in its transaction, given back by its cancellation.
     */
    stock: integer(),
    /** At or below this many units, the pack size is on the low-stock list. */
    lowStockThreshold: integer().notNull().default(5),
    /** Deposit (consigne) per unit of this pack size, in centimes; 0: not returnable (docs/decisions/0083). */
    depositCentimes: centimes().notNull().default(0),
  },
  (t) => [
    nonNegative('product_variants_price_non_negative', t.priceCentimes),
    nonNegative('product_variants_deposit_non_negative', t.depositCentimes),
    // Never below zero, whatever the concurrency: the conditional UPDATE that reserves keeps it, this refuses the rest.
    nonNegative('product_variants_stock_non_negative', t.stock),
    nonNegative('product_variants_low_stock_threshold_non_negative', t.lowStockThreshold),
    check(
      'product_variants_sell_price_valid',
      sql`${t.sellPriceCentimes} IS NULL OR (${t.sellPriceCentimes} >= 0 AND ${t.sellPriceCentimes} <= ${t.priceCentimes})`,
    ),
    index('product_variants_product_idx').on(t.productId),
  ],
)

export const productVariantValues = pgTable(
  'product_variant_values',
  {
    variantId: integer()
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    attributeValueId: integer()
      .notNull()
      .references(() => attributeValues.id),
  },
  (t) => [primaryKey({ columns: [t.variantId, t.attributeValueId] })],
)

/** Where a product is sold. No row: not sold in that city. */
export const productCities = pgTable(
  'product_cities',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    isAvailable: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.productId, t.cityId] }), index('product_cities_city_idx').on(t.cityId)],
)

/**
 * A price set by the back office for one city (docs/decisions/0035): a pack size's, or with no pack
 * size the product's own (for a product with pack sizes, its catalogue "from" price, kept equal to
 * its first pack size's). No row: the base price times the city's factor.
 */
export const cityPrices = pgTable(
  'city_prices',
  {
    id: id(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    priceCentimes: centimes().notNull(),
    sellPriceCentimes: centimes(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One price per item and city; the product's own row has no pack size (nulls count as equal).
    unique('city_prices_item').on(t.productId, t.variantId, t.cityId).nullsNotDistinct(),
    nonNegative('city_prices_price_non_negative', t.priceCentimes),
    check(
      'city_prices_sell_price_valid',
      sql`${t.sellPriceCentimes} IS NULL OR (${t.sellPriceCentimes} >= 0 AND ${t.sellPriceCentimes} <= ${t.priceCentimes})`,
    ),
  ],
)

// ─── Customers ───────────────────────────────────────────────────────────────

/**
 * Customers, and the people who run the shop (docs/decisions/0028): `admin` (everything, staff
 * accounts included), `staff` (orders, deliveries, customers, inbox), `driver` (their deliveries).
 */
export const userRole = pgEnum('user_role', ['customer', 'admin', 'staff', 'driver'])

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    emailVerified: boolean().notNull().default(false),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    /** A picture from an outside provider (better-auth's `image`). */
    image: text(),
    locale: text().notNull().default('fr'),
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    role: userRole().notNull().default('customer'),
    /** Kept equal to the sum of the ledger; never below zero. */
    pointsBalance: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the customer asked for deletion: personal data is then anonymised. */
    deletedAt: timestamp({ withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its sessions end at once. */
    disabledAt: timestamp({ withTimezone: true }),
    /** Set by an admin: the back office refuses this account until its password is changed. */
    mustChangePassword: boolean().notNull().default(false),
    /** better-auth's two-factor plugin: a confirmed authenticator app (docs/decisions/0060). */
    twoFactorEnabled: boolean().notNull().default(false),
    /**
     * The customer's price group (a company's or a private customer's), null for most: on the
     * account's row so the session already carries it and a cart save without a group reads
     * nothing more (docs/decisions/0079).
     */
    customerGroupId: integer().references((): AnyPgColumn => customerGroups.id, { onDelete: 'set null' }),
    /**
     * The version of the customer's company card (its company, contacts and price group): raised
     * by every save of it, which must name the version it edited (docs/decisions/0096).
     */
    companyVersion: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    nonNegative('users_points_non_negative', t.pointsBalance),
    // The back office's search (services/admin-orders.ts): any part of an e-mail, a name, a phone's digits.
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using('gin', sql`(trim(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`),
    index('users_customer_group_idx')
      .on(t.customerGroupId)
      .where(sql`${t.customerGroupId} IS NOT NULL`),
    index('users_phone_digits_trgm_idx').using('gin', sql`(regexp_replace(coalesce(${t.phone}, ''), '\\D', '', 'g')) gin_trgm_ops`),
  ],
)

/*
 * Sessions, accounts and verifications follow better-auth's models (src/api/auth/auth.ts maps
 * its field names onto these columns). A session's token is 32 random characters (about 190
 * bits) from better-auth; the storefront keeps it in the HttpOnly `token` cookie, and `token`
 * here holds only its SHA-256 (src/api/auth/token-hash.ts, docs/decisions/0023).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The last request made with it: a staff session ends after 30 minutes idle (docs/decisions/0061). */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last time its holder gave the password or a code: sensitive actions want it recent (0061). */
    verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * better-auth's two-factor plugin (docs/decisions/0060): the authenticator app's secret and the
 * recovery codes, both encrypted with the auth secret; `verified` once a first code confirmed it.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /**
     * The time step (30 s) of the last code of the app accepted, at sign-in or step-up: a code of
     * that step or an earlier one is refused, so a code opens one door once (issue 43).
     */
    lastAcceptedStep: bigint({ mode: 'number' }),
  },
  (t) => [uniqueIndex('two_factors_user_unique').on(t.userId)],
)

/** Which back-office roles must sign in with a second factor (an admin's choice; 0060). */
export const secondFactorRoles = pgTable('second_factor_roles', {
  role: userRole().primaryKey(),
  required: boolean().notNull(),
  updatedAt: updatedAt(),
})

/** How a customer signs in: `credential` (password hash here) or an outside provider's subject. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: text().notNull(),
    accountId: text().notNull(),
    /** argon2id hash, only for `credential` accounts. */
    password: text(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('accounts_provider_subject').on(t.providerId, t.accountId), index('accounts_user_idx').on(t.userId)],
)

/** Short-lived secrets: password-reset tokens (as `reset-password-sha256:<hash>`) and OAuth state. */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)

/** Secrets the shop makes itself when none is configured (the auth secret), shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
})

/**
 * One-time loads of data that ran in this database (the demo shop): a load runs once, so a demo
 * row an operator deleted is not brought back by the next start (docs/decisions/0021).
 */
export const dataLoads = pgTable('data_loads', {
  name: text().primaryKey(),
  loadedAt: createdAt(),
})

/**
 * Captcha solutions already accepted (an ALTCHA challenge's signed nonce, or a hash of a reCAPTCHA
 * token), kept until their challenge expires: a solution is accepted once, on every instance
 * (docs/decisions/0018). Expired rows are deleted by the next accepted solution.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_at_idx').on(t.expiresAt)],
)

/** Attempt counters of rate-limiter-flexible's PostgreSQL store, shared by every app instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: 'number' }),
})

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text().notNull().default(''),
    recipientName: text().notNull(),
    phone: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    line1: text().notNull(),
    line2: text().notNull().default(''),
    district: text().notNull().default(''),
    postalCode: text().notNull().default(''),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** The default delivery address (at most one per customer). */
    isDefault: boolean().notNull().default(false),
    /** The default billing address (at most one per customer). */
    isDefaultBilling: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('addresses_one_default_billing_per_user')
      .on(t.userId)
      .where(sql`${t.isDefaultBilling}`),
  ],
)

// ─── Companies and their price lists (docs/decisions/0073) ─────────────────────

/**
 * A group of customers with its own prices (offices, resellers). Its price list (a percentage
 * off the city's prices, or prices per pack size) is built on this row by the price lists' code.
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: id(),
    name: text().notNull().unique(),
    /** Taken off the city's price of every item the group has no price of its own for (docs/decisions/0079). */
    discountPercent: integer().notNull().default(0),
    /** Raised by every save of the group (name, percentage, prices), which must name the version it edited (docs/decisions/0096). */
    version: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('customer_groups_discount_percent_range', sql`${t.discountPercent} BETWEEN 0 AND 90`)],
)

/**
 * A group's own price of an item (a pack size's, or the product's own when it has none), in every
 * city (`city_id` null) or in one, which wins over the every-city price (docs/decisions/0079).
 */
export const customerGroupPrices = pgTable(
  'customer_group_prices',
  {
    id: id(),
    groupId: integer()
      .notNull()
      .references(() => customerGroups.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    cityId: integer().references(() => cities.id, { onDelete: 'cascade' }),
    priceCentimes: centimes().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customer_group_prices_item').on(t.groupId, t.productId, t.variantId, t.cityId).nullsNotDistinct(),
    nonNegative('customer_group_prices_price_non_negative', t.priceCentimes),
  ],
)

/** The people to call at a company customer: several per account (docs/decisions/0079). */
export const customerContacts = pgTable(
  'customer_contacts',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    role: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_contacts_user_idx').on(t.userId),
    check('customer_contacts_reachable', sql`${t.phone} <> '' OR ${t.email} <> ''`),
  ],
)

/**
 * A customer account that buys for a company: the legal identity its invoices carry (name, ICE,
 * IF, RC), and whether it pays at the end of the month (then its delivered
 * orders of a month go on one monthly invoice instead of one invoice each).
 */
export const customerCompanies = pgTable(
  'customer_companies',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Identifiant Commun de l'Entreprise: 15 digits. */
    ice: text(),
    /** Identifiant fiscal. */
    taxId: text(),
    /** Registre du commerce. */
    tradeRegister: text(),
    paysMonthly: boolean().notNull().default(false),
    /** When the company takes deliveries, minutes into the shop's day (both or neither): a dispatch's window (issue 45). */
    opensMinute: smallint(),
    closesMinute: smallint(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('customer_companies_ice_digits', sql`${t.ice} IS NULL OR ${t.ice} ~ '^[0-9]{15}$'`),
    check(
      'customer_companies_opening_hours',
      sql`(${t.opensMinute} IS NULL AND ${t.closesMinute} IS NULL) OR (${t.opensMinute} >= 0 AND ${t.closesMinute} > ${t.opensMinute} AND ${t.closesMinute} <= 1440)`,
    ),
  ],
)

/**
 * Gap-free numbers for legal documents (invoices, credit notes), one counter per kind and year.
 * A number is taken by `nextDocumentNumber` (services/shared/document-numbers.ts) inside the
 * transaction that issues the document: the row stays locked until it commits, so a rollback
 * gives the number back and two documents never share one (docs/decisions/0073).
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    kind: text().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), check('document_numbers_positive', sql`${t.lastNumber} > 0`)],
)

// ─── Invoices (docs/decisions/0074, 0075) ─────────────────────────────────────

/** The VAT rates Morocco's CGI (article 99) knows, in percent; the shop's goods are at 20 %. */
export const VAT_RATES = [0, 7, 10, 14, 20] as const
const vatRateCheck = (name: string, column: unknown) => check(name, sql`${column} IN (0, 7, 10, 14, 20)`)

/**
 * The shop's legal identity, one row (id 1), as every invoice and credit note carries it (CGI
 * article 145): set once in the back office by an admin, versioned and audited. An invoice keeps
 * a copy of it (its snapshot), so a later change never alters an issued one.
 */
export const shopLegalIdentity = pgTable(
  'shop_legal_identity',
  {
    id: smallint().primaryKey().default(1),
    name: text().notNull().default(''),
    /** SARL, SA, SARL AU… */
    legalForm: text().notNull().default(''),
    address: text().notNull().default(''),
    city: text().notNull().default(''),
    /** Identifiant Commun de l'Entreprise: 15 digits. */
    ice: text().notNull().default(''),
    /** Identifiant fiscal (IF). */
    taxId: text().notNull().default(''),
    /** Registre du commerce (RC), with its court's city. */
    tradeRegister: text().notNull().default(''),
    /** Taxe professionnelle (patente) article number. */
    patente: text().notNull().default(''),
    cnss: text().notNull().default(''),
    /** The share capital as written ("100 000 MAD"). */
    capital: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    rib: text(),
    /** The rate of a product without its own (product_vat_rates), in percent. */
    defaultVatRate: smallint().notNull().default(20),
    /** The delivery fee's rate: an accessory of the sale, at the goods' rate (decision 0074). */
    deliveryVatRate: smallint().notNull().default(20),
    /** Days a monthly invoice gives its company to pay. */
    monthlyPaymentDays: smallint().notNull().default(30),
    version: integer().notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shop_legal_identity_single_row', sql`${t.id} = 1`),
    check('shop_legal_identity_ice_digits', sql`${t.ice} = '' OR ${t.ice} ~ '^[0-9]{15}$'`),
    vatRateCheck('shop_legal_identity_default_vat', t.defaultVatRate),
    vatRateCheck('shop_legal_identity_delivery_vat', t.deliveryVatRate),
    check('shop_legal_identity_payment_days', sql`${t.monthlyPaymentDays} BETWEEN 0 AND 120`),
  ],
)

/** A product's VAT rate when it is not the shop's default (prices are TTC). */
export const productVatRates = pgTable(
  'product_vat_rates',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    rate: smallint().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [vatRateCheck('product_vat_rates_rate', t.rate)],
)

export const invoiceKind = pgEnum('invoice_kind', ['order', 'monthly'])

/**
 * An issued invoice: its number from the year's gap-free series (document_numbers), and
 * everything it shows frozen in `snapshot` (seller, buyer, lines, VAT per rate, totals), from
 * which its PDF is made again at any time. Never updated or deleted (a credit note corrects it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: invoiceKind().notNull(),
    year: integer().notNull(),
    number: integer().notNull(),
    /** 2026-000042 */
    reference: text().notNull().unique(),
    /** The customer billed (the company's account for a monthly invoice). */
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The language it is written in: the order's, or the customer's for a monthly invoice. */
    locale: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    /** A monthly invoice's month (its first day). */
    periodMonth: date(),
    totalHtCentimes: centimes().notNull(),
    totalVatCentimes: centimes().notNull(),
    totalTtcCentimes: centimes().notNull(),
    snapshot: jsonb().notNull(),
  },
  (t) => [
    unique('invoices_year_number').on(t.year, t.number),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
    uniqueIndex('invoices_monthly_once')
      .on(t.userId, t.periodMonth)
      .where(sql`${t.kind} = 'monthly'`),
    check('invoices_number_positive', sql`${t.number} > 0`),
    check('invoices_totals', sql`${t.totalTtcCentimes} = ${t.totalHtCentimes} + ${t.totalVatCentimes}`),
    check('invoices_period', sql`(${t.kind} = 'monthly') = (${t.periodMonth} IS NOT NULL)`),
  ],
)

/** Which orders an invoice bills: an order is on one invoice at most (the primary key says so). */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
  },
  (t) => [index('invoice_orders_invoice_idx').on(t.invoiceId)],
)

/** A payment a company made against its monthly invoices (its balance: invoiced minus paid). */
export const companyPayments = pgTable(
  'company_payments',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => customerCompanies.userId),
    amountCentimes: centimes().notNull(),
    paidOn: date().notNull(),
    /** cash, cheque, transfer, card */
    mode: text().notNull(),
    reference: text().notNull().default(''),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_payments_user_idx').on(t.userId, t.paidOn),
    check('company_payments_positive', sql`${t.amountCentimes} > 0`),
    check('company_payments_mode', sql`${t.mode} IN ('cash', 'cheque', 'transfer', 'card')`),
  ],
)

// ─── Delivery and payment ────────────────────────────────────────────────────

export const deliveryModes = pgTable(
  'delivery_modes',
  {
    id: id(),
    code: text().notNull().unique(),
    nameFr: text().notNull(),
    nameAr: text().notNull(),
    /** Working days between the order and the first possible delivery. */
    leadDays: integer().notNull().default(1),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    /** Raised by every back-office save (optimistic concurrency). */
    version: integer().notNull().default(1),
  },
  (t) => [check('delivery_modes_lead_days', sql`${t.leadDays} BETWEEN 0 AND 30`)],
)

/** Delivery fee per city and mode, free from an order amount when set. */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    deliveryModeId: integer()
      .notNull()
      .references(() => deliveryModes.id, { onDelete: 'cascade' }),
    feeCentimes: centimes().notNull(),
    freeFromCentimes: centimes(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.deliveryModeId] }),
    nonNegative('delivery_fees_fee_non_negative', t.feeCentimes),
    nonNegative('delivery_fees_free_from_non_negative', t.freeFromCentimes),
  ],
)

export const paymentModes = pgTable('payment_modes', {
  id: id(),
  code: text().notNull().unique(),
  nameFr: text().notNull(),
  nameAr: text().notNull(),
  /** Paid online before delivery (none yet) or on delivery. */
  isOnline: boolean().notNull().default(false),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
})

/** Days without delivery besides Sundays: Morocco's public holidays, fixed and Islamic. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    day: date().notNull(),
    code: text().notNull(),
    nameFr: text().notNull(),
    nameAr: text().notNull(),
    /** Islamic holidays follow the moon: estimated until the ministry announces the day. */
    isEstimated: boolean().notNull().default(false),
  },
  // Two holidays may fall on one day (Mawlid on 14 August 2027).
  (t) => [primaryKey({ columns: [t.day, t.code] })],
)

/**
 * The checkout's rules that are numbers (docs/decisions/0014), one row (id 1): changed in the
 * database, read by the server on every computation, never by the browser.
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    id: smallint().primaryKey().default(1),
    /** Hour (Africa/Casablanca) from which an order counts as placed the next day. */
    cutoffHour: smallint().notNull().default(12),
    /** How many days ahead a delivery date may be booked. */
    bookingWindowDays: smallint().notNull().default(21),
    /** Goods amount (centimes) that earns one point. */
    pointsEarnPerCentimes: integer().notNull().default(1000),
    /** What one point takes off, in centimes. */
    pointValueCentimes: integer().notNull().default(10),
    /** The share of the goods (after the voucher) points may pay, in percent. */
    pointsMaxSharePercent: smallint().notNull().default(50),
    /** A points adjustment of more than this many points (either way) is an admin's (docs/decisions/0063). */
    pointsAdminThreshold: integer().notNull().default(500),
    updatedAt: updatedAt(),
    /** Raised by every back-office save (optimistic concurrency). */
    version: integer().notNull().default(1),
  },
  (t) => [
    check('checkout_settings_single_row', sql`${t.id} = 1`),
    check('checkout_settings_cutoff_hour', sql`${t.cutoffHour} BETWEEN 0 AND 23`),
    check('checkout_settings_window', sql`${t.bookingWindowDays} BETWEEN 1 AND 90`),
    check('checkout_settings_points_positive', sql`${t.pointsEarnPerCentimes} > 0 AND ${t.pointValueCentimes} > 0`),
    check('checkout_settings_share', sql`${t.pointsMaxSharePercent} BETWEEN 0 AND 100`),
    check('checkout_settings_points_threshold', sql`${t.pointsAdminThreshold} >= 0`),
  ],
)

export const reminderKind = pgEnum('reminder_kind', ['period', 'frequency'])

/**
 * The reminder choices offered at checkout: periods (days after delivery, then between
 * reminders) and frequencies (how many reminders; null times = until the customer stops them).
 */
export const reminderOptions = pgTable(
  'reminder_options',
  {
    id: id(),
    code: text().notNull().unique(),
    kind: reminderKind().notNull(),
    days: integer(),
    times: integer(),
    labelFr: text().notNull(),
    labelAr: text().notNull(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    /** Raised by every back-office save (optimistic concurrency). */
    version: integer().notNull().default(1),
  },
  (t) => [
    check(
      'reminder_options_shape',
      sql`(${t.kind} = 'period' AND ${t.days} > 0 AND ${t.times} IS NULL) OR (${t.kind} = 'frequency' AND ${t.days} IS NULL AND (${t.times} IS NULL OR ${t.times} > 0))`,
    ),
  ],
)

// ─── Carts ───────────────────────────────────────────────────────────────────

export const carts = pgTable(
  'carts',
  {
    id: id(),
    /** Public reference the browser keeps (spec: cart.reference). */
    reference: text().notNull().unique(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer().references(() => cities.id),
    deliveryAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    billingAddressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    deliveryModeId: integer().references(() => deliveryModes.id),
    paymentModeId: integer().references(() => paymentModes.id),
    deliveryDate: date(),
    reminderPeriod: text(),
    reminderFrequency: text(),
    comment: text().notNull().default(''),
    voucherCode: text(),
    usedPoints: integer().notNull().default(0),
    /** Empty jugs the customer says they will hand back with the order (docs/decisions/0083). */
    emptiesReturned: integer().notNull().default(0),
    /** Increases with each save, so a stale save never overwrites a newer one. */
    revision: integer().notNull().default(0),
    /**
     * The page that saved last (a random id per page load, docs/decisions/0019): a save built on
     * an older revision is stale only when someone else saved since, not this page's own saves.
     */
    writer: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open cart per customer.
    uniqueIndex('carts_one_per_user')
      .on(t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    nonNegative('carts_used_points_non_negative', t.usedPoints),
    check('carts_empties_returned_range', sql`${t.emptiesReturned} BETWEEN 0 AND 999`),
  ],
)

export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [
    unique('cart_lines_one_per_choice').on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0 AND ${t.quantity} <= 999`),
  ],
)

// ─── Vouchers and loyalty points ─────────────────────────────────────────────

export const voucherKind = pgEnum('voucher_kind', ['percent', 'fixed', 'free_delivery'])

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    /** Stored upper case; codes are compared case-insensitively. */
    code: text().notNull().unique(),
    kind: voucherKind().notNull(),
    /** Percent (1-100) for `percent`, centimes for `fixed`, unused for `free_delivery`. */
    value: integer().notNull().default(0),
    minOrderCentimes: centimes().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    maxUsesPerCustomer: integer(),
    usedCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    ...editedBy(),
  },
  (t) => [
    nonNegative('vouchers_value_non_negative', t.value),
    nonNegative('vouchers_min_order_non_negative', t.minOrderCentimes),
    check('vouchers_dates_ordered', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
    check('vouchers_per_customer_positive', sql`${t.maxUsesPerCustomer} IS NULL OR ${t.maxUsesPerCustomer} > 0`),
    // Codes are compared case-insensitively by storing them upper case.
    check('vouchers_code_upper_case', sql`${t.code} = upper(${t.code})`),
    check('vouchers_percent_range', sql`${t.kind} <> 'percent' OR ${t.value} BETWEEN 1 AND 100`),
    // The redemption counter can never pass the limit, whatever the concurrency.
    check('vouchers_used_within_limit', sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`),
  ],
)

/**
 * A voucher restricted to cities applies only to carts of those cities; restricted to categories,
 * only to the goods of those categories (docs/decisions/0034). No row: no restriction.
 */
export const voucherCities = pgTable(
  'voucher_cities',
  {
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.cityId] })],
)

export const voucherCategories = pgTable(
  'voucher_categories',
  {
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.categoryId] })],
)

// ─── Orders ──────────────────────────────────────────────────────────────────

export const orderStatus = pgEnum('order_status', ['placed', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled'])

export const orders = pgTable(
  'orders',
  {
    id: id(),
    reference: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: orderStatus().notNull().default('placed'),
    locale: text().notNull().default('fr'),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    /** Addresses as they were when ordering. */
    deliveryAddress: jsonb().notNull(),
    billingAddress: jsonb().notNull(),
    deliveryModeId: integer()
      .notNull()
      .references(() => deliveryModes.id),
    paymentModeId: integer()
      .notNull()
      .references(() => paymentModes.id),
    deliveryDate: date().notNull(),
    reminderPeriod: text(),
    reminderFrequency: text(),
    comment: text().notNull().default(''),
    voucherId: integer().references(() => vouchers.id),
    subtotalCentimes: centimes().notNull(),
    deliveryFeeCentimes: centimes().notNull().default(0),
    discountCentimes: centimes().notNull().default(0),
    pointsUsed: integer().notNull().default(0),
    pointsDiscountCentimes: centimes().notNull().default(0),
    pointsGained: integer().notNull().default(0),
    totalCentimes: centimes().notNull(),
    /** One confirmation, one order: retries with the same key replay the first answer. */
    idempotencyKey: text().notNull(),
    requestHash: text().notNull(),
    placedAt: createdAt(),
    updatedAt: updatedAt(),
    /** The driver the order is assigned to for its delivery day, and its place in their round. */
    driverId: integer().references(() => users.id, { onDelete: 'set null' }),
    roundPosition: integer(),
    cancelReason: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** What the driver collected on delivery, and how (cash on delivery, card on delivery). */
    collectedCentimes: centimes(),
    collectedPaymentModeId: integer().references(() => paymentModes.id),
    /** Why the amount collected differs from the amount due, required then (docs/decisions/0063). */
    collectedReason: text(),
    /** The staff member who took the order by phone (docs/decisions/0078); null: the customer ordered online. */
    takenById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What its credit notes paid back so far (docs/decisions/0082): never more than the order's total. */
    refundedCentimes: centimes().notNull().default(0),
    /** Bumped by each edit of the placed order (docs/decisions/0076): two staff editing it, the second is refused. */
    version: integer().notNull().default(0),
    /** Empty jugs the customer announced at checkout (docs/decisions/0083). */
    emptiesAnnounced: integer().notNull().default(0),
    /**
     * The deposit (consigne) on the order's jugs: charged > 0, given back < 0 (the door may change
     * it). Paid with the order but apart from its total: never revenue, no VAT, no voucher or points.
     */
    depositCentimes: centimes().notNull().default(0),
    /** The empties the driver counted at the door (docs/decisions/0084); null until delivered. */
    emptiesCollected: integer(),
    /** What the door's count added to the deposit charged (+ a jug kept, - an extra empty returned). */
    doorDepositCentimes: integer().notNull().default(0),
  },
  (t) => [
    unique('orders_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.placedAt),
    index('orders_delivery_day_idx').on(t.deliveryDate, t.cityId, t.status),
    index('orders_status_placed_idx').on(t.status, t.placedAt),
    index('orders_placed_idx').on(t.placedAt),
    // The accountant's period of delivered orders (the list's `dates=delivered`, decision 0080).
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} IS NOT NULL`),
    index('orders_total_idx').on(t.totalCentimes),
    index('orders_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('orders_driver_day_idx')
      .on(t.driverId, t.deliveryDate)
      .where(sql`${t.driverId} IS NOT NULL`),
    nonNegative('orders_collected_non_negative', t.collectedCentimes),
    nonNegative('orders_subtotal_non_negative', t.subtotalCentimes),
    nonNegative('orders_fee_non_negative', t.deliveryFeeCentimes),
    nonNegative('orders_discount_non_negative', t.discountCentimes),
    nonNegative('orders_points_used_non_negative', t.pointsUsed),
    nonNegative('orders_points_discount_non_negative', t.pointsDiscountCentimes),
    nonNegative('orders_points_gained_non_negative', t.pointsGained),
    nonNegative('orders_total_non_negative', t.totalCentimes),
    nonNegative('orders_empties_announced_non_negative', t.emptiesAnnounced),
    nonNegative('orders_empties_collected_non_negative', t.emptiesCollected),
    check('orders_door_deposit_within_deposit', sql`${t.depositCentimes} + ${t.doorDepositCentimes} >= 0`),
    check('orders_refunded_within_total', sql`${t.refundedCentimes} >= 0 AND ${t.refundedCentimes} <= ${t.totalCentimes}`),
  ],
)

export const deliveryProofKind = pgEnum('delivery_proof_kind', ['signature', 'photo'])

/**
 * What the driver recorded at the door (docs/decisions/0087): when they arrived, and with the
 * delivery who took it and the proof's image (a signature or a photo, WebP in the media store's
 * private `proofs/` folder, served to staff only). The delivered time is the order's `deliveredAt`.
 */
export const deliveryProofs = pgTable(
  'delivery_proofs',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    arrivedAt: timestamp({ withTimezone: true }),
    recipientName: text(),
    kind: deliveryProofKind(),
    mediaKey: text(),
    recordedAt: createdAt(),
  },
  (t) => [
    check('delivery_proofs_kind_with_file', sql`(${t.kind} IS NULL) = (${t.mediaKey} IS NULL)`),
    check('delivery_proofs_private_file', sql`${t.mediaKey} IS NULL OR ${t.mediaKey} ~ '^proofs/[0-9a-f]{32}[.]webp$'`),
    check('delivery_proofs_recipient_length', sql`${t.recipientName} IS NULL OR char_length(${t.recipientName}) BETWEEN 1 AND 120`),
  ],
)

/**
 * What the customer was told of their order's arrival (docs/decisions/0099): the window of the
 * out-for-delivery e-mail (minutes of the shop's day, on its delivery date), and when the one
 * delay e-mail left with its new window. A dispatch on another day writes the row again.
 */
export const orderTracking = pgTable(
  'order_tracking',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    deliveryDate: date().notNull(),
    toldFrom: smallint().notNull(),
    toldTo: smallint().notNull(),
    delayToldAt: timestamp({ withTimezone: true }),
    delayFrom: smallint(),
    delayTo: smallint(),
  },
  (t) => [
    check('order_tracking_told_window', sql`${t.toldFrom} BETWEEN 0 AND 1439 AND ${t.toldTo} BETWEEN ${t.toldFrom} AND 1439`),
    check(
      'order_tracking_delay_whole',
      sql`(${t.delayToldAt} IS NULL) = (${t.delayTo} IS NULL) AND (${t.delayFrom} IS NULL) = (${t.delayTo} IS NULL)`,
    ),
  ],
)

/** The order's lines as they were sold: names, reference and price are copies. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    nameFr: text().notNull(),
    nameAr: text().notNull(),
    reference: text().notNull(),
    attributesLabelFr: text().notNull().default(''),
    attributesLabelAr: text().notNull().default(''),
    unitPriceCentimes: centimes().notNull(),
    quantity: integer().notNull(),
    lineTotalCentimes: centimes().notNull(),
    /**
     * The line took its quantity from a tracked stock when the order was placed; set back to
     * false when the cancellation gives it back, so it is given back once (docs/decisions/0032).
     */
    stockReserved: boolean().notNull().default(false),
    /** How many of the line its credit notes refunded so far (docs/decisions/0082). */
    refundedQuantity: integer().notNull().default(0),
    /** The deposit per unit when sold (0: not returnable): each unit is one jug lent (docs/decisions/0083). */
    unitDepositCentimes: centimes().notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    nonNegative('order_lines_unit_price_non_negative', t.unitPriceCentimes),
    check('order_lines_total_matches', sql`${t.lineTotalCentimes} = ${t.unitPriceCentimes} * ${t.quantity}`),
    nonNegative('order_lines_unit_deposit_non_negative', t.unitDepositCentimes),
    check('order_lines_refunded_within_quantity', sql`${t.refundedQuantity} >= 0 AND ${t.refundedQuantity} <= ${t.quantity}`),
  ],
)

export const orderEventKind = pgEnum('order_event_kind', ['status', 'failed_attempt', 'note', 'assigned', 'edited', 'refund'])

/**
 * An order's timeline: every status change (with its reason), failed delivery attempt, note and
 * driver assignment, by whom. `clientKey` is the key a driver's phone gives a queued action, so a
 * replay finds the first one instead of acting twice (docs/decisions/0030).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderEventKind().notNull(),
    fromStatus: orderStatus(),
    toStatus: orderStatus(),
    reason: text(),
    /** The delivery date an attempt moved the order to. */
    newDeliveryDate: date(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** `assigned`: the driver the order went to (null: taken back from a round). */
    driverId: integer().references(() => users.id, { onDelete: 'set null' }),
    clientKey: text().unique(),
    /** `edited`: what the edit changed, each field before and after (docs/decisions/0076). */
    changes: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
)

export const stockMovementKind = pgEnum('stock_movement_kind', [
  'reserved',
  'delivered',
  'cancelled',
  'edited',
  'received',
  'counted',
  'written_off',
])

/**
 * Every change of a tracked stock, with who, why and the count after it (docs/decisions/0077):
 * one row per pack size (or product sold without pack sizes) and change. `delivered` moves
 * nothing (the units left the count when the order reserved them) and says so with a zero; a
 * count that matched is a zero too.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    kind: stockMovementKind().notNull(),
    delta: integer().notNull(),
    stockAfter: integer().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.createdAt),
    index('stock_movements_product_idx').on(t.productId, t.createdAt),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_one_item', sql`num_nonnulls(${t.variantId}, ${t.productId}) = 1`),
    nonNegative('stock_movements_stock_after_non_negative', t.stockAfter),
    check('stock_movements_delta_moves', sql`${t.delta} <> 0 OR ${t.kind} IN ('delivered', 'counted')`),
    check('stock_movements_reason_length', sql`length(${t.reason}) <= 500`),
  ],
)

export const jugMovementKind = pgEnum('jug_movement_kind', [
  'lent',
  'returned',
  'deposit_paid',
  'deposit_refunded',
  'written_off',
  'cancelled',
  'adjusted',
])

/**
 * A customer's jug account (docs/decisions/0083): one row per event (jugs lent with an order,
 * empties returned, deposit paid or refunded, jugs written off, an order cancelled, a count at the
 * door), signed, with the balances after it. `seq` numbers a customer's rows one after another,
 * so two writers can never both extend the same balance; the checks refuse a balance below zero.
 * Rows are never updated: a correction is another row.
 */
export const jugMovements = pgTable(
  'jug_movements',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    kind: jugMovementKind().notNull(),
    /** Jugs the customer holds: + lent, - returned or written off. */
    jugs: integer().notNull().default(0),
    /** Deposit the shop holds for them: + paid, - refunded or kept for jugs written off. */
    depositCentimes: centimes().notNull().default(0),
    jugsAfter: integer().notNull(),
    depositAfter: centimes().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    unique('jug_movements_user_seq').on(t.userId, t.seq),
    index('jug_movements_order_idx').on(t.orderId),
    check('jug_movements_seq_positive', sql`${t.seq} > 0`),
    check('jug_movements_moves', sql`${t.jugs} <> 0 OR ${t.depositCentimes} <> 0`),
    nonNegative('jug_movements_jugs_after_non_negative', t.jugsAfter),
    nonNegative('jug_movements_deposit_after_non_negative', t.depositAfter),
    check('jug_movements_reason_length', sql`length(${t.reason}) <= 500`),
  ],
)

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    voucherId: integer()
      .notNull()
      .references(() => vouchers.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('voucher_redemptions_voucher_user_idx').on(t.voucherId, t.userId)],
)

/** Every change of a customer's points; its sum equals `users.points_balance`. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    reason: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** A refund's rows (points spent given back, points earned taken back) name their credit note. */
    creditNoteId: integer().references((): AnyPgColumn => creditNotes.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId),
    check('points_ledger_delta_not_zero', sql`${t.delta} <> 0`),
    // An order spends its points once and earns them once; each credit note moves them once.
    uniqueIndex('points_ledger_once_per_order')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} IS NOT NULL AND ${t.creditNoteId} IS NULL`),
    uniqueIndex('points_ledger_once_per_credit_note')
      .on(t.creditNoteId, t.reason)
      .where(sql`${t.creditNoteId} IS NOT NULL`),
  ],
)

// ─── After the order ─────────────────────────────────────────────────────────

export const reorderReminders = pgTable(
  'reorder_reminders',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    period: text().notNull(),
    frequency: text().notNull(),
    /** Copied from the options when ordering, so a later change of the offer keeps this promise. */
    periodDays: integer().notNull(),
    /** Reminders still to send, or null for "until the customer stops them". */
    remainingSends: integer(),
    sentCount: integer().notNull().default(0),
    lastSentAt: timestamp({ withTimezone: true }),
    nextRemindAt: timestamp({ withTimezone: true }).notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('reorder_reminders_due_idx')
      .on(t.nextRemindAt)
      .where(sql`${t.isActive}`),
    check('reorder_reminders_period_positive', sql`${t.periodDays} > 0`),
    check('reorder_reminders_remaining_non_negative', sql`${t.remainingSends} IS NULL OR ${t.remainingSends} >= 0`),
  ],
)

export const satisfactionRequests = pgTable(
  'satisfaction_requests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shownAt: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    /** 1 like, 2 dislike (the original shop's values). */
    rating: smallint(),
    comment: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('satisfaction_requests_user_idx').on(t.userId),
    check('satisfaction_rating_values', sql`${t.rating} IS NULL OR ${t.rating} IN (1, 2)`),
  ],
)

export const contactStatus = pgEnum('contact_status', ['new', 'read', 'handled'])

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  status: contactStatus().notNull().default('new'),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  name: text().notNull(),
  email: text().notNull(),
  phone: text().notNull().default(''),
  subject: text().notNull(),
  message: text().notNull(),
  orderReference: text(),
  locale: text().notNull().default('fr'),
  createdAt: createdAt(),
})

/** The back office's replies to a contact message, sent by e-mail: the thread. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: integer()
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId)],
)

/**
 * Every change made in the back office: who, when, what, before and after, from which request
 * (docs/decisions/0028). Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (0062), so
 * the actor is a plain id with their name and e-mail as they were, not a foreign key whose
 * `on delete set null` would have to update the line.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** The staff member who acted; null for the command line (then `actorName` is `system:<user>`). */
    actorId: integer(),
    actorName: text(),
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    /** The request's X-Request-Id, the client's address and user agent; null off a request. */
    requestId: text(),
    clientAddress: text(),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_entity_idx').on(t.entity, t.entityId)],
)

/**
 * A pending invitation to the back office (docs/decisions/0059): nobody becomes staff until the
 * invited address opens its link. Only the SHA-256 of the link's token is kept (decision 0023);
 * one invitation per address, replaced when sent again; accepted or cancelled, the row goes.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text().notNull(),
    role: userRole().notNull(),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text(),
    /** The language of the e-mail and of the acceptance page it links to. */
    locale: text().notNull().default('fr'),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('staff_invitations_token_unique').on(t.tokenHash),
    check('staff_invitations_role_staff', sql`${t.role} <> 'customer'`),
  ],
)

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed'])

/** Every e-mail the shop sends goes through here first, so none is lost when SMTP is down. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    locale: text().notNull().default('fr'),
    status: emailStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /**
     * Not to be tried before this time: set when an attempt claims the row (a lease for the
     * attempt, then the backoff), so no other instance takes it meanwhile (docs/decisions/0015).
     */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * When the one-time link this e-mail carries (a password reset) stops working; null when it
     * carries none, or once the link was cut from `text` and `html` (docs/decisions/0023).
     */
    linkExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'sent'`),
    index('email_outbox_link_idx')
      .on(t.linkExpiresAt)
      .where(sql`${t.linkExpiresAt} is not null`),
  ],
)

// ─── Content pages ───────────────────────────────────────────────────────────

/**
 * The content pages (legal notices, terms of sale, about us, FAQ; docs/decisions/0031): their
 * texts in both languages as one JSON value (`ContentTexts`), and `version`, raised by every
 * save, which an admin's save must name (optimistic concurrency). Every version is kept in
 * `content_page_revisions`: who saved what, and when.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    slug: text().primaryKey(),
    layout: text().$type<ContentLayout>().notNull(),
    texts: jsonb().$type<ContentTexts>().notNull(),
    version: integer().notNull().default(1),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_pages_layout', sql`${t.layout} in ('article', 'faq')`)],
)

export const contentPageRevisions = pgTable(
  'content_page_revisions',
  {
    id: id(),
    slug: text()
      .notNull()
      .references(() => contentPages.slug, { onDelete: 'cascade' }),
    version: integer().notNull(),
    texts: jsonb().$type<ContentTexts>().notNull(),
    /** Null: the shop's first texts, written when the database was prepared. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [unique('content_page_revisions_version').on(t.slug, t.version)],
)

// ─── Refunds and credit notes (docs/decisions/0082) ──────────────────────────

/** How a refund is paid back: cash handed over by a driver on a date, a bank transfer, or points. */
export const refundMethod = pgEnum('refund_method', ['cash', 'bank_transfer', 'points'])

/**
 * A refund after delivery and the credit note (avoir) it makes: numbered in its own gap-free
 * sequence per year (`document_numbers`, kind `credit_note`), its amounts and `document` (the
 * customer, the order, the invoice's number, the lines, VAT) frozen when issued. A retried press
 * carries the same `idempotencyKey` and finds the first credit note.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    year: integer().notNull(),
    number: integer().notNull(),
    /** As printed: 2026-000042. */
    reference: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    locale: text().notNull(),
    invoiceReference: text(),
    reason: text().notNull(),
    method: refundMethod().notNull(),
    /** `cash`: the driver who hands the money over, and the day (counted in that evening's cash). */
    driverId: integer().references(() => users.id, { onDelete: 'set null' }),
    paidOn: date(),
    /** The goods refunded, after their share of the voucher and of the points (centimes). */
    goodsCentimes: centimes().notNull(),
    deliveryFeeCentimes: centimes().notNull(),
    /** A free amount (a goodwill gesture, a broken item not on a line). */
    extraCentimes: centimes().notNull(),
    totalCentimes: centimes().notNull(),
    pointsReturned: integer().notNull().default(0),
    pointsTakenBack: integer().notNull().default(0),
    /** `points`: the points the refund was paid in. */
    pointsPaid: integer().notNull().default(0),
    /** The document as issued (a LegalDocument, services/documents/legal-document.ts), never rewritten. */
    document: jsonb().notNull(),
    idempotencyKey: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_notes_number').on(t.year, t.number),
    unique('credit_notes_idempotency').on(t.orderId, t.idempotencyKey),
    index('credit_notes_order_idx').on(t.orderId),
    index('credit_notes_created_idx').on(t.createdAt),
    index('credit_notes_cash_day_idx')
      .on(t.paidOn, t.driverId)
      .where(sql`${t.method} = 'cash'`),
    check('credit_notes_number_positive', sql`${t.number} > 0`),
    check('credit_notes_reason_given', sql`length(btrim(${t.reason})) > 0`),
    check('credit_notes_total_positive', sql`${t.totalCentimes} > 0`),
    check('credit_notes_total_adds_up', sql`${t.totalCentimes} = ${t.goodsCentimes} + ${t.deliveryFeeCentimes} + ${t.extraCentimes}`),
    nonNegative('credit_notes_goods_non_negative', t.goodsCentimes),
    nonNegative('credit_notes_fee_non_negative', t.deliveryFeeCentimes),
    nonNegative('credit_notes_extra_non_negative', t.extraCentimes),
    nonNegative('credit_notes_points_returned_non_negative', t.pointsReturned),
    nonNegative('credit_notes_points_taken_non_negative', t.pointsTakenBack),
    nonNegative('credit_notes_points_paid_non_negative', t.pointsPaid),
    check('credit_notes_cash_by_driver', sql`${t.method} <> 'cash' OR (${t.driverId} IS NOT NULL AND ${t.paidOn} IS NOT NULL)`),
  ],
)

/** The order lines a credit note refunds, and how many of each. */
export const creditNoteLines = pgTable(
  'credit_note_lines',
  {
    creditNoteId: integer()
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id),
    quantity: integer().notNull(),
    /** The line's price at full price (before the order's voucher and points). */
    totalCentimes: centimes().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.creditNoteId, t.orderLineId] }),
    index('credit_note_lines_order_line_idx').on(t.orderLineId),
    check('credit_note_lines_quantity_positive', sql`${t.quantity} > 0`),
    nonNegative('credit_note_lines_total_non_negative', t.totalCentimes),
  ],
)

// ─── Cash closing (issue 36 §3, docs/decisions/0084) ─────────────────────────

/**
 * A driver's day of cash, closed by a staff member: what was due (frozen as it was then), what
 * they handed over, the difference and why. One per driver and day; final: PostgreSQL refuses to
 * change or remove it, and refuses a later change of that day's cash (a delivery, a cash refund,
 * a deposit paid back) by that driver (migration 0042).
 */
export const cashClosings = pgTable(
  'cash_closings',
  {
    id: id(),
    driverId: integer()
      .notNull()
      .references(() => users.id),
    day: date().notNull(),
    /** Collected at the door on the orders delivered that day, deposits included. */
    collectedCentimes: centimes().notNull(),
    /** Refunds the driver paid back in cash that day (credit notes, deposits). */
    paidBackCentimes: centimes().notNull(),
    /** What the driver owed: collected less paid back (may be negative). */
    dueCentimes: integer().notNull(),
    /** What the staff member counted. */
    declaredCentimes: centimes().notNull(),
    differenceCentimes: integer()
      .notNull()
      .generatedAlwaysAs((): ReturnType<typeof sql> => sql`declared_centimes - due_centimes`),
    reason: text(),
    closedBy: integer()
      .notNull()
      .references(() => users.id),
    closedAt: createdAt(),
  },
  (t) => [
    unique('cash_closings_once').on(t.driverId, t.day),
    index('cash_closings_day_idx').on(t.day),
    nonNegative('cash_closings_collected_non_negative', t.collectedCentimes),
    nonNegative('cash_closings_paid_back_non_negative', t.paidBackCentimes),
    nonNegative('cash_closings_declared_non_negative', t.declaredCentimes),
    check('cash_closings_due_adds_up', sql`${t.dueCentimes} = ${t.collectedCentimes} - ${t.paidBackCentimes}`),
    check(
      'cash_closings_difference_explained',
      sql`${t.declaredCentimes} = ${t.dueCentimes} OR length(btrim(coalesce(${t.reason}, ''))) > 0`,
    ),
  ],
)

/**
 * A deposit paid back by the back office (docs/decisions/0084): a customer who stops hands their
 * jugs back and gets their money. Its jug-account row (`movementId`) is the ledger's; this row is
 * the payment: how, by whom (a driver's cash on a day counts in their cash), and the key that
 * makes a press sent twice one refund.
 */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    movementId: integer()
      .notNull()
      .unique()
      .references(() => jugMovements.id),
    jugs: integer().notNull(),
    amountCentimes: centimes().notNull(),
    method: refundMethod().notNull(),
    driverId: integer().references(() => users.id, { onDelete: 'set null' }),
    paidOn: date(),
    idempotencyKey: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('deposit_refunds_idempotency').on(t.userId, t.idempotencyKey),
    index('deposit_refunds_cash_day_idx')
      .on(t.paidOn, t.driverId)
      .where(sql`${t.method} = 'cash'`),
    nonNegative('deposit_refunds_jugs_non_negative', t.jugs),
    check('deposit_refunds_amount_positive', sql`${t.amountCentimes} > 0`),
    check('deposit_refunds_method', sql`${t.method} <> 'points'`),
    check('deposit_refunds_cash_by_driver', sql`${t.method} <> 'cash' OR (${t.driverId} IS NOT NULL AND ${t.paidOn} IS NOT NULL)`),
  ],
)

// ─── Standing orders (issue 36 §2, docs/decisions/0085) ──────────────────────

export const standingOrderStatus = pgEnum('standing_order_status', ['active', 'paused', 'stopped'])

/**
 * A customer's standing order (abonnement): these lines, every 1, 2 or 4 weeks, on one of their
 * city's delivery days, to this address, paid on delivery. `nextDate` is the next date the job has
 * not handled yet; the job moves it on in the transaction that handles that date.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    /** Deleting the address ends the standing order with it (nothing could be delivered). */
    addressId: integer()
      .notNull()
      .references(() => addresses.id, { onDelete: 'cascade' }),
    deliveryModeId: integer()
      .notNull()
      .references(() => deliveryModes.id),
    paymentModeId: integer()
      .notNull()
      .references(() => paymentModes.id),
    everyWeeks: smallint().notNull(),
    /** ISO weekday of the deliveries (one of the city's delivery days when set). */
    weekday: smallint().notNull(),
    nextDate: date().notNull(),
    status: standingOrderStatus().notNull().default('active'),
    /** The total the customer last agreed to: a rise beyond the settings' percentage waits for their yes. */
    agreedTotalCentimes: centimes().notNull(),
    /** The order it was made from, if any. */
    fromOrderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** The staff member who paused it for the customer (null: the customer did, or nobody). */
    pausedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('standing_orders_due_idx')
      .on(t.nextDate, t.id)
      .where(sql`${t.status} = 'active'`),
    index('standing_orders_user_idx').on(t.userId),
    index('standing_orders_city_day_idx').on(t.cityId, t.weekday),
    check('standing_orders_rhythm', sql`${t.everyWeeks} IN (1, 2, 4)`),
    check('standing_orders_weekday', sql`${t.weekday} BETWEEN 1 AND 6`),
    nonNegative('standing_orders_agreed_non_negative', t.agreedTotalCentimes),
  ],
)

/** What each delivery of a standing order carries. */
export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    id: id(),
    standingOrderId: integer()
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [
    unique('standing_order_lines_item').on(t.standingOrderId, t.productId, t.variantId).nullsNotDistinct(),
    check('standing_order_lines_quantity', sql`${t.quantity} BETWEEN 1 AND 999`),
  ],
)

export const standingDeliveryStatus = pgEnum('standing_delivery_status', ['ordered', 'skipped', 'awaiting', 'held'])

/**
 * One date of a standing order, once handled: its order, or why there is none (skipped by the
 * customer, awaiting their yes to a price rise, held by stock or the city's rules). The unique
 * (standing order, date), written in the transaction that creates the order, is what makes the
 * job create at most one order per date whatever runs or crashes (docs/decisions/0085).
 */
export const standingOrderDeliveries = pgTable(
  'standing_order_deliveries',
  {
    id: id(),
    standingOrderId: integer()
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    /** The date on the standing order's rhythm. */
    slotDate: date().notNull(),
    /** The date delivered on: the slot, or the next deliverable day (a holiday, a city's rule). */
    deliveryDate: date(),
    status: standingDeliveryStatus().notNull(),
    orderId: integer()
      .unique()
      .references(() => orders.id, { onDelete: 'set null' }),
    /** The total priced by the checkout for this date. */
    totalCentimes: centimes(),
    /** Why it is held: the checkout's refusal, in the customer's language. */
    reason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('standing_order_deliveries_once').on(t.standingOrderId, t.slotDate),
    index('standing_order_deliveries_date_idx').on(t.deliveryDate),
    check('standing_order_deliveries_ordered_has_order', sql`${t.status} <> 'ordered' OR ${t.orderId} IS NOT NULL`),
  ],
)

/** The standing orders' rules (one row): how far ahead the job orders, and the price rise it may pass silently. */
export const standingOrderSettings = pgTable(
  'standing_order_settings',
  {
    id: smallint().primaryKey().default(1),
    /** The job creates a date's order this many days ahead (within the checkout's booking window). */
    leadDays: smallint().notNull().default(7),
    /** A total up to this percentage above the agreed one is ordered; above it, the order waits for the customer's yes. */
    maxPriceRisePercent: smallint().notNull().default(10),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('standing_order_settings_single_row', sql`${t.id} = 1`),
    check('standing_order_settings_lead', sql`${t.leadDays} BETWEEN 1 AND 60`),
    check('standing_order_settings_rise', sql`${t.maxPriceRisePercent} BETWEEN 0 AND 100`),
  ],
)

// ─── Dispatch (issue 45) ─────────────────────────────────────────────────────

/** Where vans load in the morning and come back to: one per city or shared by several (`cities.depotId`). */
export const depots = pgTable('depots', {
  id: id(),
  name: text().notNull().unique(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  ...editedBy(),
})

/**
 * A driver's van (docs/decisions/0100): the city it serves, what it carries (full jugs and packs
 * apart: a 18.9 L jug and a pack of six are not the same load), the driver's shift and the minutes
 * a stop takes. A driver without a van is never given a round by the dispatch.
 */
export const vans = pgTable(
  'vans',
  {
    driverId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    label: text().notNull().default(''),
    jugCapacity: smallint().notNull(),
    packCapacity: smallint().notNull(),
    shiftStartMinute: smallint().notNull().default(480),
    shiftEndMinute: smallint().notNull().default(1080),
    minutesPerStop: smallint().notNull().default(10),
    ...editedBy(),
  },
  (t) => [
    nonNegative('vans_jug_capacity_non_negative', t.jugCapacity),
    nonNegative('vans_pack_capacity_non_negative', t.packCapacity),
    check(
      'vans_shift_in_day',
      sql`${t.shiftStartMinute} >= 0 AND ${t.shiftEndMinute} > ${t.shiftStartMinute} AND ${t.shiftEndMinute} <= 1440`,
    ),
    check('vans_minutes_per_stop_range', sql`${t.minutesPerStop} BETWEEN 1 AND 240`),
    index('vans_city_idx').on(t.cityId),
  ],
)
