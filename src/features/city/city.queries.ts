import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getInitialData } from './city.functions'

export const initialDataQuery = () =>
  queryOptions({
    queryKey: ['initial-data', getLocale()],
    queryFn: () => getInitialData(),
    staleTime: 5 * 60_000,
  })
