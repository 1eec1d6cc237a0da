import { createFileRoute } from '@tanstack/react-router'
import { IMPORT_KINDS, type ImportKind } from '~/api/contract/admin-imports'
import { apiFileResponse } from '~/upstream/file-download.server'

/** A catalogue file (`?kind&format`, `&template=1`: its header alone), never cached; the Shop API checks the role. */
export const Route = createFileRoute('/gestion/imports/export')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const kind = new URL(request.url).searchParams.get('kind') as ImportKind
        if (!IMPORT_KINDS.includes(kind)) return new Response(null, { status: 404 })
        return apiFileResponse(request, {
          apiPath: `/api/admin/imports/${kind}/export`,
          params: ['format', 'template'],
          returnPath: '/gestion/imports',
          accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        })
      },
    },
  },
})
