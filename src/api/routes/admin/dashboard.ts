/** `/api/admin/dashboard` (staff, admin): the day's figures, see src/api/contract/admin-dashboard.ts. */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi'
import { ROLES, allowRoles } from '~/api/auth/require-staff'
import { dashboardQuerySchema, dashboardResponseSchema } from '~/api/contract/admin-dashboard'
import type { ApiEnv } from '~/api/http/env'
import { requestLocale } from '~/api/http/locale'
import { refusalResponse } from '~/api/http/openapi-refusal'
import { dashboard } from '~/api/services/admin-dashboard'

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })

const dashboardRoute = createRoute({
  method: 'get',
  path: '/admin/dashboard',
  summary:
    "Today's and tomorrow's orders per city and status, revenue of the last 30 days (delivered), like rate, stuck e-mails (staff, admin)",
  request: { query: dashboardQuerySchema },
  responses: {
    200: { ...json(dashboardResponseSchema), description: 'The figures' },
    401: refusalResponse('No session'),
    403: refusalResponse('Not allowed for this role'),
  },
})

export function registerAdminDashboard(app: OpenAPIHono<ApiEnv>) {
  app.openapi(dashboardRoute, async (c) => {
    allowRoles(c, ROLES.staff)
    const data = await dashboard(await c.var.db(), c.var.now(), requestLocale(c))
    return c.json({ success: true as const, data }, 200)
  })
}
