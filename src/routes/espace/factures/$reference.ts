import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** The invoice of one of the customer's orders (by the order's reference), as a PDF; the Shop API refuses another's. */
export const Route = createFileRoute('/espace/factures/$reference')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        apiFileResponse(request, {
          apiPath: `orders/${encodeURIComponent(params.reference)}/invoice.pdf`,
          returnPath: `/espace/orders/${encodeURIComponent(params.reference)}`,
          accept: 'application/pdf',
        }),
    },
  },
})
