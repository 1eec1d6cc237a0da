/**
 * The delivery and checkout rules in the back office (issue 17 §6): everything staff read on one
 * page, and an admin's change of the settings, a delivery mode or a reminder choice, saved only
 * from the version they edited, with its audit line and its announcement (topic `rules`) in the
 * same transaction. The checkout reads these rows on every computation (checkout-settings.ts), so
 * a change reaches the next cart at once; a placed order keeps its copies (fee, date, points,
 * reminder) and never reads them again.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { m } from '~/paraglide/messages.js'
import type { Locale } from '~/paraglide/runtime.js'
import {
  type ModeChange,
  type ReminderChange,
  type ReminderCreate,
  type RuleMode,
  type RuleReminder,
  type RuleSettings,
  type Rules,
  type SettingsChange,
  modeChangeSchema,
  reminderChangeSchema,
  reminderCreateSchema,
  settingsChangeSchema,
} from '~/api/contract/admin-rules'
import type { Database, Executor } from '~/api/db/executor'
import { checkoutSettings, deliveryModes, reminderOptions } from '~/api/db/schema'
import { fieldRefusal } from '~/api/http/errors'
import { recordAudit } from '~/api/services/shared/audit'
import { announceChange } from '~/api/services/shared/change-feed'
import { listRuleCities } from './admin-rule-cities'
import { versionedSave } from '~/api/services/shared/versioned-save'
import { RULE_FIELD_LABELS, ruleFieldRefusal } from './rule-refusals'

type Actor = { actorId: number; now: Date }

const settingsOf = (row: typeof checkoutSettings.$inferSelect): RuleSettings => ({
  cutoff_hour: row.cutoffHour,
  booking_window_days: row.bookingWindowDays,
  points_earn_per: row.pointsEarnPerCentimes,
  point_value: row.pointValueCentimes,
  points_max_share_percent: row.pointsMaxSharePercent,
  points_admin_threshold: row.pointsAdminThreshold,
  version: row.version,
})
const modeOf = (row: typeof deliveryModes.$inferSelect): RuleMode => ({
  id: row.id,
  code: row.code,
  name_fr: row.nameFr,
  name_ar: row.nameAr,
  lead_days: row.leadDays,
  is_active: row.isActive,
  sort_order: row.sortOrder,
  version: row.version,
})
const reminderOf = (row: typeof reminderOptions.$inferSelect): RuleReminder => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  days: row.days,
  times: row.times,
  label_fr: row.labelFr,
  label_ar: row.labelAr,
  is_active: row.isActive,
  sort_order: row.sortOrder,
  version: row.version,
})

export async function listRules(db: Executor): Promise<Rules> {
  const [settings] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1))
  if (!settings) throw new Error('checkout_settings has no row: run the migrations')
  const modes = await db.select().from(deliveryModes).orderBy(asc(deliveryModes.sortOrder), asc(deliveryModes.id))
  const reminders = await db
    .select()
    .from(reminderOptions)
    .orderBy(asc(reminderOptions.kind), asc(reminderOptions.sortOrder), asc(reminderOptions.id))
  return {
    settings: settingsOf(settings),
    cities: await listRuleCities(db),
    modes: modes.map(modeOf),
    reminders: reminders.map(reminderOf),
  }
}

const version = (locale: Locale) => m.api_rules_version_missing({}, { locale })

export function checkSettings(body: unknown): SettingsChange {
  const parsed = settingsChangeSchema.safeParse(body)
  if (parsed.success) return parsed.data
  throw ruleFieldRefusal(
    parsed.error,
    {
      cutoff_hour: (locale) => m.api_rules_cutoff_invalid({}, { locale }),
      booking_window_days: (locale) => m.api_rules_window_invalid({}, { locale }),
      points_earn_per: (locale) => m.api_rules_points_earn_invalid({}, { locale }),
      point_value: (locale) => m.api_rules_point_value_invalid({}, { locale }),
      points_max_share_percent: (locale) => m.api_rules_share_invalid({}, { locale }),
      points_admin_threshold: (locale) => m.api_rules_points_threshold_invalid({}, { locale }),
      version,
    },
    (locale) => m.api_invalid_input({}, { locale }),
  )
}

/** The cut-off hour, booking window and loyalty rules: the one settings row. */
export async function changeSettings(db: Database, body: unknown, { actorId, now }: Actor): Promise<RuleSettings> {
  const change = checkSettings(body)
  return db.transaction(async (tx) => {
    const { saved } = await versionedSave(tx, {
      entity: 'checkout_settings',
      entityId: 1,
      lock: async () => (await tx.select().from(checkoutSettings).where(eq(checkoutSettings.id, 1)).for('update'))[0],
      seen: change.version,
      labels: RULE_FIELD_LABELS,
      actorId,
      now,
      announce: { topic: 'rules', key: 'settings' },
      write: async (row, version) => {
        const after: RuleSettings = {
          ...change,
          points_admin_threshold: change.points_admin_threshold ?? row.pointsAdminThreshold,
          version,
        }
        const [updated] = await tx
          .update(checkoutSettings)
          .set({
            cutoffHour: change.cutoff_hour,
            bookingWindowDays: change.booking_window_days,
            pointsEarnPerCentimes: change.points_earn_per,
            pointValueCentimes: change.point_value,
            pointsMaxSharePercent: change.points_max_share_percent,
            pointsAdminThreshold: after.points_admin_threshold,
            version,
            updatedAt: now,
          })
          .where(eq(checkoutSettings.id, 1))
          .returning()
        return { action: 'rules.settings', before: settingsOf(row), after, saved: settingsOf(updated!) }
      },
    })
    return saved!
  })
}

const nameMessages = {
  name_fr: (locale: Locale) => m.api_rules_name_invalid({}, { locale }),
  name_ar: (locale: Locale) => m.api_rules_name_invalid({}, { locale }),
  is_active: (locale: Locale) => m.api_rules_flag_invalid({}, { locale }),
  sort_order: (locale: Locale) => m.api_rules_sort_invalid({}, { locale }),
  version,
}

/** A delivery mode's names, lead time (working days), whether it is offered, and its place. */
export async function changeMode(db: Database, modeId: number, body: unknown, { actorId, now }: Actor): Promise<RuleMode> {
  const parsed = modeChangeSchema.safeParse(body)
  if (!parsed.success) {
    throw ruleFieldRefusal(
      parsed.error,
      { ...nameMessages, lead_days: (locale) => m.api_rules_lead_days_invalid({}, { locale }) },
      (locale) => m.api_invalid_input({}, { locale }),
    )
  }
  const change: ModeChange = parsed.data
  return db.transaction(async (tx) => {
    const { saved } = await versionedSave(tx, {
      entity: 'delivery_mode',
      entityId: modeId,
      lock: async () => (await tx.select().from(deliveryModes).where(eq(deliveryModes.id, modeId)).for('update'))[0],
      seen: change.version,
      labels: RULE_FIELD_LABELS,
      actorId,
      now,
      announce: { topic: 'rules', key: `delivery_mode:${modeId}` },
      write: async (row, version) => {
        const [updated] = await tx
          .update(deliveryModes)
          .set({
            nameFr: change.name_fr,
            nameAr: change.name_ar,
            leadDays: change.lead_days,
            isActive: change.is_active,
            sortOrder: change.sort_order,
            version,
          })
          .where(eq(deliveryModes.id, modeId))
          .returning()
        return { action: 'rules.delivery_mode', before: modeOf(row), after: modeOf(updated!), saved: modeOf(updated!) }
      },
    })
    return saved!
  })
}

const reminderMessages = {
  ...nameMessages,
  label_fr: nameMessages.name_fr,
  label_ar: nameMessages.name_ar,
  kind: (locale: Locale) => m.api_invalid_input({}, { locale }),
  days: (locale: Locale) => m.api_rules_days_invalid({}, { locale }),
  times: (locale: Locale) => m.api_rules_times_invalid({}, { locale }),
}
const reminderRefusal = (error: z.ZodError) => ruleFieldRefusal(error, reminderMessages, (locale) => m.api_invalid_input({}, { locale }))
/** A period needs its days; a frequency's times may be null (until the customer stops them). */
const periodWithoutDays = (kind: RuleReminder['kind'], days: number | null) =>
  kind === 'period' && days === null ? fieldRefusal({ days: [reminderMessages.days] }) : null

/**
 * A new reminder choice. Its code (what carts and orders keep) is made from its kind and number;
 * the same kind with the same number twice would offer shoppers one choice under two labels, so it
 * is refused under the number (the table is locked against writes so two admins cannot both add it).
 */
export async function createReminder(db: Database, body: unknown, { actorId, now }: Actor): Promise<RuleReminder> {
  const parsed = reminderCreateSchema.safeParse(body)
  if (!parsed.success) throw reminderRefusal(parsed.error)
  const { kind, label_fr, label_ar, days, times, is_active, sort_order }: ReminderCreate = parsed.data
  const refusal = periodWithoutDays(kind, days)
  if (refusal) throw refusal
  const values = { kind, days: kind === 'period' ? days : null, times: kind === 'frequency' ? times : null }
  return db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE ${reminderOptions} IN SHARE ROW EXCLUSIVE MODE`)
    const [twin] = await tx
      .select({ label: reminderOptions.labelFr })
      .from(reminderOptions)
      .where(
        and(
          eq(reminderOptions.kind, kind),
          kind === 'period' ? eq(reminderOptions.days, values.days!) : sql`${reminderOptions.times} IS NOT DISTINCT FROM ${values.times}`,
        ),
      )
    if (twin)
      throw fieldRefusal({ [kind === 'period' ? 'days' : 'times']: [(locale: Locale) => m.api_rules_reminder_exists({}, { locale })] })
    const code = `${kind}_${values.days ?? values.times ?? 'until_stopped'}`
    const [saved] = await tx
      .insert(reminderOptions)
      .values({ code, ...values, labelFr: label_fr, labelAr: label_ar, isActive: is_active, sortOrder: sort_order })
      .returning()
    const after = reminderOf(saved!)
    await recordAudit(
      tx,
      { actorId, action: 'rules.reminder_option_create', entity: 'reminder_option', entityId: after.id, before: null, after },
      now,
    )
    await announceChange(tx, { topic: 'rules', key: `reminder_option:${after.id}` })
    return after
  })
}

/** A reminder choice's labels, its days (a period) or number of reminders (a frequency), whether offered, and its place. */
export async function changeReminder(db: Database, reminderId: number, body: unknown, { actorId, now }: Actor): Promise<RuleReminder> {
  const parsed = reminderChangeSchema.safeParse(body)
  if (!parsed.success) throw reminderRefusal(parsed.error)
  const change: ReminderChange = parsed.data
  return db.transaction(async (tx) => {
    const { saved } = await versionedSave(tx, {
      entity: 'reminder_option',
      entityId: reminderId,
      lock: async () => {
        const [row] = await tx.select().from(reminderOptions).where(eq(reminderOptions.id, reminderId)).for('update')
        // A period needs its days, whichever version was read.
        const refusal = row && periodWithoutDays(row.kind, change.days)
        if (refusal) throw refusal
        return row
      },
      seen: change.version,
      labels: RULE_FIELD_LABELS,
      actorId,
      now,
      announce: { topic: 'rules', key: `reminder_option:${reminderId}` },
      write: async (row, version) => {
        const [updated] = await tx
          .update(reminderOptions)
          .set({
            labelFr: change.label_fr,
            labelAr: change.label_ar,
            days: row.kind === 'period' ? change.days : null,
            times: row.kind === 'frequency' ? change.times : null,
            isActive: change.is_active,
            sortOrder: change.sort_order,
            version,
          })
          .where(eq(reminderOptions.id, reminderId))
          .returning()
        return { action: 'rules.reminder_option', before: reminderOf(row), after: reminderOf(updated!), saved: reminderOf(updated!) }
      },
    })
    return saved!
  })
}
