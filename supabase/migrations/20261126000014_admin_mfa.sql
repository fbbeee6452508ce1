-- =============================================================================
-- MFA for the back office: once an admin has a verified factor (auth.mfa_factors, kept by the auth
-- server), their admin powers need a session raised to aal2 by a TOTP code.
--
-- Two layers:
-- 1. public.is_admin() answers true only when the caller's assurance level is enough. Every admin
--    power goes through it: the policies of every table and storage bucket, the security-definer
--    functions (order status, payouts, verifications...) and the profiles_guard trigger, and the
--    tables later migrations add. An aal1 session of an enrolled admin is an ordinary user's.
-- 2. Supabase's documented pattern on top: a restrictive policy on every write of every public table
--    and of storage.objects compares auth.jwt()->>'aal' with whether the admin has a verified factor,
--    so no permissive policy (own profile, own cart...) lets an enrolled admin write at aal1.
-- Admins without a factor keep working as before: their aal1 session satisfies both.
-- =============================================================================

-- true unless the caller has a verified factor and the session was not raised to aal2
create or replace function public.mfa_assurance_ok() returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
           select 1 from auth.mfa_factors f
            where f.user_id = auth.uid() and f.status = 'verified'
         )
$$;

comment on function public.mfa_assurance_ok() is
  'Whether the session''s assurance level is enough for the caller: aal2 once a verified MFA factor exists.';

create or replace function public.is_admin() returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((select p.role = 'admin' from public.profiles p where p.id = auth.uid()), false)
     and public.mfa_assurance_ok()
$$;

-- whether the caller holds the admin role, whatever the session's assurance level (for the
-- restrictive policies, which must hold enrolled admins at aal1)
create or replace function public.has_admin_role() returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((select p.role = 'admin' from public.profiles p where p.id = auth.uid()), false)
$$;

grant execute on function public.mfa_assurance_ok() to anon, authenticated, service_role;
grant execute on function public.has_admin_role()   to anon, authenticated, service_role;
grant execute on function public.is_admin()         to anon, authenticated, service_role;

-- the restrictive write policies, on every table with RLS in public, and on storage.objects
do $$
declare
  t record;
  check_sql constant text :=
    '(not (select public.has_admin_role()) or (select public.mfa_assurance_ok()))';
begin
  for t in
    select n.nspname as schema_name, c.relname as table_name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and c.relrowsecurity
       and (n.nspname = 'public' or (n.nspname = 'storage' and c.relname = 'objects'))
  loop
    execute format(
      'create policy "mfa: enrolled admins insert at aal2" on %I.%I as restrictive for insert to authenticated with check %s',
      t.schema_name, t.table_name, check_sql);
    execute format(
      'create policy "mfa: enrolled admins update at aal2" on %I.%I as restrictive for update to authenticated using %s with check %s',
      t.schema_name, t.table_name, check_sql, check_sql);
    execute format(
      'create policy "mfa: enrolled admins delete at aal2" on %I.%I as restrictive for delete to authenticated using %s',
      t.schema_name, t.table_name, check_sql);
  end loop;
end
$$;
