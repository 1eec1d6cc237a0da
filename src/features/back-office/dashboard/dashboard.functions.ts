/** The back office's dashboard through the Shop API (`/api/admin/dashboard`). */
import { createServerFn } from '@tanstack/react-start'
import { dashboardResponseSchema } from '~/api/contract/admin-dashboard'
import { shopMiddleware } from '~/upstream/middleware'

export const getDashboard = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }) => (await context.upstream.get('/api/admin/dashboard', { schema: dashboardResponseSchema })).data)
