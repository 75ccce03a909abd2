-- A cancelled event stays published: its page and its calendar entry say it was cancelled. The
-- table's check (events_cancelled) held that rule without a code, so making a cancelled event a
-- draft from its form failed as an unexplained error. Now the change is refused with the code
-- cancelled_stays_published (PT409), whose words say why; the check stays as the last word.

create function private.refuse_unpublishing_a_cancelled_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.cancelled_at is not null and new.status <> 'published' then
    raise exception 'cancelled_stays_published: a cancelled event stays published, so its page says it was cancelled'
      using errcode = 'PT409', detail = 'cancelled_stays_published';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_unpublishing_a_cancelled_event() from public;

create trigger events_cancelled_stays_published
before update of status on public.events
for each row execute function private.refuse_unpublishing_a_cancelled_event();
