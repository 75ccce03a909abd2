// The benchmark's reference: a plain node:http server that answers each URL
// with bytes held in memory, exactly as the production server sent them to a
// browser: the same body (same encoding) and the same headers (security
// headers, ETag, caching; a request id of the same length). Run as its own process so it does not
// share an event loop with the load generator:
//   node scripts/lib/static-reference.mjs PORT APP_URL '{"accept-encoding":"br"}' /path /assets/x.js ...
import { createServer, get } from 'node:http'

const [port, appUrl, headersJson, ...paths] = process.argv.slice(2)
const requestHeaders = JSON.parse(headersJson)

/** The raw bytes as sent (node:http does not decompress). */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: requestHeaders }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    }).on('error', reject)
  })
}

const answers = new Map()
for (const path of paths) {
  const { status, headers, body } = await fetchRaw(appUrl + path)
  if (status !== 200) throw new Error(`${path}: the app answered ${status}`)
  const sent = Object.entries(headers)
    .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
    .flat()
  answers.set(path, { headers: sent, body })
}

const server = createServer((request, response) => {
  const answer = answers.get(request.url)
  if (!answer) return response.writeHead(404).end()
  response.writeHead(200, answer.headers).end(answer.body)
})
server.listen(Number(port), '127.0.0.1', () => console.log('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
