import { createFileRoute } from '@tanstack/react-router'
import { deliveriesExportResponse } from '~/features/back-office/deliveries/deliveries-export.server'

/** The day's CSV download (`?date&city`), never cached; the Shop API checks the role. */
export const Route = createFileRoute('/gestion/livraisons/export')({
  server: { handlers: { GET: ({ request }) => deliveriesExportResponse(request) } },
})
