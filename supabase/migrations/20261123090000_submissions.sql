-- Submissions from visitors: partnership applications and offer claims.
--
-- Who may do what:
--   anon            inserts a new, valid row (the site's server submits with the anon key);
--                   cannot choose its status, note or times, and can never read a row back
--   admins          read, update and delete every row
--   other users     nothing (a signed-in non-admin reads no rows and changes none)
--   service_role    everything (bypasses RLS)
-- The CHECK constraints repeat the limits of the site's validation, so a row inserted
-- straight through the data API is as valid as one sent through the site.
-- supabase/tests/policies.test.ts proves each cell against this file.

-- ---------------------------------------------------------------------------
-- partnership_applications
-- ---------------------------------------------------------------------------
create table public.partnership_applications (
  id uuid primary key default gen_random_uuid(),
  -- Before reference: a retried submission (same key, so the same reference) is then
  -- refused on this constraint, which the server recognises as "already stored".
  idempotency_key uuid not null unique,
  reference text not null unique,
  status text not null default 'new',
  internal_note text,
  partnership_types text[] not null default '{}',
  professional_roles text[] not null default '{}',
  experience text,
  digital_reach text,
  expertise_method text,
  expertise_areas text[] not null default '{}',
  motivation text not null default '',
  estimated_level text,
  contact_name text not null,
  contact_email text not null,
  contact_company text not null,
  contact_phone text,
  contact_title text,
  contact_linkedin text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partnership_applications_status_check
    check (status in ('new', 'in_review', 'accepted', 'declined')),
  constraint partnership_applications_reference_format
    check (reference ~ '^APP-[0-9A-HJKMNP-TV-Z]{8}$'),
  constraint partnership_applications_choices_check check (
    partnership_types <@ array['workshops', 'roundtables', 'peer-groups', 'fireside-chats', 'content-creation', 'mentorship']
    and professional_roles <@ array['working-professional', 'expert-service-provider', 'vendor-technology-provider']
    and expertise_areas <@ array['tax-planning', 'audit-assurance', 'financial-reporting', 'management-consulting',
      'forensic-accounting', 'payroll-hr', 'bookkeeping', 'cfo-services', 'technology-systems', 'estate-planning',
      'nonprofit-accounting', 'international-accounting', 'business-valuation', 'practice-management']
    and (experience is null or experience in ('emerging', 'experienced', 'senior'))
    and (digital_reach is null or digital_reach in ('local', 'industry-wide', 'digital-authority'))
    and (expertise_method is null
      or expertise_method in ('content-creator', 'speaker-educator', 'thought-leader', 'community-builder'))
    and (estimated_level is null or estimated_level in ('Rising Voice', 'Expert', 'Thought Leader'))
  ),
  constraint partnership_applications_text_lengths check (
    char_length(motivation) <= 1000
    and char_length(contact_name) between 1 and 120 and contact_name ~ '[^[:space:]]'
    and char_length(contact_company) between 1 and 160 and contact_company ~ '[^[:space:]]'
    and char_length(contact_email) <= 254
    and char_length(contact_phone) <= 40
    and char_length(contact_title) <= 120
    and char_length(contact_linkedin) <= 200
    and char_length(internal_note) <= 2000
  ),
  constraint partnership_applications_email_format
    check (contact_email ~ '^[^@[:space:]]+@[^@[:space:]]*\.[^@[:space:]]*$')
);

comment on table public.partnership_applications is
  'Partnership applications sent from the site''s five-step form; reviewed by admins.';
comment on column public.partnership_applications.reference is
  'The short code the applicant is shown, derived from the idempotency key.';
comment on column public.partnership_applications.idempotency_key is
  'Sent by the form once per application: a retried submission inserts nothing new.';

create index partnership_applications_created_idx on public.partnership_applications (created_at desc);
create index partnership_applications_status_idx on public.partnership_applications (status, created_at desc);

create trigger partnership_applications_set_updated_at
before update on public.partnership_applications
for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- offer_claims
-- ---------------------------------------------------------------------------
create table public.offer_claims (
  id uuid primary key default gen_random_uuid(),
  idempotency_key uuid not null unique,
  full_name text not null,
  email text not null,
  firm_name text not null,
  status text not null default 'new',
  created_at timestamptz not null default now(),
  constraint offer_claims_status_check check (status in ('new', 'confirmed')),
  constraint offer_claims_text_lengths check (
    char_length(full_name) between 1 and 120 and full_name ~ '[^[:space:]]'
    and char_length(firm_name) between 1 and 160 and firm_name ~ '[^[:space:]]'
    and char_length(email) <= 254
  ),
  constraint offer_claims_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]*\.[^@[:space:]]*$')
);

comment on table public.offer_claims is 'Claims of the conference offer sent from /claim-offer; confirmed by admins.';

create index offer_claims_created_idx on public.offer_claims (created_at desc);

-- ---------------------------------------------------------------------------
-- Privileges: start from nothing (Supabase grants ALL on new tables by default).
-- anon may only insert, and only the columns a visitor fills in; authenticated
-- users go through the admin policies below.
-- ---------------------------------------------------------------------------
revoke all on table public.partnership_applications from public, anon, authenticated;
revoke all on table public.offer_claims from public, anon, authenticated;

grant insert (
  reference, idempotency_key, partnership_types, professional_roles, experience, digital_reach,
  expertise_method, expertise_areas, motivation, estimated_level, contact_name, contact_email,
  contact_company, contact_phone, contact_title, contact_linkedin, status
) on table public.partnership_applications to anon;
grant insert (idempotency_key, full_name, email, firm_name, status) on table public.offer_claims to anon;

grant select, update, delete on table public.partnership_applications to authenticated;
grant select, update, delete on table public.offer_claims to authenticated;
grant all on table public.partnership_applications to service_role;
grant all on table public.offer_claims to service_role;

-- ---------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------
alter table public.partnership_applications enable row level security;
alter table public.partnership_applications force row level security;
alter table public.offer_claims enable row level security;
alter table public.offer_claims force row level security;

create policy "Visitors submit new applications"
on public.partnership_applications
for insert
to anon
with check (status = 'new');

create policy "Admins read applications"
on public.partnership_applications
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins update applications"
on public.partnership_applications
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins delete applications"
on public.partnership_applications
for delete
to authenticated
using ((select public.is_admin()));

create policy "Visitors submit new claims"
on public.offer_claims
for insert
to anon
with check (status = 'new');

create policy "Admins read claims"
on public.offer_claims
for select
to authenticated
using ((select public.is_admin()));

create policy "Admins update claims"
on public.offer_claims
for update
to authenticated
using ((select public.is_admin()))
with check ((select public.is_admin()));

create policy "Admins delete claims"
on public.offer_claims
for delete
to authenticated
using ((select public.is_admin()));
