import { queryOptions } from '@tanstack/react-query'
import { getStaffAccess } from './staff.functions'

/** Asked again on every back-office page: a disabled account or a changed role shows at once. */
export const staffAccessQuery = () => queryOptions({ queryKey: ['back-office', 'access'], queryFn: () => getStaffAccess(), staleTime: 0 })
