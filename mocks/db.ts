/**
 * The mock backend's in-memory data: experts, users, user roles, sessions and
 * storage objects. Lives as long as the process; `resetMockDb()` reseeds it.
 */
import sampleExperts from '../supabase/sample-experts.json' with { type: 'json' }
import { demoUsers } from './demo-users.ts'

export interface ExpertRow {
  id: string
  name: string
  role: string | null
  description: string | null
  image_url: string | null
  is_active: boolean
  created_at: string
  updated_at: string
}

export interface UserRecord {
  id: string
  email: string
  password: string
  created_at: string
  confirmed: boolean
}

export interface UserRoleRow {
  id: string
  user_id: string
  role: 'admin'
  created_at: string
}

export interface StoredObject {
  bucket: string
  path: string
  contentType: string
  cacheControl: string
  bytes: Uint8Array
  owner: string
  created_at: string
}

export interface SampleExpert {
  name: string
  role: string
  description: string
  image_url: string
  is_active: boolean
}

export const sampleExpertList: readonly SampleExpert[] = sampleExperts

export const mockDb = {
  experts: new Map<string, ExpertRow>(),
  users: new Map<string, UserRecord>(),
  userRoles: new Map<string, UserRoleRow>(),
  /** refresh token -> user id */
  refreshTokens: new Map<string, string>(),
  /** `${bucket}/${path}` -> object */
  objects: new Map<string, StoredObject>(),
}

export function newExpertRow(input: Omit<ExpertRow, 'id' | 'created_at' | 'updated_at'>): ExpertRow {
  const now = new Date().toISOString()
  return { id: crypto.randomUUID(), created_at: now, updated_at: now, ...input }
}

export function resetMockDb() {
  mockDb.experts.clear()
  mockDb.users.clear()
  mockDb.userRoles.clear()
  mockDb.refreshTokens.clear()
  mockDb.objects.clear()
  for (const sample of sampleExpertList) {
    const row = newExpertRow(sample)
    mockDb.experts.set(row.id, row)
  }
  const createdAt = new Date().toISOString()
  for (const user of Object.values(demoUsers)) {
    mockDb.users.set(user.id, { ...user, created_at: createdAt, confirmed: true })
  }
  const adminRole: UserRoleRow = { id: crypto.randomUUID(), user_id: demoUsers.admin.id, role: 'admin', created_at: createdAt }
  mockDb.userRoles.set(adminRole.id, adminRole)
}

resetMockDb()
