/**
 * The development backend (`npm run dev`'s: PostgREST on the migrated PGlite database, Auth
 * and Storage mocked) for the lane's comparisons, one for the whole run.
 */
import type { TestProject } from 'vitest/node'
import { freePort } from '../../../mocks/database/postgrest'
import { startMockBackend } from '../../../mocks/start-backend'

declare module 'vitest' {
  export interface ProvidedContext {
    developmentBackend: { url: string; databaseUrl: string }
  }
}

export default async function setup(project: TestProject) {
  const backend = await startMockBackend({ port: await freePort(), databasePort: await freePort(), controlToken: crypto.randomUUID() })
  project.provide('developmentBackend', { url: backend.url, databaseUrl: backend.databaseUrl })
  return () => backend.close()
}
