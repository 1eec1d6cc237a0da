/**
 * Who is signed in to the back office, through the Shop API (`/api/admin/me`), which decides:
 * a visitor is `signed-out`, a customer (or a staff member asked to change password) `refused`
 * with the API's message, a staff member `staff` with their role.
 */
import { createServerFn } from '@tanstack/react-start'
import { staffMeResponseSchema, type StaffMe } from '~/api/contract/admin-staff'
import { UpstreamError } from '~/upstream/upstream-error'
import { shopMiddleware } from '~/upstream/middleware'

export type StaffAccess = { status: 'staff'; me: StaffMe } | { status: 'signed-out' } | { status: 'refused'; message: string }

export const getStaffAccess = createServerFn({ method: 'GET' })
  .middleware([shopMiddleware])
  .handler(async ({ context }): Promise<StaffAccess> => {
    try {
      return { status: 'staff', me: (await context.upstream.get('/api/admin/me', { schema: staffMeResponseSchema })).data }
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 401) return { status: 'signed-out' }
      if (error instanceof UpstreamError && error.status === 403) return { status: 'refused', message: error.message }
      throw error
    }
  })
