/**
 * A subset of PostgREST 12 on /rest/v1/experts, /rest/v1/user_roles and the submission
 * tables (partnership_applications, offer_claims; see ./rest-submissions.ts): plain column
 * selection; eq, neq, in, is, like, ilike, gt, gte, lt, lte filters; order on one or more
 * columns (nullsfirst/nullslast); limit and offset; Prefer count=exact with Content-Range
 * (HEAD answers headers only); the single-object Accept header (406 PGRST116 unless one
 * row); Prefer return=representation|minimal; insert, update, delete; the table
 * constraints. Row-level rules come from ../actor.ts.
 *
 * Anything else PostgREST offers (embedded resources, aliases and casts, or/and/not
 * filters, upsert with on_conflict, Range headers, RPC, other schemas, CSV...) is refused
 * with 501 and a body naming the feature, never answered differently from PostgREST.
 * tests/real-backend/ compares these answers with a real PostgREST, request by request.
 *
 * With an upstream PostgREST configured (`setRestUpstream`, MOCK_REST_UPSTREAM), every
 * /rest/v1 request goes there instead, after the fault injection; see ../upstream.ts.
 */
import { http, HttpResponse } from 'msw'
import { canReadExpert, canReadUserRole, canWriteExperts, canWriteUserRoles, resolveActor, type Actor } from '../actor.ts'
import { mockDb, newExpertRow, pgTimestamp, type ExpertRow, type UserRoleRow } from '../db.ts'
import { applyFault } from '../faults.ts'
import { forwardToUpstream, restUpstream } from '../upstream.ts'
import { submissionTable, submissionTables } from './rest-submissions.ts'

export type Row = Record<string, unknown>

const OBJECT_ACCEPT = 'application/vnd.pgrst.object+json'
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const expertColumns = ['id', 'name', 'role', 'description', 'image_url', 'is_active', 'created_at', 'updated_at']
const expertWritable = ['name', 'role', 'description', 'image_url', 'is_active', 'updated_at']
const userRoleColumns = ['id', 'user_id', 'role', 'created_at']

export function postgrestError(status: number, code: string, message: string, details: string | null = null) {
  return HttpResponse.json({ code, details, hint: null, message }, { status })
}

/** The answer for a PostgREST feature the mock does not emulate. */
export function unsupported(feature: string) {
  return HttpResponse.json(
    {
      code: 'MOCK_UNSUPPORTED',
      details: null,
      hint: 'The mock backend emulates only part of PostgREST; run this against PostgREST or a Supabase project.',
      message: `The mock backend does not support ${feature}`,
    },
    { status: 501 },
  )
}

export function deniedStatus(actor: Actor) {
  return actor.kind === 'anon' ? 401 : 403
}

type Operator = 'eq' | 'neq' | 'in' | 'is' | 'like' | 'ilike' | 'gt' | 'gte' | 'lt' | 'lte'
const OPERATORS: readonly string[] = ['eq', 'neq', 'in', 'is', 'like', 'ilike', 'gt', 'gte', 'lt', 'lte']

interface Filter {
  column: string
  operator: Operator
  values: string[]
}

type ColumnKind = 'uuid' | 'timestamp' | 'boolean' | 'text'

/** The Postgres type of a column of the emulated tables (see the migrations). */
function kindOf(column: string): ColumnKind {
  if (column === 'id' || column === 'user_id') return 'uuid'
  if (column.endsWith('_at')) return 'timestamp'
  if (column === 'is_active') return 'boolean'
  return 'text'
}

/** A value as Postgres compares it: timestamps by instant, uuids in any case, the rest as text. */
function comparable(column: string, value: string): string | number {
  const kind = kindOf(column)
  if (kind === 'timestamp') return Date.parse(value)
  return kind === 'uuid' ? value.toLowerCase() : value
}

/**
 * Refuses operand spellings the mock cannot compare the way Postgres would (Postgres also
 * reads 't', 'yes' or a timestamp in other formats), instead of answering differently.
 */
function checkOperands(column: string, operator: string, values: string[]): Response | undefined {
  const kind = kindOf(column)
  if ((operator === 'like' || operator === 'ilike') && kind !== 'text') return unsupported(`${operator} on the ${kind} column ${column}`)
  if (operator === 'is' || operator === 'like' || operator === 'ilike') return undefined
  if (kind === 'boolean' && values.some((v) => v !== 'true' && v !== 'false')) {
    return unsupported(`boolean values other than true and false (${column})`)
  }
  if (kind === 'timestamp' && values.some((v) => !/^\d{4}-\d\d-\d\d([T ]\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d(:?\d\d)?))?$/.test(v) || Number.isNaN(Date.parse(v)))) {
    return unsupported(`timestamps other than ISO 8601 dates, or date-times with a time zone (${column})`)
  }
  return undefined
}

interface OrderTerm {
  column: string
  ascending: boolean
  nullsFirst: boolean
}

export interface Query {
  filters: Filter[]
  select: string[]
  order: OrderTerm[]
  limit: number | undefined
  offset: number
  count: boolean
  representation: boolean
  columns: string[] | undefined
}

/** Prefer header tokens the mock honours; any other is refused by name. */
const SUPPORTED_PREFER = new Set(['return=representation', 'return=minimal', 'count=exact'])
const JSON_ACCEPT = ['', '*/*', 'application/json', OBJECT_ACCEPT]
const UNSUPPORTED_PARAMS: Readonly<Record<string, string>> = {
  on_conflict: 'upsert (on_conflict)',
  or: 'or= filters',
  and: 'and= filters',
  not: 'not= filters',
}

function badRequest(code: string, message: string, details: string | null = null) {
  return { error: postgrestError(400, code, message, details) }
}

/** Reads the URL and headers into a query, or the response refusing them. */
export function parseQuery(request: Request, url: URL, table: string, columns: string[]): Query | { error: Response } {
  const accept = (request.headers.get('accept') ?? '').split(';')[0]!.trim()
  if (!JSON_ACCEPT.includes(accept)) return { error: unsupported(`the Accept type ${accept}`) }
  if (request.headers.has('range')) return { error: unsupported('the Range header (use limit and offset)') }
  const prefer = (request.headers.get('prefer') ?? '').split(',').map((token) => token.trim()).filter(Boolean)
  const unknownPrefer = prefer.find((token) => !SUPPORTED_PREFER.has(token))
  if (unknownPrefer) return { error: unsupported(`Prefer: ${unknownPrefer}`) }

  const query: Query = {
    filters: [],
    select: columns,
    order: [],
    limit: undefined,
    offset: 0,
    count: prefer.includes('count=exact'),
    representation: prefer.includes('return=representation'),
    columns: undefined,
  }
  const unknownColumn = (column: string) => badRequest('42703', `column ${table}.${column} does not exist`)
  for (const [key, raw] of url.searchParams) {
    const feature = UNSUPPORTED_PARAMS[key]
    if (feature) return { error: unsupported(feature) }
    if (key === 'select') {
      if (/[():!]|->|\.\.\./.test(raw)) return { error: unsupported(`this select (${raw}): embedded resources, aliases, casts and JSON paths`) }
      query.select = raw === '*' ? columns : raw.split(',').map((part) => part.trim())
      const unknown = query.select.find((column) => column !== '*' && !columns.includes(column))
      if (unknown) return unknownColumn(unknown)
      query.select = query.select.flatMap((column) => (column === '*' ? columns : [column]))
    } else if (key === 'order') {
      for (const term of raw.split(',')) {
        const [column = '', ...modifiers] = term.trim().split('.')
        if (!columns.includes(column)) return unknownColumn(column)
        const direction = modifiers.find((m) => m === 'asc' || m === 'desc') ?? 'asc'
        const nulls = modifiers.find((m) => m === 'nullsfirst' || m === 'nullslast')
        if (modifiers.some((m) => !['asc', 'desc', 'nullsfirst', 'nullslast'].includes(m))) {
          return { error: unsupported(`this malformed order (${raw}): PostgREST answers 400 PGRST100 with its parser's message`) }
        }
        const ascending = direction === 'asc'
        query.order.push({ column, ascending, nullsFirst: nulls ? nulls === 'nullsfirst' : !ascending })
      }
    } else if (key === 'limit' || key === 'offset') {
      if (!/^\d+$/.test(raw)) return { error: unsupported(`a ${key} that is not a whole number (${raw})`) }
      if (key === 'limit') query.limit = Number(raw)
      else query.offset = Number(raw)
    } else if (key === 'columns') {
      query.columns = raw.split(',').map((column) => column.trim().replace(/^"|"$/g, ''))
    } else {
      if (!columns.includes(key)) return unknownColumn(key)
      const dot = raw.indexOf('.')
      const operator = dot > 0 ? raw.slice(0, dot) : ''
      if (operator === 'not') return { error: unsupported(`negated filters (${key}=${raw})`) }
      if (!OPERATORS.includes(operator)) {
        return /^[a-z]+$/.test(operator) && dot > 0
          ? { error: unsupported(`the filter operator ${operator}`) }
          : { error: unsupported(`this malformed filter (${raw}): PostgREST answers 400 PGRST100 with its parser's message`) }
      }
      const value = raw.slice(dot + 1)
      const values = operator === 'in' ? value.replace(/^\(|\)$/g, '').split(',').map((v) => v.replace(/^"|"$/g, '')) : [value]
      if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
        return { error: unsupported(`this malformed filter (${raw}): PostgREST answers 400 PGRST100 with its parser's message`) }
      }
      if (kindOf(key) === 'uuid' && !['is', 'like', 'ilike'].includes(operator) && values.some((v) => !UUID.test(v))) {
        return badRequest('22P02', `invalid input syntax for type uuid: "${values.find((v) => !UUID.test(v))}"`)
      }
      const refused = checkOperands(key, operator, values)
      if (refused) return { error: refused }
      query.filters.push({ column: key, operator: operator as Operator, values })
    }
  }
  return query
}

/** SQL LIKE (PostgREST also takes * for %) as a regular expression. */
function likePattern(pattern: string, caseInsensitive: boolean) {
  const source = [...pattern.replaceAll('*', '%')]
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's')
}

/** Postgres ordering of two column values: nulls handled by the caller, text by code point (C collation). */
function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'boolean' || typeof b === 'boolean') return Number(a) - Number(b)
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const [x, y] = [String(a), String(b)]
  return x < y ? -1 : x > y ? 1 : 0
}

function matchesFilter(row: Row, filter: Filter): boolean {
  const raw = row[filter.column]
  const value = raw === null || raw === undefined ? null : String(raw)
  const [operand = ''] = filter.values
  if (filter.operator === 'is') {
    const wanted = operand.toLowerCase()
    if (wanted === 'null' || wanted === 'unknown') return value === null
    return value === wanted
  }
  // SQL: a comparison with null is never true.
  if (value === null) return false
  if (filter.operator === 'like' || filter.operator === 'ilike') return likePattern(operand, filter.operator === 'ilike').test(value)
  const left = comparable(filter.column, value)
  const rights = filter.values.map((v) => comparable(filter.column, v))
  switch (filter.operator) {
    case 'in':
      return rights.includes(left)
    case 'eq':
      return left === rights[0]
    case 'neq':
      return left !== rights[0]
    default: {
      const order = compareValues(left, rights[0])
      return filter.operator === 'gt' ? order > 0 : filter.operator === 'gte' ? order >= 0 : filter.operator === 'lt' ? order < 0 : order <= 0
    }
  }
}

export function matches(row: Row, filters: Filter[]) {
  return filters.every((filter) => matchesFilter(row, filter))
}

function project(rows: Row[], select: string[]) {
  return rows.map((row) => Object.fromEntries(select.map((column) => [column, row[column] ?? null])))
}

/** Sorted by every order term in turn; rows that tie keep a stable order. */
function sortRows(rows: Row[], order: OrderTerm[]) {
  if (order.length === 0) return rows
  return [...rows].sort((a, b) => {
    for (const term of order) {
      const [x, y] = [a[term.column] ?? null, b[term.column] ?? null]
      if (x === null || y === null) {
        if (x === y) continue
        return (x === null) === term.nullsFirst ? -1 : 1
      }
      const result = kindOf(term.column) === 'timestamp' ? compareValues(Date.parse(String(x)), Date.parse(String(y))) : compareValues(x, y)
      if (result !== 0) return term.ascending ? result : -result
    }
    return 0
  })
}

/** A read: filter, order, offset, limit, with PostgREST's Content-Range. */
export function respondRead(request: Request, visible: Row[], query: Query) {
  const total = visible.length
  const rows = sortRows(visible, query.order).slice(query.offset, query.limit === undefined ? undefined : query.offset + query.limit)
  const range = rows.length === 0 ? '*' : `${query.offset}-${query.offset + rows.length - 1}`
  const headers = { 'content-range': `${range}/${query.count ? total : '*'}` }
  // With an exact count, a page that is not the whole result is Partial Content.
  const status = query.count && rows.length < total ? 206 : 200
  if (request.method === 'HEAD') return new HttpResponse(null, { status, headers })
  return respondRows(request, project(rows, query.select), status, headers)
}

/** PostgREST's Content-Range on writes: the affected rows' range for an update, `*\/*` otherwise. */
function writeRange(method: string, affected: number) {
  return { 'content-range': method === 'PATCH' && affected > 0 ? `0-${affected - 1}/*` : '*/*' }
}

/** The answer to a write: 201 or 204 without a representation, else the rows (or one object). */
export function respondWrite(request: Request, query: Query, rows: Row[]) {
  const headers = writeRange(request.method, rows.length)
  const status = request.method === 'POST' ? 201 : 204
  if (!query.representation) return new HttpResponse(null, { status, headers })
  return respondRows(request, project(sortRows(rows, query.order), query.select), status === 201 ? 201 : 200, headers)
}

function respondRows(request: Request, rows: Row[], status = 200, headers: Record<string, string> = {}) {
  if ((request.headers.get('accept') ?? '').includes(OBJECT_ACCEPT)) {
    if (rows.length !== 1) {
      return postgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.length} rows`,
      )
    }
    return HttpResponse.json(rows[0], { status, headers })
  }
  return HttpResponse.json(rows, { status, headers })
}

/**
 * Postgres's `Failing row contains (...)` detail: the row in column order, as text. Postgres
 * leaves it out (null) when row-level security applies to the caller, so only the service
 * role (BYPASSRLS) sees it.
 */
export function failingRow(actor: Actor, row: Row, columns: string[]) {
  if (actor.kind !== 'service_role') return null
  const text = (value: unknown) =>
    value === null || value === undefined
      ? 'null'
      : typeof value === 'boolean'
        ? (value ? 't' : 'f')
        : String(value).replace(/^(\d{4}-\d\d-\d\d)T(.*)\+00:00$/, '$1 $2+00')
  return `Failing row contains (${columns.map((column) => text(row[column])).join(', ')}).`
}

/** The experts table's CHECK and NOT NULL constraints (see the migration). */
function checkExpert(actor: Actor, row: ExpertRow): Response | undefined {
  const details = failingRow(actor, row as unknown as Row, expertColumns)
  if (typeof row.name !== 'string') {
    return postgrestError(400, '23502', 'null value in column "name" of relation "experts" violates not-null constraint', details)
  }
  if (row.name.length > 120 || !/[^\s]/.test(row.name)) {
    return postgrestError(400, '23514', 'new row for relation "experts" violates check constraint "experts_name_length"', details)
  }
  if (row.role !== null && (typeof row.role !== 'string' || row.role.length > 120)) {
    return postgrestError(400, '23514', 'new row for relation "experts" violates check constraint "experts_role_length"', details)
  }
  if (row.description !== null && (typeof row.description !== 'string' || row.description.length > 2000)) {
    return postgrestError(400, '23514', 'new row for relation "experts" violates check constraint "experts_description_length"', details)
  }
  if (typeof row.is_active !== 'boolean') {
    return postgrestError(400, '22P02', 'invalid input syntax for type boolean')
  }
  return undefined
}

function unknownColumn(body: Row, writable: string[], table: string) {
  const unknown = Object.keys(body).find((key) => !writable.includes(key))
  return unknown
    ? postgrestError(400, 'PGRST204', `Column '${unknown}' of relation '${table}' does not exist`)
    : undefined
}

const NOT_OBJECT = Symbol('a JSON body that is neither an object nor an array of objects')

/** The JSON body; undefined when it does not parse; NOT_OBJECT for JSON PostgREST treats its own way. */
async function readJson(request: Request): Promise<Row | Row[] | undefined | typeof NOT_OBJECT> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return undefined
  }
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (isObject(body) || (Array.isArray(body) && body.every(isObject))) return body as Row | Row[]
  return NOT_OBJECT
}

/**
 * The rows of an insert (one JSON object or an array of them), each naming only `writable`
 * columns and all the same ones; otherwise the response PostgREST gives.
 */
export async function readInsertRows(request: Request, query: Query, writable: string[], table: string): Promise<Row[] | Response> {
  const body = await readJson(request)
  if (body === NOT_OBJECT) return unsupported(NOT_OBJECT.description!)
  if (!body) return postgrestError(400, 'PGRST102', 'Empty or invalid json')
  const inputs = Array.isArray(body) ? body : [body]
  const partial = checkColumns(query, inputs)
  if (partial) return partial
  for (const input of inputs) {
    const bad = unknownColumn(input, writable, table)
    if (bad) return bad
  }
  return inputs
}

/** The changes of an update: one JSON object naming only `writable` columns; otherwise the response PostgREST gives. */
export async function readUpdate(request: Request, writable: string[], table: string): Promise<Row | Response> {
  const body = await readJson(request)
  if (body === NOT_OBJECT || Array.isArray(body)) return unsupported('an update body that is not one JSON object')
  if (!body) return postgrestError(400, 'PGRST102', 'Empty or invalid json')
  return unknownColumn(body, writable, table) ?? body
}

export const restHandlers = [
  http.all('*/rest/v1/*', async ({ request }) => {
    const fault = await applyFault('rest', request)
    if (fault) return fault
    if (restUpstream()) return forwardToUpstream(request)
    const url = new URL(request.url)
    const path = url.pathname.replace(/^.*\/rest\/v1\/?/, '')
    if (path.startsWith('rpc/')) return unsupported('RPC (/rest/v1/rpc)')
    if (path === '' || path.includes('/')) return unsupported(`the path /rest/v1/${path}`)
    for (const header of ['accept-profile', 'content-profile']) {
      const profile = request.headers.get(header)
      if (profile && profile !== 'public') return unsupported(`the schema ${profile} (${header})`)
    }
    const actor = await resolveActor(request)
    if (actor.kind === 'invalid') return postgrestError(401, 'PGRST301', actor.reason)
    if (actor.kind === 'unknown-role') return postgrestError(400, '22023', `role "${actor.role}" does not exist`)
    if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(request.method)) {
      return unsupported(`the method ${request.method}${request.method === 'PUT' ? ' (upsert by primary key)' : ''}`)
    }
    if (path === 'experts') return experts(request, url, actor)
    if (path === 'user_roles') return userRoles(request, url, actor)
    const submissions = submissionTables[path]
    if (submissions) return submissionTable(submissions, request, url, actor)
    return postgrestError(404, '42P01', `relation "public.${path}" does not exist`)
  }),
]

/** Writes may name only these columns, all of them present in every row (no defaults for missing keys). */
export function checkColumns(query: Query, inputs: Row[]): Response | undefined {
  if (!query.columns) {
    const keys = (row: Row) => Object.keys(row).sort().join(',')
    if (inputs.some((input) => keys(input) !== keys(inputs[0]!))) return postgrestError(400, 'PGRST102', 'All object keys must match')
    return undefined
  }
  const listed = query.columns
  if (inputs.some((input) => listed.some((column) => !(column in input)))) {
    return unsupported('columns= with rows that lack some of the listed columns')
  }
  return undefined
}

async function experts(request: Request, url: URL, actor: Actor): Promise<Response> {
  const query = parseQuery(request, url, 'experts', expertColumns)
  if ('error' in query) return query.error
  // Grants: anon may only read experts (see the migration); writing raises 42501 before RLS.
  if (actor.kind === 'anon' && !['GET', 'HEAD'].includes(request.method)) {
    return postgrestError(401, '42501', 'permission denied for table experts')
  }
  const visible = [...mockDb.experts.values()].filter(
    (row) => canReadExpert(actor, row) && matches(row as unknown as Row, query.filters),
  ) as unknown as Row[]

  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return respondRead(request, visible, query)
    case 'POST': {
      const inputs = await readInsertRows(request, query, [...expertWritable, 'id', 'created_at'], 'experts')
      if (inputs instanceof Response) return inputs
      if (!canWriteExperts(actor)) {
        return postgrestError(deniedStatus(actor), '42501', 'new row violates row-level security policy for table "experts"')
      }
      const created: ExpertRow[] = []
      for (const input of inputs) {
        const row = newExpertRow({
          name: input.name as string,
          role: (input.role as string | null | undefined) ?? null,
          description: (input.description as string | null | undefined) ?? null,
          image_url: (input.image_url as string | null | undefined) ?? null,
          is_active: (input.is_active as boolean | undefined) ?? true,
        })
        if (typeof input.id === 'string') {
          if (!UUID.test(input.id)) return postgrestError(400, '22P02', `invalid input syntax for type uuid: "${input.id}"`)
          if (mockDb.experts.has(input.id) || created.some((other) => other.id === input.id)) {
            return postgrestError(409, '23505', 'duplicate key value violates unique constraint "experts_pkey"', `Key (id)=(${input.id}) already exists.`)
          }
          row.id = input.id
        }
        const invalid = checkExpert(actor, row)
        if (invalid) return invalid
        created.push(row)
      }
      for (const row of created) mockDb.experts.set(row.id, row)
      return respondWrite(request, query, created as unknown as Row[])
    }
    case 'PATCH': {
      const body = await readUpdate(request, expertWritable, 'experts')
      if (body instanceof Response) return body
      // RLS: rows the caller may not update are silently skipped (0 rows affected).
      const targets = canWriteExperts(actor) ? visible : []
      const updated: ExpertRow[] = []
      for (const current of targets as unknown as ExpertRow[]) {
        // The trigger sets updated_at on every update, whatever the client sent.
        const next = { ...current, ...(body as Partial<ExpertRow>), id: current.id, updated_at: pgTimestamp() }
        const invalid = checkExpert(actor, next)
        if (invalid) return invalid
        updated.push(next)
      }
      for (const row of updated) mockDb.experts.set(row.id, row)
      return respondWrite(request, query, updated as unknown as Row[])
    }
    case 'DELETE': {
      const targets = canWriteExperts(actor) ? visible : []
      for (const row of targets) mockDb.experts.delete(String(row.id))
      return respondWrite(request, query, targets)
    }
    default:
      return unsupported(`the method ${request.method}`)
  }
}

async function userRoles(request: Request, url: URL, actor: Actor): Promise<Response> {
  const query = parseQuery(request, url, 'user_roles', userRoleColumns)
  if ('error' in query) return query.error
  if (actor.kind === 'anon') return postgrestError(401, '42501', 'permission denied for table user_roles')
  // Grants: signed-in users may only select; writing raises 42501 before RLS.
  if (!canWriteUserRoles(actor) && !['GET', 'HEAD'].includes(request.method)) {
    return postgrestError(403, '42501', 'permission denied for table user_roles')
  }
  const visible = [...mockDb.userRoles.values()].filter(
    (row) => canReadUserRole(actor, row) && matches(row as unknown as Row, query.filters),
  ) as unknown as Row[]

  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return respondRead(request, visible, query)
    case 'POST': {
      const inputs = await readInsertRows(request, query, userRoleColumns, 'user_roles')
      if (inputs instanceof Response) return inputs
      const created: UserRoleRow[] = []
      for (const input of inputs) {
        if (input.role !== 'admin') {
          const row = { id: '', user_id: input.user_id, role: input.role, created_at: pgTimestamp() }
          return postgrestError(400, '23514', 'new row for relation "user_roles" violates check constraint "user_roles_role_check"', failingRow(actor, row, userRoleColumns))
        }
        const userId = String(input.user_id)
        if (!mockDb.users.has(userId)) {
          return postgrestError(409, '23503', 'insert or update on table "user_roles" violates foreign key constraint "user_roles_user_id_fkey"')
        }
        if ([...mockDb.userRoles.values(), ...created].some((row) => row.user_id === userId && row.role === 'admin')) {
          return postgrestError(409, '23505', 'duplicate key value violates unique constraint "user_roles_user_id_role_key"', `Key (user_id, role)=(${userId}, admin) already exists.`)
        }
        created.push({ id: crypto.randomUUID(), user_id: userId, role: 'admin', created_at: pgTimestamp() })
      }
      for (const row of created) mockDb.userRoles.set(row.id, row)
      return respondWrite(request, query, created as unknown as Row[])
    }
    case 'PATCH':
      return unsupported('updating user_roles')
    case 'DELETE': {
      for (const row of visible) mockDb.userRoles.delete(String(row.id))
      return respondWrite(request, query, visible)
    }
    default:
      return unsupported(`the method ${request.method}`)
  }
}
