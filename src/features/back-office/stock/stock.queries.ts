/** The stock page's query: asked again on each visit, the counts move with every order. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getStock } from './stock.functions'

export const stockQuery = (low: boolean) =>
  queryOptions({ queryKey: ['back-office', 'stock', getLocale(), low], queryFn: () => getStock({ data: { low } }), staleTime: 0 })
