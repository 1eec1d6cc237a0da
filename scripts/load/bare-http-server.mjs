/**
 * The machine's floor for an HTTP answer: `node:http` answering a small fixed body, nothing else.
 * Started by scripts/load/baselines.ts as a child process with the same Node as the shop, on a
 * port the system picks, which it prints on its first line of output.
 */
import { createServer } from 'node:http'

const body = Buffer.from('{"data":{"ok":true}}')
const server = createServer((request, response) => {
  // Read (and drop) whatever was sent, as any server must before answering.
  request.resume()
  request.on('end', () => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length })
    response.end(body)
  })
})
server.listen(0, '127.0.0.1', () => console.log(String(server.address().port)))
// The sender's kept-alive connections would hold close() open until they time out.
process.on('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
