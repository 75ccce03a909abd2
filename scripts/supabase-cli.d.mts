export class SupabaseCliMissing extends Error {}
/** Path of the Supabase CLI binary: the installed platform build, else `supabase` on PATH. */
export function supabaseCliPath(): string
