import { createFileRoute, redirect } from '@tanstack/react-router'
import { ProductEditorPage } from '~/features/back-office/products/components/product-editor-page'
import { productOptionsQuery } from '~/features/back-office/products/products.queries'
import { homeOf } from '~/features/back-office/staff/role-home'
import { m } from '~/paraglide/messages.js'
import { pageHead } from '~/ui/page-head'

/** A new product: admins only (others go to the list, where they read). */
export const Route = createFileRoute('/gestion/produits/nouveau')({
  beforeLoad: ({ context }) => {
    if (context.access.status === 'staff' && context.access.me.role === 'driver') throw redirect({ to: homeOf(context.access.me.role) })
    if (context.access.status === 'staff' && context.access.me.role !== 'admin') throw redirect({ to: '/gestion/produits' })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(productOptionsQuery()),
  head: () => pageHead(m.bo_products_new()),
  component: () => <ProductEditorPage id={null} canEdit />,
})
