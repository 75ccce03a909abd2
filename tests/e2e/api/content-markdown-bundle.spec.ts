/**
 * The Markdown of staff text is rendered on the server (decision 041): markdown-it is in the
 * server build and in no file a browser loads, so the public pages' first-load budget
 * (page-weight.spec.ts) carries HTML strings only.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path, pattern) : pattern.test(name) ? [path] : []
  })
}

/** The package's name (the server build imports it from node_modules) and a rule name its own code carries, minified or not. */
const MARKERS = ['markdown-it', 'strip_references']

test('markdown-it is in the server build and in no client file', () => {
  const server = filesUnder(join(process.cwd(), 'dist/server'), /\.m?js$/)
  expect(server.some((file) => readFileSync(file, 'utf8').includes('from "markdown-it"')), 'the server build imports it').toBe(true)
  const client = filesUnder(join(process.cwd(), 'dist/client'), /\.(m?js|html)$/)
  expect(client.length).toBeGreaterThan(10)
  expect(client.filter((file) => MARKERS.some((marker) => readFileSync(file, 'utf8').includes(marker)))).toEqual([])
})
