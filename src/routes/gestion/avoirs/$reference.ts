import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** A credit note's PDF for staff, never cached; the Shop API checks the role. */
export const Route = createFileRoute('/gestion/avoirs/$reference')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        apiFileResponse(request, {
          apiPath: `/api/admin/credit-notes/${encodeURIComponent(params.reference)}/pdf`,
          returnPath: '/gestion/commandes',
          accept: 'application/pdf',
        }),
    },
  },
})
