-- =============================================================================
-- The profile's address in the checkout's fields, and a phone that stays (issue 51, item 11).
--   profile_contacts  street, kelurahan, kecamatan, city, province, postal_code: the address as checkout
--                     asks for it (the same limits as orders), so a first order starts from it field by
--                     field. `address` (free text) stays as it was typed before; the screens show it as the
--                     old address to be written again, never paste it into one field.
--   check_profile_phone  as before, and a phone number once given cannot be emptied ('Nomor telepon wajib
--                     diisi'): sign-up asks for it, sellers and couriers reach the buyer by it.
--   profiles.full_name   a name typed is 3 to 120 characters ('Nama minimal 3 karakter', 'Nama maksimal 120
--                     karakter'), as the forms say; sign-up keeps its own rule (the e-mail's local part when
--                     no name is given, cut to 120).
-- =============================================================================

alter table public.profile_contacts
  add column street      text check (street is null or char_length(street) <= 300),
  add column kelurahan   text check (kelurahan is null or char_length(kelurahan) <= 100),
  add column kecamatan   text check (kecamatan is null or char_length(kecamatan) <= 100),
  add column city        text check (city is null or char_length(city) <= 100),
  add column province    text check (province is null or char_length(province) <= 100),
  add column postal_code text check (postal_code is null or postal_code ~ '^[0-9]{5}$');

create or replace function public.check_profile_phone() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.phone := nullif(btrim(new.phone), '');
  if new.phone is null and tg_op = 'UPDATE' and old.phone is not null then
    raise exception 'Nomor telepon wajib diisi' using errcode = '22023', detail = 'profile_contacts.phone';
  end if;
  if new.phone is not null and not public.is_valid_phone(new.phone) then
    raise exception 'Nomor telepon tidak valid' using errcode = '22023', detail = 'profile_contacts.phone',
      hint = 'Contoh: 0812-3456-7890 atau 021-5550123';
  end if;
  return new;
end
$$;

create or replace function public.check_profile_name() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.full_name := nullif(btrim(new.full_name), '');
  if new.full_name is not null and char_length(new.full_name) < 3 then
    raise exception 'Nama minimal 3 karakter' using errcode = '22023', detail = 'profiles.full_name';
  end if;
  if new.full_name is not null and char_length(new.full_name) > 120 then
    raise exception 'Nama maksimal 120 karakter' using errcode = '22023', detail = 'profiles.full_name';
  end if;
  return new;
end
$$;

revoke all on function public.check_profile_name() from public, anon, authenticated;

create trigger profiles_name_valid before update of full_name on public.profiles
  for each row execute function public.check_profile_name();
