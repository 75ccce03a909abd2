-- A join link is given only to those with a seat: no mail to someone on the waitlist carries
-- it. So a join link added, changed or removed is news to the confirmed registrants only: it
-- raises the event's SEQUENCE as before (their calendar entry is replaced), and its update mail
-- goes to them alone. Those waiting heard of a change they could not see, in a mail that read
-- exactly as the one before. When what everyone sees changes too (when, where, the format), all
-- are told, as before. An update already waiting for someone on the waitlist (a new start saved
-- just before the link) is not dropped by a later change of the link alone.

-- Whether a change of an event is one everyone registered sees in its mails and calendar file:
-- when and where. An online event's place is "Online" everywhere, so its venue and address
-- (kept for a change of format) are not.
create function private.event_change_seen(before public.events, after public.events)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (after.starts_at, after.ends_at, after.format) is distinct from (before.starts_at, before.ends_at, before.format)
    or (after.format <> 'online' and (after.venue, after.address) is distinct from (before.venue, before.address));
$$;

-- Left callable by everyone, unlike the other private functions: the sequence's trigger runs
-- with the rights of the staff member who saves, and this compares the two rows it is given.

create or replace function private.raise_event_sequence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'published' and new.status = 'published' and old.cancelled_at is null
     and (private.event_change_seen(old, new) or new.cancelled_at is not null) then
    new.sequence := old.sequence + 1;
  end if;
  return new;
end;
$$;

revoke all on function private.raise_event_sequence() from public;

-- The registrants of the statuses given: their update not sent yet (and not being sent) is
-- replaced by this change; everyone else's is left as it is.
drop function private.queue_event_mail(text, uuid);

create function private.queue_event_mail(mail_kind text, changed_event_id uuid, audience text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  registrant public.event_registrations%rowtype;
  queued uuid;
begin
  delete from site_server.notices as n
  where n.kind = 'event_update' and n.sent_at is null and n.failed_at is null
    and (n.claimed_until is null or n.claimed_until <= private.clock_now())
    and n.record_id in (
      select r.id from public.event_registrations as r
      where r.event_id = changed_event_id and r.status = any (audience)
    );
  for registrant in
    select * from public.event_registrations as r
    where r.event_id = changed_event_id and r.status = any (audience)
    order by r.created_at, r.id
  loop
    if private.registration_mail_held(registrant.id) then
      continue;
    end if;
    queued := site_server.queue_mail(mail_kind, registrant.email, registrant.id, private.registrant_mail_details(registrant));
    if mail_kind = 'event_update' then
      update site_server.notices as n set next_attempt_at = private.clock_now() + private.event_update_grace() where n.id = queued;
    end if;
  end loop;
end;
$$;

revoke all on function private.queue_event_mail(text, uuid, text[]) from public;

-- The waitlist moves up first, and only then are the update mails queued (a registrant who got
-- a seat in that save is told of the seat, with the join link). A higher SEQUENCE without a
-- change everyone sees is a change of the join link: the confirmed registrants' alone.
create or replace function private.on_event_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.cancelled_at is null and new.cancelled_at is not null then
    perform private.queue_event_mail('event_cancelled', new.id, array['confirmed', 'waitlisted']);
    return null;
  end if;
  if new.capacity is null and old.capacity is not null or new.capacity > old.capacity then
    perform private.promote_waitlist(new.id);
  end if;
  if new.sequence > old.sequence and new.cancelled_at is null
     and coalesce(new.ends_at, new.starts_at, 'infinity') > private.clock_now() then
    perform private.queue_event_mail(
      'event_update',
      new.id,
      case when private.event_change_seen(old, new) then array['confirmed', 'waitlisted'] else array['confirmed'] end
    );
  end if;
  return null;
end;
$$;

revoke all on function private.on_event_change() from public;
