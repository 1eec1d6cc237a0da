/** The inbox's queries: contact messages and satisfaction answers, asked again on each visit. */
import { queryOptions } from '@tanstack/react-query'
import type { ContactStatus } from '~/api/contract/admin-inbox'
import { getLocale } from '~/paraglide/runtime.js'
import { getInbox, getInboxMessage, getSatisfaction } from './inbox.functions'

const fresh = { staleTime: 0 } as const

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
