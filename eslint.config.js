// The code's layout, checked by a tool (docs/decisions/0025-code-layout-and-lint.md). `npm run lint`.
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The features, lowest first: a feature may import the ones before it, never the ones after, so
 * features never import each other both ways. Add a new feature where its imports put it.
 */
const FEATURES = [
  'shop',
  'seo',
  'city',
  'content',
  'legacy',
  'cart',
  'catalogue',
  'standing-orders',
  'orders',
  'auth',
  'addresses',
  'account',
  'checkout',
  'contact',
  'satisfaction',
  'back-office/staff',
  'back-office/security',
  'back-office/refunds',
  'back-office/documents',
  'back-office/orders',
  'back-office/dashboard',
  'back-office/audit',
  'back-office/inbox',
  'back-office/customer-groups',
  'back-office/deposits',
  'back-office/customers',
  'back-office/team',
  'back-office/deliveries',
  'back-office/content',
  'back-office/stock',
  'back-office/prices',
  'back-office/rules',
  'back-office/images',
  'back-office/products',
  'back-office/catalogue-meta',
  'back-office/vouchers',
  'back-office/imports',
  'back-office/phone-orders',
  'back-office/accounting',
  'back-office/standing-orders',
]

const feature = (name) => `./src/features/${name}`

/**
 * The Shop API's service domains (src/api/services/<domain>; docs/architecture.md), lowest first:
 * a domain may import the ones before it, never the ones after, so no import runs back up and no two
 * domains import each other (docs/decisions/0093). Add a new domain where its imports put it; what
 * two domains both need goes down to the lower one, or a small interface the lower one declares.
 */
const SERVICE_LAYERS = [
  // What every domain uses, then the places the shop delivers to.
  'shared',
  'places',
  // The back office's delivery rules, accounts, content and vouchers import no other domain.
  'rules',
  'accounts',
  'content',
  'vouchers',
  // What is sold: products and their city prices (the cart's lines are read against them), then
  // the price lists, the stock and the jugs' deposits.
  'catalogue',
  'pricing',
  'stock',
  'deposits',
  // Pricing and placing an order (and what placing writes: its lines, address snapshot, e-mails),
  // then the saved cart that the checkout prices and the documents that an order's life issues.
  'checkout',
  'cart',
  'documents',
  // The order's life and edits, then what works on placed orders.
  'orders',
  'standing-orders',
  'delivery',
  // The day's plan for the vans (a solver; pure computation).
  'dispatch',
  'order-bulk',
  'refunds',
  'accounting',
  'imports',
  'dashboard',
]

const service = (domain) => `./src/api/services/${domain}`

/** Who may not import whom (import-x/no-restricted-paths zones). */
const zones = [
  {
    target: './src/ui',
    from: ['./src/features', './src/shell', './src/routes', './src/upstream', './src/server', './src/api'],
    message: 'ui/ holds the shop’s own components and knows no feature: move the composing part to src/shell or a route.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/shell', './src/routes', './src/ui', './src/upstream', './src/server', './src/i18n'],
    message: 'The Shop API never imports storefront code: move what both sides use to src/api/contract (or src/lib).',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/shell', './src/routes', './src/ui', './src/upstream', './src/server', './src/api'],
    message: 'lib/ holds small helpers both sides use: it imports nothing of the app.',
  },
  {
    target: './src/upstream',
    from: ['./src/features', './src/shell', './src/routes', './src/ui', './src/server'],
    message: 'The upstream client knows the Shop API’s contract, not the pages.',
  },
  {
    target: './src/features',
    from: ['./src/shell', './src/routes', './src/server'],
    message: 'Features are composed by routes and the shell, never the other way.',
  },
  {
    target: './src/shell',
    from: ['./src/routes', './src/server'],
    message: 'The shell is composed by routes.',
  },
  {
    target: './src/api/services',
    from: './src/api/routes',
    message: 'Routes compose services (src/api/services/<domain>), never the other way: move the shared part into a service.',
  },
  {
    target: './src/api/contract',
    from: ['./src/api/services', './src/api/routes', './src/api/auth'],
    message: 'The contract (schemas both sides read) knows no service, route or auth flow.',
  },
  // Each service domain: not the domains above it (services/shared, the lowest, imports none).
  ...SERVICE_LAYERS.slice(0, -1).map((domain, index) => ({
    target: service(domain),
    from: SERVICE_LAYERS.slice(index + 1).map(service),
    message: `services/${domain} is below these domains in eslint.config.js (SERVICE_LAYERS): move the shared part down, or pass it in through a type or a function the lower domain declares.`,
  })),
  {
    target: './src/api/services',
    from: './src/api/auth/flows',
    message: 'The sign-in flows (auth/flows) compose services, as routes do: a service imports auth’s sessions and roles, never a flow.',
  },
  {
    // Its own files only: auth/flows is the one part above the services.
    target: './src/api/auth/*.ts',
    from: './src/api/services',
    message: 'auth/ sits below the services (they read its sessions and roles); only its flows (auth/flows) call a service.',
  },
  // Each feature: not the features above it, and never another feature's components/.
  ...FEATURES.slice(0, -1).map((name, index) => ({
    target: feature(name),
    from: FEATURES.slice(index + 1).map(feature),
    message: `"${name}" is below these features in eslint.config.js (FEATURES): move the shared part down, or the feature up.`,
  })),
  ...FEATURES.map((name) => ({
    target: FEATURES.filter((other) => other !== name).map(feature),
    from: `${feature(name)}/components`,
    message: 'A feature’s components/ are its own: what other features use sits at the feature’s top level.',
  })),
]

/** One import style in src/: `~/` for anything outside the file's own folder, `./` inside it. */
const parentImports = { regex: '^\\.\\./', message: 'Import from outside this folder with `~/` (src/), not `../`.' }

/** Browser code: never the API's insides, never a `.server` module (the build refuses them too). */
const serverOnlyImports = [
  { regex: '^~/api/(?!contract/)', message: 'Browser code reaches the Shop API through server functions and src/api/contract only.' },
  { regex: '\\.server(\\.tsx?)?$', message: 'A .server module runs on the server only: import it from a server function or middleware.' },
]

export default tseslint.config(
  {
    ignores: [
      '.output/**',
      'scripts/minimal-start/.output/**',
      '.nitro/**',
      '.tanstack/**',
      'node_modules/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'screenshots/**',
      'src/paraglide/**',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without these, import-x reads only .js files: no-cycle followed no .ts/.tsx import and passed every cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/ignore': ['/node_modules/'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', { patterns: [parentImports] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.queries.ts', 'src/**/use-*.ts', 'src/ui/**', 'src/lib/**', 'src/shell/**'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.server.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImports, ...serverOnlyImports] }] },
  },
  // The back office's tables are the kit's DataTable (src/ui/admin, docs/decisions/0067): a
  // hand-written <table> in a back-office screen fails lint.
  {
    files: ['src/features/back-office/**/*.tsx', 'src/routes/gestion/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='table']",
          message:
            'A back-office list is the kit’s DataTable (src/ui/admin/data-table.tsx, docs/decisions/0067), not a hand-written <table>.',
        },
      ],
    },
  },
  prettier,
)
