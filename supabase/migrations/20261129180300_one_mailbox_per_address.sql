-- An address a visitor's form stores is one mailbox. The checks took anything with an @ and a dot
-- after it, so 'a,victim@example.com' or '"x" <victim@example.com>' passed: a mailer reads those
-- as a list or a display name and delivers to victim@example.com, while the daily limit of mails
-- per address counts the text as a new address. The forms already refuse them (their rule is the
-- browser's e-mail input's); the tables now refuse them too, whoever writes: no space, comma,
-- semicolon, angle bracket, quote, parenthesis, square bracket or backslash anywhere. Rows
-- stored before are kept as they are (not valid): the check holds for every row written from now.

alter table public.partnership_applications
  drop constraint partnership_applications_email_format,
  add constraint partnership_applications_email_format
    check (contact_email ~ '^[^@[:space:],;<>"()\[\]\\]+@[^@[:space:],;<>"()\[\]\\]*\.[^@[:space:],;<>"()\[\]\\]*$') not valid;

alter table public.offer_claims
  drop constraint offer_claims_email_format,
  add constraint offer_claims_email_format
    check (email ~ '^[^@[:space:],;<>"()\[\]\\]+@[^@[:space:],;<>"()\[\]\\]*\.[^@[:space:],;<>"()\[\]\\]*$') not valid;

alter table public.event_registrations
  drop constraint event_registrations_email_format,
  add constraint event_registrations_email_format
    check (email ~ '^[^@[:space:],;<>"()\[\]\\]+@[^@[:space:],;<>"()\[\]\\]*\.[^@[:space:],;<>"()\[\]\\]*$') not valid;
