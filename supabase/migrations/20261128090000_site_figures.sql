-- The site's figures become settings staff change in /admin/settings: the community size the
-- home and story pages state, and the active-member figure of /perks (empty: /perks states the
-- community size, so the operator can make them one or keep both). Plain text, as staff write
-- it ('948+'), at most 20 characters, never blank; the server trims and checks the same
-- (app/lib/event-schema.ts, limits in app/domain/text-limits.ts).
--
-- Adding a column with a default sets the one row without an UPDATE, so no trigger fires:
-- today's figures are the seed, and the audit trail records nothing for the migration.
-- Nothing else is needed for the new columns: the audit trigger records every column of the
-- row, the announce_change trigger (statement level) announces any write to the table, and
-- the read policy and anon's grant cover the whole row. Only the admins' update grant names
-- columns, so it is extended below.

alter table public.site_settings
  add column community_size text not null default '948+',
  add column active_members text default '10,000+',
  add constraint site_settings_community_size_length
    check (char_length(community_size) between 1 and 20 and community_size ~ '[^[:space:]]'),
  add constraint site_settings_active_members_length
    check (char_length(active_members) between 1 and 20 and active_members ~ '[^[:space:]]');

comment on column public.site_settings.community_size is 'How many are in the community, as the home and story pages state it (''948+'').';
comment on column public.site_settings.active_members is 'The active-member figure of /perks (''10,000+''); null: /perks states the community size.';

grant update (community_size, active_members) on table public.site_settings to authenticated;
