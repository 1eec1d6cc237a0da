/**
 * `/api/admin/rules…`: the delivery and checkout rules (staff, admin: read; admin: change), and
 * `/api/admin/holidays/{year}`, see src/api/contract/admin-rules.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { ROLES, actingStaff } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import {
  cityChangeBodySchema,
  cityCreateBodySchema,
  cityParamSchema,
  cityResponseSchema,
  holidayYearChangeBodySchema,
  holidayYearParamSchema,
  holidayYearResponseSchema,
  langQuerySchema,
  modeChangeBodySchema,
  modeParamSchema,
  modeResponseSchema,
  reminderChangeBodySchema,
  reminderCreateBodySchema,
  reminderParamSchema,
  reminderResponseSchema,
  rulesResponseSchema,
  settingsChangeBodySchema,
  settingsResponseSchema,
} from '~/api/contract/admin-rules'
import type { ApiEnv } from '~/api/http/env'
import { conflictResponse, refusalResponse } from '~/api/http/openapi-refusal'
import { changeMode, changeReminder, changeSettings, createReminder, listRules } from '~/api/services/rules/admin-rules'
import { changeCity, createCity } from '~/api/services/rules/admin-rule-cities'
import { holidaysOfYear, saveHolidayYear } from '~/api/services/rules/admin-holidays'

const refusals = (what: string) => ({
  400: refusalResponse(`${what}: each wrong field under its name, in the request's language`),
  409: conflictResponse('Changed since the admin read it: who changed it, when and what'),
})
const listRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/rules',
  operationId: 'adminGetRules',
  summary: 'The checkout settings, every city with its fees per delivery mode, the delivery modes and the reminder choices (staff, admin)',
  request: { query: langQuerySchema },
  responses: { 200: { ...json(rulesResponseSchema), description: 'The rules' } },
})
const settingsRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/rules/settings',
  operationId: 'adminSaveCheckoutSettings',
  summary: 'Sets the cut-off hour, booking window and loyalty rules, from the version read (admin)',
  request: { query: langQuerySchema, body: { ...json(settingsChangeBodySchema), required: true } },
  responses: { 200: { ...json(settingsResponseSchema), description: 'The settings as saved' }, ...refusals('Bad settings') },
})
const cityCreateRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/rules/cities',
  operationId: 'adminCreateCity',
  summary: 'Adds a city with its fees per delivery mode, in one transaction (admin)',
  request: { query: langQuerySchema, body: { ...json(cityCreateBodySchema), required: true } },
  responses: { 201: { ...json(cityResponseSchema), description: 'The city as saved' }, ...refusals('Bad city') },
})
const cityRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/rules/cities/{cityId}',
  operationId: 'adminSaveCity',
  summary: "Sets a city's names, minimum order, weekdays, state, order and fees, from the version read, in one transaction (admin)",
  request: { params: cityParamSchema, query: langQuerySchema, body: { ...json(cityChangeBodySchema), required: true } },
  responses: {
    200: { ...json(cityResponseSchema), description: 'The city as saved' },
    404: refusalResponse('No such city'),
    ...refusals('Bad city'),
  },
})
const modeRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/rules/delivery-modes/{modeId}',
  operationId: 'adminSaveDeliveryMode',
  summary: "Sets a delivery mode's names, lead days, state and order, from the version read (admin)",
  request: { params: modeParamSchema, query: langQuerySchema, body: { ...json(modeChangeBodySchema), required: true } },
  responses: {
    200: { ...json(modeResponseSchema), description: 'The mode as saved' },
    404: refusalResponse('No such mode'),
    ...refusals('Bad mode'),
  },
})
const reminderRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/rules/reminders/{reminderId}',
  operationId: 'adminSaveReminderChoice',
  summary: "Sets a reminder choice's labels, days or times, state and order, from the version read (admin)",
  request: { params: reminderParamSchema, query: langQuerySchema, body: { ...json(reminderChangeBodySchema), required: true } },
  responses: {
    200: { ...json(reminderResponseSchema), description: 'The choice as saved' },
    404: refusalResponse('No such choice'),
    ...refusals('Bad choice'),
  },
})
const reminderCreateRoute = staffRoute(ROLES.admin, {
  method: 'post',
  path: '/admin/rules/reminders',
  operationId: 'adminCreateReminderChoice',
  summary: 'Adds a reminder choice (a period in days or a number of reminders), refused when the same one exists (admin)',
  request: { query: langQuerySchema, body: { ...json(reminderCreateBodySchema), required: true } },
  responses: {
    201: { ...json(reminderResponseSchema), description: 'The choice as added' },
    400: refusals('Bad choice, or the same kind with the same number exists')[400],
  },
})
const holidaysRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/holidays/{year}',
  operationId: 'adminGetHolidays',
  summary: "A year's public holidays (staff, admin)",
  request: { params: holidayYearParamSchema, query: langQuerySchema },
  responses: { 200: { ...json(holidayYearResponseSchema), description: 'The year' } },
})
const holidaysSaveRoute = staffRoute(ROLES.admin, {
  method: 'put',
  path: '/admin/holidays/{year}',
  operationId: 'adminSaveHolidays',
  summary: "Replaces a year's public holidays, over the list read (expected), in one transaction (admin)",
  request: { params: holidayYearParamSchema, query: langQuerySchema, body: { ...json(holidayYearChangeBodySchema), required: true } },
  responses: { 200: { ...json(holidayYearResponseSchema), description: 'The year as saved' }, ...refusals('Bad days') },
})

export function registerAdminRules(app: OpenAPIHono<ApiEnv>) {
  const actor = (c: Parameters<typeof actingStaff>[0]) => ({ actorId: actingStaff(c).id, now: c.var.now() })
  app.openapi(listRoute, async (c) => c.json({ success: true as const, data: await listRules(await c.var.db()) }, 200))
  app.openapi(settingsRoute, async (c) =>
    c.json({ success: true as const, data: await changeSettings(await c.var.db(), c.req.valid('json'), actor(c)) }, 200),
  )
  app.openapi(cityCreateRoute, async (c) =>
    c.json({ success: true as const, data: await createCity(await c.var.db(), c.req.valid('json'), actor(c)) }, 201),
  )
  app.openapi(cityRoute, async (c) => {
    const { cityId } = c.req.valid('param')
    return c.json({ success: true as const, data: await changeCity(await c.var.db(), cityId, c.req.valid('json'), actor(c)) }, 200)
  })
  app.openapi(modeRoute, async (c) => {
    const { modeId } = c.req.valid('param')
    return c.json({ success: true as const, data: await changeMode(await c.var.db(), modeId, c.req.valid('json'), actor(c)) }, 200)
  })
  app.openapi(reminderRoute, async (c) => {
    const { reminderId } = c.req.valid('param')
    return c.json({ success: true as const, data: await changeReminder(await c.var.db(), reminderId, c.req.valid('json'), actor(c)) }, 200)
  })
  app.openapi(reminderCreateRoute, async (c) =>
    c.json({ success: true as const, data: await createReminder(await c.var.db(), c.req.valid('json'), actor(c)) }, 201),
  )
  app.openapi(holidaysRoute, async (c) => {
    const { year } = c.req.valid('param')
    return c.json({ success: true as const, data: { year, holidays: await holidaysOfYear(await c.var.db(), year) } }, 200)
  })
  app.openapi(holidaysSaveRoute, async (c) => {
    const { year } = c.req.valid('param')
    const holidays = await saveHolidayYear(await c.var.db(), year, c.req.valid('json'), actor(c))
    return c.json({ success: true as const, data: { year, holidays } }, 200)
  })
}
