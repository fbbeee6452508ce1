-- =============================================================================
-- Storefront: the buyer's wishlist, product search indexes and the sidebar's
-- category counts.
--
--   wishlist_items          one row per (user, product); a user reads, adds and
--                           removes only their own rows. user_id references
--                           auth.users (not public.profiles) on purpose: with FKs
--                           to both products and profiles, PostgREST would see a
--                           many-to-many products <-> profiles through this table
--                           and the embed products?select=seller:profiles(...)
--                           would become ambiguous (PGRST201) on hosted Supabase.
--   category_product_counts categories with the number of their products
--                           (security invoker: the caller's RLS applies).
--   search indexes          trigram (case-insensitive substring, ILIKE '%q%')
--                           and Indonesian full-text on name and description.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- wishlist_items
-- ---------------------------------------------------------------------------
create table public.wishlist_items (
  user_id    uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id bigint not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create index wishlist_items_product_id_idx on public.wishlist_items (product_id);
create index wishlist_items_user_created_idx on public.wishlist_items (user_id, created_at desc);
comment on table public.wishlist_items is
  'Products a buyer saved. Owner only (RLS). Embed: wishlist_items?select=product_id,product:products(*)';

alter table public.wishlist_items enable row level security;

grant select, insert, delete on public.wishlist_items to authenticated;
grant all on public.wishlist_items to service_role;

create policy "wishlist_items: owner reads"
  on public.wishlist_items for select to authenticated
  using (user_id = (select auth.uid()));
create policy "wishlist_items: owner adds"
  on public.wishlist_items for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "wishlist_items: owner removes"
  on public.wishlist_items for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- Product search: ?q= matches name or description case-insensitively
-- (ILIKE, served by trigram indexes) or by Indonesian full text
-- (to_tsvector('indonesian', col) @@ websearch_to_tsquery('indonesian', q)).
-- ---------------------------------------------------------------------------
create extension if not exists pg_trgm with schema extensions;

create index products_name_trgm_idx on public.products using gin (name extensions.gin_trgm_ops);
create index products_description_trgm_idx on public.products using gin (description extensions.gin_trgm_ops);
create index products_name_fts_idx on public.products using gin (to_tsvector('indonesian'::regconfig, name));
create index products_description_fts_idx on public.products using gin (to_tsvector('indonesian'::regconfig, description));
create index products_division_idx on public.products (division);

-- ---------------------------------------------------------------------------
-- category_product_counts: the sidebar's categories with their product counts
-- ---------------------------------------------------------------------------
create view public.category_product_counts
  with (security_invoker = true)
as
  select c.id, c.name, c.division, c.description, count(p.id)::integer as product_count
    from public.categories c
    left join public.products p on p.category_id = c.id
   group by c.id, c.name, c.division, c.description;
comment on view public.category_product_counts is
  'Every category with the number of its products (the storefront sidebar).';

grant select on public.category_product_counts to anon, authenticated, service_role;
