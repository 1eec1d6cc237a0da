import type { StaffRoleName } from '~/api/contract/admin-staff'

/**
 * Where a role starts: a driver on their round, the others on the dashboard. Read by the back
 * office's route definitions, which load with every page (the route tree is whole in each), so this
 * module imports nothing but a type (docs/decisions/0090).
 */
export const homeOf = (role: StaffRoleName) => (role === 'driver' ? '/gestion/tournee' : '/gestion/tableau-de-bord')
