-- Events, the site settings and the resource library are shown by public pages too: every
-- instance hears their changes on `site_changes` and purges the pages that show them, whoever
-- made the change (an admin through any instance, the dashboard, plain SQL). Registrations are
-- not announced: the pages read the seats left when they are opened, never from the cache.
create trigger announce_change after insert or update or delete or truncate on public.events for each statement execute function site_server.announce_change();
create trigger announce_change after insert or update or delete or truncate on public.site_settings for each statement execute function site_server.announce_change();
create trigger announce_change after insert or update or delete or truncate on public.resources for each statement execute function site_server.announce_change();
