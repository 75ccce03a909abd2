/**
 * PostgREST on the two submission tables, partnership_applications and offer_claims,
 * with the grants, row-level security and constraints of
 * supabase/migrations/20261123090000_submissions.sql:
 *   anon           may only insert, only the columns a visitor fills in, only status 'new',
 *                  and never reads back (return=representation is refused)
 *   authenticated  select, update, delete; RLS lets only admins see (and so change) rows
 *   service_role   everything
 * Postgres's order of checks is kept: privileges, then the RLS check of new rows, then
 * NOT NULL and CHECK constraints (in constraint-name order), then unique indexes (in
 * creation order).
 */
import { canManageSubmissions, type Actor } from '../actor.ts'
import { mockDb, pgTimestamp } from '../db.ts'
import {
  UUID,
  deniedStatus,
  failingRow,
  matches,
  parseQuery,
  postgrestError,
  readInsertRows,
  readUpdate,
  respondRead,
  respondWrite,
  unsupported,
  type Row,
} from './rest.ts'

const EMAIL = /^[^@\s]+@[^@\s]*\.[^@\s]*$/
const VISIBLE = /[^\s]/
const length = (value: unknown) => (typeof value === 'string' ? [...value].length : 0)
const within = (value: unknown, max: number) => value === null || value === undefined || length(value) <= max
const subset = (value: unknown, allowed: readonly string[]) =>
  Array.isArray(value) && value.every((item: unknown) => allowed.includes(String(item)))
const oneOf = (value: unknown, allowed: readonly string[]) => value === null || value === undefined || allowed.includes(String(value))

/**
 * The allowed choices, as the migration's CHECK constraint lists them. The mock runs under
 * plain Node, so it keeps its own copy; tests/integration/mock-contract.test.ts holds it
 * to app/content/partnership.ts.
 */
export const submissionChoices = {
  partnershipTypes: ['workshops', 'roundtables', 'peer-groups', 'fireside-chats', 'content-creation', 'mentorship'],
  professionalRoles: ['working-professional', 'expert-service-provider', 'vendor-technology-provider'],
  experience: ['emerging', 'experienced', 'senior'],
  digitalReach: ['local', 'industry-wide', 'digital-authority'],
  expertiseMethods: ['content-creator', 'speaker-educator', 'thought-leader', 'community-builder'],
  expertiseAreas: [
    'tax-planning', 'audit-assurance', 'financial-reporting', 'management-consulting', 'forensic-accounting', 'payroll-hr',
    'bookkeeping', 'cfo-services', 'technology-systems', 'estate-planning', 'nonprofit-accounting', 'international-accounting',
    'business-valuation', 'practice-management',
  ],
  creatorLevels: ['Rising Voice', 'Expert', 'Thought Leader'],
} as const

interface SubmissionTableSpec {
  name: string
  rows: () => Map<string, Row>
  /** Every column, in table order. */
  columns: string[]
  /** The columns anon may insert (column-level grant). */
  anonInsertable: string[]
  arrayColumns: string[]
  /** Defaults for columns a new row leaves out. */
  defaults: () => Row
  notNull: string[]
  /** CHECK constraints, in name order (the order Postgres checks them). */
  checks: [name: string, holds: (row: Row) => boolean][]
  /** Unique indexes after the primary key, in creation order. */
  unique: string[]
  updatedAt: boolean
}

const applications: SubmissionTableSpec = {
  name: 'partnership_applications',
  rows: () => mockDb.applications as unknown as Map<string, Row>,
  columns: [
    'id', 'idempotency_key', 'reference', 'status', 'internal_note', 'partnership_types', 'professional_roles', 'experience',
    'digital_reach', 'expertise_method', 'expertise_areas', 'motivation', 'estimated_level', 'contact_name', 'contact_email',
    'contact_company', 'contact_phone', 'contact_title', 'contact_linkedin', 'created_at', 'updated_at',
  ],
  anonInsertable: [
    'reference', 'idempotency_key', 'partnership_types', 'professional_roles', 'experience', 'digital_reach', 'expertise_method',
    'expertise_areas', 'motivation', 'estimated_level', 'contact_name', 'contact_email', 'contact_company', 'contact_phone',
    'contact_title', 'contact_linkedin', 'status',
  ],
  arrayColumns: ['partnership_types', 'professional_roles', 'expertise_areas'],
  defaults: () => {
    const now = pgTimestamp()
    return {
      id: crypto.randomUUID(), status: 'new', internal_note: null, partnership_types: [], professional_roles: [], experience: null,
      digital_reach: null, expertise_method: null, expertise_areas: [], motivation: '', estimated_level: null, contact_phone: null,
      contact_title: null, contact_linkedin: null, created_at: now, updated_at: now,
    }
  },
  notNull: ['idempotency_key', 'reference', 'status', 'partnership_types', 'professional_roles', 'expertise_areas', 'motivation', 'contact_name', 'contact_email', 'contact_company'],
  checks: [
    ['partnership_applications_choices_check', (row) =>
      subset(row.partnership_types, submissionChoices.partnershipTypes) &&
      subset(row.professional_roles, submissionChoices.professionalRoles) &&
      subset(row.expertise_areas, submissionChoices.expertiseAreas) &&
      oneOf(row.experience, submissionChoices.experience) &&
      oneOf(row.digital_reach, submissionChoices.digitalReach) &&
      oneOf(row.expertise_method, submissionChoices.expertiseMethods) &&
      oneOf(row.estimated_level, submissionChoices.creatorLevels)],
    ['partnership_applications_email_format', (row) => EMAIL.test(String(row.contact_email))],
    ['partnership_applications_reference_format', (row) => /^APP-[0-9A-HJKMNP-TV-Z]{8}$/.test(String(row.reference))],
    ['partnership_applications_status_check', (row) => ['new', 'in_review', 'accepted', 'declined'].includes(String(row.status))],
    ['partnership_applications_text_lengths', (row) =>
      within(row.motivation, 1000) &&
      length(row.contact_name) >= 1 && within(row.contact_name, 120) && VISIBLE.test(String(row.contact_name)) &&
      length(row.contact_company) >= 1 && within(row.contact_company, 160) && VISIBLE.test(String(row.contact_company)) &&
      within(row.contact_email, 254) && within(row.contact_phone, 40) && within(row.contact_title, 120) &&
      within(row.contact_linkedin, 200) && within(row.internal_note, 2000)],
  ],
  unique: ['idempotency_key', 'reference'],
  updatedAt: true,
}

const claims: SubmissionTableSpec = {
  name: 'offer_claims',
  rows: () => mockDb.claims as unknown as Map<string, Row>,
  columns: ['id', 'idempotency_key', 'full_name', 'email', 'firm_name', 'status', 'created_at'],
  anonInsertable: ['idempotency_key', 'full_name', 'email', 'firm_name', 'status'],
  arrayColumns: [],
  defaults: () => ({ id: crypto.randomUUID(), status: 'new', created_at: pgTimestamp() }),
  notNull: ['idempotency_key', 'full_name', 'email', 'firm_name', 'status'],
  checks: [
    ['offer_claims_email_format', (row) => EMAIL.test(String(row.email))],
    ['offer_claims_status_check', (row) => ['new', 'confirmed'].includes(String(row.status))],
    ['offer_claims_text_lengths', (row) =>
      length(row.full_name) >= 1 && within(row.full_name, 120) && VISIBLE.test(String(row.full_name)) &&
      length(row.firm_name) >= 1 && within(row.firm_name, 160) && VISIBLE.test(String(row.firm_name)) &&
      within(row.email, 254)],
  ],
  unique: ['idempotency_key'],
  updatedAt: false,
}

export const submissionTables: Readonly<Record<string, SubmissionTableSpec>> = {
  partnership_applications: applications,
  offer_claims: claims,
}

const permissionDenied = (actor: Actor, table: string) =>
  postgrestError(deniedStatus(actor), '42501', `permission denied for table ${table}`)

/** Column types: uuids and text arrays are parsed as Postgres would. */
function checkTypes(table: SubmissionTableSpec, row: Row): Response | undefined {
  for (const column of ['id', 'idempotency_key']) {
    const value = row[column]
    if (value !== null && value !== undefined && !UUID.test(String(value))) {
      return postgrestError(400, '22P02', `invalid input syntax for type uuid: "${String(value)}"`)
    }
  }
  for (const column of table.arrayColumns) {
    const value = row[column]
    if (value !== null && value !== undefined && !(Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      return postgrestError(400, '22P02', `malformed array literal: "${JSON.stringify(value)}"`)
    }
  }
  return undefined
}

/** NOT NULL, then CHECK constraints, as Postgres reports them. */
function checkConstraints(table: SubmissionTableSpec, actor: Actor, row: Row): Response | undefined {
  const details = failingRow(actor, row, table.columns)
  for (const column of table.notNull) {
    if (row[column] === null || row[column] === undefined) {
      return postgrestError(400, '23502', `null value in column "${column}" of relation "${table.name}" violates not-null constraint`, details)
    }
  }
  for (const [name, holds] of table.checks) {
    if (!holds(row)) return postgrestError(400, '23514', `new row for relation "${table.name}" violates check constraint "${name}"`, details)
  }
  return undefined
}

/**
 * Unique indexes. Like Postgres, the `Key (...)=(...) already exists.` detail is left out
 * for a caller subject to row-level security, so only the service role sees it.
 */
function checkUnique(table: SubmissionTableSpec, actor: Actor, row: Row, others: Row[]): Response | undefined {
  for (const column of ['id', ...table.unique]) {
    if (others.some((other) => other !== row && String(other[column]) === String(row[column]))) {
      const constraint = column === 'id' ? `${table.name}_pkey` : `${table.name}_${column}_key`
      const details = actor.kind === 'service_role' ? `Key (${column})=(${String(row[column])}) already exists.` : null
      return postgrestError(409, '23505', `duplicate key value violates unique constraint "${constraint}"`, details)
    }
  }
  return undefined
}

export async function submissionTable(table: SubmissionTableSpec, request: Request, url: URL, actor: Actor): Promise<Response> {
  const query = parseQuery(request, url, table.name, table.columns)
  if ('error' in query) return query.error
  const reading = ['GET', 'HEAD'].includes(request.method)
  // Grants: anon holds only INSERT (and no SELECT, so nothing is ever returned to it);
  // authenticated holds SELECT, UPDATE and DELETE but not INSERT.
  if (actor.kind === 'anon' && (request.method !== 'POST' || query.representation)) return permissionDenied(actor, table.name)
  if (actor.kind === 'user' && request.method === 'POST') return permissionDenied(actor, table.name)
  const rows = table.rows()
  const mayManage = canManageSubmissions(actor)
  const visible = mayManage ? [...rows.values()].filter((row) => matches(row, query.filters)) : []

  if (reading) return respondRead(request, visible, query)
  switch (request.method) {
    case 'POST': {
      const inputs = await readInsertRows(request, query, table.columns, table.name)
      if (inputs instanceof Response) return inputs
      if (actor.kind === 'anon' && inputs.some((input) => Object.keys(input).some((key) => !table.anonInsertable.includes(key)))) {
        return permissionDenied(actor, table.name)
      }
      const created: Row[] = []
      for (const input of inputs) {
        const row = { ...table.defaults(), ...input }
        const badType = checkTypes(table, row)
        if (badType) return badType
        if (actor.kind === 'anon' && row.status !== 'new') {
          return postgrestError(401, '42501', `new row violates row-level security policy for table "${table.name}"`)
        }
        const invalid = checkConstraints(table, actor, row) ?? checkUnique(table, actor, row, [...rows.values(), ...created])
        if (invalid) return invalid
        created.push(row)
      }
      for (const row of created) rows.set(String(row.id), row)
      return respondWrite(request, query, created)
    }
    case 'PATCH': {
      const body = await readUpdate(request, table.columns, table.name)
      if (body instanceof Response) return body
      const updated: Row[] = []
      for (const current of visible) {
        const next: Row = { ...current, ...body }
        // The trigger sets updated_at on every update, whatever the client sent.
        if (table.updatedAt) next.updated_at = pgTimestamp()
        const invalid = checkTypes(table, next) ?? checkConstraints(table, actor, next) ?? checkUnique(table, actor, next, [...rows.values()].filter((row) => row.id !== current.id))
        if (invalid) return invalid
        updated.push(next)
      }
      for (const row of updated) rows.set(String(row.id), row)
      return respondWrite(request, query, updated)
    }
    case 'DELETE':
      for (const row of visible) rows.delete(String(row.id))
      return respondWrite(request, query, visible)
    default:
      return unsupported(`the method ${request.method}`)
  }
}
