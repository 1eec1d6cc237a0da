import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/**
 * The chosen orders as CSV or Excel (`?format` and the selection: `refs`, or the list's filter with
 * `expected`, decision 0080), never cached; the Shop API checks the role and the count.
 */
export const Route = createFileRoute('/gestion/commandes/export')({
  server: {
    handlers: {
      GET: ({ request }) =>
        apiFileResponse(request, {
          apiPath: '/api/admin/order-bulk/export',
          params: ['format', 'refs', 'expected', 'status', 'city', 'payment', 'from', 'to', 'dates', 'q'],
          returnPath: '/gestion/commandes',
          accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
    },
  },
})
