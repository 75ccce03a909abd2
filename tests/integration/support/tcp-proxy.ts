/**
 * A loopback TCP proxy in front of a server, which a test can cut (every connection dropped,
 * new ones refused) and open again on the same port: a database going away and coming back.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  port: number
  /** Drops every connection and stops accepting new ones. */
  cut(): Promise<void>
  /** Accepts connections again, on the same port. */
  open(): Promise<void>
  close(): Promise<void>
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = createConnection(target)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address()
        port = typeof address === 'object' && address ? address.port : port
        resolve()
      })
    })
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!server) return resolve()
      server.close(() => resolve())
      server = undefined
    })
  await listen()
  return { port, cut, open: listen, close: cut }
}
