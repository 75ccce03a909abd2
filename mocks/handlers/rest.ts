/**
 * The PostgREST subset the app uses, on /rest/v1/experts and /rest/v1/user_roles:
 * column selection, eq/in filters, order, limit, the single-object Accept header
 * (406 PGRST116 on no row), Prefer return=representation, insert, update, delete.
 * Row-level rules come from ../actor.ts.
 */
import { http, HttpResponse } from 'msw'
import { canReadExpert, canReadUserRole, canWriteExperts, canWriteUserRoles, resolveActor, type Actor } from '../actor.ts'
import { mockDb, newExpertRow, type ExpertRow, type UserRoleRow } from '../db.ts'
import { applyFault } from '../faults.ts'

type Row = Record<string, unknown>

const OBJECT_ACCEPT = 'application/vnd.pgrst.object+json'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const expertColumns = ['id', 'name', 'role', 'description', 'image_url', 'is_active', 'created_at', 'updated_at']
const expertWritable = ['name', 'role', 'description', 'image_url', 'is_active', 'updated_at']
const userRoleColumns = ['id', 'user_id', 'role', 'created_at']

export function postgrestError(status: number, code: string, message: string, details: string | null = null) {
  return HttpResponse.json({ code, details, hint: null, message }, { status })
}

function deniedStatus(actor: Actor) {
  return actor.kind === 'anon' ? 401 : 403
}

interface Filter {
  column: string
  operator: 'eq' | 'neq' | 'in'
  values: string[]
}

function parseQuery(url: URL, columns: string[]) {
  const filters: Filter[] = []
  let select = columns
  let order: { column: string; ascending: boolean } | undefined
  let limit: number | undefined
  for (const [key, raw] of url.searchParams) {
    if (key === 'select') {
      select = raw === '*' ? columns : raw.split(',').map((part) => part.trim())
      const unknown = select.find((column) => !columns.includes(column))
      if (unknown) return { error: postgrestError(400, '42703', `column ${unknown} does not exist`) }
    } else if (key === 'order') {
      const [column = '', direction = 'asc'] = raw.split('.')
      order = { column, ascending: direction !== 'desc' }
    } else if (key === 'limit') {
      limit = Number(raw)
    } else if (key === 'columns' || key === 'on_conflict') {
      continue
    } else {
      if (!columns.includes(key)) return { error: postgrestError(400, '42703', `column ${key} does not exist`) }
      const match = /^(eq|neq|in)\.(.*)$/.exec(raw)
      if (!match) return { error: postgrestError(400, 'PGRST100', `"failed to parse filter (${raw})"`) }
      const operator = match[1] as Filter['operator']
      const value = match[2] ?? ''
      const values = operator === 'in' ? value.replace(/^\(|\)$/g, '').split(',').map((v) => v.replace(/^"|"$/g, '')) : [value]
      if ((key === 'id' || key === 'user_id') && values.some((v) => !UUID.test(v))) {
        return { error: postgrestError(400, '22P02', `invalid input syntax for type uuid: "${values.find((v) => !UUID.test(v))}"`) }
      }
      filters.push({ column: key, operator, values })
    }
  }
  return { filters, select, order, limit }
}

function matches(row: Row, filters: Filter[]) {
  return filters.every((filter) => {
    const value = String(row[filter.column])
    if (filter.operator === 'neq') return value !== filter.values[0]
    return filter.values.includes(value)
  })
}

function project(rows: Row[], select: string[]) {
  return rows.map((row) => Object.fromEntries(select.map((column) => [column, row[column] ?? null])))
}

function respondRows(request: Request, rows: Row[], status = 200) {
  if ((request.headers.get('accept') ?? '').includes(OBJECT_ACCEPT)) {
    if (rows.length !== 1) {
      return postgrestError(
        406,
        'PGRST116',
        'JSON object requested, multiple (or no) rows returned',
        `The result contains ${rows.length} rows`,
      )
    }
    return HttpResponse.json(rows[0], { status })
  }
  return HttpResponse.json(rows, { status })
}

function wantsRepresentation(request: Request) {
  return (request.headers.get('prefer') ?? '').includes('return=representation')
}

/** The experts table's CHECK and NOT NULL constraints (see the migration). */
function checkExpert(row: ExpertRow): Response | undefined {
  if (typeof row.name !== 'string') {
    return postgrestError(400, '23502', 'null value in column "name" of relation "experts" violates not-null constraint')
  }
  if (row.name.trim().length === 0 || row.name.length > 120) {
    return postgrestError(400, '23514', 'new row for relation "experts" violates check constraint "experts_name_length"')
  }
  if (row.role !== null && (typeof row.role !== 'string' || row.role.length > 120)) {
    return postgrestError(400, '23514', 'new row for relation "experts" violates check constraint "experts_role_length"')
  }
  if (row.description !== null && (typeof row.description !== 'string' || row.description.length > 2000)) {
    return postgrestError(400, '23514', 'new row for relation "experts" violates check constraint "experts_description_length"')
  }
  if (typeof row.is_active !== 'boolean') {
    return postgrestError(400, '22P02', 'invalid input syntax for type boolean')
  }
  return undefined
}

function unknownColumn(body: Row, writable: string[], table: string) {
  const unknown = Object.keys(body).find((key) => !writable.includes(key))
  return unknown
    ? postgrestError(400, 'PGRST204', `Could not find the '${unknown}' column of '${table}' in the schema cache`)
    : undefined
}

function sortRows(rows: Row[], order?: { column: string; ascending: boolean }) {
  if (!order) return rows
  return [...rows].sort((a, b) => {
    const result = String(a[order.column] ?? '').localeCompare(String(b[order.column] ?? ''), 'en')
    return order.ascending ? result : -result
  })
}

async function readJson(request: Request): Promise<Row | Row[] | undefined> {
  try {
    return (await request.json()) as Row | Row[]
  } catch {
    return undefined
  }
}

export const restHandlers = [
  http.all('*/rest/v1/:table', async ({ request, params }) => {
    const fault = await applyFault('rest', request)
    if (fault) return fault
    const actor = await resolveActor(request)
    if (actor.kind === 'invalid') return postgrestError(401, 'PGRST301', 'JWT expired')
    const url = new URL(request.url)
    const table = String(params.table)
    if (table === 'experts') return experts(request, url, actor)
    if (table === 'user_roles') return userRoles(request, url, actor)
    return postgrestError(404, '42P01', `relation "public.${table}" does not exist`)
  }),
]

async function experts(request: Request, url: URL, actor: Actor): Promise<Response> {
  // Grants: anon may only read experts (see the migration); writing raises 42501 before RLS.
  if (actor.kind === 'anon' && !['GET', 'HEAD'].includes(request.method)) {
    return postgrestError(401, '42501', 'permission denied for table experts')
  }
  const query = parseQuery(url, expertColumns)
  if ('error' in query) return query.error!
  const { filters, select, order, limit } = query
  const visible = [...mockDb.experts.values()].filter((row) => canReadExpert(actor, row) && matches(row as unknown as Row, filters))

  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      const rows = sortRows(visible as unknown as Row[], order).slice(0, limit ?? undefined)
      return respondRows(request, project(rows, select))
    }
    case 'POST': {
      const body = await readJson(request)
      if (!body) return postgrestError(400, 'PGRST102', 'Empty or invalid json')
      const inputs = Array.isArray(body) ? body : [body]
      for (const input of inputs) {
        const bad = unknownColumn(input, [...expertWritable, 'id'], 'experts')
        if (bad) return bad
      }
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
        const invalid = checkExpert(row)
        if (invalid) return invalid
        created.push(row)
      }
      for (const row of created) mockDb.experts.set(row.id, row)
      if (!wantsRepresentation(request)) return new HttpResponse(null, { status: 201 })
      return respondRows(request, project(created as unknown as Row[], select), 201)
    }
    case 'PATCH': {
      const body = await readJson(request)
      if (!body || Array.isArray(body)) return postgrestError(400, 'PGRST102', 'Empty or invalid json')
      const bad = unknownColumn(body, expertWritable, 'experts')
      if (bad) return bad
      // RLS: rows the caller may not update are silently skipped (0 rows affected).
      const targets = canWriteExperts(actor) ? visible : []
      const updated: ExpertRow[] = []
      for (const current of targets) {
        // The trigger sets updated_at on every update, whatever the client sent.
        const next = { ...current, ...(body as Partial<ExpertRow>), id: current.id, updated_at: new Date().toISOString() }
        const invalid = checkExpert(next)
        if (invalid) return invalid
        updated.push(next)
      }
      for (const row of updated) mockDb.experts.set(row.id, row)
      if (!wantsRepresentation(request)) return new HttpResponse(null, { status: 204 })
      return respondRows(request, project(updated as unknown as Row[], select))
    }
    case 'DELETE': {
      const targets = canWriteExperts(actor) ? visible : []
      for (const row of targets) mockDb.experts.delete(row.id)
      if (!wantsRepresentation(request)) return new HttpResponse(null, { status: 204 })
      return respondRows(request, project(targets as unknown as Row[], select))
    }
    default:
      return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  }
}

async function userRoles(request: Request, url: URL, actor: Actor): Promise<Response> {
  if (actor.kind === 'anon') return postgrestError(401, '42501', 'permission denied for table user_roles')
  const query = parseQuery(url, userRoleColumns)
  if ('error' in query) return query.error!
  const { filters, select, order } = query
  const visible = [...mockDb.userRoles.values()].filter((row) => canReadUserRole(actor, row) && matches(row as unknown as Row, filters))

  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return respondRows(request, project(sortRows(visible as unknown as Row[], order), select))
    case 'POST': {
      const body = await readJson(request)
      if (!body) return postgrestError(400, 'PGRST102', 'Empty or invalid json')
      if (!canWriteUserRoles(actor)) {
        return postgrestError(403, '42501', 'new row violates row-level security policy for table "user_roles"')
      }
      const inputs = Array.isArray(body) ? body : [body]
      const created: UserRoleRow[] = []
      for (const input of inputs) {
        if (input.role !== 'admin') {
          return postgrestError(400, '23514', 'new row for relation "user_roles" violates check constraint "user_roles_role_check"')
        }
        const userId = String(input.user_id)
        if (!mockDb.users.has(userId)) {
          return postgrestError(409, '23503', 'insert or update on table "user_roles" violates foreign key constraint "user_roles_user_id_fkey"')
        }
        if ([...mockDb.userRoles.values()].some((row) => row.user_id === userId && row.role === 'admin')) {
          return postgrestError(409, '23505', 'duplicate key value violates unique constraint "user_roles_user_id_role_key"')
        }
        created.push({ id: crypto.randomUUID(), user_id: userId, role: 'admin', created_at: new Date().toISOString() })
      }
      for (const row of created) mockDb.userRoles.set(row.id, row)
      if (!wantsRepresentation(request)) return new HttpResponse(null, { status: 201 })
      return respondRows(request, project(created as unknown as Row[], select), 201)
    }
    case 'PATCH':
    case 'DELETE': {
      const targets = canWriteUserRoles(actor) ? visible : []
      if (request.method === 'DELETE') for (const row of targets) mockDb.userRoles.delete(row.id)
      if (!wantsRepresentation(request)) return new HttpResponse(null, { status: 204 })
      return respondRows(request, project(targets as unknown as Row[], select))
    }
    default:
      return postgrestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`)
  }
}
