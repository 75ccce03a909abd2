import { MOCK_SECRET_KEY } from '../app.config.ts'

/** Mock-only accounts (documented in docs/development.md). Never valid against a real project. */
export const demoUsers = {
  admin: {
    id: '6f0b6d4e-8a51-4f0c-9a59-2b8d5c1e7a01',
    email: 'admin@example.com',
    password: 'admin-demo-password',
  },
  editor: {
    id: '3d5a9c7e-1f2b-4e8d-9a6c-7b0e2d4f6a03',
    email: 'editor@example.com',
    password: 'editor-demo-password',
  },
  member: {
    id: '0c7e2f1a-3b94-4d6e-8f21-5a6b7c8d9e02',
    email: 'member@example.com',
    password: 'member-demo-password',
  },
} as const

/** The demo accounts' staff roles (the member has none). */
const demoRoles = [
  [demoUsers.admin.id, 'admin'],
  [demoUsers.editor.id, 'editor'],
] as const

/** The mock's service-role key: what the edge function and the site's server (its secret key) hold. */
export const MOCK_SERVICE_ROLE_KEY = MOCK_SECRET_KEY

/**
 * The demo accounts as Supabase Auth keeps them: rows of auth.users with a bcrypt password hash
 * (pgcrypto's crypt(), the format Auth stores) and a confirmed address, and the staff role rows,
 * for the development database. The mock's Auth checks passwords against these rows.
 */
export function demoAccountsSql(): string {
  const users = Object.values(demoUsers)
    .map((user) => `('${user.id}', '${user.email}', extensions.crypt('${user.password}', extensions.gen_salt('bf', 4)), now())`)
    .join(', ')
  const roles = demoRoles.map(([id, role]) => `('${id}', '${role}')`).join(', ')
  return (
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at) values ${users} on conflict (id) do nothing;\n` +
    `insert into public.user_roles (user_id, role) values ${roles} on conflict do nothing;`
  )
}
