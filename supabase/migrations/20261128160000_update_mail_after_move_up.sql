-- One save that both raises an event's capacity and changes when or where it takes place: the
-- waitlist moves up first, and only then are the update mails queued, so a registrant who got
-- a seat in that save is told of the seat (with the join link), never that they still wait.
create or replace function private.on_event_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.cancelled_at is null and new.cancelled_at is not null then
    perform private.queue_event_mail('event_cancelled', new.id);
    return null;
  end if;
  if new.capacity is null and old.capacity is not null or new.capacity > old.capacity then
    perform private.promote_waitlist(new.id);
  end if;
  if new.sequence > old.sequence and new.cancelled_at is null
     and coalesce(new.ends_at, new.starts_at, 'infinity') > private.clock_now() then
    perform private.queue_event_mail('event_update', new.id);
  end if;
  return null;
end;
$$;

revoke all on function private.on_event_change() from public;
