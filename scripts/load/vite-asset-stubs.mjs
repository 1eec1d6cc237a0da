/**
 * Lets a script run under tsx import the Shop API app (src/api/app.ts), whose PDF and page modules
 * import assets the way Vite does (`font.woff2?inline`, `style.css?url`): Node cannot load them,
 * so each such file becomes a module answering an empty string. Only for load scripts that never
 * render a PDF or a page's styles (scripts/load/shoppers-meanwhile.ts); the shop is built by Vite.
 */
const VITE_ASSET = /\.(woff2|css)(\?.*)?$/

export async function load(url, context, nextLoad) {
  if (VITE_ASSET.test(url)) return { format: 'module', source: `export default ''`, shortCircuit: true }
  return nextLoad(url, context)
}
