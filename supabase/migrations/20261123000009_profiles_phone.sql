-- =============================================================================
-- One rule for every phone number people type: the profile's (profile_contacts.phone) and an order's
-- shipping phone (orders.phone, written by place_order). The same rule as the apps' form validator
-- (shared-services/src/validation/phone.ts):
--   * an Indonesian mobile number: 08xx, +628xx or 628xx; 10 to 13 digits written from the 0
--   * a landline with its area code: 021-xxxxxxx, (0274) xxxxxx; 9 to 12 digits written from the 0
--   * spaces, dots, dashes and parentheses may separate the digits; at most 32 characters as typed
-- A refused number is SQLSTATE 22023 'Nomor telepon tidak valid' (PostgREST: 400), the words the forms
-- show; place_order's own check answers the same way.
-- =============================================================================

-- the digits written from the leading 0: separators dropped, +62 / 62 replaced by 0
create or replace function public.national_phone(p_phone text) returns text
  language sql immutable
  set search_path = ''
as $$
  select regexp_replace(regexp_replace(btrim(p_phone), '[[:space:]().-]', '', 'g'), '^(\+62|62)', '0')
$$;

create or replace function public.is_valid_phone(p_phone text) returns boolean
  language sql immutable
  set search_path = ''
as $$
  select p_phone is not null
     and char_length(p_phone) <= 32
     and public.national_phone(p_phone) ~ '^0(8[1-9][0-9]{7,10}|[2-79][0-9]{7,10})$'
$$;

comment on function public.is_valid_phone(text) is
  'An Indonesian mobile (08xx/+628xx/628xx, 10-13 digits) or landline number with area code (9-12 digits); separators allowed.';

-- profile_contacts.phone: empty becomes null; anything else must be a phone number
create or replace function public.check_profile_phone() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.phone := nullif(btrim(new.phone), '');
  if new.phone is not null and not public.is_valid_phone(new.phone) then
    raise exception 'Nomor telepon tidak valid' using errcode = '22023', detail = 'profile_contacts.phone',
      hint = 'Contoh: 0812-3456-7890 atau 021-5550123';
  end if;
  return new;
end
$$;

-- orders.phone (place_order stores it without separators)
create or replace function public.check_order_phone() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if not public.is_valid_phone(new.phone) then
    raise exception 'Nomor telepon tidak valid' using errcode = '22023', detail = 'shipping.phone',
      hint = 'Contoh: 0812-3456-7890 atau 021-5550123';
  end if;
  return new;
end
$$;

revoke all on function public.check_profile_phone() from public, anon, authenticated;
revoke all on function public.check_order_phone() from public, anon, authenticated;

-- numbers saved before this rule that break it are dropped: they were never reachable (and checkout
-- would offer them again)
update public.profile_contacts set phone = null
 where phone is not null and not public.is_valid_phone(phone);

create trigger profile_contacts_phone_valid before insert or update of phone on public.profile_contacts
  for each row execute function public.check_profile_phone();

create trigger orders_phone_valid before insert or update of phone on public.orders
  for each row execute function public.check_order_phone();

-- sign-up: the number in the user metadata is kept in profile_contacts only when it is valid, so a forged
-- sign-up cannot fail the new user's insert (the registration form checks the same rule first)
create or replace function public.handle_new_user() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested_role text := lower(coalesce(meta ->> 'role', ''));
  requested_phone text := nullif(btrim(meta ->> 'phone'), '');
begin
  insert into public.profiles (id, full_name, role, avatar_url)
  values (
    new.id,
    left(coalesce(nullif(btrim(meta ->> 'full_name'), ''),
                  nullif(btrim(meta ->> 'name'), ''),
                  split_part(coalesce(new.email, ''), '@', 1)), 120),
    case when requested_role in ('buyer', 'seller') then requested_role else 'buyer' end,
    coalesce(nullif(meta ->> 'avatar_url', ''), nullif(meta ->> 'picture', ''))
  )
  on conflict (id) do nothing;

  insert into public.profile_contacts (id, phone)
  values (new.id, case when public.is_valid_phone(requested_phone) then requested_phone end)
  on conflict (id) do nothing;

  return new;
end
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;
