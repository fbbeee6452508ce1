-- =============================================================================
-- Profile per auth user, created from the sign-up metadata.
--   full_name  <- raw_user_meta_data.full_name, else .name (Google), else the e-mail's local part
--   role       <- raw_user_meta_data.role when 'buyer' or 'seller'; anything else becomes 'buyer'
--   avatar_url <- raw_user_meta_data.avatar_url, else .picture (Google)
--   phone      <- raw_user_meta_data.phone (stored privately in profile_contacts)
-- =============================================================================
create or replace function public.handle_new_user() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested_role text := lower(coalesce(meta ->> 'role', ''));
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
  values (new.id, left(nullif(btrim(meta ->> 'phone'), ''), 32))
  on conflict (id) do nothing;

  return new;
end
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
