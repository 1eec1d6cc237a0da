import type { APIResponse } from '@playwright/test'
import ar from '../../messages/ar.json' with { type: 'json' }
import fr from '../../messages/fr.json' with { type: 'json' }
import { expect, test, waitForHydration } from '../e2e/fixtures'
import { stubGoogleMaps } from '../e2e/google-maps-stub'
import { createCustomer, createDefaultAddress, createOrders, signIn, sql } from '../e2e/shop-database'

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name, values]
    }),
  )
}

/** The CSP of a page: a nonce its every script carries, no unsafe script source, no plugins, no base, no framing. Answers the nonce. */
async function expectStrictPolicy(response: APIResponse, path: string): Promise<string> {
  const csp = response.headers()['content-security-policy']
  expect(csp, path).toBeTruthy()
  const policy = directives(csp!)
  const scriptSrc = policy['script-src'] as string[]
  expect(scriptSrc.join(' '), path).not.toMatch(/unsafe-inline|unsafe-eval/)
  const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1)
  expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
  expect(policy['object-src'], path).toEqual(["'none'"])
  expect(policy['base-uri'], path).toEqual(["'none'"])
  expect(policy['frame-ancestors'], path).toEqual(["'none'"])
  if (response.headers()['content-type']?.startsWith('text/html')) {
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`)
  }
  expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
  expect(response.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  return nonce!
}

test.describe('security headers (check 19)', () => {
  test('every page has a CSP with a fresh nonce that its scripts carry, and no unsafe script source', async ({ request }) => {
    const nonces = new Set<string>()
    for (const path of ['/', '/ar', '/nous-contacter', '/page-inconnue']) {
      const response = await request.get(path)
      const csp = response.headers()['content-security-policy']
      expect(csp, path).toBeTruthy()
      const policy = directives(csp!)
      const scriptSrc = policy['script-src'] as string[]
      expect(scriptSrc.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice(7, -1)
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/=]{16,}$/)
      nonces.add(nonce!)
      expect(policy['object-src']).toEqual(["'none'"])
      expect(policy['base-uri']).toEqual(["'none'"])
      expect(policy['frame-ancestors']).toEqual(["'none'"])

      const html = await response.text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const script of scripts) expect(script, path).toContain(`nonce="${nonce}"`)

      expect(response.headers()['x-content-type-options']).toBe('nosniff')
      expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(response.headers()['x-frame-options']).toBe('DENY')
      // Served over plain HTTP here: no HSTS.
      expect(response.headers()['strict-transport-security']).toBeUndefined()
    }
    expect(nonces.size).toBe(4)
  })

  test('personal pages are never stored; public pages may be', async ({ request }) => {
    for (const path of ['/espace', '/espace/orders/1', '/espace/gpdr', '/ar/espace/profil', '/login', '/step-1', '/ar/step-3']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'], path).toContain('no-store')
    }
    for (const path of ['/', '/ar/catalogue', '/produit/1-sidi-ali-1-5l']) {
      const response = await request.get(path)
      expect(response.headers()['cache-control'] ?? '', path).toMatch(/^public, max-age=\d+/)
      expect(response.headers().vary, path).toMatch(/Cookie/)
    }
  })

  test("a signed-in customer's account, order and privacy pages: no-store, a strict CSP, no redirect", async ({ browser, baseURL }) => {
    const customer = await createCustomer('casablanca')
    const [reference] = await createOrders(customer.id, 1)
    await createDefaultAddress(customer.id)
    const [address] = await sql<{ id: number }>('SELECT id FROM addresses WHERE user_id = $1', [customer.id])
    const context = await browser.newContext()
    await signIn(context, customer.id)
    const nonces = new Set<string>()
    for (const prefix of ['', '/ar']) {
      for (const page of [
        '/espace',
        '/espace/orders',
        `/espace/orders/${reference}`,
        '/espace/profil',
        '/espace/addresses',
        '/espace/addresses/ajouter',
        `/espace/addresses/${address!.id}`,
        '/espace/gpdr',
      ]) {
        const path = `${prefix}${page}`
        const response = await context.request.get(`${baseURL}${path}`, { maxRedirects: 0 })
        // The page itself, not the sign-in page it would send a visitor to.
        expect(response.status(), path).toBe(200)
        expect(response.headers()['cache-control'], path).toBe('private, no-store')
        nonces.add(await expectStrictPolicy(response, path))
      }
      const download = await context.request.get(`${baseURL}${prefix}/espace/gpdr-export`, { maxRedirects: 0 })
      expect(download.status()).toBe(200)
      expect(download.headers()['cache-control']).toBe('private, no-store')
      expect(download.headers()['content-disposition']).toMatch(/^attachment;/)
    }
    expect(nonces.size).toBe(16)
    await context.close()
  })

  test("the account area's server-function answers are never stored", async ({ page, baseURL }) => {
    const customer = await createCustomer('casablanca')
    const [reference] = await createOrders(customer.id, 1)
    await createDefaultAddress(customer.id)
    await signIn(page.context(), customer.id)
    const answers: { url: string; method: string; cacheControl: string | undefined }[] = []
    page.on('response', (response) => {
      if (response.url().includes('/_serverFn/')) {
        answers.push({ url: response.url(), method: response.request().method(), cacheControl: response.headers()['cache-control'] })
      }
    })
    await page.goto('/espace/profil')
    await waitForHydration(page)
    // Client-side navigation through the account's tabs: each page's data comes from server functions.
    const nav = page.getByRole('navigation', { name: fr.account_nav_label })
    for (const [link, path] of [
      [fr.account_nav_home, '/espace'],
      [fr.account_nav_orders, '/espace/orders'],
      [reference!, `/espace/orders/${reference}`],
      [fr.account_nav_addresses, '/espace/addresses'],
      [fr.account_nav_privacy, '/espace/gpdr'],
    ] as const) {
      const where = link === reference ? page.getByRole('main') : nav
      await where.getByRole('link', { name: link }).first().click()
      await expect(page).toHaveURL(`${baseURL}${path}`)
      await page.waitForLoadState('networkidle')
    }
    // A write too: the profile saved.
    await page.goto('/espace/profil')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText(fr.profile_saved)).toBeVisible()

    expect(answers.length).toBeGreaterThan(5)
    expect(answers.some((answer) => answer.method === 'POST')).toBe(true)
    for (const answer of answers) expect(answer.cacheControl, `${answer.method} ${answer.url}`).toContain('no-store')
  })

  test('the address form keeps its CSP when Google Maps loads', async ({ page }) => {
    // The fixture fails the test on any CSP violation in the console; the maps script is the
    // stub of tests/e2e/google-maps-stub.ts, served at Google's address.
    const requested = await stubGoogleMaps(page, { name: '12 Rue des Oudayas', lat: 34.0209, lng: -6.8416, address_components: [] })
    const customer = await createCustomer('rabat')
    await signIn(page.context(), customer.id)
    const response = await page.goto('/ar/espace/addresses/ajouter')
    expect(response!.headers()['cache-control']).toBe('private, no-store')
    const policy = directives(response!.headers()['content-security-policy']!)
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'strict-dynamic'", 'https://maps.googleapis.com']))
    expect((policy['script-src'] as string[]).join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://maps.googleapis.com', 'https://places.googleapis.com']))
    await waitForHydration(page)
    // The search box is enabled once the maps script has run under the page's policy.
    await expect(page.getByLabel(ar.address_search)).toBeEnabled()
    expect(new URL(requested[0]!).origin).toBe('https://maps.googleapis.com')
    await page.getByLabel(ar.address_search).pressSequentially('12 rue')
    await expect(page.locator('.pac-item')).toBeVisible()
  })

  test("a signed-in customer's pages are never shared", async ({ browser, baseURL }) => {
    const customer = await createCustomer('rabat')
    const context = await browser.newContext()
    await signIn(context, customer.id)
    const response = await context.request.get(`${baseURL}/catalogue`)
    expect(response.headers()['cache-control']).toBe('private, no-cache')
    await context.close()
  })

  test('pages run in the browser with no CSP violation', async ({ page }) => {
    // The fixture fails the test on any CSP report in the console.
    await page.goto('/ar')
    await waitForHydration(page)
    await page.getByRole('navigation').getByRole('link', { name: 'اتصل بنا' }).click()
    await expect(page.getByTestId('contact-hours')).toBeVisible()
  })
})

test.describe('CSRF on server functions (check 7)', () => {
  test('a cross-site call to a server function is refused; the same call from the shop works', async ({ page, request, baseURL }) => {
    await page.goto('/')
    await waitForHydration(page)
    const call = page.waitForRequest((r) => r.url().includes('/_serverFn/'))
    await page.getByRole('navigation').getByRole('link', { name: 'Nous contacter' }).click()
    const serverFnUrl = (await call).url()

    const sameOrigin = await request.get(serverFnUrl, {
      headers: { 'Sec-Fetch-Site': 'same-origin', Origin: baseURL!, 'x-tsr-serverFn': 'true' },
    })
    expect(sameOrigin.status()).toBe(200)

    const attacks: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.evil.example' },
      { Origin: 'https://evil.example' },
    ]
    for (const headers of attacks) {
      const crossSite = await request.get(serverFnUrl, { headers: { ...headers, 'x-tsr-serverFn': 'true' } })
      expect(crossSite.status(), JSON.stringify(headers)).toBe(403)
      expect(await crossSite.text()).not.toContain('@')
    }
  })
})
