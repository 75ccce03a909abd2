/** Mock-only accounts (documented in docs/development.md). Never valid against a real project. */
export const demoUsers = {
  admin: {
    id: '6f0b6d4e-8a51-4f0c-9a59-2b8d5c1e7a01',
    email: 'admin@example.com',
    password: 'admin-demo-password',
  },
  member: {
    id: '0c7e2f1a-3b94-4d6e-8f21-5a6b7c8d9e02',
    email: 'member@example.com',
    password: 'member-demo-password',
  },
} as const

/** The mock's service-role key: what the edge function and server-side admin tools would hold. */
export const MOCK_SERVICE_ROLE_KEY = 'mock-service-role-key'

/**
 * The demo accounts as Supabase Auth keeps them: rows of auth.users, and the admin's role
 * row, for the development database (the passwords stay with the mock's Auth above).
 */
export function demoAccountsSql(): string {
  const users = Object.values(demoUsers)
    .map((user) => `('${user.id}', '${user.email}')`)
    .join(', ')
  return (
    `insert into auth.users (id, email) values ${users} on conflict (id) do nothing;\n` +
    `insert into public.user_roles (user_id, role) values ('${demoUsers.admin.id}', 'admin') on conflict do nothing;`
  )
}
