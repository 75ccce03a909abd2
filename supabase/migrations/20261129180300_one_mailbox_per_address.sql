-- An address a visitor's form stores is one mailbox. The tables took anything with an @ and a dot
-- after it, so 'a,victim@example.com' or '"x" <victim@example.com>' passed: a mailer reads those
-- as a list or a display name and delivers to victim@example.com, while the daily limit of mails
-- per address counts the text as a new address. The forms already refuse them (their rule is the
-- browser's e-mail input's); the tables now refuse them too, whoever writes: no space, comma,
-- semicolon, angle bracket, quote, parenthesis, square bracket or backslash anywhere.
--
-- A trigger, not a new CHECK: it runs when the address is written (a new row, or its address
-- changed), so a row stored before keeps working when staff change its status or the waitlist
-- moves it up. The refusal is a check violation (23514), as the tables' own checks give, with
-- the code not_one_mailbox in DETAIL.

create function private.refuse_address_that_is_no_mailbox()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  -- The address column, named by the trigger.
  address text := pg_catalog.to_jsonb(new) ->> tg_argv[0];
begin
  if address ~ '[[:space:],;<>"()\[\]\\]' then
    raise exception 'new row for relation "%" violates the rule of one mailbox per address', tg_table_name
      using errcode = '23514', detail = 'not_one_mailbox';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_address_that_is_no_mailbox() from public;

create trigger one_mailbox_per_address
before insert or update of contact_email on public.partnership_applications
for each row execute function private.refuse_address_that_is_no_mailbox('contact_email');

create trigger one_mailbox_per_address
before insert or update of email on public.offer_claims
for each row execute function private.refuse_address_that_is_no_mailbox('email');

create trigger one_mailbox_per_address
before insert or update of email on public.event_registrations
for each row execute function private.refuse_address_that_is_no_mailbox('email');
