-- No anonymous listing of the `experts` bucket. Its public URLs are served by the Storage API
-- for a public bucket without consulting the policies on storage.objects, so visitors need no
-- select policy; the old one let anyone list every object name in the bucket. Admins keep
-- reading the rows, which replacing and removing an image needs.

drop policy if exists "Expert images are publicly readable" on storage.objects;

create policy "Admins read expert images"
on storage.objects
for select
to authenticated
using (bucket_id = 'experts' and (select public.is_admin()));
