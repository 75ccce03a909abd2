/** Types for scripts/real-backend/db-types.mjs (imported by tests/real-backend/supabase-cli.test.ts). */
export const TYPES_FILE: string
/** The generated `Database` type file for the database at dbUrl, formatted like the repo. */
export function generateTypes(dbUrl: string): Promise<string>
