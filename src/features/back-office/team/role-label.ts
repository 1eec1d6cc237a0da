/** A staff role's name in the page's language. */
import type { StaffRoleName } from '~/api/contract/admin-staff'
import { m } from '~/paraglide/messages.js'

export const roleLabel = (role: StaffRoleName) => ({ admin: m.bo_role_admin, staff: m.bo_role_staff, driver: m.bo_role_driver })[role]()
