/** `/gestion/produits/$id` and `/gestion/produits/nouveau`: a product's editor (admins) or its fiche (staff). */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { getLocale } from '~/paraglide/runtime.js'
import { productOptionsQuery, productQuery } from '~/features/back-office/products/products.queries'
import { ProductForm } from './product-form'
import { EditedRecord } from '~/ui/form/edited-record'

export function ProductEditorPage({ id, canEdit }: { id: number | null; canEdit: boolean }) {
  const { data: options } = useSuspenseQuery(productOptionsQuery())
  return (
    <div className="grid gap-4">
      <Link to="/gestion/produits" className="text-brand-700 underline">
        {m.bo_products_back()}
      </Link>
      {id === null ? (
        <AdminPage title={m.bo_products_new()}>
          <ProductForm product={null} options={options} canEdit={canEdit} />
        </AdminPage>
      ) : (
        <ExistingProduct id={id} options={options} canEdit={canEdit} />
      )}
    </div>
  )
}

function ExistingProduct({
  id,
  options,
  canEdit,
}: {
  id: number
  options: Parameters<typeof ProductForm>[0]['options']
  canEdit: boolean
}) {
  const { data: product } = useSuspenseQuery(productQuery(id))
  const locale = getLocale()
  const at = formatDateTime(product.updated.at)
  return (
    <AdminPage
      title={<span data-testid="bo-product-title">{product.name[locale] || product.name.fr}</span>}
      description={
        <p data-testid="bo-product-version">
          {product.updated.by
            ? m.bo_products_last_change({ version: product.version, at, by: product.updated.by })
            : m.bo_products_last_change_unknown({ version: product.version, at })}
          {' · '}
          <bdi dir="ltr">{m.bo_products_slug({ slug: product.slug })}</bdi>
        </p>
      }
    >
      {/* Held while typed in; a new version (saved here or loaded after a refusal) starts a new form from its values. */}
      <EditedRecord live={product}>
        {(product) => <ProductForm key={product.version} product={product} options={options} canEdit={canEdit} />}
      </EditedRecord>
    </AdminPage>
  )
}
