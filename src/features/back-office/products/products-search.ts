/** The products list's filters, kept in the URL's search (a bad value falls back to none). */
import { z } from 'zod'
import { PRODUCT_STATUSES } from '~/api/contract/admin-products'

export const productsSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  brand: z.coerce.number().int().positive().optional().catch(undefined),
  category: z.coerce.number().int().positive().optional().catch(undefined),
  status: z.enum(PRODUCT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})
export type ProductsSearch = z.infer<typeof productsSearchSchema>
