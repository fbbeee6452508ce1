-- =============================================================================
-- Core schema of the Koperasi marketplace: profiles, categories, products,
-- articles, site settings and contact messages, with their integrity triggers.
-- Row Level Security and GRANTs are in 20261121000003_rls_policies.sql.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- Generic helpers
-- ---------------------------------------------------------------------------
create or replace function public.set_updated_at() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

-- True when the request runs as one of the API roles that RLS applies to
-- (anon / authenticated). service_role, postgres and security-definer code
-- (triggers, seeds, migrations) are trusted.
create or replace function public.is_api_user() returns boolean
  language sql stable
  set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

-- ---------------------------------------------------------------------------
-- profiles: one row per auth user, the PUBLIC part of a user
-- (name, role, reputation, avatar). Readable by everyone, so products can embed
-- seller:profiles(full_name). Private contact data lives in profile_contacts.
-- ---------------------------------------------------------------------------
create table public.profiles (
  id          uuid primary key references auth.users (id) on delete cascade,
  full_name   text check (full_name is null or char_length(full_name) <= 120),
  role        text not null default 'buyer' check (role in ('admin', 'seller', 'buyer')),
  reputation  integer not null default 0,
  avatar_url  text check (avatar_url is null or char_length(avatar_url) <= 2048),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
comment on table public.profiles is
  'Public profile of every user (readable by anyone). Phone and address are private: see profile_contacts.';

-- profile_contacts: the PRIVATE part of a profile (phone, address), one-to-one
-- with profiles (same id). Readable and writable only by the owner and admins.
create table public.profile_contacts (
  id          uuid primary key references public.profiles (id) on delete cascade,
  phone       text check (phone is null or char_length(phone) <= 32),
  address     text check (address is null or char_length(address) <= 500),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
comment on table public.profile_contacts is
  'Private contact data of a profile (owner and admins only). Embed: profiles?select=*,profile_contacts(phone,address)';

-- Role helpers for policies. SECURITY DEFINER + empty search_path: they read the
-- caller's profile without going through RLS (no policy recursion).
create or replace function public.current_user_role() returns text
  language sql stable security definer
  set search_path = ''
as $$
  select p.role from public.profiles p where p.id = auth.uid()
$$;

create or replace function public.is_admin() returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((select p.role = 'admin' from public.profiles p where p.id = auth.uid()), false)
$$;

create or replace function public.is_seller() returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((select p.role = 'seller' from public.profiles p where p.id = auth.uid()), false)
$$;

-- A user may edit their own profile but never their own role or reputation;
-- admins may change both. Trusted callers (service_role, triggers, seeds) too.
create or replace function public.profiles_guard() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'profile id cannot be changed' using errcode = '42501';
  end if;
  if public.is_api_user() and not public.is_admin() then
    if new.role is distinct from old.role then
      raise exception 'only an admin can change a role' using errcode = '42501';
    end if;
    if new.reputation is distinct from old.reputation then
      raise exception 'only an admin can change reputation' using errcode = '42501';
    end if;
  end if;
  new.created_at = old.created_at;
  return new;
end
$$;

create trigger profiles_guard before update on public.profiles
  for each row execute function public.profiles_guard();
create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();
create trigger profile_contacts_updated_at before update on public.profile_contacts
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- categories (the division of a category is authoritative for its products)
-- ---------------------------------------------------------------------------
create table public.categories (
  id          bigint generated by default as identity primary key,
  name        text not null check (char_length(btrim(name)) between 1 and 80),
  division    text not null check (division in ('Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan')),
  description text check (description is null or char_length(description) <= 1000),
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now(),
  constraint categories_name_key unique (name)
);

create trigger categories_updated_at before update on public.categories
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- products
-- ---------------------------------------------------------------------------
create table public.products (
  id          bigint generated by default as identity primary key,
  name        text not null check (char_length(btrim(name)) between 1 and 200),
  price       numeric(12, 2) not null check (price >= 0),
  category    text,
  category_id bigint not null references public.categories (id) on delete restrict,
  division    text check (division in ('Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan')),
  description text not null default '' check (char_length(description) <= 5000),
  images      text[] not null default '{}',
  rating      numeric(2, 1) not null default 0 check (rating between 0 and 5),
  reviews     integer not null default 0 check (reviews >= 0),
  stock       integer not null default 0 check (stock >= 0),
  seller_id   uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);
create index products_category_id_idx on public.products (category_id);
create index products_seller_id_idx on public.products (seller_id);
create index products_created_at_idx on public.products (created_at desc);

-- Fill category_id / category / division from the category (by id, else by name),
-- so products.category and products.division always match the category row.
-- Non-admin API callers cannot set rating/reviews (derived values, 0 on create).
create or replace function public.products_sync_category() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  c record;
begin
  if tg_op = 'UPDATE' and new.category_id is not distinct from old.category_id
     and new.category is distinct from old.category and new.category is not null then
    -- only the name changed: resolve the category by name
    new.category_id = null;
  end if;
  if new.category_id is not null then
    select id, name, division into c from public.categories where id = new.category_id;
  elsif new.category is not null then
    select id, name, division into c from public.categories
     where lower(name) = lower(btrim(new.category));
    if not found then
      raise exception 'unknown category "%"', new.category using errcode = '23503';
    end if;
  end if;
  if c.id is not null then
    new.category_id = c.id;
    new.category = c.name;
    new.division = c.division;
  end if;

  if public.is_api_user() and not public.is_admin() then
    if tg_op = 'INSERT' then
      if new.rating <> 0 or new.reviews <> 0 then
        raise exception 'rating and reviews start at 0' using errcode = '42501';
      end if;
    elsif new.rating is distinct from old.rating or new.reviews is distinct from old.reviews then
      raise exception 'rating and reviews cannot be changed by a seller' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'UPDATE' then
    new.created_at = old.created_at;
  end if;
  return new;
end
$$;

create trigger products_sync_category before insert or update on public.products
  for each row execute function public.products_sync_category();
create trigger products_updated_at before update on public.products
  for each row execute function public.set_updated_at();

-- A renamed category, or one moved to another division, updates its products.
create or replace function public.categories_propagate() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  if new.name is distinct from old.name or new.division is distinct from old.division then
    update public.products
       set category = new.name, division = new.division
     where category_id = new.id;
  end if;
  return new;
end
$$;

create trigger categories_propagate after update on public.categories
  for each row execute function public.categories_propagate();

-- ---------------------------------------------------------------------------
-- articles (news, promo, event)
-- ---------------------------------------------------------------------------
create table public.articles (
  id           bigint generated by default as identity primary key,
  title        text not null check (char_length(btrim(title)) between 1 and 200),
  type         text not null check (type in ('news', 'promo', 'event')),
  content      text not null check (char_length(content) <= 50000),
  image        text,
  status       text not null default 'published' check (status in ('published', 'scheduled')),
  publish_date timestamptz not null default now(),
  author       text not null default 'Admin',
  author_id    uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index articles_publish_date_idx on public.articles (publish_date desc);

create trigger articles_updated_at before update on public.articles
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- site_settings: exactly one row (id = 1), the settings page's fields
-- ---------------------------------------------------------------------------
create table public.site_settings (
  id                         smallint primary key default 1 check (id = 1),
  site_name                  text not null default 'Koperasi Marketplace',
  logo_url                   text,
  description                text,
  email                      text,
  phone                      text,
  address                    text,
  facebook                   text,
  instagram                  text,
  bank_transfer_instructions text,
  created_at                 timestamptz not null default now(),
  updated_at                 timestamptz not null default now()
);

create trigger site_settings_updated_at before update on public.site_settings
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------
-- contact_messages: the contact form (anyone may send, admins read)
-- ---------------------------------------------------------------------------
create table public.contact_messages (
  id         bigint generated by default as identity primary key,
  name       text not null check (char_length(btrim(name)) between 1 and 100),
  email      text not null check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  message    text not null check (char_length(btrim(message)) between 1 and 5000),
  user_id    uuid default auth.uid() references auth.users (id) on delete set null,
  is_read    boolean not null default false,
  created_at timestamptz not null default now()
);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);
