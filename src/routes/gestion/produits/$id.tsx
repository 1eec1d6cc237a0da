import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { ProductEditorPage } from '~/features/back-office/products/components/product-editor-page'
import { productOptionsQuery, productQuery } from '~/features/back-office/products/products.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { searchId } from '~/lib/url-search'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A product's editor: admins save, staff read (the Shop API refuses their saves anyway). */
export const Route = createFileRoute('/gestion/produits/$id')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
  },
  loader: async ({ context, params }) => {
    const id = searchId(params.id)
    if (id === undefined) throw notFound()
    await Promise.all([context.queryClient.ensureQueryData(productOptionsQuery()), context.queryClient.ensureQueryData(productQuery(id))])
    return { id, canEdit: context.access.status === 'staff' && context.access.me.role === 'admin' }
  },
  head: () => pageHead(m.bo_products_title()),
  component: function ProductEditor() {
    const { id, canEdit } = Route.useLoaderData()
    return <ProductEditorPage id={id} canEdit={canEdit} />
  },
})
