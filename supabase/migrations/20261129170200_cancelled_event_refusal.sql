-- A registration for a cancelled event (from a page opened, or cached, before staff cancelled
-- it) is refused with its own code, so the visitor reads that the event was cancelled, not that
-- it "does not take registrations on this site".

create or replace function private.refuse_registration_for_cancelled_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.events as e where e.id = new.event_id and e.cancelled_at is not null) then
    raise exception 'event_cancelled: this event was cancelled' using errcode = 'PT409', detail = 'event_cancelled';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_registration_for_cancelled_event() from public;
