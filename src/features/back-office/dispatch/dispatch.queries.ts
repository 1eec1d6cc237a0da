import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getFleet, getProposal } from './dispatch.functions'

export const fleetQuery = () =>
  queryOptions({ queryKey: ['back-office', 'dispatch', 'fleet', getLocale()], queryFn: () => getFleet(), staleTime: 0 })

/** A proposal is a search of a second or two: asked when staff press, kept until they ask again. */
export const proposalQuery = (day: { date: string; city: number }) =>
  queryOptions({
    queryKey: ['back-office', 'dispatch', 'proposal', day.date, day.city, getLocale()],
    queryFn: () => getProposal({ data: day }),
    staleTime: Infinity,
  })
