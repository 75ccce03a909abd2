-- The words staff edit in /admin/content: FAQ entries, testimonials, perks, the RightNOW
-- conference's speakers and agenda. Each kind is a table with the same life: 'draft' or
-- 'published', an optional publish_at (shown from that instant by the database's clock,
-- private.clock_now()), a position (the order on its pages), and is_example on the rows this
-- migration seeds (today's sample words; saving a row from its form clears the mark).
--
-- Who may do what:
--   anon, authenticated  read entries that are published and whose publish_at has come
--   staff (admin/editor) read every entry (drafts and scheduled ones: the preview), insert,
--                        update, delete; read the versions of every entry
--   service_role         everything
--   nobody               writes content_versions: a trigger keeps one row per save
-- public.next_content_publication() tells a page when the next scheduled entry appears, so
-- the cached page expires at that instant. Every change is announced on site_changes (the
-- pages that show the kind are purged on every instance) and recorded in the audit trail.
-- supabase/tests/policies.test.ts proves each cell against this file.

-- Each element of a list of short texts is non-blank and at most `max_length` characters.
create function private.text_items_within(items text[], max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(item) between 1 and max_length and item ~ '[^[:space:]]'), true)
  from pg_catalog.unnest(items) as item;
$$;

-- Whether an entry is shown to visitors now.
create function private.content_visible(status text, publish_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select status = 'published' and (publish_at is null or publish_at <= private.clock_now());
$$;

revoke all on function private.text_items_within(text[], integer) from public;
grant execute on function private.text_items_within(text[], integer) to anon, authenticated, service_role;
revoke all on function private.content_visible(text, timestamptz) from public;
grant execute on function private.content_visible(text, timestamptz) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- faq_entries: one question, shown in one or more places
-- ---------------------------------------------------------------------------
create table public.faq_entries (
  id uuid primary key default gen_random_uuid(),
  question text not null,
  -- A small Markdown subset (paragraphs, bold, italic, lists, links); raw HTML is never rendered.
  answer text not null,
  category text not null,
  -- academy: the academy page's FAQ; home: the home page's condensed FAQ; membership,
  -- rightnow, securityhub: those pages' FAQs.
  places text[] not null,
  position integer not null default 0,
  status text not null default 'draft',
  publish_at timestamptz,
  is_example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint faq_entries_status_check check (status in ('draft', 'published')),
  constraint faq_entries_category_check check (category in ('general', 'membership', 'learning', 'support')),
  constraint faq_entries_places_check check (
    cardinality(places) between 1 and 5
    and places <@ array['academy', 'home', 'membership', 'rightnow', 'securityhub']::text[]
  ),
  constraint faq_entries_question_length check (char_length(question) between 1 and 300 and question ~ '[^[:space:]]'),
  constraint faq_entries_answer_length check (char_length(answer) between 1 and 4000 and answer ~ '[^[:space:]]')
);

-- ---------------------------------------------------------------------------
-- testimonials: the members' quotes of /membership
-- ---------------------------------------------------------------------------
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  quote text not null,
  author text not null,
  role text not null default '',
  position integer not null default 0,
  status text not null default 'draft',
  publish_at timestamptz,
  is_example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint testimonials_status_check check (status in ('draft', 'published')),
  constraint testimonials_quote_length check (char_length(quote) between 1 and 600 and quote ~ '[^[:space:]]'),
  constraint testimonials_author_length check (char_length(author) between 1 and 120 and author ~ '[^[:space:]]'),
  constraint testimonials_role_length check (char_length(role) <= 160)
);

-- ---------------------------------------------------------------------------
-- perks: the member discounts of /perks
-- ---------------------------------------------------------------------------
create table public.perks (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  -- Markdown subset, as faq_entries.answer.
  description text not null default '',
  discount text not null,
  savings text not null default '',
  category text not null,
  features text[] not null default '{}',
  position integer not null default 0,
  status text not null default 'draft',
  publish_at timestamptz,
  is_example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint perks_status_check check (status in ('draft', 'published')),
  constraint perks_title_length check (char_length(title) between 1 and 120 and title ~ '[^[:space:]]'),
  constraint perks_description_length check (char_length(description) <= 1000),
  constraint perks_discount_length check (char_length(discount) between 1 and 40 and discount ~ '[^[:space:]]'),
  constraint perks_savings_length check (char_length(savings) <= 80),
  constraint perks_category_length check (char_length(category) between 1 and 40 and category ~ '[^[:space:]]'),
  constraint perks_features_check check (cardinality(features) <= 8 and private.text_items_within(features, 120))
);

-- ---------------------------------------------------------------------------
-- speakers: the RightNOW conference's speakers; each has a page, /rightnow/<slug>
-- ---------------------------------------------------------------------------
create table public.speakers (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  name text not null,
  -- The speaker's role ("Managing Partner"); credentials go with the name ("Maya Thompson, CPA").
  title text not null default '',
  firm text not null default '',
  -- A URL (http(s), or a path on this site, such as an uploaded photo); null: their initials.
  photo_url text,
  session_title text not null,
  -- The conference's day (1: its first day) and the session's local times in its time zone.
  session_day smallint not null default 1,
  session_starts_at time not null,
  session_ends_at time not null,
  -- Markdown subset, as faq_entries.answer.
  abstract text not null default '',
  takeaways text[] not null default '{}',
  position integer not null default 0,
  status text not null default 'draft',
  publish_at timestamptz,
  is_example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint speakers_slug_key unique (slug),
  constraint speakers_status_check check (status in ('draft', 'published')),
  constraint speakers_slug_format check (char_length(slug) <= 80 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint speakers_name_length check (char_length(name) between 1 and 120 and name ~ '[^[:space:]]'),
  constraint speakers_title_length check (char_length(title) <= 120),
  constraint speakers_firm_length check (char_length(firm) <= 160),
  constraint speakers_photo_url_format check (
    char_length(photo_url) <= 2048
    and photo_url ~ '^(https?://[^[:space:]]+|/[^/[:space:]][^[:space:]]*)$'
  ),
  constraint speakers_session_title_length
    check (char_length(session_title) between 1 and 200 and session_title ~ '[^[:space:]]'),
  constraint speakers_session_day_range check (session_day between 1 and 14),
  constraint speakers_session_times check (session_starts_at < session_ends_at),
  constraint speakers_abstract_length check (char_length(abstract) <= 4000),
  constraint speakers_takeaways_check check (cardinality(takeaways) <= 8 and private.text_items_within(takeaways, 200))
);

-- ---------------------------------------------------------------------------
-- agenda_sessions: the RightNOW conference's program, day by day
-- ---------------------------------------------------------------------------
create table public.agenda_sessions (
  id uuid primary key default gen_random_uuid(),
  -- The conference's day (1: its first day) and the local start time in its time zone.
  day smallint not null default 1,
  starts_at time not null,
  title text not null,
  description text not null default '',
  -- Sessions of a day are ordered by their start time, then by position.
  position integer not null default 0,
  status text not null default 'draft',
  publish_at timestamptz,
  is_example boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint agenda_sessions_status_check check (status in ('draft', 'published')),
  constraint agenda_sessions_day_range check (day between 1 and 14),
  constraint agenda_sessions_title_length check (char_length(title) between 1 and 200 and title ~ '[^[:space:]]'),
  constraint agenda_sessions_description_length check (char_length(description) <= 1000)
);

-- ---------------------------------------------------------------------------
-- What every content table shares: comments, order, updated_at, privileges, policies, the
-- audit trail and site_changes.
-- ---------------------------------------------------------------------------
comment on table public.faq_entries is 'FAQ entries of the academy, home, membership, RightNOW and Security Hub pages; edited in /admin/content.';
comment on table public.testimonials is 'Members'' quotes on /membership; edited in /admin/content.';
comment on table public.perks is 'Member discounts on /perks; edited in /admin/content.';
comment on table public.speakers is 'The RightNOW conference''s speakers and their pages (/rightnow/<slug>); edited in /admin/content.';
comment on table public.agenda_sessions is 'The RightNOW conference''s agenda; edited in /admin/content.';

create index faq_entries_order_idx on public.faq_entries (position, created_at);
create index testimonials_order_idx on public.testimonials (position, created_at);
create index perks_order_idx on public.perks (position, created_at);
create index speakers_order_idx on public.speakers (position, created_at);
create index agenda_sessions_order_idx on public.agenda_sessions (day, starts_at, position);

do $$
declare
  content_table text;
begin
  foreach content_table in array array['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'] loop
    execute format('create trigger %1$s_set_updated_at before update on public.%1$I for each row execute function public.set_updated_at()', content_table);
    execute format('revoke all on table public.%I from public, anon, authenticated', content_table);
    execute format('grant select on table public.%I to anon', content_table);
    execute format('grant select, insert, update, delete on table public.%I to authenticated', content_table);
    execute format('grant all on table public.%I to service_role', content_table);
    execute format('alter table public.%I enable row level security', content_table);
    execute format('alter table public.%I force row level security', content_table);
    execute format(
      'create policy "Visitors read published entries" on public.%I for select to anon, authenticated
       using ((select private.content_visible(status, publish_at)))', content_table);
    execute format(
      'create policy "Staff read every entry" on public.%I for select to authenticated using ((select public.is_staff()))',
      content_table);
    execute format(
      'create policy "Staff add entries" on public.%I for insert to authenticated with check ((select public.is_staff()))',
      content_table);
    execute format(
      'create policy "Staff edit entries" on public.%I for update to authenticated
       using ((select public.is_staff())) with check ((select public.is_staff()))', content_table);
    execute format(
      'create policy "Staff delete entries" on public.%I for delete to authenticated using ((select public.is_staff()))',
      content_table);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- The next instant a scheduled entry appears (a page that shows content expires then)
-- ---------------------------------------------------------------------------
create function public.next_content_publication()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select min(publish_at) from (
    select publish_at from public.faq_entries where status = 'published' and publish_at > private.clock_now()
    union all
    select publish_at from public.testimonials where status = 'published' and publish_at > private.clock_now()
    union all
    select publish_at from public.perks where status = 'published' and publish_at > private.clock_now()
    union all
    select publish_at from public.speakers where status = 'published' and publish_at > private.clock_now()
    union all
    select publish_at from public.agenda_sessions where status = 'published' and publish_at > private.clock_now()
  ) as scheduled;
$$;

comment on function public.next_content_publication() is
  'The earliest publish_at still to come of a published entry of any content table, or null; reveals no entry.';
revoke all on function public.next_content_publication() from public;
grant execute on function public.next_content_publication() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- content_versions: every save of an entry, for History and Restore
-- ---------------------------------------------------------------------------
create table public.content_versions (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  entry_id uuid not null,
  at timestamptz not null default private.clock_now(),
  -- The staff member's e-mail (or id), 'service role' or 'database', as the audit trail says it.
  actor text not null,
  -- The fields this save changed (every field for the first save).
  changed text[] not null,
  -- The entry as saved, without id and timestamps.
  snapshot jsonb not null,
  constraint content_versions_kind_check
    check (kind in ('faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'))
);

comment on table public.content_versions is
  'One row per save of a content entry (written by a trigger, never by a caller); staff read them in History.';

create index content_versions_entry_idx on public.content_versions (kind, entry_id, at desc);

revoke all on table public.content_versions from public, anon, authenticated;
grant select on table public.content_versions to authenticated;
grant all on table public.content_versions to service_role;
alter table public.content_versions enable row level security;
alter table public.content_versions force row level security;

create policy "Staff read versions"
on public.content_versions
for select
to authenticated
using ((select public.is_staff()));

create function private.record_content_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  saved jsonb := pg_catalog.to_jsonb(new) - 'id' - 'created_at' - 'updated_at';
  before_row jsonb := case when tg_op = 'UPDATE' then pg_catalog.to_jsonb(old) - 'id' - 'created_at' - 'updated_at' end;
  changed_fields text[];
begin
  select coalesce(pg_catalog.array_agg(k order by k), '{}')
  into changed_fields
  from pg_catalog.jsonb_object_keys(saved) as k
  where before_row is null or (before_row -> k) is distinct from (saved -> k);
  if tg_op = 'UPDATE' and cardinality(changed_fields) = 0 then
    return null;
  end if;
  insert into public.content_versions (kind, entry_id, actor, changed, snapshot)
  values (
    tg_table_name,
    new.id,
    case
      when nullif(claims ->> 'sub', '') is not null then coalesce(nullif(claims ->> 'email', ''), claims ->> 'sub')
      when claims ->> 'role' = 'service_role' then 'service role'
      else 'database'
    end,
    changed_fields,
    saved
  );
  return null;
end;
$$;

revoke all on function private.record_content_version() from public;

-- ---------------------------------------------------------------------------
-- Today's words, as examples to replace (written before the triggers below, so the seed is
-- neither an audit entry nor an announcement; its first versions are written after them)
-- ---------------------------------------------------------------------------
insert into public.faq_entries (question, answer, category, places, position, status, is_example) values
  ('Is the academy going away?', 'The academy is not disappearing: it is growing into the community. The courses, resources and events you relied on move into one place, joined by peer groups, coaching, vendor perks and an expert marketplace.', 'general', array['academy', 'home']::text[], 10, 'published', true),
  ('Does my academy membership carry over to the community?', 'Yes. Your academy membership carries over to the community. Use the Continue Your Journey button on the academy page to accept your invitation, and you will find the community plan that matches what you have today.', 'general', array['academy', 'home']::text[], 20, 'published', true),
  ('Why is the academy becoming a community?', 'Members told us they learn as much from each other as from courses. A community adds peer networking, coaching and live conversations to the learning you already had, so you can grow your skills and your firm together.', 'general', array['academy']::text[], 30, 'published', true),
  ('How do I get into the new community?', 'Select Join the Community or Continue Your Journey. The community opens in a new tab with your invitation ready; create your login or sign in, and your place is waiting for you.', 'general', array['academy']::text[], 40, 'published', true),
  ('Will my membership fees change?', 'The Free Community plan stays at $0 a month. Paid plans are billed monthly or annually, with discounts for annual billing, and you can cancel any time.', 'membership', array['academy', 'home']::text[], 50, 'published', true),
  ('Which membership plans are available?', 'There are four plans: Free, Digital, Advantage and Elite. Each plan includes everything in the plans below it, so you can start free and add more as your firm grows.', 'membership', array['academy']::text[], 60, 'published', true),
  ('What do I get with the Free plan?', 'The Free plan gives you forum access, the basic resource library, free webinars and industry newsletters, along with direct messaging and a limited selection of events and resources.', 'membership', array['academy']::text[], 70, 'published', true),
  ('Can I switch plans or cancel later?', 'Yes. You can upgrade or move between plans as your needs change, choose monthly or annual billing, and cancel any time.', 'membership', array['academy']::text[], 80, 'published', true),
  ('Can I bring my team along?', 'Yes. Firm partners add and manage their team members in the Manage My Team space, so everyone at the firm can use the same plan.', 'membership', array['academy']::text[], 90, 'published', true),
  ('Where will I find learning resources now?', 'Everything lives in the community resource library: guides, templates and checklists you can search and filter by category. Free resources are open to every member; premium resources are included with paid plans.', 'learning', array['academy', 'home']::text[], 100, 'published', true),
  ('Can I still earn CPE credits?', 'Yes. Paid members can earn up to 40 CPE credits a year through the learning hub. Advantage and Elite members also get CPE events.', 'learning', array['academy']::text[], 110, 'published', true),
  ('What kinds of events does the community run?', 'Free webinars are open to everyone. Digital members add online events, and Advantage and Elite members add academy workshops and CPE events. You will also find wellness sessions and fireside chats on the events page.', 'learning', array['academy']::text[], 120, 'published', true),
  ('Are the academy workshops continuing?', 'Yes. Academy workshops continue inside the community and are included in the Advantage and Elite plans.', 'learning', array['academy']::text[], 130, 'published', true),
  ('Is coaching included?', 'Paid members get one-on-one coaching with a monthly allocation. Elite members also join group coaching and peer groups for ongoing accountability with firms like theirs.', 'support', array['academy']::text[], 140, 'published', true),
  ('How do peer groups work?', 'Peer groups are small circles of firm leaders who meet regularly to compare notes, share benchmarks and work through challenges together. They are part of the Elite plan.', 'support', array['academy']::text[], 150, 'published', true),
  ('What happens to the website I manage through the academy?', 'Nothing changes for your website. Keep using the website manager, and contact website support from the website section of this page if you need help. Websites remain available as an add-on to paid plans.', 'support', array['academy']::text[], 160, 'published', true),
  ('Who can I talk to if I have questions about the move?', 'Post in the general forum or send a direct message to the community team once you have joined. Our team and your fellow members are happy to help you settle in.', 'support', array['academy']::text[], 170, 'published', true),
  ('Is the Free Community membership really free?', 'Yes. The Free Community plan is $0 a month with no time limit. It includes forum access, the basic resource library, free webinars, industry newsletters and direct messaging.', 'membership', array['membership']::text[], 10, 'published', true),
  ('What is the difference between Digital, Advantage and Elite?', 'Digital adds benchmarking, online chat, the learning hub with CPE, premade advisory products, vendor discounts and online events. Advantage adds academy workshops and CPE events. Elite adds group coaching and peer groups. Each plan includes everything in the plans below it.', 'membership', array['membership']::text[], 20, 'published', true),
  ('How many CPE credits can I earn?', 'Paid members can earn up to 40 CPE credits a year. Advantage and Elite members also have access to CPE events.', 'membership', array['membership']::text[], 30, 'published', true),
  ('How does billing work?', 'Paid plans are billed monthly or annually, and annual billing comes with a discount. You can cancel any time.', 'membership', array['membership']::text[], 40, 'published', true),
  ('Is one-on-one coaching included?', 'Yes. Every paid plan includes one-on-one coaching with a monthly allocation. Elite members also take part in group coaching and peer groups.', 'membership', array['membership']::text[], 50, 'published', true),
  ('Can I add a website for my firm?', 'Yes. Websites are available as an add-on to the Digital, Advantage and Elite plans. Book a call and we will walk you through the options.', 'membership', array['membership']::text[], 60, 'published', true),
  ('What is the refund policy?', 'You can cancel for a full refund up to 30 days before the event.', 'learning', array['rightnow']::text[], 10, 'published', true),
  ('Can I transfer my registration to a colleague?', 'Yes. Within 30 days of the event, when refunds are no longer available, you can transfer your registration to a colleague. Send us their name and email address.', 'learning', array['rightnow']::text[], 20, 'published', true),
  ('Will the sessions be recorded or streamed?', 'No. RightNOW is in person only, and sessions are not recorded, so that everyone can speak openly.', 'learning', array['rightnow']::text[], 30, 'published', true),
  ('How many people will attend?', 'Capacity is 100 attendees, so that every session leaves room for questions and conversation.', 'learning', array['rightnow']::text[], 40, 'published', true),
  ('What happens after the event?', 'Attendees are invited to a monthly roundtable to keep the conversation going. The first one is on Wednesday May 28, 10:00-11:00 AM EST.', 'learning', array['rightnow']::text[], 50, 'published', true),
  ('What is included in the free 60-day trial?', 'Full community access for 60 days, worth over $1,000: live events, 20+ courses with guides, templates and checklists, the peer discussion forums, and access to our experts. No credit card is required to start.', 'support', array['securityhub']::text[], 10, 'published', true),
  ('Can I access the security resources without joining?', 'The courses and guides are part of the membership. The free trial unlocks all of them, so claiming the offer is the quickest way to start learning.', 'support', array['securityhub']::text[], 20, 'published', true),
  ('Will I be billed when the trial ends?', 'No credit card is required to start the trial. Before it ends you can choose a paid membership or the free community plan.', 'support', array['securityhub']::text[], 30, 'published', true),
  ('Is this relevant for accounting firms?', 'Yes. The community is built for accounting professionals, and over 40% of our members have IT security responsibilities in their firms. Every course and guide is written with firms like yours in mind.', 'support', array['securityhub']::text[], 40, 'published', true),
  ('How much time does it take?', 'Most members spend 30-60 minutes a week: a short lesson, a discussion thread or a live session. You choose the pace.', 'support', array['securityhub']::text[], 50, 'published', true),
  ('Why is this offer only for our security partner’s users?', 'We built this offer together with our security partner for the firms it already protects. Its users share the same priorities, so the trial focuses on what matters most to them.', 'support', array['securityhub']::text[], 60, 'published', true);

insert into public.testimonials (quote, author, role, position, status, is_example) values
  ('The peer group changed how I run my practice. Every month I leave with one idea I put to work the next day.', 'Renee Whitfield, CPA', 'Managing Partner, Whitfield & Ames', 10, 'published', true),
  ('I earned my CPE credits without giving up a single weekend, and the workshops were actually about the work we do.', 'Tomás Aguilar', 'Senior Tax Manager', 20, 'published', true),
  ('Benchmarking showed us we were underpricing advisory work. We fixed it within a quarter.', 'Hannah Brooks, CPA', 'Owner, Brooks Advisory Group', 30, 'published', true),
  ('My one-on-one coach helped me plan the hire I had been putting off for two years. Best decision we made.', 'Kevin Osei', 'Founder, Osei Bookkeeping & Payroll', 40, 'published', true);

insert into public.perks (title, description, discount, savings, category, features, position, status, is_example) values
  ('Practice Management Suite', 'Workflow, client portal and time tracking in one place, built for growing accounting firms.', '40% off', 'Save up to $1,200 a year', 'Software', array['Unlimited client portals', 'Automated workflows', 'Priority onboarding']::text[], 10, 'published', true),
  ('Cloud Bookkeeping Platform', 'Bank feeds, reconciliation and reporting for your client ledgers, with multi-entity support.', '3 months free', 'Save up to $450', 'Software', array['Multi-entity dashboards', 'Bank-feed reconciliation', 'Partner training sessions']::text[], 20, 'published', true),
  ('Cybersecurity Protection Bundle', 'Endpoint protection, password management and phishing training sized for small firms.', '50% off', 'Save up to $900 a year', 'Security', array['Endpoint protection', 'Team password vault', 'Quarterly phishing drills']::text[], 30, 'published', true),
  ('Tax Research Library', 'Federal and state tax research with practice aids, checklists and weekly updates.', '30% off', 'Save up to $750 a year', 'Research', array['Federal and state coverage', 'Practice aids and checklists', 'Weekly update briefings']::text[], 40, 'published', true),
  ('Payroll Services for Firms', 'White-label payroll you can offer to clients, with compliance filings handled for you.', '6 months free', 'Save up to $1,500', 'Services', array['White-label client portal', 'Automated tax filings', 'Dedicated account manager']::text[], 50, 'published', true),
  ('Firm Marketing Toolkit', 'Newsletters, social content and website updates written for accounting firms.', '35% off', 'Save up to $600 a year', 'Marketing', array['Monthly client newsletter', 'Ready-to-post social content', 'Website content refresh']::text[], 60, 'published', true);

insert into public.speakers (slug, name, title, firm, session_title, session_day, session_starts_at, session_ends_at, abstract, takeaways, position, status, is_example) values
  ('maya-thompson', 'Maya Thompson, CPA', 'Managing Partner', 'Thompson & Reed Advisory', 'From Compliance to Advisory: Rebuilding Your Service Mix', 1, '10:30', '11:30', 'Most firms know advisory is the future, yet compliance work still fills the calendar. Maya shares how her firm moved half of its revenue to advisory in three years: which services to retire, how to package and price the new ones, and how to bring the team along.', array['A simple way to score your current services by margin and client value', 'Three advisory packages you can launch without new hires', 'Scripts for the client conversations that make the change stick']::text[], 10, 'published', true),
  ('david-okonkwo', 'David Okonkwo', 'Chief Technology Officer', 'Ledgerworks Consulting', 'AI in the Close: What to Automate and What to Keep', 2, '09:00', '10:00', 'Automation promises a faster close, but not every step should be handed to a machine. David walks through a real month-end close, step by step, showing where AI saves hours, where it adds risk, and how to review its work with confidence.', array['A map of the close with the steps that are safe to automate', 'Review controls that keep automated entries audit-ready', 'How to measure the time you actually save']::text[], 20, 'published', true),
  ('sofia-martinez', 'Sofia Martinez, CPA, CITP', 'Director of Cybersecurity', 'Northbridge CPA Group', 'The Firm Security Playbook: Protecting Client Data Without Slowing Down', 2, '10:30', '11:30', 'Client data is a firm’s most valuable asset and its biggest liability. Sofia shares the playbook her firm uses to stay secure through tax season: the controls that matter most, a written security plan that people actually follow, and what to do in the first hour of an incident.', array['The five controls that stop most attacks on small firms', 'A one-page outline for your written security plan', 'An incident checklist for the first hour, day and week']::text[], 30, 'published', true),
  ('james-whitfield', 'James Whitfield', 'Founder', 'Whitfield Practice Growth', 'Pricing for Value: Lessons From 200 Firms', 1, '13:30', '14:30', 'After helping more than 200 firms rethink their pricing, James has seen what works and what backfires. He shares the patterns behind successful moves to value pricing, the mistakes to avoid, and how to raise prices without losing the clients you want to keep.', array['How to find the value your clients would pay more for', 'A tiered pricing structure you can adapt this month', 'What to say when a client pushes back']::text[], 40, 'published', true);

insert into public.agenda_sessions (day, starts_at, title, description, status, is_example) values
  (1, '09:00', 'Welcome and opening keynote', 'Where the profession is heading, and what it means for your firm.', 'published', true),
  (1, '10:30', 'Advisory in practice', 'How firms are building advisory services clients pay for.', 'published', true),
  (1, '12:00', 'Lunch and networking', 'Hosted tables by firm size and specialty.', 'published', true),
  (1, '13:30', 'Pricing for value workshop', 'Build a pricing model for one of your own services.', 'published', true),
  (1, '15:30', 'Firm leader roundtables', 'Small-group discussions on growth, capacity and hiring.', 'published', true),
  (1, '17:00', 'Close of day one', 'Takeaways and plans for the evening.', 'published', true),
  (2, '09:00', 'Technology keynote', 'Automation and AI in the close, with real firm examples.', 'published', true),
  (2, '10:30', 'Securing client data', 'The controls every firm needs, and how to explain them to clients.', 'published', true),
  (2, '12:00', 'Lunch and expert office hours', 'Bring your questions to the speakers.', 'published', true),
  (2, '13:30', 'Talent and culture panel', 'Recruiting, retaining and developing your team.', 'published', true),
  (2, '15:30', 'Your 90-day action plan', 'Turn two days of ideas into a plan with peers to hold you to it.', 'published', true),
  (2, '17:00', 'Closing remarks', 'Next steps, including the monthly roundtable for attendees.', 'published', true);


do $$
declare
  content_table text;
begin
  foreach content_table in array array['faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'] loop
    execute format(
      'create trigger record_version after insert or update on public.%I
       for each row execute function private.record_content_version()', content_table);
    execute format(
      'create trigger announce_change after insert or update or delete or truncate on public.%I
       for each statement execute function site_server.announce_change()', content_table);
    execute format(
      'create trigger record_change after insert or update or delete on public.%I
       for each row execute function audit.record_change()', content_table);
    execute format(
      $version$insert into public.content_versions (kind, entry_id, at, actor, changed, snapshot)
      select %1$L, t.id, t.created_at, 'database',
        array(select k from pg_catalog.jsonb_object_keys(pg_catalog.to_jsonb(t) - 'id' - 'created_at' - 'updated_at') as k order by k),
        pg_catalog.to_jsonb(t) - 'id' - 'created_at' - 'updated_at'
      from public.%1$I as t$version$, content_table);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- The audit trail knows the new kinds and names their entries
-- ---------------------------------------------------------------------------
alter table audit.entries drop constraint entries_kind;
alter table audit.entries add constraint entries_kind check (kind in (
  'experts', 'events', 'resources', 'site_settings', 'user_roles',
  'partnership_applications', 'offer_claims', 'event_registrations', 'sign_in', 'staff_account',
  'faq_entries', 'testimonials', 'perks', 'speakers', 'agenda_sessions'
));

-- An entry names its record: a question, a quote's author, a perk's or session's title, a speaker's name.
create or replace function audit.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb;
  before_row jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  current_row jsonb := coalesce(after_row, before_row);
  tracked text[] := tg_argv;
  changed jsonb;
  who_id text := nullif(claims ->> 'sub', '');
  record_label text;
begin
  if not (tg_nargs > 0 and tg_op = 'INSERT') then
    select pg_catalog.jsonb_object_agg(k, pg_catalog.jsonb_build_object('before', before_row -> k, 'after', after_row -> k))
    into changed
    from pg_catalog.jsonb_object_keys(current_row) as k
    where k not in ('id', 'created_at', 'updated_at')
      and (tg_nargs = 0 or k = any (tracked))
      and (tg_op <> 'UPDATE' or (before_row -> k) is distinct from (after_row -> k));
    -- An update that touched nothing recorded (a submission's updated_at alone) is no change to audit.
    if tg_op = 'UPDATE' and changed is null then
      return null;
    end if;
  end if;

  record_label := case tg_table_name
    when 'experts' then current_row ->> 'name'
    when 'events' then current_row ->> 'title'
    when 'resources' then current_row ->> 'title'
    when 'faq_entries' then current_row ->> 'question'
    when 'testimonials' then current_row ->> 'author'
    when 'perks' then current_row ->> 'title'
    when 'speakers' then current_row ->> 'name'
    when 'agenda_sessions' then current_row ->> 'title'
    when 'partnership_applications' then current_row ->> 'reference'
    when 'event_registrations' then
      (select e.title from public.events as e where e.id = (current_row ->> 'event_id')::uuid)
  end;

  insert into audit.entries (actor, actor_id, kind, record_id, action, changes, label)
  values (
    case
      when who_id is not null then coalesce(nullif(claims ->> 'email', ''), who_id)
      when claims ->> 'role' = 'anon' then 'visitor'
      when claims ->> 'role' = 'service_role' then 'service role'
      else 'database'
    end,
    who_id,
    tg_table_name,
    current_row ->> 'id',
    case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'updated' else 'deleted' end,
    changed,
    pg_catalog.left(record_label, 300)
  );
  return null;
end;
$$;

-- The entries written before this migration: named from the record when it still exists, else
-- from the values the entry copied (a deleted record's entry holds them all).
