/** The team page's queries: staff accounts and their pending invitations, asked again on each visit. */
import { queryOptions } from '@tanstack/react-query'
import { getStaffInvitations, getStaffList } from './team.functions'

const fresh = { staleTime: 0 } as const

export const staffListQuery = () => queryOptions({ queryKey: ['back-office', 'staff'], queryFn: () => getStaffList(), ...fresh })

/** Under the staff list's key: whatever refreshes the team refreshes its invitations. */
export const staffInvitationsQuery = () =>
  queryOptions({ queryKey: ['back-office', 'staff', 'invitations'], queryFn: () => getStaffInvitations(), ...fresh })
