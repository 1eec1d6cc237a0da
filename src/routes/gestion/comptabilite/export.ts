import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** An accountant's export (`?kind&format&from&to`), never cached; the Shop API checks the role. */
export const Route = createFileRoute('/gestion/comptabilite/export')({
  server: {
    handlers: {
      GET: ({ request }) =>
        apiFileResponse(request, {
          apiPath: '/api/admin/accounting/export',
          params: ['kind', 'format', 'from', 'to'],
          returnPath: '/gestion/comptabilite',
          accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
    },
  },
})
