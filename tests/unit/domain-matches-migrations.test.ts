/**
 * Every list of allowed values, every text limit and numeric range in the migrations' CHECK
 * constraints, and every storage bucket's size limit and types, has one home in app/domain,
 * and the two agree: a new choice or a changed limit written in one place only fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  analyticsDimensions,
  analyticsTextLimits,
  analyticsEventKinds,
  analyticsMetrics,
  communityLinkKinds,
  conversionKinds,
  screenClasses,
} from '~/domain/analytics'
import { auditActions, auditKinds } from '~/domain/audit'
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
import { numberLimits } from '~/domain/number-limits'
import { resourceCategoryList, securityBadges } from '~/domain/resource-choices'
import { contentStatuses, contentTables, faqCategories, faqPlaces } from '~/domain/site-content'
import { submissionKinds } from '~/domain/submission-kinds'
import { adminTwoFactorModes, staffLinkKinds, staffRoles } from '~/domain/staff'
import { textLimits } from '~/domain/text-limits'
import { storageBuckets } from '~/domain/uploads'

const migrationsDir = join(import.meta.dirname, '../../supabase/migrations')

/** Every migration, comments removed, in order. */
function migrations(): string[] {
  return readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(migrationsDir, file), 'utf8').replace(/--[^\n]*/g, ''))
}

/** The body of every `create table [schema.]<name> (...)` in the migrations, by table (`schema.name` outside public). */
function tableBodies(): Map<string, string> {
  const bodies = new Map<string, string>()
  for (const sql of migrations()) {
    for (const match of sql.matchAll(/create table (?:(\w+)\.)?(\w+) \(([\s\S]*?)\n\);/g)) {
      const schema = match[1] ?? 'public'
      bodies.set(schema === 'public' ? match[2]! : `${schema}.${match[2]}`, match[3]!)
    }
  }
  return bodies
}

/**
 * Every `alter table <table> add constraint … check (column in (…));` that replaces a column's
 * list, in migration order, as [table, column, list] (a check that only narrows a list for some
 * rows, as `(kind = 'x') = (action in (…))`, is not one).
 */
function replacedLists(): [string, string, string][] {
  const replaced: [string, string, string][] = []
  for (const sql of migrations()) {
    for (const match of sql.matchAll(/alter table (?:(\w+)\.)?(\w+) add constraint \w+ check \((\w+) in \(((?:\s*'(?:[^']|'')*',?)+)\s*\)\);/g)) {
      const schema = match[1] ?? 'public'
      replaced.push([schema === 'public' ? match[2]! : `${schema}.${match[2]}`, match[3]!, match[4]!])
    }
  }
  return replaced
}

const quoted = (list: string) => [...list.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"))

/**
 * `column in ('a', 'b')` and `column <@ array['a', 'b']`, as `table.column` → values: the first
 * list of each column (a later one, as `(kind = 'sign_in') = (action in (...))`, narrows it for
 * some rows).
 */
function checkLists(): Map<string, string[]> {
  const lists = new Map<string, string[]>()
  for (const [table, body] of tableBodies()) {
    for (const match of body.matchAll(/(\w+) in \(((?:\s*'(?:[^']|'')*',?)+)\s*\)/g)) {
      if (!lists.has(`${table}.${match[1]}`)) lists.set(`${table}.${match[1]}`, quoted(match[2]!))
    }
    for (const match of body.matchAll(/(\w+) <@ array\[([^\]]*)\]/g)) {
      lists.set(`${table}.${match[1]}`, quoted(match[2]!))
    }
  }
  for (const [table, column, list] of replacedLists()) lists.set(`${table}.${column}`, quoted(list))
  return lists
}

/** `column between MIN and MAX` (not a length), as `table.column` → { min, max }. */
function numberRanges(): Map<string, { min: number; max: number }> {
  const ranges = new Map<string, { min: number; max: number }>()
  for (const [table, body] of tableBodies()) {
    for (const match of body.matchAll(/(?<!char_length\()\b(\w+) between (\d+) and (\d+)/g)) {
      ranges.set(`${table}.${match[1]}`, { min: Number(match[2]), max: Number(match[3]) })
    }
  }
  return ranges
}

/** Every `insert into storage.buckets` row: its size limit and allowed types, by bucket id. */
function buckets(): Map<string, { fileSizeLimit: number; allowedMimeTypes: string[] }> {
  const found = new Map<string, { fileSizeLimit: number; allowedMimeTypes: string[] }>()
  for (const sql of migrations()) {
    for (const insert of sql.matchAll(/insert into storage\.buckets \(id, name, public, file_size_limit, allowed_mime_types\)\s*values([\s\S]*?)on conflict/g)) {
      for (const row of insert[1]!.matchAll(/\(\s*'([\w-]+)',\s*'[\w-]+',\s*(?:true|false),\s*(\d+),\s*array\[([^\]]*)\]\s*\)/g)) {
        found.set(row[1]!, { fileSizeLimit: Number(row[2]), allowedMimeTypes: quoted(row[3]!) })
      }
    }
  }
  return found
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
  'audit.entries.kind': auditKinds,
  'faq_entries.status': contentStatuses,
  'faq_entries.category': faqCategories,
  'faq_entries.places': faqPlaces,
  'testimonials.status': contentStatuses,
  'perks.status': contentStatuses,
  'speakers.status': contentStatuses,
  'agenda_sessions.status': contentStatuses,
  'content_versions.kind': contentTables,
  'audit.entries.action': auditActions,
  'site_server.notices.kind': submissionKinds,
  'analytics.events.kind': analyticsEventKinds,
  'analytics.events.screen_class': screenClasses,
  'analytics.events.link': communityLinkKinds,
  'analytics.conversions.kind': conversionKinds,
  'analytics.daily_counts.dimension': analyticsDimensions,
  'analytics.daily_counts.metric': analyticsMetrics,
  'user_roles.role': staffRoles,
  'private.staff_security.admin_two_factor': adminTwoFactorModes,
  'site_server.staff_links.kind': staffLinkKinds,
}

describe('the migrations and app/domain', () => {
  it('reads the CHECK lists it compares (the parser finds them)', () => {
    expect(checkLists().get('partnership_applications.expertise_areas')).toHaveLength(14)
    expect(lengthLimits().get('partnership_applications.motivation')).toBe(1000)
    expect(checkLists().get('audit.entries.kind')).toContain('sign_in')
    expect(numberRanges().get('events.capacity')).toEqual({ min: 1, max: 100000 })
    expect(buckets().get('resource-covers')?.fileSizeLimit).toBe(5242880)
  })

  it('list the same allowed values, in the same order, for every column with a CHECK list', () => {
    const lists = Object.fromEntries(checkLists())
    expect(Object.keys(lists).sort()).toEqual(Object.keys(homes).sort())
    for (const [column, values] of Object.entries(homes)) expect(lists[column], column).toEqual([...values])
  })

  it('give every free-text column the same longest length', () => {
    const fromModule = Object.fromEntries(
      Object.entries({ ...textLimits, ...analyticsTextLimits }).flatMap(([table, columns]) =>
        Object.entries(columns).map(([column, limit]) => [`${table}.${column}`, limit]),
      ),
    )
    expect(Object.fromEntries(lengthLimits())).toEqual(fromModule)
  })

  it('give every numeric column the same range', () => {
    const fromModule = Object.fromEntries(
      Object.entries(numberLimits).flatMap(([table, columns]) => Object.entries(columns).map(([column, range]) => [`${table}.${column}`, range])),
    )
    expect(Object.fromEntries(numberRanges())).toEqual(fromModule)
  })

  it('give every storage bucket the same largest file and types', () => {
    const fromModule = Object.fromEntries(
      Object.entries(storageBuckets).map(([id, bucket]) => [id, { fileSizeLimit: bucket.fileSizeLimit, allowedMimeTypes: [...bucket.allowedMimeTypes] }]),
    )
    expect(Object.fromEntries(buckets())).toEqual(fromModule)
  })
})
