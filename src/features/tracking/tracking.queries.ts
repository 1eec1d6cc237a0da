import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getTracking } from './tracking.functions'
import { keepsRefreshing, REFRESH_SECONDS } from './tracking-answer'

/** The order as its tracking page shows it; asked again every minute while the driver is on the way. */
export const trackingQuery = (token: string) =>
  queryOptions({
    queryKey: ['tracking', token, getLocale()],
    queryFn: () => getTracking({ data: { token } }),
    staleTime: 0,
    refetchInterval: (query) => (keepsRefreshing(query.state.data) ? REFRESH_SECONDS * 1000 : false),
  })
