/**
 * The delivery and checkout rules in the back office (issue 17 §6, docs/decisions/0014):
 * `GET /api/admin/rules` (staff, admin) answers the settings, the cities with their fees per
 * delivery mode, the delivery modes and the reminder choices; admins change each of them with the
 * `version` they edited (409 with who changed what since). Holidays are edited a year at a time,
 * with the list the admin saw. Money is integer centimes; a city's price factor is not edited here.
 */
import { z } from '@hono/zod-openapi'
import { roundPaceChangeSchema, roundPaceSchema } from './round-pace'
import { centimesSchema, idSchema, isoDaySchema, localeSchema, rowIdSchema, successSchema, versionSchema } from './common'
import { HOLIDAY_YEAR_MAX, HOLIDAY_YEAR_MIN } from './back-office-rules'

/** ISO weekdays the shop may deliver on: Monday (1) to Saturday (6), never Sunday. */
export const DELIVERY_WEEKDAYS = [1, 2, 3, 4, 5, 6] as const
/** The largest amount a rule takes: 100 000 MAD, far above any order of water. */
export const RULE_AMOUNT_MAX = 10_000_000

export const langQuerySchema = z.object({ lang: localeSchema.optional() })

export const cityFeeSchema = z.object({ delivery_mode_id: z.number().int(), fee: centimesSchema, free_from: centimesSchema.nullable() })
export type CityFee = z.infer<typeof cityFeeSchema>

export const ruleCitySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name_fr: z.string(),
    name_ar: z.string(),
    min_order: centimesSchema,
    delivery_weekdays: z.array(z.number().int()),
    is_active: z.boolean(),
    is_default: z.boolean(),
    sort_order: z.number().int(),
    version: z.number().int(),
    /** The modes offered in this city, each with its fee; a mode without a row is not offered there. */
    fees: z.array(cityFeeSchema),
    /** Customers or orders refer to it: it can be deactivated, never deleted. */
    in_use: z.boolean(),
  })
  .merge(roundPaceSchema)
  .openapi('RuleCity')
export type RuleCity = z.infer<typeof ruleCitySchema>

export const ruleModeSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name_fr: z.string(),
    name_ar: z.string(),
    lead_days: z.number().int(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    version: z.number().int(),
  })
  .openapi('RuleDeliveryMode')
export type RuleMode = z.infer<typeof ruleModeSchema>

/** A reminder choice is a period (days after delivery, then between reminders) or a frequency (how many). */
export const reminderKindSchema = z.enum(['period', 'frequency'])

export const ruleReminderSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: reminderKindSchema,
    days: z.number().int().nullable(),
    times: z.number().int().nullable(),
    label_fr: z.string(),
    label_ar: z.string(),
    is_active: z.boolean(),
    sort_order: z.number().int(),
    version: z.number().int(),
  })
  .openapi('RuleReminderOption')
export type RuleReminder = z.infer<typeof ruleReminderSchema>

export const ruleSettingsSchema = z
  .object({
    cutoff_hour: z.number().int(),
    booking_window_days: z.number().int(),
    points_earn_per: centimesSchema,
    point_value: centimesSchema,
    points_max_share_percent: z.number().int(),
    /** A points adjustment of more than this (either way) needs an admin (docs/decisions/0063). */
    points_admin_threshold: z.number().int(),
    version: z.number().int(),
  })
  .openapi('RuleSettings')
export type RuleSettings = z.infer<typeof ruleSettingsSchema>

export const rulesSchema = z.object({
  settings: ruleSettingsSchema,
  cities: z.array(ruleCitySchema),
  modes: z.array(ruleModeSchema),
  reminders: z.array(ruleReminderSchema),
})
export type Rules = z.infer<typeof rulesSchema>
export const rulesResponseSchema = successSchema(rulesSchema).openapi('RulesResponse')

// ─── Changes: checked by the services, each refusal under its field in the admin's language ──

const name = z.string().trim().min(1).max(80)
const amount = z.number().int().min(0).max(RULE_AMOUNT_MAX)
const sortOrder = z.number().int().min(0).max(10_000)
const version = versionSchema

export const cityFieldsSchema = z
  .object({
    name_fr: name,
    name_ar: name,
    min_order: amount,
    delivery_weekdays: z
      .array(z.number().int().min(1).max(6))
      .min(1)
      .refine((days) => new Set(days).size === days.length),
    is_active: z.boolean(),
    is_default: z.boolean(),
    sort_order: sortOrder,
    fees: z
      .array(z.object({ delivery_mode_id: rowIdSchema, fee: amount, free_from: amount.nullable() }))
      .max(20)
      .refine((fees) => new Set(fees.map((fee) => fee.delivery_mode_id)).size === fees.length),
  })
  .merge(roundPaceChangeSchema)
export const cityChangeSchema = cityFieldsSchema.extend({ version })
export const cityCreateSchema = cityFieldsSchema.extend({
  slug: z
    .string()
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
})
export type CityChange = z.infer<typeof cityChangeSchema>
export type CityCreate = z.infer<typeof cityCreateSchema>

export const modeChangeSchema = z.object({
  name_fr: name,
  name_ar: name,
  lead_days: z.number().int().min(0).max(30),
  is_active: z.boolean(),
  sort_order: sortOrder,
  version,
})
export type ModeChange = z.infer<typeof modeChangeSchema>

export const reminderChangeSchema = z.object({
  label_fr: name,
  label_ar: name,
  /** A period's days (1 to 365); ignored for a frequency. */
  days: z.number().int().min(1).max(365).nullable(),
  /** A frequency's number of reminders (1 to 52), null = until the customer stops them; ignored for a period. */
  times: z.number().int().min(1).max(52).nullable(),
  is_active: z.boolean(),
  sort_order: sortOrder,
  version,
})
export type ReminderChange = z.infer<typeof reminderChangeSchema>

/** A new reminder choice: its kind, then the fields of a change (no version yet). */
export const reminderCreateSchema = reminderChangeSchema.omit({ version: true }).extend({ kind: reminderKindSchema })
export type ReminderCreate = z.infer<typeof reminderCreateSchema>

export const settingsChangeSchema = z.object({
  cutoff_hour: z.number().int().min(0).max(23),
  booking_window_days: z.number().int().min(1).max(90),
  points_earn_per: z.number().int().min(1).max(RULE_AMOUNT_MAX),
  point_value: z.number().int().min(1).max(100_000),
  points_max_share_percent: z.number().int().min(0).max(100),
  /** Left out: kept as it is (a client that predates it still saves the other fields). */
  points_admin_threshold: z.number().int().min(0).max(10_000_000).optional(),
  version,
})
export type SettingsChange = z.infer<typeof settingsChangeSchema>

/** Loose on purpose: the services check the fields to answer each refusal under its field. */
const looseBody = (name: string, description: string) => z.record(z.string(), z.unknown()).openapi(name, { type: 'object', description })

export const cityChangeBodySchema = looseBody(
  'RuleCityChange',
  'name_fr, name_ar (1 to 80 characters), min_order (centimes), delivery_weekdays (1 Monday … 6 Saturday, never Sunday), ' +
    'is_active, is_default, sort_order, fees [{ delivery_mode_id, fee, free_from (centimes or null) }], version (as read)',
)
export const cityCreateBodySchema = looseBody('RuleCityCreate', 'The fields of RuleCityChange without version, and slug (a-z, 0-9, dashes)')
export const modeChangeBodySchema = looseBody(
  'RuleModeChange',
  'name_fr, name_ar, lead_days (working days, 0 to 30), is_active, sort_order, version',
)
export const reminderChangeBodySchema = looseBody(
  'RuleReminderChange',
  'label_fr, label_ar, days (a period: 1 to 365), times (a frequency: 1 to 52 or null), is_active, sort_order, version',
)
export const reminderCreateBodySchema = looseBody(
  'RuleReminderCreate',
  'kind (period or frequency), then the fields of RuleReminderChange without version; the code is made from the kind and number',
)
export const settingsChangeBodySchema = looseBody(
  'RuleSettingsChange',
  'cutoff_hour (0 to 23), booking_window_days (1 to 90), points_earn_per (centimes per point), point_value (centimes), ' +
    'points_max_share_percent (0 to 100), points_admin_threshold (points; more than this in one adjustment needs an admin; optional), version',
)

export const cityParamSchema = z.object({ cityId: idSchema })
export const modeParamSchema = z.object({ modeId: idSchema })
export const reminderParamSchema = z.object({ reminderId: idSchema })

export const cityResponseSchema = successSchema(ruleCitySchema).openapi('RuleCityResponse')
export const modeResponseSchema = successSchema(ruleModeSchema).openapi('RuleModeResponse')
export const reminderResponseSchema = successSchema(ruleReminderSchema).openapi('RuleReminderResponse')
export const settingsResponseSchema = successSchema(ruleSettingsSchema).openapi('RuleSettingsResponse')

// ─── Public holidays, a year at a time ───────────────────────────────────────

export const holidaySchema = z
  .object({ day: isoDaySchema, code: z.string(), name_fr: z.string(), name_ar: z.string(), is_estimated: z.boolean() })
  .openapi('PublicHoliday')
export type Holiday = z.infer<typeof holidaySchema>

export const holidayYearParamSchema = z.object({ year: z.coerce.number().int().min(HOLIDAY_YEAR_MIN).max(HOLIDAY_YEAR_MAX) })
export const holidayYearSchema = z.object({ year: z.number().int(), holidays: z.array(holidaySchema) })
export const holidayYearResponseSchema = successSchema(holidayYearSchema).openapi('HolidayYearResponse')

export const holidayInputSchema = z.object({
  day: isoDaySchema,
  /** Tells two holidays of one day apart; empty: made from the French name. */
  code: z
    .string()
    .trim()
    .max(40)
    .regex(/^([a-z0-9]+([_-][a-z0-9]+)*)?$/),
  name_fr: name,
  name_ar: name,
  is_estimated: z.boolean(),
})
export const holidayYearChangeSchema = z.object({
  holidays: z.array(holidayInputSchema).max(40),
  /** The year's list as the admin read it (optimistic concurrency). */
  expected: z.array(holidaySchema).max(60),
})
export type HolidayYearChange = z.infer<typeof holidayYearChangeSchema>
export const holidayYearChangeBodySchema = looseBody(
  'HolidayYearChange',
  'holidays: the whole year [{ day (YYYY-MM-DD, in the year), code (a-z, 0-9, _ and -; empty: from name_fr), name_fr, name_ar, is_estimated }]; ' +
    'expected: the list as read',
)
