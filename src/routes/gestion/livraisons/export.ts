import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** The day's CSV download (`?date&city`), never cached; the Shop API checks the role. */
export const Route = createFileRoute('/gestion/livraisons/export')({
  server: {
    handlers: {
      GET: ({ request }) =>
        apiFileResponse(request, {
          apiPath: '/api/admin/deliveries/export.csv',
          params: ['date', 'city'],
          returnPath: '/gestion/livraisons',
          accept: 'text/csv',
        }),
    },
  },
})
