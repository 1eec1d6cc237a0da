/** `/gestion/produits/$id` and `/gestion/produits/nouveau`: a product's editor (admins) or its fiche (staff). */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { formatDateTime } from '~/lib/dates'
import { m } from '~/paraglide/messages.js'
import { getLocale } from '~/paraglide/runtime.js'
import { productOptionsQuery, productQuery } from '~/features/back-office/products/products.queries'
import { ProductForm } from './product-form'

export function ProductEditorPage({ id, canEdit }: { id: number | null; canEdit: boolean }) {
  const { data: options } = useSuspenseQuery(productOptionsQuery())
  return (
    <div className="grid gap-4">
      <Link to="/gestion/produits" className="text-brand-700 underline">
        {m.bo_products_back()}
      </Link>
      {id === null ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{m.bo_products_new()}</h1>
          <ProductForm product={null} options={options} canEdit={canEdit} />
        </>
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
    <>
      <div>
        <h1 className="text-2xl font-bold text-slate-900" data-testid="bo-product-title">
          {product.name[locale] || product.name.fr}
        </h1>
        <p className="text-sm text-slate-600" data-testid="bo-product-version">
          {product.updated.by
            ? m.bo_products_last_change({ version: product.version, at, by: product.updated.by })
            : m.bo_products_last_change_unknown({ version: product.version, at })}
          {' · '}
          <bdi dir="ltr">{m.bo_products_slug({ slug: product.slug })}</bdi>
        </p>
      </div>
      {/* A new version (saved here or loaded after a refusal) starts a new form from its values. */}
      <ProductForm key={product.version} product={product} options={options} canEdit={canEdit} />
    </>
  )
}
