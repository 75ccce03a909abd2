import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', '*.test.ts', 'tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry; two files at a time suits a 2-core machine.
    maxWorkers: 2,
  },
})
