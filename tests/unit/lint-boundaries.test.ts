/**
 * The layout's rules are checked by ESLint (eslint.config.js, docs/decisions/0025): a file that
 * breaks one fails `npm run lint`, which `npm test` runs. Each case lints a probe file placed where
 * the rule applies; the probe is never written to disk.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { rulesBroken } from './lint-probe'

// The first lint loads the TypeScript import resolver: seconds on a cold machine.
describe('the layout rules', { timeout: 60_000 }, () => {
  it('refuses ui/ importing a feature', async () => {
    const broken = await rulesBroken(
      'src/ui/probe.tsx',
      "import { CartButton } from '~/features/cart/components/cart-button'\nexport const probe = CartButton\n",
    )
    expect(broken).toContain('import-x/no-restricted-paths')
  })

  it('refuses the Shop API importing storefront code', async () => {
    const broken = await rulesBroken(
      'src/api/services/probe.ts',
      "import { cartCount } from '~/features/cart/cart-rules'\nexport const probe = cartCount\n",
    )
    expect(broken).toContain('import-x/no-restricted-paths')
  })

  it('refuses a feature importing a feature above it, and another feature’s components/', async () => {
    const upward = await rulesBroken(
      'src/features/cart/probe.ts',
      "import { fieldsOfStep } from '~/features/checkout/checkout-rules'\nexport const probe = fieldsOfStep\n",
    )
    expect(upward).toContain('import-x/no-restricted-paths')
    const intoComponents = await rulesBroken(
      'src/features/catalogue/probe.tsx',
      "import { CartButton } from '~/features/cart/components/cart-button'\nexport const probe = CartButton\n",
    )
    expect(intoComponents).toContain('import-x/no-restricted-paths')
  })

  it('refuses `../` imports and server-only modules in browser code', async () => {
    expect(
      await rulesBroken(
        'src/features/cart/components/probe.tsx',
        "import { cartCount } from '../cart-rules'\nexport const probe = cartCount\n",
      ),
    ).toContain('no-restricted-imports')
    const serverOnly = await rulesBroken(
      'src/features/auth/components/probe.tsx',
      "import { hashToken } from '~/api/auth/token-hash'\nexport const probe = hashToken\n",
    )
    expect(serverOnly).toContain('no-restricted-imports')
  })

  it('refuses a service importing a route, and services/shared importing a domain', async () => {
    const route = await rulesBroken(
      'src/api/services/orders/probe.ts',
      "import { registerAuth } from '~/api/routes/auth'\nexport const probe = registerAuth\n",
    )
    expect(route).toContain('import-x/no-restricted-paths')
    const domain = await rulesBroken(
      'src/api/services/shared/probe.ts',
      "import { priceInCity } from '~/api/services/catalogue/city-prices'\nexport const probe = priceInCity\n",
    )
    expect(domain).toContain('import-x/no-restricted-paths')
    const sideways = await rulesBroken(
      'src/api/services/orders/probe.ts',
      "import { priceInCity } from '~/api/services/catalogue/city-prices'\nexport const probe = priceInCity\n",
    )
    expect(sideways).toEqual([])
  })

  it('knows every service domain and every back-office part (a new folder is placed in eslint.config.js)', async () => {
    const config = readFileSync('eslint.config.js', 'utf8')
    for (const domain of readdirSync('src/api/services')) expect(config).toContain(`'${domain}',`)
    for (const part of readdirSync('src/features/back-office')) expect(config).toContain(`'back-office/${part}',`)
  })

  it('accepts the imports the layout allows', async () => {
    const code = [
      "import { AddToCart } from '~/features/cart/add-to-cart'",
      "import { cartReferenceSchema } from '~/api/contract/cart'",
      "import { formatMoney } from '~/lib/money'",
      "import { toast } from '~/ui/toasts/toast-store'",
      'export const probe = [AddToCart, cartReferenceSchema, formatMoney, toast]',
      '',
    ].join('\n')
    expect(await rulesBroken('src/features/catalogue/components/probe.tsx', code)).toEqual([])
  })
})
