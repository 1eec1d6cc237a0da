/** The audit log's pages, asked again on each visit. */
import { queryOptions } from '@tanstack/react-query'
import { getAudit } from './audit.functions'

const fresh = { staleTime: 0 } as const

export const auditQuery = (page: number) =>
  queryOptions({ queryKey: ['back-office', 'audit', page], queryFn: () => getAudit({ data: { page } }), ...fresh })
