import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getShopContact } from './contact.functions'

export const shopContactQuery = () =>
  queryOptions({
    queryKey: ['shop-contact', getLocale()],
    queryFn: () => getShopContact(),
  })
