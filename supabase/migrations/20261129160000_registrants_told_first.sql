-- People registered for an event are told when it will not take place: 'Cancel event' mails
-- each of them a cancellation with a calendar update that removes it. Unpublishing the event or
-- deleting it told them nothing, so it stayed in their calendars. While an event is published,
-- not cancelled and not over, and someone holds a seat or a place on its waitlist, it can be
-- neither made a draft nor deleted: the refusal (event_has_registrants, PT409) says to cancel
-- it first. A cancelled event, one that is over, and one nobody is registered for are free to
-- go, as before.
--
-- Who may do what (new here): nobody; the rule holds for every role that may change events.
-- The registrations are counted as the function's owner, so an editor (who manages events but
-- does not read registrations) meets the same rule. supabase/tests/refusal-codes.test.ts proves it.

create function private.refuse_event_removal_with_registrants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'published' and old.cancelled_at is null
    and (tg_op = 'DELETE' or new.status <> 'published')
    and coalesce(old.ends_at, old.starts_at, 'infinity'::timestamptz) > private.clock_now()
    and exists (
      select 1 from public.event_registrations as r
      where r.event_id = old.id and r.status in ('confirmed', 'waitlisted')
    )
  then
    raise exception 'event_has_registrants: people are registered for this event, cancel it so they are told'
      using errcode = 'PT409', detail = 'event_has_registrants';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.refuse_event_removal_with_registrants() from public;

create trigger events_registrants_told_first
before update of status or delete on public.events
for each row execute function private.refuse_event_removal_with_registrants();
