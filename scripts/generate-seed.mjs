#!/usr/bin/env node
// Writes supabase/seed.sql from supabase/sample-experts.json, the single source of the
// sample experts (shared with the setup-experts edge function and the mock backend), and
// supabase/sample-submissions.json, the sample applications and claims (shared with the mock).
//
//   node scripts/generate-seed.mjs           write supabase/seed.sql
//   node scripts/generate-seed.mjs --check   exit 1 if seed.sql is out of date
//   node scripts/generate-seed.mjs --stdout  print the SQL instead of writing it
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const jsonPath = `${root}supabase/sample-experts.json`
const submissionsPath = `${root}supabase/sample-submissions.json`
const seedPath = `${root}supabase/seed.sql`

/** A SQL string literal (standard_conforming_strings is on in Postgres and Supabase). */
function literal(value) {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value !== 'string') throw new TypeError(`unexpected value ${JSON.stringify(value)}`)
  if (value.includes('\0')) throw new TypeError('NUL characters cannot be stored in Postgres text')
  return `'${value.replaceAll("'", "''")}'`
}

/** A text[] literal: array['a', 'b'] (typed, so an empty list works too). */
function textArray(values) {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'string'))
    throw new TypeError(`expected a list of strings, got ${JSON.stringify(values)}`)
  return `array[${values.map(literal).join(', ')}]::text[]`
}

/** `now() - n days`: sample rows keep their spread of ages whenever the seed runs. */
function daysAgo(days) {
  if (!Number.isInteger(days) || days < 0) throw new TypeError(`days_ago must be a whole number, got ${days}`)
  return `now() - interval '${days} days'`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

function validateSubmissions(submissions) {
  const { applications, claims } = submissions ?? {}
  if (!Array.isArray(applications) || !Array.isArray(claims))
    throw new TypeError('sample-submissions.json must have the lists "applications" and "claims"')
  const keys = new Set()
  for (const [kind, rows] of [['applications', applications], ['claims', claims]]) {
    rows.forEach((row, index) => {
      const where = `sample-submissions.json ${kind}[${index}]`
      if (typeof row.idempotency_key !== 'string' || !UUID.test(row.idempotency_key))
        throw new TypeError(`${where}.idempotency_key must be a UUID`)
      if (keys.has(row.idempotency_key)) throw new TypeError(`${where}.idempotency_key repeats`)
      keys.add(row.idempotency_key)
    })
  }
  return { applications, claims }
}

const applicationColumns = [
  'idempotency_key', 'reference', 'status', 'internal_note', 'partnership_types', 'professional_roles',
  'experience', 'digital_reach', 'expertise_method', 'expertise_areas', 'motivation', 'estimated_level',
  'contact_name', 'contact_email', 'contact_company', 'contact_phone', 'contact_title', 'contact_linkedin',
]
const arrayColumns = new Set(['partnership_types', 'professional_roles', 'expertise_areas'])
const claimColumns = ['idempotency_key', 'status', 'full_name', 'email', 'firm_name']

function submissionRows(rows, columns) {
  return rows
    .map((row) => {
      const values = columns.map((column) => {
        if (column === 'idempotency_key') return `${literal(row[column])}::uuid`
        return arrayColumns.has(column) ? textArray(row[column]) : literal(row[column])
      })
      return `  (${[...values, daysAgo(row.days_ago)].join(', ')})`
    })
    .join(',\n')
}

/** The SQL that inserts the sample submissions; a row whose key exists is left as it is. */
function renderSubmissions(submissions) {
  const { applications, claims } = validateSubmissions(submissions)
  return `-- Sample partnership applications and offer claims, for the admin inbox.
insert into public.partnership_applications (${applicationColumns.join(', ')}, created_at)
values
${submissionRows(applications, applicationColumns)}
on conflict (idempotency_key) do nothing;

insert into public.offer_claims (${claimColumns.join(', ')}, created_at)
values
${submissionRows(claims, claimColumns)}
on conflict (idempotency_key) do nothing;

-- Sample submissions are not news: nobody is e-mailed about them.
delete from site_server.notices as n
where n.record_id in (
  select a.id from public.partnership_applications as a where a.idempotency_key in (${applications.map((row) => `${literal(row.idempotency_key)}::uuid`).join(', ')})
  union all
  select c.id from public.offer_claims as c where c.idempotency_key in (${claims.map((row) => `${literal(row.idempotency_key)}::uuid`).join(', ')})
);
`
}

function validate(experts) {
  if (!Array.isArray(experts) || experts.length === 0) {
    throw new TypeError('sample-experts.json must be a non-empty array')
  }
  const names = new Set()
  experts.forEach((expert, index) => {
    const where = `sample-experts.json[${index}]`
    if (typeof expert.name !== 'string' || expert.name.trim() === '')
      throw new TypeError(`${where}.name must be a non-empty string`)
    if (names.has(expert.name)) throw new TypeError(`${where}.name repeats "${expert.name}"`)
    names.add(expert.name)
    for (const key of ['role', 'description', 'image_url']) {
      if (expert[key] !== null && expert[key] !== undefined && typeof expert[key] !== 'string') {
        throw new TypeError(`${where}.${key} must be a string or null`)
      }
    }
    if (typeof expert.is_active !== 'boolean')
      throw new TypeError(`${where}.is_active must be a boolean`)
  })
  return experts
}

export function renderSeed(experts, submissions) {
  const rows = validate(experts).map(
    (e) =>
      `  (${[e.name, e.role ?? null, e.description ?? null, e.image_url ?? null, e.is_active].map(literal).join(', ')})`,
  )
  return `-- Local development seed, loaded by \`supabase db reset\` after the migrations.
-- GENERATED by scripts/generate-seed.mjs from supabase/sample-experts.json and
-- supabase/sample-submissions.json: do not edit; change the JSON and run
-- \`node scripts/generate-seed.mjs\`.
-- Idempotent: an expert whose name already exists, or a submission whose idempotency key
-- already exists, is left as it is.

insert into public.experts (name, role, description, image_url, is_active)
select v.name, v.role, v.description, v.image_url, v.is_active
from (
  values
${rows.join(',\n')}
) as v (name, role, description, image_url, is_active)
where not exists (
  select 1 from public.experts as e where e.name = v.name
);

${renderSubmissions(submissions)}
-- To make a user an administrator, sign the user up first, then run (as the database
-- owner, for example in the SQL editor) with that user's e-mail address:
-- insert into public.user_roles (user_id, role) select id, 'admin' from auth.users where email = 'you@example.com';
`
}

function main(argv) {
  const sql = renderSeed(
    JSON.parse(readFileSync(jsonPath, 'utf8')),
    JSON.parse(readFileSync(submissionsPath, 'utf8')),
  )
  if (argv.includes('--stdout')) {
    process.stdout.write(sql)
    return 0
  }
  if (argv.includes('--check')) {
    let current = ''
    try {
      current = readFileSync(seedPath, 'utf8')
    } catch {
      // missing counts as out of date
    }
    if (current !== sql) {
      console.error('supabase/seed.sql is out of date: run `node scripts/generate-seed.mjs`')
      return 1
    }
    return 0
  }
  writeFileSync(seedPath, sql)
  console.log(
    `wrote supabase/seed.sql (${JSON.parse(readFileSync(jsonPath, 'utf8')).length} experts)`,
  )
  return 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv.slice(2))
}
