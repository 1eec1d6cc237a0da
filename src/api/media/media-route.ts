/**
 * `GET /media/<key>`: the files of the filesystem media store, for every instance that shares
 * its folder. Names are content-addressed, so an answer never changes: cached for a year.
 */
import { Hono } from 'hono'
import { mediaStore } from './media-store'

const TYPES: Record<string, string> = { webp: 'image/webp' }
const PRIVATE_FOLDERS = new Set(['proofs', 'documents'])

export const mediaRoute = new Hono().get('/media/:folder/:file', async (c) => {
  // Proofs of delivery are the customers' signatures and doorsteps: staff read them through the API only (decision 0087);
  // invoices' and credit notes' PDFs are their customer's, read through the API only too (decision 0092).
  if (PRIVATE_FOLDERS.has(c.req.param('folder'))) return c.text('Not Found', 404)
  const key = `${c.req.param('folder')}/${c.req.param('file')}`
  const type = TYPES[key.split('.').pop() ?? '']
  const bytes = type ? await mediaStore().read(key) : null
  if (!type || !bytes) return c.text('Not Found', 404)
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
})
