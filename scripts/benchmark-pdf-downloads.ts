/**
 * `npm run benchmark:pdf-downloads`: 30 downloads of one invoice's PDF at once by one customer
 * while another signed-in shopper browses the catalogue (issue 43, docs/decisions/0092). Starts the
 * built shop (`npm run build` first) on 127.0.0.1:4440 with its own embedded PostgreSQL (port
 * 4441, folder data/benchmark-pdf-postgres), runs the burst twice (the first renders, the second
 * finds the PDF kept), prints the downloads' answers, the shopper's catalogue p50/p99 and its
 * 503s, and how many renders the shop logged; then stops the shop. A figure, not a test
 * (tests/reliability/pdf-downloads.test.ts is the test).
 */
import { rm } from 'node:fs/promises'
import { removeEmbeddedPostgres } from '../tests/support/embedded-postgres-process'
import { prepareDownloads, runDownloads, summary } from '../tests/support/pdf-downloads'
import { startShop } from '../tests/support/shop-process'

const PORT = 4440
const DB_PORT = 4441
const DATA_DIR = 'data/benchmark-pdf-postgres'
const MEDIA_DIR = 'data/benchmark-pdf-media'
const base = `http://127.0.0.1:${PORT}`
let renders = 0
await rm(DATA_DIR, { recursive: true, force: true })
await rm(MEDIA_DIR, { recursive: true, force: true })
const shop = await startShop({
  port: PORT,
  dbPort: DB_PORT,
  dataDir: DATA_DIR,
  env: { JOBS_INTERVAL_SECONDS: '0', MEDIA_DIR },
  onOutput: (text) => (renders += text.split('[pdf] rendered and kept').length - 1),
})
try {
  const scenario = await prepareDownloads(base, `postgres://postgres:embedded-local@127.0.0.1:${DB_PORT}/shop`)
  for (const burst of ['first burst (nothing kept yet)', 'second burst']) {
    const figures = summary(await runDownloads(scenario, 30))
    console.log(burst, JSON.stringify(figures))
  }
  console.log('renders logged ("[pdf] rendered and kept"):', renders)
} finally {
  shop.kill('SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 2000))
  await removeEmbeddedPostgres(DATA_DIR)
  await rm(MEDIA_DIR, { recursive: true, force: true })
}
