/** `/gestion/facturation`: the legal identity invoices carry, the products' VAT, the companies' monthly invoices and balances. */
import { useSuspenseQuery } from '@tanstack/react-query'
import { m } from '~/paraglide/messages.js'
import { AdminPage } from '~/ui/admin/admin-page'
import { Card } from '~/ui/admin/page-parts'
import { legalIdentityQuery } from '~/features/back-office/documents/documents.queries'
import { BalancesCard } from './balances-card'
import { IdentityForm } from './identity-form'
import { MonthlyCard } from './monthly-card'
import { VatRatesCard } from './vat-rates-card'
import { EditedRecord } from '~/ui/form/edited-record'

export function DocumentsPage({ canEdit }: { canEdit: boolean }) {
  const { data: identity } = useSuspenseQuery(legalIdentityQuery())
  return (
    <AdminPage title={m.documents_bo_title()} description={m.documents_bo_intro()}>
      <Card title={m.documents_bo_identity_title()} testId="inv-identity-card">
        {identity.complete ? null : (
          <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {m.documents_bo_identity_incomplete()}
          </p>
        )}
        {/* Held while typed in, keyed by the version it shows: a save, or "load theirs" after a 409, starts it again from the values read. */}
        <EditedRecord live={identity}>
          {(identity) => <IdentityForm key={identity.version} identity={identity} canEdit={canEdit} />}
        </EditedRecord>
      </Card>
      <Card title={m.documents_bo_monthly_title()}>
        <MonthlyCard />
      </Card>
      <Card title={m.documents_bo_balances_title()} testId="inv-balances">
        <BalancesCard />
      </Card>
      <Card title={m.documents_bo_vat_title()}>
        <VatRatesCard canEdit={canEdit} />
      </Card>
    </AdminPage>
  )
}
