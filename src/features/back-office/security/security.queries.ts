import { queryOptions } from '@tanstack/react-query'
import { getSecondFactorStatus } from './security.functions'

export const secondFactorStatusQuery = () =>
  queryOptions({ queryKey: ['back-office', 'second-factor'], queryFn: () => getSecondFactorStatus(), staleTime: 0 })
