import { Hono } from 'hono'
import { BUILD_ID, LATEST_BUILD_PATH } from '~/lib/build-id'

/** The build the server runs now; open pages poll it to notice a new deploy (src/ui/new-deploy.ts). */
export const buildInfoRoute = new Hono().get(LATEST_BUILD_PATH, (c) => {
  c.header('Cache-Control', 'no-cache, no-store, must-revalidate')
  return c.json({ id: BUILD_ID })
})
