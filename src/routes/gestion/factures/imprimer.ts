import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/**
 * `?order=<id>&order=<id>…` (at most 200): those orders' invoices as one PDF to print, a first page
 * naming the orders without one (the order list's bulk action links here); the Shop API checks the role.
 */
export const Route = createFileRoute('/gestion/factures/imprimer')({
  server: {
    handlers: {
      GET: ({ request }) =>
        apiFileResponse(request, {
          apiPath: '/api/admin/invoices/print.pdf',
          params: ['order'],
          returnPath: '/gestion/commandes',
          accept: 'application/pdf',
        }),
    },
  },
})
