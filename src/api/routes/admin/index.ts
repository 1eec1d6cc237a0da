/** The back office's endpoints, all behind resolveStaff (src/api/app.ts). */
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { ApiEnv } from '~/api/http/env'
import { registerAdminDeliveries } from './deliveries'
import { registerAdminOrders } from './orders'
import { registerAdminStaff } from './staff'

export function registerAdmin(app: OpenAPIHono<ApiEnv>) {
  registerAdminOrders(app)
  registerAdminStaff(app)
  registerAdminDeliveries(app)
}
