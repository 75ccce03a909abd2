/**
 * docs/architecture.md says every app/lib module has unit tests beside it: each module with
 * code that runs has its `x.test.ts`. A module of types alone has nothing to run, and
 * database.types.ts is generated from the migrations (`npm run db:types`; the real-backend lane
 * proves it equal to a fresh generation).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const lib = join(import.meta.dirname, '../../app/lib')
const generated = new Set(['database.types.ts'])

/** True when the module exports something that exists at run time (not only types and interfaces). */
function hasRuntimeExports(source: string): boolean {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '')
  if (/^export (?:const|let|function|async function|class|default|enum)\b/m.test(code)) return true
  return [...code.matchAll(/^export \{([^}]*)\}/gm)].some((match) => match[1]!.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')))
}

describe('app/lib modules and their tests', () => {
  it('tells code from types (the check can fail)', () => {
    expect(hasRuntimeExports('export interface A { a: string }\nexport type B = A')).toBe(false)
    expect(hasRuntimeExports('/** x */\nexport function a() {}')).toBe(true)
    expect(hasRuntimeExports('export { a, type B }')).toBe(true)
    expect(hasRuntimeExports('export { type B }')).toBe(false)
  })

  it('every module with code that runs has unit tests beside it', () => {
    const modules = readdirSync(lib).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !generated.has(name))
    expect(modules.length).toBeGreaterThan(30)
    const untested = modules.filter((name) => {
      const base = name.replace(/\.tsx?$/, '')
      const tested = existsSync(join(lib, `${base}.test.ts`)) || existsSync(join(lib, `${base}.test.tsx`))
      return !tested && hasRuntimeExports(readFileSync(join(lib, name), 'utf8'))
    })
    expect(untested).toEqual([])
  })
})
