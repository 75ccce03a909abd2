-- A speaker's session says where it is: its stage, as staff write it ('Main Stage'), at most 80
-- characters; empty, the session page leaves the stage out. The page said 'Main Stage' for every
-- session, in code. The speakers there now were on it (the spec's words), so the column's first
-- default sets them without an UPDATE (no version, no audit entry for the migration); a new
-- speaker then starts with none. A save must name the stage (empty for none): a form or a caller
-- that does not know it is refused rather than clearing it.

alter table public.speakers
  add column stage text not null default 'Main Stage',
  add constraint speakers_stage_length check (char_length(stage) <= 80);

alter table public.speakers alter column stage set default '';

-- The versions saved before had no stage, and the speakers then were on the Main Stage: a version
-- restored gives back the stage it showed.
update public.content_versions
set snapshot = snapshot || '{"stage": "Main Stage"}'::jsonb
where kind = 'speakers' and not (snapshot ? 'stage');

comment on column public.speakers.stage is 'Where the session is (''Main Stage''); empty: the session page leaves it out.';
