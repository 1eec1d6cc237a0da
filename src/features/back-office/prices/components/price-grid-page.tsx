/** `/gestion/prix/$productId`: one product's prices in every city; admins change them, staff read them. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { priceGridQuery } from '~/features/back-office/prices/prices.queries'
import { PriceGridForm } from './price-grid-form'
import { EditedRecord } from '~/ui/form/edited-record'

export function PriceGridPage({ productId, canEdit }: { productId: number; canEdit: boolean }) {
  const { data: grid } = useSuspenseQuery(priceGridQuery(productId))
  if (!grid) return null
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/gestion/prix" className="text-brand-700 hover:underline">
          {m.bo_prices_back()}
        </Link>
      </p>
      <AdminPage
        title={grid.product.name}
        description={
          <>
            <p>
              {grid.product.brand} · <bdi dir="ltr">{grid.product.reference}</bdi>
            </p>
            <p className="mt-2">{m.bo_prices_grid_intro()}</p>
          </>
        }
      >
        {canEdit ? null : (
          <p className="rounded bg-slate-100 p-2 text-sm text-slate-700" data-testid="bo-prices-read-only">
            {m.bo_prices_read_only()}
          </p>
        )}
        {/* Held while typed in; a new form when the grid is read again after a save or a refusal: its values start from the grid as it is. */}
        <EditedRecord live={grid}>{(grid) => <PriceGridForm key={gridVersion(grid.cells)} grid={grid} canEdit={canEdit} />}</EditedRecord>
      </AdminPage>
    </>
  )
}

const gridVersion = (cells: { price: number; sell_price: number | null; set: boolean }[]) =>
  cells.map((cell) => `${cell.set ? 1 : 0}${cell.price}/${cell.sell_price ?? ''}`).join(',')
