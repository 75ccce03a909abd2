-- A join link is part of its event as staff edit it: a new, changed or removed link now marks
-- the event's row as changed (its updated_at) whatever its status, so an edit form opened
-- before a colleague changed a draft's link is refused as out of date instead of putting the
-- old link back. Only a published event that is not cancelled raises its SEQUENCE (and mails
-- its registrants), as before. The audit trail records no change of updated_at alone.

create or replace function private.on_join_link_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_event_id uuid := coalesce(new.event_id, old.event_id);
begin
  if tg_op = 'UPDATE' and new.url is not distinct from old.url then
    return null;
  end if;
  update public.events as e
  set sequence = e.sequence + case when e.status = 'published' and e.cancelled_at is null then 1 else 0 end
  where e.id = changed_event_id;
  return null;
end;
$$;

revoke all on function private.on_join_link_change() from public;
