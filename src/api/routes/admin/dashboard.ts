/** `/api/admin/dashboard` (staff, admin): the day's figures, see src/api/contract/admin-dashboard.ts. */
import type { OpenAPIHono } from '@hono/zod-openapi'
import { ROLES } from '~/api/auth/require-staff'
import { json } from '~/api/http/openapi-json'
import { staffRoute } from './staff-route'
import { dashboardQuerySchema, dashboardResponseSchema } from '~/api/contract/admin-dashboard'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { dashboard } from '~/api/services/dashboard/admin-dashboard'

const dashboardRoute = staffRoute(ROLES.staff, {
  method: 'get',
  path: '/admin/dashboard',
  operationId: 'adminGetDashboard',
  summary:
    "Today's and tomorrow's orders per city and status, revenue of the last 30 days (delivered), like rate, stuck e-mails (staff, admin)",
  request: { query: dashboardQuerySchema },
  responses: {
    200: { ...json(dashboardResponseSchema), description: 'The figures' },
  },
})

export function registerAdminDashboard(app: OpenAPIHono<ApiEnv>) {
  app.openapi(dashboardRoute, async (c) => {
    const data = await dashboard(await c.var.db(), c.var.now(), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
}
