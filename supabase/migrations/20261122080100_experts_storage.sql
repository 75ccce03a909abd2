-- The public `experts` bucket for expert portraits uploaded from the admin area.
-- Anyone may read its objects (the site shows them through public URLs); only admins
-- may add, replace or remove them. RLS on storage.objects is enabled by Supabase itself.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'experts',
  'experts',
  true,
  5242880, -- 5 MiB
  -- Raster images only: image/svg+xml is left out on purpose, since an SVG can carry scripts.
  array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "Expert images are publicly readable"
on storage.objects
for select
to anon, authenticated
using (bucket_id = 'experts');

create policy "Admins upload expert images"
on storage.objects
for insert
to authenticated
with check (bucket_id = 'experts' and (select public.is_admin()));

create policy "Admins replace expert images"
on storage.objects
for update
to authenticated
using (bucket_id = 'experts' and (select public.is_admin()))
with check (bucket_id = 'experts' and (select public.is_admin()));

create policy "Admins delete expert images"
on storage.objects
for delete
to authenticated
using (bucket_id = 'experts' and (select public.is_admin()));
