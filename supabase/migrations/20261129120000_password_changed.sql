-- A staff member changes their own password on the Account page (the site's server checks the
-- current one and Auth sets the new one); the audit trail records it, as it records a password
-- reset by e-mail link. Its changes name the address, never a password.

alter table audit.entries drop constraint entries_action;
alter table audit.entries add constraint entries_action check (action in (
  'created', 'updated', 'deleted', 'signed_in', 'sign_in_failed', 'sign_in_refused',
  'invitation_sent', 'invitation_accepted', 'password_reset', 'password_changed', 'two_factor_reset'
));
alter table audit.entries drop constraint entries_staff_account_actions;
alter table audit.entries add constraint entries_staff_account_actions check (
  (kind = 'staff_account') = (action in ('invitation_sent', 'invitation_accepted', 'password_reset', 'password_changed', 'two_factor_reset'))
);

-- A staff member changed their own password: recorded as them, about their own account. The
-- site's server records it through its own role (DATABASE_URL), once Auth has set the password,
-- as it records sign-ins; no request's token can write such an entry.
create function audit.record_password_change(member uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform audit.record_staff_event(
    member, 'password_changed', (select u.email::text from auth.users as u where u.id = member)
  );
end;
$$;

revoke all on function audit.record_password_change(uuid) from public;
grant execute on function audit.record_password_change(uuid) to site_server;
