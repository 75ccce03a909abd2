/**
 * Every list of allowed values and every text limit in the migrations' CHECK constraints has
 * one home in app/domain (or, for words the pages show as they are, app/content), and the two
 * agree: a new choice or a changed limit written in one place only fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { resourceCategoryList } from '~/content/resources'
import { securityBadges } from '~/content/securityhub'
import { eventFormats, registrationModes } from '~/domain/event-choices'
import { estimatedLevelNames } from '~/domain/levels'
import {
  digitalReachIds,
  experienceIds,
  expertiseAreaIds,
  expertiseMethodIds,
  partnershipTypeIds,
  professionalRoleIds,
} from '~/domain/partnership-choices'
import {
  applicationStatuses,
  claimStatuses,
  eventStatuses,
  registrationStatuses,
  resourceStatuses,
} from '~/domain/statuses'
import { staffRoles } from '~/domain/staff'
import { textLimits } from '~/domain/text-limits'

const migrationsDir = join(import.meta.dirname, '../../supabase/migrations')

/** The body of every `create table public.<name> (...)` in the migrations, by table. */
function tableBodies(): Map<string, string> {
  const bodies = new Map<string, string>()
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8').replace(/--[^\n]*/g, '')
    for (const match of sql.matchAll(/create table (?:public\.)?(\w+) \(([\s\S]*?)\n\);/g)) {
      bodies.set(match[1]!, match[2]!)
    }
  }
  return bodies
}

/** The CHECK of every `alter table public.<name> add constraint … check (…)`, as [table, check]. */
function addedConstraints(): [string, string][] {
  const checks: [string, string][] = []
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = readFileSync(join(migrationsDir, file), 'utf8').replace(/--[^\n]*/g, '')
    for (const match of sql.matchAll(/alter table public\.(\w+) add constraint \w+ check \(([^;]*)\);/g)) checks.push([match[1]!, match[2]!])
  }
  return checks
}

const quoted = (list: string) => [...list.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"))

/** `column in ('a', 'b')` and `column <@ array['a', 'b']`, as `table.column` → values. */
function checkLists(): Map<string, string[]> {
  const lists = new Map<string, string[]>()
  for (const [table, body] of [...tableBodies(), ...addedConstraints()]) {
    for (const match of body.matchAll(/(\w+) in \(((?:\s*'(?:[^']|'')*',?)+)\s*\)/g)) {
      lists.set(`${table}.${match[1]}`, quoted(match[2]!))
    }
    for (const match of body.matchAll(/(\w+) <@ array\[([^\]]*)\]/g)) {
      lists.set(`${table}.${match[1]}`, quoted(match[2]!))
    }
  }
  return lists
}

/** `char_length(column) <= N` and `char_length(column) between 1 and N`, as `table.column` → N. */
function lengthLimits(): Map<string, number> {
  const limits = new Map<string, number>()
  for (const [table, body] of tableBodies()) {
    for (const match of body.matchAll(/char_length\((\w+)\) (?:<= |between \d+ and )(\d+)/g)) {
      limits.set(`${table}.${match[1]}`, Number(match[2]))
    }
  }
  return limits
}

const homes: Record<string, readonly string[]> = {
  'partnership_applications.status': applicationStatuses,
  'partnership_applications.partnership_types': partnershipTypeIds,
  'partnership_applications.professional_roles': professionalRoleIds,
  'partnership_applications.expertise_areas': expertiseAreaIds,
  'partnership_applications.experience': experienceIds,
  'partnership_applications.digital_reach': digitalReachIds,
  'partnership_applications.expertise_method': expertiseMethodIds,
  'partnership_applications.estimated_level': estimatedLevelNames,
  'offer_claims.status': claimStatuses,
  'events.format': eventFormats,
  'events.status': eventStatuses,
  'events.registration': registrationModes,
  'event_registrations.status': registrationStatuses,
  'resources.status': resourceStatuses,
  'resources.category': resourceCategoryList,
  'resources.security_hub_badge': securityBadges,
  'user_roles.role': staffRoles,
}

describe('the migrations and app/domain', () => {
  it('reads the CHECK lists it compares (the parser finds them)', () => {
    expect(checkLists().get('partnership_applications.expertise_areas')).toHaveLength(14)
    expect(lengthLimits().get('partnership_applications.motivation')).toBe(1000)
  })

  it('list the same allowed values, in the same order, for every column with a CHECK list', () => {
    const lists = Object.fromEntries(checkLists())
    expect(Object.keys(lists).sort()).toEqual(Object.keys(homes).sort())
    for (const [column, values] of Object.entries(homes)) expect(lists[column], column).toEqual([...values])
  })

  it('give every free-text column the same longest length', () => {
    const fromModule = Object.fromEntries(
      Object.entries(textLimits).flatMap(([table, columns]) =>
        Object.entries(columns).map(([column, limit]) => [`${table}.${column}`, limit]),
      ),
    )
    expect(Object.fromEntries(lengthLimits())).toEqual(fromModule)
  })
})
