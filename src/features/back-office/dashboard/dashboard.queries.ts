/** The dashboard's figures, asked again on each visit. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getDashboard } from './dashboard.functions'

const fresh = { staleTime: 0 } as const

export const dashboardQuery = () =>
  queryOptions({ queryKey: ['back-office', 'dashboard', getLocale()], queryFn: () => getDashboard(), ...fresh })
