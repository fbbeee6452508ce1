-- =============================================================================
-- Bad input never fails a write with a server error.
--
-- 1. handle_new_user keeps the sign-up metadata it can store and drops what it cannot: an avatar_url that
--    is no http(s) address or is longer than profiles.avatar_url allows (2048 characters) becomes null,
--    instead of failing the insert into auth.users ("Database error saving new user"). The fields are
--    the spec's as before: full_name (else name, else the e-mail's local part, at most 120 characters),
--    role (buyer or seller, else buyer), avatar_url (else picture), phone (only when valid).
-- 2. products_sync_category no longer reads its record before it is assigned: a product written without
--    category_id and category (by anyone, a buyer's refused insert included) failed with 55000 "record c
--    is not assigned yet" before the row's own checks and policies could answer.
-- 3. Views take no writes from the API roles: every privilege but select is revoked, so a write is
--    refused with 42501 (401/403) before PostgreSQL looks at whether the view could be updated.
-- =============================================================================

create or replace function public.handle_new_user() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  meta jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object'
                     then new.raw_user_meta_data else '{}'::jsonb end;
  requested_role text := lower(coalesce(meta ->> 'role', ''));
  requested_phone text := nullif(btrim(meta ->> 'phone'), '');
  avatar text;
begin
  -- the first of avatar_url and picture that is an http(s) address short enough for the column
  select candidate into avatar
    from (values (1, meta ->> 'avatar_url'), (2, meta ->> 'picture')) as c(rank, candidate)
   where candidate is not null
     and char_length(candidate) <= 2048
     and candidate ~* '^https?://[^[:space:]]+$'
   order by rank
   limit 1;

  insert into public.profiles (id, full_name, role, avatar_url)
  values (
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'full_name'), ''),
                  nullif(btrim(meta ->> 'name'), ''),
                  split_part(coalesce(new.email, ''), '@', 1)), 120),
    case when requested_role in ('buyer', 'seller') then requested_role else 'buyer' end,
    avatar
  )
  on conflict (id) do nothing;

  insert into public.profile_contacts (id, phone)
  values (new.id, case when public.is_valid_phone(requested_phone) then requested_phone end)
  on conflict (id) do nothing;

  return new;
end
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create or replace function public.products_sync_category() returns trigger
  language plpgsql
  set search_path = ''
as $$
declare
  c record;
  resolved boolean := false;
begin
  if tg_op = 'UPDATE' and new.category_id is not distinct from old.category_id
     and new.category is distinct from old.category and new.category is not null then
    -- only the name changed: resolve the category by name
    new.category_id = null;
  end if;
  if new.category_id is not null then
    select id, name, division into c from public.categories where id = new.category_id;
    resolved := found;
  elsif new.category is not null then
    select id, name, division into c from public.categories
     where lower(name) = lower(btrim(new.category));
    if not found then
      raise exception 'unknown category "%"', new.category using errcode = '23503';
    end if;
    resolved := true;
  end if;
  if resolved then
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

do $$
declare
  v record;
begin
  for v in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('v', 'm')
  loop
    execute format('revoke insert, update, delete, truncate on public.%I from anon, authenticated, service_role',
                   v.relname);
  end loop;
end
$$;
