/** docs/decisions/README.md lists every decision record once, under its own title. */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = join(import.meta.dirname, '../../docs/decisions')

describe('the decision records\' index', () => {
  it('has one line per record, linking it with its title', () => {
    const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort()
    const index = readFileSync(join(folder, 'README.md'), 'utf8')
    const lines = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| (.+) \|$/gm)].map((match) => ({ number: match[1]!, file: match[2]!, title: match[3]! }))
    expect(lines.map((line) => line.file)).toEqual(records)
    for (const line of lines) {
      const title = readFileSync(join(folder, line.file), 'utf8').split('\n')[0]!.replace(/^# /, '')
      expect(line.title, line.file).toBe(title)
      expect(line.file.startsWith(line.number)).toBe(true)
    }
  })
})
