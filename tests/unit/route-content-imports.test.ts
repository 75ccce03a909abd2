/**
 * Route files take types from content modules with `import type` only. The router's code
 * splitter reads the route file before types are erased: a value imported from app/content and
 * named in a type (`type Id = (typeof copy.items)[number]['id']`) keeps that module in the
 * route's main module, which the route tree loads on every page, so the page's words would
 * be in every first load (the page-weight browser test would see it, late and indirectly).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const routesDir = join(import.meta.dirname, '../../app/routes')

/** The value imports from app/content that a file names inside a type. */
function contentValuesInTypes(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const contentValues = new Set<string>()
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue
    const from = (statement.moduleSpecifier as ts.StringLiteral).text
    if (!/^(~\/content\/|\.\.\/content\/)/.test(from)) continue
    const bindings = statement.importClause?.namedBindings
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) contentValues.add(element.name.text)
    } else if (bindings && ts.isNamespaceImport(bindings)) {
      contentValues.add(bindings.name.text)
    }
    if (statement.importClause?.name) contentValues.add(statement.importClause.name.text)
  }
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isTypeQueryNode(node)) {
      let root: ts.EntityName = node.exprName
      while (ts.isQualifiedName(root)) root = root.left
      if (contentValues.has(root.text)) found.push(node.getText(file))
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('route files and content', () => {
  it('name no content value inside a type (types come through import type)', () => {
    const routes = readdirSync(routesDir).filter((name) => name.endsWith('.tsx'))
    expect(routes.length).toBeGreaterThan(30)
    const found = routes.flatMap((name) =>
      contentValuesInTypes(name, readFileSync(join(routesDir, name), 'utf8')).map((type) => `${name}: ${type}`),
    )
    expect(found).toEqual([])
  })

  it('recognises the forms that break the rule, and lets the allowed ones pass', () => {
    const broken = [
      "import { perksPage as copy } from '~/content/perks'",
      "type Id = (typeof copy.partnershipTypes.items)[number]['id']",
    ].join('\n')
    expect(contentValuesInTypes('perks.tsx', broken)).toEqual(['typeof copy.partnershipTypes.items'])
    const namespace = "import * as about from '~/content/about'\nconst icons: Record<keyof typeof about, string> = {}"
    expect(contentValuesInTypes('about.tsx', namespace)).toEqual(['typeof about'])
    const allowed = [
      "import type { PerkPartnershipTypeId } from '~/content/perks'",
      "import { type PerksPage, perksPage } from '~/content/perks'",
      'const icons: Record<PerkPartnershipTypeId, string> = {}',
      'const page: PerksPage = perksPage',
    ].join('\n')
    expect(contentValuesInTypes('perks.tsx', allowed)).toEqual([])
  })
})
