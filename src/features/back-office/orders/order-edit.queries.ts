import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '~/paraglide/runtime.js'
import { getOrderEditor } from './order-edit.functions'

/** Read when the editor opens, never kept: the order's version must be the one now. */
export const orderEditorQuery = (reference: string) =>
  queryOptions({
    queryKey: ['back-office', 'orders', 'editor', reference, getLocale()],
    queryFn: () => getOrderEditor({ data: { reference } }),
    staleTime: 0,
  })
