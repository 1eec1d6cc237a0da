import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** An order's invoice (by the order's reference) as a PDF for staff; the Shop API checks the role. */
export const Route = createFileRoute('/gestion/factures/$reference')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        apiFileResponse(request, {
          apiPath: `/api/admin/orders/${encodeURIComponent(params.reference)}/invoice.pdf`,
          returnPath: `/gestion/commandes/${encodeURIComponent(params.reference)}`,
          accept: 'application/pdf',
        }),
    },
  },
})
