#!/usr/bin/env node
// The pinned Supabase CLI: `npm run supabase -- <command>` (for example `npm run supabase -- db push`).
//
// The project depends on the CLI's platform build (@supabase/cli-<platform>-<arch>) rather than the
// `supabase` wrapper package: the registry we install from carries only the linux-x64 build of the
// wrapper's version, and a lockfile that cannot name every optional platform build fails `npm ci`.
// Elsewhere, a `supabase` on PATH (Homebrew, Scoop, the official installer) is used instead.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export class SupabaseCliMissing extends Error {}

/** Path of the Supabase CLI binary: the installed platform build, else `supabase` on PATH. */
export function supabaseCliPath() {
  const require = createRequire(import.meta.url)
  try {
    const manifest = require.resolve(`@supabase/cli-${process.platform}-${process.arch}/package.json`)
    const binary = join(dirname(manifest), 'bin', 'supabase')
    if (existsSync(binary)) return binary
  } catch {
    // Not installed for this platform: look on PATH.
  }
  for (const folder of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(folder, process.platform === 'win32' ? 'supabase.exe' : 'supabase')
    if (folder && existsSync(candidate)) return candidate
  }
  throw new SupabaseCliMissing(
    `No Supabase CLI for ${process.platform}-${process.arch}: npm installs @supabase/cli-linux-x64 on Linux x64; ` +
      'elsewhere install the CLI (https://supabase.com/docs/guides/local-development/cli/getting-started) so `supabase` is on PATH.',
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let binary
  try {
    binary = supabaseCliPath()
  } catch (error) {
    console.error(error.message)
    process.exit(1)
  }
  const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
