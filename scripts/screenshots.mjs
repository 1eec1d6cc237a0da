#!/usr/bin/env node
/**
 * Screenshots of the running shop, as a shopper sees it: French and Arabic, phone and desktop.
 *   npm run serve &  node scripts/screenshots.mjs [base-url] [out-dir] [paths...]
 */
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3000', out = 'screenshots', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/', '/nous-contacter', '/login', '/page-inconnue']
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  const page = await context.newPage()
  for (const path of pages) {
    for (const prefix of ['', '/ar']) {
      await page.goto(`${base}${prefix}${path === '/' && prefix ? '' : path}`, { waitUntil: 'networkidle' })
      const name = `${device}${prefix.replace('/', '-') || '-fr'}${path.replace(/\W+/g, '-')}`.replace(/-+$/, '')
      await page.screenshot({ path: `${out}/${name}.png`, fullPage: true })
      console.log(`${out}/${name}.png`)
    }
  }
  await context.close()
}
await browser.close()
