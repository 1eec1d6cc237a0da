import { queryOptions } from '@tanstack/react-query'
import type { CatalogueQuery } from '../../api/contract/catalogue'
import { getLocale } from '../../paraglide/runtime.js'
import { getCatalogue } from './catalogue.functions'

export const catalogueQuery = (cityId: number, query: Partial<CatalogueQuery> = {}) =>
  queryOptions({
    queryKey: ['catalogue', getLocale(), cityId, query],
    queryFn: () => getCatalogue({ data: { cityId, query } }),
  })
