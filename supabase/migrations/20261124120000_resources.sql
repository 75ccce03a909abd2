-- The resource library: guides, templates and files staff publish from /admin/resources.
--
-- Who may do what (the database layer; the /admin guard and the server functions check too):
--   anon, authenticated  read published resources
--   admins               read every resource (drafts too); insert, update and delete
--   service_role         everything (bypasses RLS)
-- Storage:
--   resource-files       PRIVATE bucket for the files of free resources. Admins read, upload,
--                        replace and remove objects; anyone (anon or signed in) may read only the
--                        object that is the file of a published, free resource (the site's
--                        /resources/<id>/download streams it with the visitor's anon key).
--   resource-covers      public bucket for cover images: served by public URL; admins write.
-- supabase/tests/policies.test.ts proves each cell against this file.
--
-- Where a resource shows: the library (/resources) when in_library; the Security Hub's cards
-- (/securityhub) when it has a security_hub_badge. Both lists are ordered by sort_order, then
-- the newest publication date first.

-- ---------------------------------------------------------------------------
-- resources
-- ---------------------------------------------------------------------------
create table public.resources (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null default '',
  category text not null,
  author text not null default '',
  published_on date not null default current_date,
  -- A URL (http(s), or a path on this site); null shows the category's own cover.
  cover_image_url text,
  -- Empty: the cover only decorates the card.
  cover_image_alt text not null default '',
  membership_required boolean not null default false,
  -- A free resource's file in the resource-files bucket: the object's generated name, the
  -- name visitors download it under, and its size in bytes.
  file_path text unique,
  file_name text,
  file_size integer,
  -- Or a free resource kept elsewhere.
  external_url text,
  in_library boolean not null default true,
  security_hub_badge text,
  sort_order integer not null default 0,
  status text not null default 'draft',
  -- Set on the sample rows this migration adds; the site shows them as examples until staff
  -- save the resource from its edit form.
  is_example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint resources_status_check check (status in ('draft', 'published')),
  constraint resources_category_check check (
    category in ('Tax Planning', 'Audit & Assurance', 'Practice Management', 'Technology', 'Advisory Services')
  ),
  constraint resources_security_hub_badge_check
    check (security_hub_badge is null or security_hub_badge in ('Security Course', 'Security Guide')),
  constraint resources_shown_somewhere check (in_library or security_hub_badge is not null),
  constraint resources_text_lengths check (
    char_length(title) between 1 and 160 and title ~ '[^[:space:]]'
    and char_length(description) <= 2000
    and char_length(author) <= 120
    and char_length(cover_image_alt) <= 300
  ),
  constraint resources_cover_image_url_format check (
    char_length(cover_image_url) <= 2048
    and cover_image_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'
  ),
  constraint resources_external_url_format
    check (char_length(external_url) <= 2048 and external_url ~ '^https?://[^[:space:]]+$'),
  -- The names the site's server generates: a timestamp, 12 random characters, the detected type.
  constraint resources_file_path_format
    check (file_path ~ '^[0-9]{13}-[a-z0-9]{12}\.(pdf|docx|xlsx|pptx|zip)$'),
  constraint resources_file_name_format
    check (char_length(file_name) between 1 and 200 and file_name !~ '[/\\[:cntrl:]]'),
  constraint resources_file_size_range check (file_size between 1 and 8388608),
  constraint resources_file_columns_together
    check ((file_path is null) = (file_name is null) and (file_path is null) = (file_size is null)),
  constraint resources_one_download check (file_path is null or external_url is null),
  -- Membership-required resources have no file or link on this site: members reach them on
  -- the community platform.
  constraint resources_premium_without_download
    check (not membership_required or (file_path is null and external_url is null)),
  constraint resources_published_free_has_download check (
    status <> 'published' or membership_required or file_path is not null or external_url is not null
  )
);

comment on table public.resources is 'The resource library of /resources and the Security Hub''s cards; managed by admins.';
comment on column public.resources.is_example is
  'A sample row seeded by the migration, shown with an Example note until staff save it.';

create index resources_status_order_idx on public.resources (status, sort_order, published_on desc);

create trigger resources_set_updated_at
before update on public.resources
for each row execute function public.set_updated_at();

-- Privileges: start from nothing (Supabase grants ALL on new tables by default).
revoke all on table public.resources from public, anon, authenticated;
grant select on table public.resources to anon;
grant select, insert, update, delete on table public.resources to authenticated;
grant all on table public.resources to service_role;

alter table public.resources enable row level security;
alter table public.resources force row level security;

create policy "Published resources are visible to everyone"
on public.resources
for select
to anon, authenticated
using (status = 'published');

create policy "Admins see every resource"
on public.resources
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins add resources"
on public.resources
for insert
to authenticated
with check ((select public.is_admin()));

create policy "Admins edit resources"
on public.resources
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins delete resources"
on public.resources
for delete
to authenticated
using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- Storage buckets
-- ---------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  (
    'resource-files',
    'resource-files',
    false,
    8388608, -- 8 MiB: room under the site's 10 MB request limit for the upload's envelope
    array[
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/zip'
    ]
  ),
  (
    'resource-covers',
    'resource-covers',
    true,
    5242880, -- 5 MiB
    -- Raster images only: an SVG can carry scripts.
    array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
  )
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins read resource files and covers"
on storage.objects
for select
to authenticated
using (bucket_id in ('resource-files', 'resource-covers') and (select public.is_admin()));

-- The exists() runs as the caller, so it sees only published rows (the policy above).
create policy "Anyone downloads the files of published free resources"
on storage.objects
for select
to anon, authenticated
using (
  bucket_id = 'resource-files'
  and exists (
    select 1
    from public.resources as r
    where r.file_path = objects.name
      and r.status = 'published'
      and not r.membership_required
  )
);

create policy "Admins upload resource files and covers"
on storage.objects
for insert
to authenticated
with check (bucket_id in ('resource-files', 'resource-covers') and (select public.is_admin()));

create policy "Admins replace resource files and covers"
on storage.objects
for update
to authenticated
using (bucket_id in ('resource-files', 'resource-covers') and (select public.is_admin()))
with check (bucket_id in ('resource-files', 'resource-covers') and (select public.is_admin()));

create policy "Admins delete resource files and covers"
on storage.objects
for delete
to authenticated
using (bucket_id in ('resource-files', 'resource-covers') and (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- The library as the site showed it before it had this table: example rows, flagged so the
-- pages say so, for staff to replace. Free ones still lead to the example download address.
-- ---------------------------------------------------------------------------
insert into public.resources
  (title, description, category, author, published_on, membership_required, external_url,
   in_library, security_hub_badge, cover_image_url, cover_image_alt, sort_order, status, is_example)
values
  ('Tax Season Readiness Checklist',
   'A week-by-week plan for intake, staffing and client communication before the filing rush begins.',
   'Tax Planning', 'Community Tax Desk', '2025-08-04', false,
   'https://resources.example.com/library/tax-season-readiness-checklist', true, null, null, '', 10, 'published', true),
  ('Multi-State Nexus Guide',
   'When remote staff and online sales create filing obligations, and how to document your position.',
   'Tax Planning', 'Amara Okafor, CPA', '2025-07-22', true, null, true, null, null, '', 20, 'published', true),
  ('Year-End Tax Planning Client Letter',
   'An editable letter that invites clients to a planning meeting and lists the documents to bring.',
   'Tax Planning', 'Community Tax Desk', '2025-09-02', false,
   'https://resources.example.com/library/year-end-tax-planning-letter', true, null, null, '', 30, 'published', true),
  ('Risk-Based Audit Planning Toolkit',
   'Templates for risk assessment, materiality and planning memos that keep engagements inspection-ready.',
   'Audit & Assurance', 'Priya Natarajan, CPA', '2025-06-18', true, null, true, null, null, '', 40, 'published', true),
  ('Engagement Letter Essentials',
   'The clauses every review and compilation engagement letter needs, with plain-language explanations.',
   'Audit & Assurance', 'Community Quality Team', '2025-05-27', false,
   'https://resources.example.com/library/engagement-letter-essentials', true, null, null, '', 50, 'published', true),
  ('Fraud Red Flags Field Guide',
   'Warning signs to look for in client books, and the questions to ask before they become claims.',
   'Audit & Assurance', 'Daniel Reyes, CFE', '2025-08-19', true, null, true, null, null, '', 60, 'published', true),
  ('Capacity Planning Workbook',
   'Map hours, roles and deadlines across the year to see where the next hire really needs to be.',
   'Practice Management', 'Marcus Bennett', '2025-07-08', true, null, true, null, null, '', 70, 'published', true),
  ('Client Onboarding Template',
   'A welcome sequence, document request list and kickoff agenda for every new client.',
   'Practice Management', 'Community Operations Team', '2025-06-03', false,
   'https://resources.example.com/library/client-onboarding-template', true, null, null, '', 80, 'published', true),
  ('Remote Team Playbook',
   'Routines, meeting rhythms and review workflows for firms with staff in more than one place.',
   'Practice Management', 'Community Operations Team', '2025-09-09', false,
   'https://resources.example.com/library/remote-team-playbook', true, null, null, '', 90, 'published', true),
  ('Cloud Accounting Stack Guide',
   'How to choose and connect ledger, payroll, document and practice-management software.',
   'Technology', 'Grace Liu, CPA, CITP', '2025-08-26', false,
   'https://resources.example.com/library/cloud-accounting-stack-guide', true, null, null, '', 100, 'published', true),
  ('Firm Cybersecurity Checklist',
   'Multi-factor sign-in, backups, phishing drills and a written security plan, step by step.',
   'Technology', 'Community Technology Team', '2025-07-15', false,
   'https://resources.example.com/library/firm-cybersecurity-checklist', true, null, null, '', 110, 'published', true),
  ('Automation ROI Calculator',
   'Estimate the hours and fees that automating bank feeds, reconciliations and reminders can return.',
   'Technology', 'Grace Liu, CPA, CITP', '2025-09-16', true, null, true, null, null, '', 120, 'published', true),
  ('Advisory Pricing Framework',
   'Package and price advisory services by value, with three sample proposals you can adapt.',
   'Advisory Services', 'Marcus Bennett', '2025-06-24', true, null, true, null, null, '', 130, 'published', true),
  ('13-Week Cash Flow Forecast Template',
   'A ready-to-use forecast that turns a client conversation into an ongoing advisory engagement.',
   'Advisory Services', 'Community Advisory Team', '2025-08-12', false,
   'https://resources.example.com/library/cash-flow-forecast-template', true, null, null, '', 140, 'published', true),
  ('Business Valuation Primer',
   'The three valuation approaches explained for firms adding valuation to their advisory work.',
   'Advisory Services', 'Samuel Adeyemi, CVA', '2025-05-13', true, null, true, null, null, '', 150, 'published', true),
  -- The Security Hub's four cards: part of the membership, not listed in the library.
  ('Cybersecurity Foundations for Accounting Firms',
   'The controls every firm needs, from multi-factor authentication to secure client file sharing, in six short lessons.',
   'Technology', 'Community Security Faculty', '2025-03-01', true, null, false, 'Security Course',
   '/images/security-two/foundations.svg', 'A shield over a ledger page, for the Cybersecurity Foundations course', 10, 'published', true),
  ('Writing Your Written Information Security Plan',
   'A step-by-step guide and template for the security plan tax professionals are required to keep.',
   'Technology', 'Expert Contributor', '2025-02-01', true, null, false, 'Security Guide',
   '/images/security-two/wisp.svg', 'A checklist document with a padlock, for the security plan guide', 20, 'published', true),
  ('Phishing Defense for Tax Season',
   'Recognize the scams that target firms at their busiest, and train your team to stop them.',
   'Technology', 'Community Security Faculty', '2025-01-01', true, null, false, 'Security Course',
   '/images/security-two/phishing.svg', 'An envelope with a warning sign, for the Phishing Defense course', 30, 'published', true),
  ('Client Data Incident Response Playbook',
   'What to do in the first hour, day and week after a suspected breach, with ready-to-use checklists.',
   'Technology', 'Expert Contributor', '2025-04-01', true, null, false, 'Security Guide',
   '/images/security-two/incident-response.svg', 'A timeline with an alert marker, for the incident response playbook', 40, 'published', true);
