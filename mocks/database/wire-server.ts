/**
 * PGlite served over the Postgres wire protocol to several clients at once: PostgREST's
 * connection pool, the storage handler, the site server's own connection (DATABASE_URL),
 * and psql for a developer who wants to look.
 *
 * PGlite is a single Postgres session, so the clients take turns on it:
 * - by protocol unit: what a client sends up to a Sync or a simple Query runs with no other
 *   client's message in between (an extended query's unnamed statement and portal live until
 *   the Sync), and a client whose unit leaves a transaction open keeps the session until it
 *   ends the transaction;
 * - as the role it connected as: the session role is set to the startup user before each of
 *   its units, so PostgREST connects as `authenticator` and the site server as its own role;
 * - with notifications routed: NOTIFY is delivered to every connection that LISTENs on the
 *   channel, whichever connection's unit the notification arrived with.
 *
 * @electric-sql/pglite-socket's multiplexer schedules single messages, which lets two clients'
 * extended queries interleave and return each other's rows, and it delivers a notification to
 * whichever client happened to be running; docs/decisions/015-development-backend-on-the-migrations.md.
 */
import { createServer, type Server, type Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

const SSL_REQUEST = 80877103
const GSSENC_REQUEST = 80877104
const CANCEL_REQUEST = 80877102
const NOTIFICATION_RESPONSE = 0x41 // 'A'

interface Connection {
  socket: Socket
  /** Bytes received and not yet cut into messages. */
  received: Buffer
  started: boolean
  /** The role this connection's units run as (the startup message's user). */
  role: string
  /** Messages of the unit being received. */
  pending: Buffer[]
  /** Channels this connection listens on, as Postgres names them. */
  listens: Set<string>
  /** The unit being received has an UNLISTEN. */
  unlistened: boolean
  closed: boolean
}

interface Unit {
  connection: Connection
  messages: Buffer[]
  /** The unit ends with a Sync, a simple Query or the startup message: Postgres then reports ReadyForQuery. */
  endsReady: boolean
  /** The unit stops listening on a channel: other connections' channels are listened to again after it. */
  unlistens?: boolean
  /** The connection's startup message. */
  startup?: boolean
}

export interface WireServer {
  port: number
  close(): Promise<void>
}

/** A frontend simple-query message. */
function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`)
  const message = Buffer.alloc(5 + text.length)
  message.write('Q', 0)
  message.writeInt32BE(4 + text.length, 1)
  text.copy(message, 5)
  return message
}

/** An ErrorResponse with severity FATAL, for a connection refused at startup. */
function fatalError(code: string, text: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${text}\0\0`)
  const message = Buffer.alloc(5 + fields.length)
  message.write('E', 0)
  message.writeInt32BE(4 + fields.length, 1)
  fields.copy(message, 5)
  return message
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** The startup message's parameters (user, database, application_name...). */
function startupParameters(message: Buffer): Map<string, string> {
  const parts = message.subarray(8).toString('utf8').split('\0')
  const parameters = new Map<string, string>()
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) parameters.set(parts[i]!, parts[i + 1]!)
  return parameters
}

/** The SQL text of a simple Query or a Parse message, to follow LISTEN and UNLISTEN. */
function sqlText(message: Buffer): string | undefined {
  const type = String.fromCharCode(message[0]!)
  if (type === 'Q') return message.subarray(5, message.length - 1).toString('utf8')
  if (type === 'P') {
    const nameEnd = message.indexOf(0, 5)
    return message.subarray(nameEnd + 1, message.indexOf(0, nameEnd + 1)).toString('utf8')
  }
  return undefined
}

const LISTEN_STATEMENT = /\b(un)?listen\s+(?:"((?:[^"]|"")+)"|([^\s;]+))/gi

/** Applies the LISTEN and UNLISTEN statements of a message to the connection's channels; true for an UNLISTEN. */
function followListens(connection: Connection, sql: string): boolean {
  let unlistened = false
  for (const [, un, quoted, bare] of sql.matchAll(LISTEN_STATEMENT)) {
    const channel = quoted !== undefined ? quoted.replaceAll('""', '"') : bare!.toLowerCase()
    if (!un) connection.listens.add(channel)
    else {
      unlistened = true
      if (channel === '*') connection.listens.clear()
      else connection.listens.delete(channel)
    }
  }
  return unlistened
}

export function serveOverWire(db: PGlite, options: { port: number; host?: string }): Promise<WireServer> {
  const connections = new Set<Connection>()
  const queue: Unit[] = []
  /** The connection whose transaction is open: only its units run until it ends. */
  let owner: Connection | undefined
  /** The role the session is set to now (the superuser after a RESET ROLE). */
  let sessionRole = 'postgres'
  let running = false

  /** Runs SQL on the session and throws the ErrorResponse text, if any; only inside runExclusive. */
  const runInternal = async (sql: string) => {
    const output = Buffer.from(await db.execProtocolRaw(simpleQuery(sql)))
    for (const frame of frames(output)) {
      if (frame[0] === 0x45 /* 'E' */) throw new Error(frame.subarray(5).toString('utf8').split('\0').find((f) => f.startsWith('M'))?.slice(1))
    }
  }

  const deliver = (connection: Connection, output: Buffer) => {
    const kept: Buffer[] = []
    for (const frame of frames(output)) {
      if (frame[0] !== NOTIFICATION_RESPONSE) {
        kept.push(frame)
        continue
      }
      const channelStart = 9
      const channel = frame.subarray(channelStart, frame.indexOf(0, channelStart)).toString('utf8')
      for (const listener of connections) if (listener.listens.has(channel) && !listener.closed) listener.socket.write(frame)
    }
    if (!connection.closed && kept.length > 0) connection.socket.write(Buffer.concat(kept))
  }

  const runUnit = async (unit: Unit) => {
    const { connection } = unit
    const output: Buffer[] = []
    let refused: string | undefined
    await db.runExclusive(async () => {
      if (unit.startup && connection.role !== 'postgres') {
        // As Postgres does at connection time: the role must exist and may log in.
        const role = connection.role.replaceAll("'", "''")
        try {
          await runInternal(
            `do $$ begin if not exists (select 1 from pg_catalog.pg_roles where rolname = '${role}' and rolcanlogin) then ` +
              `raise exception 'role "%" does not exist or is not permitted to log in', '${role}'; end if; end $$`,
          )
        } catch (error) {
          refused = error instanceof Error ? error.message : String(error)
          return
        }
      }
      if (owner !== connection && sessionRole !== connection.role) {
        try {
          await runInternal(connection.role === 'postgres' ? 'reset role' : `set role ${quoteIdentifier(connection.role)}`)
          sessionRole = connection.role
        } catch (error) {
          refused = error instanceof Error ? error.message : String(error)
          return
        }
      }
      for (const message of unit.messages) {
        await db.execProtocolRawStream(message, { onRawData: (data) => output.push(Buffer.from(data)) })
      }
      // The session is shared: an UNLISTEN stops the channel for everyone, so the other connections' channels are listened to again.
      if (unit.unlistens) {
        const channels = new Set<string>()
        for (const other of connections) for (const channel of other.listens) channels.add(channel)
        if (channels.size > 0) await runInternal([...channels].map((channel) => `listen ${quoteIdentifier(channel)}`).join('; ')).catch(() => {})
      }
    })
    if (refused !== undefined) {
      connection.socket.end(fatalError('28000', refused))
      return
    }
    owner = unit.endsReady && !db.isInTransaction() ? undefined : connection
    deliver(connection, Buffer.concat(output))
  }

  const pump = async () => {
    if (running) return
    running = true
    try {
      for (;;) {
        const index = owner ? queue.findIndex((unit) => unit.connection === owner) : 0
        if (index < 0 || queue.length === 0) break
        const [unit] = queue.splice(index, 1)
        if (!unit || unit.connection.closed) continue
        await runUnit(unit)
      }
    } finally {
      running = false
    }
  }

  const enqueue = (unit: Unit) => {
    queue.push(unit)
    void pump()
  }

  /** A connection went away: its queued units go, and a transaction it left open is rolled back. */
  const forget = (connection: Connection) => {
    if (connection.closed) return
    connection.closed = true
    connections.delete(connection)
    if (owner !== connection) return
    owner = undefined
    void db
      .runExclusive(() => runInternal('rollback'))
      .catch(() => {})
      .finally(() => void pump())
  }

  const receive = (connection: Connection, data: Buffer) => {
    connection.received = connection.received.length ? Buffer.concat([connection.received, data]) : data
    for (;;) {
      const buffer = connection.received
      if (!connection.started) {
        if (buffer.length < 8 || buffer.length < buffer.readInt32BE(0)) return
        const length = buffer.readInt32BE(0)
        const code = buffer.readInt32BE(4)
        const message = buffer.subarray(0, length)
        connection.received = buffer.subarray(length)
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N')
          continue
        }
        if (code === CANCEL_REQUEST) {
          // No backend process to signal: the query runs to its end.
          connection.socket.end()
          return
        }
        connection.started = true
        connection.role = startupParameters(message).get('user') ?? 'postgres'
        enqueue({ connection, messages: [message], endsReady: true, startup: true })
        continue
      }
      if (buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return
      const message = buffer.subarray(0, 1 + buffer.readInt32BE(1))
      connection.received = buffer.subarray(message.length)
      const type = String.fromCharCode(message[0]!)
      if (type === 'X') {
        connection.socket.end()
        forget(connection)
        return
      }
      const sql = sqlText(message)
      if (sql !== undefined && /listen/i.test(sql) && followListens(connection, sql)) connection.unlistened = true
      connection.pending.push(message)
      // Flush asks for the output so far without ending the unit: the connection keeps the session.
      if (type === 'S' || type === 'Q' || type === 'H') {
        enqueue({ connection, messages: connection.pending, endsReady: type !== 'H', unlistens: connection.unlistened })
        connection.pending = []
        connection.unlistened = false
      }
    }
  }

  const server: Server = createServer((socket) => {
    socket.setNoDelay(true)
    const connection: Connection = {
      socket,
      received: Buffer.alloc(0),
      started: false,
      role: 'postgres',
      pending: [],
      listens: new Set(),
      unlistened: false,
      closed: false,
    }
    connections.add(connection)
    socket.on('data', (data) => receive(connection, data))
    socket.on('close', () => forget(connection))
    socket.on('error', () => forget(connection))
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      const address = server.address()
      resolve({
        port: typeof address === 'object' && address ? address.port : options.port,
        close: () =>
          new Promise<void>((done) => {
            for (const connection of connections) connection.socket.destroy()
            server.close(() => done())
          }),
      })
    })
  })
}

/** The backend messages in a buffer of whole messages. */
function* frames(output: Buffer): Generator<Buffer> {
  let at = 0
  while (at + 5 <= output.length) {
    const end = at + 1 + output.readInt32BE(at + 1)
    yield output.subarray(at, end)
    at = end
  }
}
