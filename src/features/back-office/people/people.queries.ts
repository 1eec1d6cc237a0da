/** The back office's people pages' queries: personal data, never kept for long (asked again on each visit). */
import { queryOptions } from '@tanstack/react-query'
import type { ContactStatus } from '~/api/contract/admin-inbox'
import { getLocale } from '~/paraglide/runtime.js'
import { getCustomer, getCustomers } from './customers.functions'
import { getDashboard } from './dashboard.functions'
import { getInbox, getInboxMessage, getSatisfaction } from './inbox.functions'
import { getAudit, getStaffInvitations, getStaffList } from './team.functions'

const fresh = { staleTime: 0 } as const

export const customersQuery = (q: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['back-office', 'customers', getLocale(), q ?? '', page],
    queryFn: () => getCustomers({ data: { q, page } }),
    ...fresh,
  })

export const customerQuery = (id: number) =>
  queryOptions({ queryKey: ['back-office', 'customer', getLocale(), id], queryFn: () => getCustomer({ data: { id } }), ...fresh })

export const inboxQuery = (status: ContactStatus | undefined, page: number) =>
  queryOptions({
    queryKey: ['back-office', 'inbox', getLocale(), status ?? 'all', page],
    queryFn: () => getInbox({ data: { status, page } }),
    ...fresh,
  })

export const inboxMessageQuery = (id: number) =>
  queryOptions({ queryKey: ['back-office', 'inbox-message', getLocale(), id], queryFn: () => getInboxMessage({ data: { id } }), ...fresh })

export const satisfactionQuery = (page: number) =>
  queryOptions({
    queryKey: ['back-office', 'satisfaction', getLocale(), page],
    queryFn: () => getSatisfaction({ data: { page } }),
    ...fresh,
  })

export const dashboardQuery = () =>
  queryOptions({ queryKey: ['back-office', 'dashboard', getLocale()], queryFn: () => getDashboard(), ...fresh })

export const staffListQuery = () => queryOptions({ queryKey: ['back-office', 'staff'], queryFn: () => getStaffList(), ...fresh })

/** Under the staff list's key: whatever refreshes the team refreshes its invitations. */
export const staffInvitationsQuery = () =>
  queryOptions({ queryKey: ['back-office', 'staff', 'invitations'], queryFn: () => getStaffInvitations(), ...fresh })

export const auditQuery = (page: number) =>
  queryOptions({ queryKey: ['back-office', 'audit', page], queryFn: () => getAudit({ data: { page } }), ...fresh })
