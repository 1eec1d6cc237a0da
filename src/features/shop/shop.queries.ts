import { queryOptions } from '@tanstack/react-query'
import { getPublicConfig } from './shop.functions'

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => getPublicConfig(),
  staleTime: Number.POSITIVE_INFINITY,
})
