-- A staff member changes their own password on the Account page (the site's server checks the
-- current one and sets the new one in Auth); the audit trail records it, as it records a
-- password reset by e-mail link. Its changes name the address, never a password.

alter table audit.entries drop constraint entries_action;
alter table audit.entries add constraint entries_action check (action in (
  'created', 'updated', 'deleted', 'signed_in', 'sign_in_failed', 'sign_in_refused',
  'invitation_sent', 'invitation_accepted', 'password_reset', 'password_changed', 'two_factor_reset'
));
alter table audit.entries drop constraint entries_staff_account_actions;
alter table audit.entries add constraint entries_staff_account_actions check (
  (kind = 'staff_account') = (action in ('invitation_sent', 'invitation_accepted', 'password_reset', 'password_changed', 'two_factor_reset'))
);

-- The caller changed their own password: recorded as them, about their own account.
create function public.record_password_change()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception 'staff_only: only staff record a password change' using errcode = '42501', detail = 'staff_only';
  end if;
  perform audit.record_staff_event((select auth.uid()), 'password_changed');
end;
$$;

revoke all on function public.record_password_change() from public, anon;
grant execute on function public.record_password_change() to authenticated;
