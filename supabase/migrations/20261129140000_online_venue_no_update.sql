-- What registrants are told of: when and where, and whether it takes place. An online event's
-- place is "Online" in every mail, calendar file and page, so a venue or address typed on it
-- (kept for a change of format) is no change they would see, and raises no SEQUENCE: it sent
-- an update mail whose details read exactly as before.

create or replace function private.raise_event_sequence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'published' and new.status = 'published' and old.cancelled_at is null and (
    (new.starts_at, new.ends_at, new.format) is distinct from (old.starts_at, old.ends_at, old.format)
    or (new.format <> 'online' and (new.venue, new.address) is distinct from (old.venue, old.address))
    or new.cancelled_at is not null
  ) then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end;
$$;

revoke all on function private.raise_event_sequence() from public;
