import { createFileRoute } from '@tanstack/react-router'
import { apiFileResponse } from '~/upstream/file-download.server'

/** An order's proof of delivery (the signature or the photo, WebP) for staff; the Shop API checks the role (decision 0087). */
export const Route = createFileRoute('/gestion/preuves/$reference')({
  server: {
    handlers: {
      GET: ({ request, params }) =>
        apiFileResponse(request, {
          apiPath: `/api/admin/orders/${encodeURIComponent(params.reference)}/proof.webp`,
          returnPath: `/gestion/commandes/${encodeURIComponent(params.reference)}`,
          accept: 'image/webp',
        }),
    },
  },
})
