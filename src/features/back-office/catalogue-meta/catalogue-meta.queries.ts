/** Brands or categories for the back office: read again on each visit, another admin may have changed them. */
import { queryOptions } from '@tanstack/react-query'
import type { AdminBrand, AdminCategory } from '~/api/contract/admin-brands-categories'
import { getBrands, getCategories } from './catalogue-meta.functions'

export type MetaKind = 'brand' | 'category'

export const metaListQuery = (kind: MetaKind) =>
  queryOptions<(AdminBrand | AdminCategory)[]>({
    queryKey: ['back-office', kind === 'brand' ? 'brands' : 'categories'],
    queryFn: () => (kind === 'brand' ? getBrands() : getCategories()),
    staleTime: 0,
  })
