-- =============================================================================
-- Row Level Security and explicit GRANTs (hosted Supabase no longer grants new
-- public tables to the API roles automatically). Policies call auth.uid() and
-- the role helpers through (select ...) so they are evaluated once per statement.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- functions
-- ---------------------------------------------------------------------------
grant execute on function public.is_admin()          to anon, authenticated, service_role;
grant execute on function public.is_seller()         to anon, authenticated, service_role;
grant execute on function public.current_user_role() to anon, authenticated, service_role;
grant execute on function public.is_api_user()       to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- profiles (public part): everyone reads; the owner updates name/avatar;
-- role and reputation only by admins (enforced by the profiles_guard trigger).
-- Rows are created by handle_new_user only; they go away with the auth user.
-- ---------------------------------------------------------------------------
alter table public.profiles enable row level security;

grant select on public.profiles to anon, authenticated;
grant update (full_name, avatar_url, role, reputation, updated_at) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy "profiles: anyone reads public profiles"
  on public.profiles for select to anon, authenticated
  using (true);

create policy "profiles: owner or admin updates"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- profile_contacts (private part): owner and admins only. No anon access at all.
-- ---------------------------------------------------------------------------
alter table public.profile_contacts enable row level security;

grant select, insert, update on public.profile_contacts to authenticated;
grant all on public.profile_contacts to service_role;

create policy "profile_contacts: owner or admin reads"
  on public.profile_contacts for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "profile_contacts: owner inserts own row"
  on public.profile_contacts for insert to authenticated
  with check (id = (select auth.uid()) or (select public.is_admin()));

create policy "profile_contacts: owner or admin updates"
  on public.profile_contacts for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- categories: everyone reads, admins write
-- ---------------------------------------------------------------------------
alter table public.categories enable row level security;

grant select on public.categories to anon, authenticated;
grant insert, update, delete on public.categories to authenticated;
grant all on public.categories to service_role;
grant usage, select on sequence public.categories_id_seq to authenticated, service_role;

create policy "categories: anyone reads"
  on public.categories for select to anon, authenticated
  using (true);
create policy "categories: admin inserts"
  on public.categories for insert to authenticated
  with check ((select public.is_admin()));
create policy "categories: admin updates"
  on public.categories for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "categories: admin deletes"
  on public.categories for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- products: everyone reads; sellers create for themselves and change/delete
-- only their own (seller_id cannot be reassigned); admins change any.
-- ---------------------------------------------------------------------------
alter table public.products enable row level security;

grant select on public.products to anon, authenticated;
grant insert, update, delete on public.products to authenticated;
grant all on public.products to service_role;
grant usage, select on sequence public.products_id_seq to authenticated, service_role;

create policy "products: anyone reads"
  on public.products for select to anon, authenticated
  using (true);
create policy "products: seller inserts own, admin any"
  on public.products for insert to authenticated
  with check (
    (seller_id = (select auth.uid()) and (select public.is_seller()))
    or (select public.is_admin())
  );
create policy "products: seller updates own, admin any"
  on public.products for update to authenticated
  using (
    (seller_id = (select auth.uid()) and (select public.is_seller()))
    or (select public.is_admin())
  )
  with check (
    (seller_id = (select auth.uid()) and (select public.is_seller()))
    or (select public.is_admin())
  );
create policy "products: seller deletes own, admin any"
  on public.products for delete to authenticated
  using (
    (seller_id = (select auth.uid()) and (select public.is_seller()))
    or (select public.is_admin())
  );

-- ---------------------------------------------------------------------------
-- articles: everyone reads what is live (publish_date reached); admins read all
-- and write. A 'scheduled' article goes live by itself at its publish_date.
-- ---------------------------------------------------------------------------
alter table public.articles enable row level security;

grant select on public.articles to anon, authenticated;
grant insert, update, delete on public.articles to authenticated;
grant all on public.articles to service_role;
grant usage, select on sequence public.articles_id_seq to authenticated, service_role;

create policy "articles: anyone reads live articles, admin reads all"
  on public.articles for select to anon, authenticated
  using (publish_date <= now() or (select public.is_admin()));
create policy "articles: admin inserts"
  on public.articles for insert to authenticated
  with check ((select public.is_admin()));
create policy "articles: admin updates"
  on public.articles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "articles: admin deletes"
  on public.articles for delete to authenticated
  using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- site_settings: everyone reads, admins write (single row, id = 1)
-- ---------------------------------------------------------------------------
alter table public.site_settings enable row level security;

grant select on public.site_settings to anon, authenticated;
grant insert, update on public.site_settings to authenticated;
grant all on public.site_settings to service_role;

create policy "site_settings: anyone reads"
  on public.site_settings for select to anon, authenticated
  using (true);
create policy "site_settings: admin inserts"
  on public.site_settings for insert to authenticated
  with check ((select public.is_admin()));
create policy "site_settings: admin updates"
  on public.site_settings for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- contact_messages: anyone (anon too) sends, only admins read/mark/delete.
-- Note: senders cannot read their message back, so the client must insert
-- WITHOUT .select() (insert ... returning a row hidden by RLS fails with 42501).
-- ---------------------------------------------------------------------------
alter table public.contact_messages enable row level security;

grant insert (name, email, message) on public.contact_messages to anon, authenticated;
grant select, update, delete on public.contact_messages to authenticated;
grant all on public.contact_messages to service_role;
grant usage, select on sequence public.contact_messages_id_seq to anon, authenticated, service_role;

create policy "contact_messages: anyone sends"
  on public.contact_messages for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy "contact_messages: admin reads"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));
create policy "contact_messages: admin updates"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "contact_messages: admin deletes"
  on public.contact_messages for delete to authenticated
  using ((select public.is_admin()));
