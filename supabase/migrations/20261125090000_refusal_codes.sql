-- Every refusal the database raises carries a stable code in its DETAIL, so the site's server
-- (and any other client of the data API) tells refusals apart without reading their words.
-- PostgREST passes DETAIL on as the error's `details`; the errcode (and so the HTTP status
-- PostgREST answers) stays what it was.
--
--   code                        raised by                                      errcode
--   event_full                  private.enforce_event_capacity()               PT409
--   registration_unavailable    public.register_for_event()                    PT404
--   registration_closed         public.register_for_event()                    PT409
--   offer_ended                 private.refuse_claims_after_the_offer()        42501
--   audit_admins_only           public.audit_entries() (20261125090100)        42501
--   retention_too_short         audit.prune_entries()                          22023
--
-- The codes are a vocabulary: app/domain/refusals.ts lists them, app/server/refusals.ts maps
-- each to an HTTP status and the words a person reads (app/content/refusals.ts), and
-- tests/unit/refusal-codes.test.ts fails when a migration raises one that has no mapping.
-- A later migration that replaces one of these functions keeps its codes.

create or replace function private.enforce_event_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  seats integer;
  taken integer;
begin
  if new.status <> 'confirmed' or (tg_op = 'UPDATE' and old.status = 'confirmed' and old.event_id = new.event_id) then
    return new;
  end if;
  select e.capacity into seats from public.events as e where e.id = new.event_id for update;
  if seats is null then
    return new;
  end if;
  select count(*) into taken
  from public.event_registrations as r
  where r.event_id = new.event_id and r.status = 'confirmed' and r.id <> new.id;
  if taken >= seats then
    -- PostgREST answers a PTnnn code with HTTP status nnn.
    raise exception 'event_full: all % seats are taken', seats using errcode = 'PT409', detail = 'event_full';
  end if;
  return new;
end;
$$;

-- Refusal codes of register_for_event() (keep them when replacing it):
--   registration_unavailable (PT404)  the event is not published or takes no registration here
--   registration_closed      (PT409)  registration closed (its close time, else its start)
create or replace function public.register_for_event(
  event_id uuid,
  full_name text,
  email text,
  firm_name text,
  idempotency_key uuid
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  target public.events%rowtype;
  existing public.event_registrations%rowtype;
  taken integer;
  chosen text;
begin
  select * into target from public.events as e
  where e.id = register_for_event.event_id and e.status = 'published' and e.registration = 'on_site'
  for update;
  if not found then
    raise exception 'registration_unavailable: this event takes no registration on this site'
      using errcode = 'PT404', detail = 'registration_unavailable';
  end if;

  select * into existing from public.event_registrations as r
  where r.idempotency_key = register_for_event.idempotency_key;
  if found then
    return jsonb_build_object('outcome', existing.status, 'repeat', true);
  end if;

  if coalesce(target.registration_closes_at, target.starts_at) <= private.clock_now() then
    raise exception 'registration_closed: registration for this event has closed'
      using errcode = 'PT409', detail = 'registration_closed';
  end if;

  select * into existing from public.event_registrations as r
  where r.event_id = target.id and lower(r.email) = lower(register_for_event.email) and r.status <> 'cancelled';
  if found then
    return jsonb_build_object('outcome', 'already_registered', 'repeat', false);
  end if;

  select count(*) into taken from public.event_registrations as r
  where r.event_id = target.id and r.status = 'confirmed';
  chosen := case when target.capacity is null or taken < target.capacity then 'confirmed' else 'waitlisted' end;

  insert into public.event_registrations (event_id, idempotency_key, full_name, email, firm_name, status)
  values (target.id, register_for_event.idempotency_key, register_for_event.full_name,
          register_for_event.email, register_for_event.firm_name, chosen);
  return jsonb_build_object('outcome', chosen, 'repeat', false);
end;
$$;

-- A visitor's claim after the offer's last day: refused with its code before the row-level
-- security policy (which says the same) would refuse it without one. Only the visitor's role
-- is held to the offer, as the policy holds only anon: the seed and the service role are not.
-- Security invoker, so current_user is the caller's role.
create function private.refuse_claims_after_the_offer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user = 'anon' and not private.offer_open() then
    raise exception 'offer_ended: the attendee offer has ended' using errcode = '42501', detail = 'offer_ended';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_claims_after_the_offer() from public;

create trigger offer_claims_refused_after_the_offer
before insert on public.offer_claims
for each row execute function private.refuse_claims_after_the_offer();

create or replace function audit.prune_entries(keep_days integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  if keep_days is null or keep_days < 1 then
    raise exception 'keep_days must be at least 1' using errcode = '22023', detail = 'retention_too_short';
  end if;
  delete from audit.entries as e where e.at < private.clock_now() - pg_catalog.make_interval(days => keep_days);
  get diagnostics removed = row_count;
  return removed;
end;
$$;
