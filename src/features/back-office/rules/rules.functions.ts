/**
 * The delivery and checkout rules through the Shop API (`/api/admin/rules…`, `/api/admin/holidays/{year}`);
 * the API checks the role (admins change them). Amounts arrive in MAD as typed and leave in
 * centimes; the API answers each refusal under its field.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import {
  cityResponseSchema,
  holidayYearResponseSchema,
  modeResponseSchema,
  reminderKindSchema,
  reminderResponseSchema,
  rulesResponseSchema,
  settingsResponseSchema,
} from '~/api/contract/admin-rules'
import { answerOf } from '~/upstream/answers'
import { shopMiddleware } from '~/upstream/middleware'
import { feeErrorsToForm } from './fee-errors'
import { centimesOf } from '~/lib/money'
import { roundPaceInput } from './round-pace-input'

const number = z.number().nullable()
const id = z.number().int().positive().max(2_147_483_647)
const text = z.string().max(200)

export const getRules = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/rules', { schema: rulesResponseSchema })).data)

export const saveSettingsFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      cutoff_hour: number,
      booking_window_days: number,
      points_earn_per: number,
      point_value: number,
      points_max_share_percent: number,
      points_admin_threshold: number,
      version: z.number().int(),
    }),
  )
  .handler(({ data, context }) =>
    answerOf(() =>
      context.upstream.request('/api/admin/rules/settings', {
        method: 'PUT',
        schema: settingsResponseSchema,
        body: { ...data, points_earn_per: centimesOf(data.points_earn_per), point_value: centimesOf(data.point_value) },
      }),
    ),
  )

/** Every mode's row as the form shows it: only the offered ones are sent, as the city's fees. */
const cityInput = z.object({
  city_id: id.nullable(),
  slug: text,
  name_fr: text,
  name_ar: text,
  min_order: number,
  delivery_weekdays: z.array(z.number().int()).max(7),
  is_active: z.boolean(),
  is_default: z.boolean(),
  sort_order: number,
  fees: z.array(z.object({ delivery_mode_id: id, offered: z.boolean(), fee: number, free_from: number })).max(20),
  version: z.number().int(),
  ...roundPaceInput,
})
export type CityInput = z.infer<typeof cityInput>

export const saveCityFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(cityInput)
  .handler(async ({ data: { city_id, slug, version, fees, ...fields }, context }) => {
    const offered = fees.flatMap((fee, index) => (fee.offered ? [{ fee, index }] : []))
    const body = {
      ...fields,
      min_order: centimesOf(fields.min_order),
      fees: offered.map(({ fee }) => ({
        delivery_mode_id: fee.delivery_mode_id,
        fee: centimesOf(fee.fee),
        free_from: centimesOf(fee.free_from),
      })),
    }
    const answer = await answerOf(() =>
      city_id === null
        ? context.upstream.request('/api/admin/rules/cities', { method: 'POST', schema: cityResponseSchema, body: { ...body, slug } })
        : context.upstream.request(`/api/admin/rules/cities/${city_id}`, {
            method: 'PUT',
            schema: cityResponseSchema,
            body: { ...body, version },
          }),
    )
    // The API numbers the fees it got; the form numbers every mode's row.
    return answer.success
      ? answer
      : {
          ...answer,
          errors: feeErrorsToForm(
            answer.errors,
            offered.map(({ index }) => index),
          ),
        }
  })

export const saveModeFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      mode_id: id,
      name_fr: text,
      name_ar: text,
      lead_days: number,
      is_active: z.boolean(),
      sort_order: number,
      version: z.number().int(),
    }),
  )
  .handler(({ data: { mode_id, ...body }, context }) =>
    answerOf(() =>
      context.upstream.request(`/api/admin/rules/delivery-modes/${mode_id}`, { method: 'PUT', schema: modeResponseSchema, body }),
    ),
  )

/** A reminder choice saved over the version read, or added (no id yet) with its kind. */
export const saveReminderFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(
    z.object({
      reminder_id: id.nullable(),
      kind: reminderKindSchema,
      label_fr: text,
      label_ar: text,
      days: number,
      times: number,
      is_active: z.boolean(),
      sort_order: number,
      version: z.number().int(),
    }),
  )
  .handler(({ data: { reminder_id, kind, version, ...fields }, context }) =>
    answerOf(() =>
      reminder_id === null
        ? context.upstream.request('/api/admin/rules/reminders', {
            method: 'POST',
            schema: reminderResponseSchema,
            body: { ...fields, kind },
          })
        : context.upstream.request(`/api/admin/rules/reminders/${reminder_id}`, {
            method: 'PUT',
            schema: reminderResponseSchema,
            body: { ...fields, version },
          }),
    ),
  )

const year = z.number().int().min(2020).max(2100)
const holiday = z.object({ day: z.string().max(20), code: text, name_fr: text, name_ar: text, is_estimated: z.boolean() })

export const getHolidayYear = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .validator(z.object({ year }))
  .handler(
    async ({ data, context }) =>
      (await context.upstream.get(`/api/admin/holidays/${data.year}`, { schema: holidayYearResponseSchema })).data,
  )

export const saveHolidayYearFn = createServerFn({ method: 'POST' })
  .middleware([shopMiddleware])
  .validator(z.object({ year, holidays: z.array(holiday).max(60), expected: z.array(holiday).max(60) }))
  .handler(({ data: { year, ...body }, context }) =>
    answerOf(() => context.upstream.request(`/api/admin/holidays/${year}`, { method: 'PUT', schema: holidayYearResponseSchema, body })),
  )
