/** The products list's table: name (a link to the editor), reference, brand, category, price, pack sizes, cities, state. */
import { Link } from '@tanstack/react-router'
import { createColumnHelper } from '@tanstack/react-table'
import { useMemo } from 'react'
import type { ProductListItem } from '~/api/contract/admin-products'
import { formatMoney } from '~/lib/money'
import { m } from '~/paraglide/messages.js'
import { DataTable } from '~/ui/admin/data-table'

type Page = { items: ProductListItem[]; total: number; page: number; per_page: number }

const column = createColumnHelper<ProductListItem>()

function productColumns() {
  return [
    column.accessor('name', {
      header: () => m.bo_products_name(),
      cell: ({ row, getValue }) => (
        <Link
          to="/gestion/produits/$id"
          params={{ id: String(row.original.id) }}
          className="flex items-center gap-2 font-semibold text-brand-700 underline"
          data-testid="bo-product-link"
        >
          <img src={row.original.image.url} alt="" width={40} height={40} className="size-10 shrink-0 rounded object-contain" />
          <bdi>{getValue()}</bdi>
        </Link>
      ),
    }),
    column.accessor('reference', {
      header: () => m.bo_products_reference(),
      cell: ({ getValue }) => (
        <bdi dir="ltr" className="font-mono text-xs">
          {getValue()}
        </bdi>
      ),
    }),
    column.accessor('brand', { header: () => m.bo_products_brand() }),
    column.accessor('category', { header: () => m.bo_products_category() }),
    column.accessor('price', {
      header: () => m.bo_products_price(),
      cell: ({ row }) =>
        row.original.sell_price === null ? (
          formatMoney(row.original.price)
        ) : (
          <>
            <s className="text-slate-500">{formatMoney(row.original.price)}</s> {formatMoney(row.original.sell_price)}
          </>
        ),
    }),
    column.accessor('pack_sizes', { header: () => m.bo_products_pack_count() }),
    column.accessor('cities', { header: () => m.bo_products_city_count() }),
    column.accessor('is_active', {
      header: () => m.bo_products_status(),
      cell: ({ getValue }) =>
        getValue() ? (
          <span className="rounded bg-green-100 px-1.5 text-xs font-semibold text-green-800">{m.bo_products_active()}</span>
        ) : (
          <span className="rounded bg-slate-200 px-1.5 text-xs font-semibold text-slate-700">{m.bo_products_inactive()}</span>
        ),
    }),
  ]
}

export function ProductsTable({ page, busy }: { page: Page; busy: boolean }) {
  const columns = useMemo(productColumns, [])
  return (
    <DataTable
      label={m.bo_products_table()}
      data={page.items}
      columns={columns}
      getRowId={(row) => String(row.id)}
      pagination={{ page: page.page, pageSize: page.per_page, total: page.total }}
      // The page is the URL's: previous and next are links.
      pageLinkTo="/gestion/produits"
      empty={m.bo_products_none()}
      busy={busy}
    />
  )
}
