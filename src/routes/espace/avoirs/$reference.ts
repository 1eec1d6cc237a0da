import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** One of the customer's credit notes as a PDF, never cached; the Shop API answers only its owner. */
export const Route = createFileRoute('/espace/avoirs/$reference')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        apiFileResponse(request, {
          apiPath: `credit-notes/${encodeURIComponent(params.reference)}/pdf`,
          returnPath: '/espace/orders',
          accept: 'application/pdf',
        }),
    },
  },
})
