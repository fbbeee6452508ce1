-- =============================================================================
-- Storage buckets and object policies (mirroring the table rules).
--   products : public read; sellers and admins upload; owner or admin replaces/deletes
--   articles : public read; admins only write
--   avatars  : public read; a user writes only under <their uid>/...; admins any
-- Limits: 5,000,000 bytes, image/png, image/jpeg, image/webp.
-- =============================================================================
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('products', 'products', true, 5000000, array['image/png', 'image/jpeg', 'image/webp']),
  ('articles', 'articles', true, 5000000, array['image/png', 'image/jpeg', 'image/webp']),
  ('avatars',  'avatars',  true, 5000000, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- read: public buckets are readable by everyone (also needed for upsert and list)
create policy "storage: anyone reads products, articles and avatars"
  on storage.objects for select to anon, authenticated
  using (bucket_id in ('products', 'articles', 'avatars'));

-- products bucket
create policy "storage products: sellers and admins upload"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'products'
    and ((select public.is_seller()) or (select public.is_admin()))
  );
create policy "storage products: owner or admin updates"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'products'
    and ((owner_id = (select auth.uid())::text and (select public.is_seller())) or (select public.is_admin()))
  )
  with check (
    bucket_id = 'products'
    and ((select public.is_seller()) or (select public.is_admin()))
  );
create policy "storage products: owner or admin deletes"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'products'
    and (owner_id = (select auth.uid())::text or (select public.is_admin()))
  );

-- articles bucket
create policy "storage articles: admin uploads"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'articles' and (select public.is_admin()));
create policy "storage articles: admin updates"
  on storage.objects for update to authenticated
  using (bucket_id = 'articles' and (select public.is_admin()))
  with check (bucket_id = 'articles' and (select public.is_admin()));
create policy "storage articles: admin deletes"
  on storage.objects for delete to authenticated
  using (bucket_id = 'articles' and (select public.is_admin()));

-- avatars bucket: <uid>/<file>
create policy "storage avatars: user uploads into own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "storage avatars: user updates own folder"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  )
  with check (
    bucket_id = 'avatars'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "storage avatars: user deletes in own folder"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
