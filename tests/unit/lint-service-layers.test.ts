/**
 * The Shop API's service domains stand in a declared order (SERVICE_LAYERS in eslint.config.js,
 * docs/decisions/0093): a domain imports the ones below it, never one above, so no two domains
 * import each other. A backward import fails `npm run lint`, naming the list; a forward one
 * passes. The probes are linted as text, never written to disk.
 */
import { describe, expect, it } from 'vitest'
import { lintErrors } from './lint-probe'

const probe = (names: string, from: string) => `import { ${names} } from '${from}'\nexport const probe = [${names}]\n`

// The first lint loads the TypeScript import resolver: seconds on a cold machine.
describe('the service domains’ order', { timeout: 60_000 }, () => {
  it('refuses a lower domain importing a higher one, and names SERVICE_LAYERS', async () => {
    // catalogue is below orders: the catalogue reading an order's life runs back up.
    const broken = await lintErrors(
      'src/api/services/catalogue/probe.ts',
      probe('changeOrderStatus', '~/api/services/orders/order-lifecycle'),
    )
    expect(broken.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths'])
    expect(broken[0]?.message).toContain('eslint.config.js (SERVICE_LAYERS)')
    // A type-only import counts too: it ties the two domains as much as a value does.
    const typeBack = await lintErrors(
      'src/api/services/places/probe.ts',
      "import type { CityRow } from '~/api/services/places/cities'\nimport type { Line } from '~/api/services/catalogue/cart-lines'\nexport type Probe = [CityRow, Line]\n",
    )
    expect(typeBack.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths'])
  })

  it('accepts a higher domain importing a lower one', async () => {
    expect(await lintErrors('src/api/services/orders/probe.ts', probe('requireCity', '~/api/services/places/cities'))).toEqual([])
    expect(
      await lintErrors('src/api/services/delivery/probe.ts', probe('changeOrderStatus', '~/api/services/orders/order-lifecycle')),
    ).toEqual([])
  })

  it('keeps auth below the services, and its sign-in flows above them', async () => {
    expect(await lintErrors('src/api/auth/flows/probe.ts', probe('mergeCartAtSignIn', '~/api/services/cart/cart-merge'))).toEqual([])
    const authIntoService = await lintErrors('src/api/auth/probe.ts', probe('mergeCartAtSignIn', '~/api/services/cart/cart-merge'))
    expect(authIntoService.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths'])
    const serviceIntoFlow = await lintErrors('src/api/services/cart/probe.ts', probe('sessionAnswer', '~/api/auth/flows/session-answer'))
    expect(serviceIntoFlow.map((message) => message.ruleId)).toEqual(['import-x/no-restricted-paths'])
  })
})
