-- One offer claim per e-mail address. Staff confirm each claim by hand, so a second claim from
-- an address that already claimed stores nothing and is refused by name (already_claimed,
-- PT409): the visitor reads that the address has claimed already, and the inbox holds each
-- member once. A retry of the same claim (its idempotency key) is not a second claim: it meets
-- the key's unique constraint, which the site answers as "already stored". Claims stored before
-- this migration are left as they are.
--
-- Who may do what (new here): nobody; the rule holds for every role that may insert a claim.

create index offer_claims_email_lower on public.offer_claims (lower(email));

create function private.refuse_second_claim()
returns trigger
language plpgsql
-- Visitors may not read claims: the check reads them as the function's owner.
security definer
set search_path = ''
as $$
begin
  -- Two claims from one address at the same moment wait for each other here.
  perform pg_advisory_xact_lock(hashtextextended('offer_claims:' || lower(new.email), 0));
  if exists (
    select 1 from public.offer_claims as c
    where lower(c.email) = lower(new.email) and c.idempotency_key <> new.idempotency_key
  ) then
    raise exception 'already_claimed: this address has already claimed the offer' using errcode = 'PT409', detail = 'already_claimed';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_second_claim() from public;

create trigger offer_claims_one_per_address
before insert on public.offer_claims
for each row execute function private.refuse_second_claim();
