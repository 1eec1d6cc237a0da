/** The products pages' queries: asked again on every visit, another admin may have saved meanwhile. */
import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getProduct, getProductOptions, getProducts } from './products.functions'
import type { ProductsSearch } from './products-search'

const fresh = { staleTime: 0 } as const

export const productsQuery = (search: ProductsSearch) =>
  queryOptions({
    queryKey: ['back-office', 'products', 'list', getLocale(), search],
    queryFn: () => getProducts({ data: search }),
    ...fresh,
  })

export const productOptionsQuery = () =>
  queryOptions({ queryKey: ['back-office', 'products', 'options', getLocale()], queryFn: () => getProductOptions(), ...fresh })

export const productQuery = (id: number) =>
  queryOptions({ queryKey: ['back-office', 'products', 'product', id], queryFn: () => getProduct({ data: { id } }), ...fresh })
