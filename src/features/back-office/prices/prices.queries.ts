/** The prices pages' queries: asked again on each visit, another admin may have changed them. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getPriceGrid, getPriceProducts } from './prices.functions'

export const priceProductsQuery = (q: string) =>
  queryOptions({
    queryKey: ['back-office', 'prices', getLocale(), 'products', q],
    queryFn: () => getPriceProducts({ data: { q } }),
    staleTime: 0,
  })

export const priceGridQuery = (productId: number) =>
  queryOptions({
    queryKey: ['back-office', 'prices', getLocale(), 'grid', productId],
    queryFn: () => getPriceGrid({ data: { productId } }),
    staleTime: 0,
  })
