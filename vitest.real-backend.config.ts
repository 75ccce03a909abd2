import { defineConfig } from 'vitest/config'
import { fileURLToPath } from 'node:url'

/** The real-backend lane's tests: run by scripts/real-backend/run.mjs, which starts Postgres and PostgREST first. */
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['tests/real-backend/**/*.test.ts'],
    globalSetup: ['tests/real-backend/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One database behind every file: files run one after another.
    fileParallelism: false,
  },
})
