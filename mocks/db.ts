/**
 * The mock backend's in-memory data: experts, users, user roles, sessions and
 * storage objects. Lives as long as the process; `resetMockDb()` reseeds it.
 */
import type { Tables } from '../app/lib/database.types.ts'
import sampleExperts from '../supabase/sample-experts.json' with { type: 'json' }
import sampleSubmissions from '../supabase/sample-submissions.json' with { type: 'json' }
import { demoUsers } from './demo-users.ts'

/** Rows as the generated `Database` type describes them, so a column rename breaks the mock's build. */
export type ExpertRow = Tables<'experts'>

export interface UserRecord {
  id: string
  email: string
  password: string
  created_at: string
  confirmed: boolean
}

/** The table's check constraint allows only 'admin'. */
export type UserRoleRow = Tables<'user_roles'> & { role: 'admin' }

export interface StoredObject {
  id: string
  bucket: string
  path: string
  contentType: string
  cacheControl: string
  bytes: Uint8Array
  owner: string
  created_at: string
}

export type ApplicationRow = Tables<'partnership_applications'>
export type ClaimRow = Tables<'offer_claims'>

export type SampleExpert = Pick<ExpertRow, 'name' | 'role' | 'description' | 'image_url' | 'is_active'>

export const sampleExpertList: readonly SampleExpert[] = sampleExperts

export const mockDb = {
  experts: new Map<string, ExpertRow>(),
  users: new Map<string, UserRecord>(),
  userRoles: new Map<string, UserRoleRow>(),
  /** session id -> user id: the sessions Auth knows; sign-out deletes them. */
  sessions: new Map<string, string>(),
  /** refresh token -> its session */
  refreshTokens: new Map<string, { userId: string; sessionId: string }>(),
  /** `${bucket}/${path}` -> object */
  objects: new Map<string, StoredObject>(),
  applications: new Map<string, ApplicationRow>(),
  claims: new Map<string, ClaimRow>(),
}

/** A timestamptz as PostgREST writes it in JSON: `2026-11-23T06:41:50.123+00:00`. */
export function pgTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.?0*Z$/, '+00:00')
}

export function newExpertRow(input: Omit<ExpertRow, 'id' | 'created_at' | 'updated_at'>): ExpertRow {
  const now = pgTimestamp()
  return { id: crypto.randomUUID(), created_at: now, updated_at: now, ...input }
}

/**
 * Reseeds the data. Sessions of the demo accounts (fixed ids) survive, as a database reset
 * would not sign anyone out of Auth; sessions of any other account end with it.
 */
export function resetMockDb() {
  mockDb.experts.clear()
  mockDb.users.clear()
  mockDb.userRoles.clear()
  mockDb.objects.clear()
  const demoIds = new Set<string>(Object.values(demoUsers).map((user) => user.id))
  for (const [sessionId, userId] of mockDb.sessions) if (!demoIds.has(userId)) mockDb.sessions.delete(sessionId)
  for (const [token, entry] of mockDb.refreshTokens) if (!demoIds.has(entry.userId)) mockDb.refreshTokens.delete(token)
  mockDb.applications.clear()
  mockDb.claims.clear()
  seedSubmissions()
  for (const sample of sampleExpertList) {
    const row = newExpertRow(sample)
    mockDb.experts.set(row.id, row)
  }
  const createdAt = pgTimestamp()
  for (const user of Object.values(demoUsers)) {
    mockDb.users.set(user.id, { ...user, created_at: createdAt, confirmed: true })
  }
  const adminRole: UserRoleRow = { id: crypto.randomUUID(), user_id: demoUsers.admin.id, role: 'admin', created_at: createdAt }
  mockDb.userRoles.set(adminRole.id, adminRole)
}

resetMockDb()

/** The sample applications and claims of supabase/sample-submissions.json, aged as written. */
function seedSubmissions() {
  const ago = (days: number) => pgTimestamp(new Date(Date.now() - days * 24 * 60 * 60 * 1000))
  for (const { days_ago, ...sample } of sampleSubmissions.applications) {
    const createdAt = ago(days_ago)
    const row: ApplicationRow = { id: crypto.randomUUID(), created_at: createdAt, updated_at: createdAt, ...sample }
    mockDb.applications.set(row.id, row)
  }
  for (const { days_ago, ...sample } of sampleSubmissions.claims) {
    const row: ClaimRow = { id: crypto.randomUUID(), created_at: ago(days_ago), ...sample }
    mockDb.claims.set(row.id, row)
  }
}
