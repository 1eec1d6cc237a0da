// Import cycles, type-only imports included (docs/decisions/0068-cycle-rule-and-test-tiers.md).
// ESLint's import-x/no-cycle reports the cycles of values, in the editor too, but skips every
// `import type`, with no option to count them: this one counts them. `npm run lint`.
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle, type-only imports counted: move what both modules use to the lower one, or to a small module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Generated, as ESLint ignores them: Paraglide's messages; the route tree (after a build), whose
    // `Register` block type-imports the router that imports it, as TanStack Start generates it.
    exclude: { path: '^src/(paraglide/|routeTree\\.gen\\.ts$)' },
    // Read the TypeScript sources as written: compiled, `import type` lines would be gone.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
}
