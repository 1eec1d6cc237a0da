import { createFileRoute } from '@tanstack/react-router'
import { privacyExportResponse } from '~/features/account/privacy-export.server'

/** The download of "my data" (privacy page): a JSON file, never cached. */
export const Route = createFileRoute('/espace/gpdr-export')({
  server: { handlers: { GET: () => privacyExportResponse() } },
})
