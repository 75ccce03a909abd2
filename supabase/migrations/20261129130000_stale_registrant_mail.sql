-- An update or reminder waiting to be sent about a registration no longer holds once that
-- registration is cancelled (nobody registered is told of the event any more) or moves up from
-- the waitlist (the confirmation queued now carries the event as it is, with the seat and the
-- join link, where the waiting update would still say "you are on the waitlist"). Both are
-- dropped, as a newer change of the event drops an older update; one already being sent is left.

create or replace function private.on_registration_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'confirmed' then
      perform private.queue_registrant_mail('registration_confirmation', new, true);
    elsif new.status = 'waitlisted' then
      perform private.queue_registrant_mail('registration_waitlisted', new, true);
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and new.status <> old.status and new.status in ('cancelled', 'confirmed') then
    delete from site_server.notices as n
    where n.record_id = new.id and n.kind in ('event_update', 'event_reminder')
      and n.sent_at is null and n.failed_at is null
      and (n.claimed_until is null or n.claimed_until <= private.clock_now());
  end if;
  if tg_op = 'UPDATE' and new.status = 'confirmed' and old.status = 'waitlisted' then
    perform private.queue_registrant_mail('registration_confirmation', new, promoted => true);
  end if;
  -- A seat freed: the first person waiting gets it.
  if old.status = 'confirmed' and (tg_op = 'DELETE' or new.status <> 'confirmed' or new.event_id <> old.event_id) then
    perform private.promote_waitlist(old.event_id);
  end if;
  return null;
end;
$$;

revoke all on function private.on_registration_change() from public;
