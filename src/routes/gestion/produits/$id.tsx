import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { ProductEditorPage } from '~/features/back-office/products/components/product-editor-page'
import { productOptionsQuery, productQuery } from '~/features/back-office/products/products.queries'
import { homeOf } from '~/features/back-office/staff/guard'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

const idSchema = z.coerce.number().int().positive().max(2_147_483_647)

/** A product's editor: admins save, staff read (the Shop API refuses their saves anyway). */
export const Route = createFileRoute('/gestion/produits/$id')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: async ({ context, params }) => {
    const id = idSchema.safeParse(params.id)
    if (!id.success) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(productOptionsQuery()),
      context.queryClient.ensureQueryData(productQuery(id.data)),
    ])
    return { id: id.data, canEdit: context.access.status === 'staff' && context.access.me.role === 'admin' }
  },
  head: () => pageHead(m.bo_products_title()),
  component: function ProductEditor() {
    const { id, canEdit } = Route.useLoaderData()
    return <ProductEditorPage id={id} canEdit={canEdit} />
  },
})
