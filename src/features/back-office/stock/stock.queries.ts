/** The stock page's query: asked again on each visit, the counts move with every order. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import type { StockKind } from '~/api/contract/admin-stock'
import { getStock } from './stock.functions'
import { getStockMovements } from './stock-movements.functions'

export const stockQuery = (low: boolean) =>
  queryOptions({ queryKey: ['back-office', 'stock', getLocale(), low], queryFn: () => getStock({ data: { low } }), staleTime: 0 })

/** One item's movements, newest first: asked when its history opens. */
export const stockMovementsQuery = (item: { kind: StockKind; id: number }) =>
  queryOptions({
    queryKey: ['back-office', 'stock', 'movements', item.kind, item.id, getLocale()],
    queryFn: () => getStockMovements({ data: { kind: item.kind, id: item.id } }),
    staleTime: 0,
  })
