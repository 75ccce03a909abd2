-- The claim's receipt tells the claimant "We will confirm your Core Advantage membership by
-- email"; this is that e-mail. When staff set a claim to confirmed (having set up the
-- membership), the claimant is mailed that it is confirmed:
--
--   claim_confirmation  an offer claim was set to confirmed: their name, nothing else
--
-- The status is a select that saves on change, so the mail waits a little before it goes: a
-- claim set back to new in that time (or deleted) drops it, and confirming it again queues it
-- again. Once sent, it is not sent twice for one claim (its dedupe key), however often the
-- status goes back and forth. Staff confirmed the claim by hand, so the mail is not held by
-- the daily limit of visitors' forms.
--
-- Who may do what (new here): nobody; the mail follows the claims' own policies (admins change
-- a claim's status). supabase/tests/visitor-mail.test.ts proves it against this file.

-- How long a claim's confirmation waits before it goes (app/domain/visitor-mail.ts).
create function private.claim_confirmation_grace()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '30 seconds';
$$;

create function private.on_claim_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued uuid;
begin
  if tg_op = 'UPDATE' and new.status = 'confirmed' and old.status <> 'confirmed' then
    queued := site_server.queue_mail('claim_confirmation', new.email, new.id,
      pg_catalog.jsonb_build_object('name', new.full_name), false, 'claim_confirmation:' || new.id::text);
    if queued is not null then
      update site_server.notices as n set next_attempt_at = private.clock_now() + private.claim_confirmation_grace()
      where n.id = queued;
    end if;
    return null;
  end if;
  -- Set back, or deleted, before its confirmation went out (and while no worker is sending it).
  if old.status = 'confirmed' and (tg_op = 'DELETE' or new.status <> 'confirmed') then
    delete from site_server.notices as n
    where n.record_id = old.id and n.kind = 'claim_confirmation'
      and n.sent_at is null and n.failed_at is null
      and (n.claimed_until is null or n.claimed_until <= private.clock_now());
  end if;
  return null;
end;
$$;

revoke all on function private.on_claim_status_change() from public;

create trigger queue_claim_confirmation
after update of status or delete on public.offer_claims
for each row execute function private.on_claim_status_change();
