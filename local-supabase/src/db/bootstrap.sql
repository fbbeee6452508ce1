-- =============================================================================
-- Supabase platform bootstrap for the local Supabase-compatible server.
--
-- Run once per database, as the superuser, BEFORE the user migrations in
-- supabase/migrations. It recreates the part of a hosted Supabase database that
-- standard migrations, seeds and RLS policies assume:
-- API roles, the auth / storage / extensions schemas, GoTrue's auth tables,
-- the auth.* helper functions and the storage tables + helpers.
--
-- Must run unchanged on PGlite 0.5.16 (PostgreSQL 18, extensions pgcrypto and
-- uuid_ossp passed to PGlite.create()) and on PostgreSQL 15+. Idempotent:
-- roles are cluster-wide, so every CREATE is guarded; running it twice on the same
-- database is harmless.
--
-- Deliberately NOT done: `alter default privileges ... grant ... to anon, ...`.
-- Hosted Supabase no longer auto-grants new public tables, so migrations carry
-- explicit GRANTs and a missing one fails locally exactly as it does in production.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- 1. Roles
-- ---------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_admin') then
    create role supabase_admin nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin nologin;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin;
  end if;
end
$$;

-- authenticator may only switch to the three API roles (SET ROLE needs membership).
do $$
begin
  if not exists (
    select 1 from pg_auth_members m
      join pg_roles r on r.oid = m.roleid
      join pg_roles u on u.oid = m.member
     where r.rolname = 'anon' and u.rolname = 'authenticator') then
    grant anon to authenticator;
  end if;
  if not exists (
    select 1 from pg_auth_members m
      join pg_roles r on r.oid = m.roleid
      join pg_roles u on u.oid = m.member
     where r.rolname = 'authenticated' and u.rolname = 'authenticator') then
    grant authenticated to authenticator;
  end if;
  if not exists (
    select 1 from pg_auth_members m
      join pg_roles r on r.oid = m.roleid
      join pg_roles u on u.oid = m.member
     where r.rolname = 'service_role' and u.rolname = 'authenticator') then
    grant service_role to authenticator;
  end if;
end
$$;

-- ---------------------------------------------------------------------------
-- 2. Schemas and extensions
-- ---------------------------------------------------------------------------
create schema if not exists auth;
create schema if not exists storage;
create schema if not exists extensions;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public     to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema storage    to anon, authenticated, service_role;
grant usage on schema auth       to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 3. auth tables (GoTrue column set)
--    GoTrue declares the token/e-mail columns varchar(255); they are text here so that a parameter used
--    both as a column value and as $n::text does not fail with 42P08 (inconsistent types deduced).
-- ---------------------------------------------------------------------------
create table if not exists auth.users (
  instance_id                 uuid,
  id                          uuid primary key,
  aud                         text,
  role                        text,
  email                       text,
  encrypted_password          text,
  email_confirmed_at          timestamptz,
  invited_at                  timestamptz,
  confirmation_token          text,
  confirmation_sent_at        timestamptz,
  recovery_token              text,
  recovery_sent_at            timestamptz,
  email_change_token_new      text,
  email_change                text,
  email_change_sent_at        timestamptz,
  last_sign_in_at             timestamptz,
  raw_app_meta_data           jsonb,
  raw_user_meta_data          jsonb,
  is_super_admin              boolean,
  created_at                  timestamptz,
  updated_at                  timestamptz,
  phone                       text unique default null,
  phone_confirmed_at          timestamptz,
  phone_change                text default '',
  phone_change_token          text default '',
  phone_change_sent_at        timestamptz,
  confirmed_at                timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current  text default '',
  email_change_confirm_status smallint default 0
                              check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until                timestamptz,
  reauthentication_token      text default '',
  reauthentication_sent_at    timestamptz,
  is_sso_user                 boolean not null default false,
  deleted_at                  timestamptz,
  is_anonymous                boolean not null default false
);
comment on table auth.users is 'Auth: Stores user login data within a secure schema.';
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower((email)::text));
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_is_anonymous_idx on auth.users (is_anonymous);

create table if not exists auth.identities (
  provider_id     text not null,
  user_id         uuid not null references auth.users (id) on delete cascade,
  identity_data   jsonb not null,
  provider        text not null,
  last_sign_in_at timestamptz,
  created_at      timestamptz,
  updated_at      timestamptz,
  email           text generated always as (lower(identity_data ->> 'email')) stored,
  id              uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

create table if not exists auth.sessions (
  id           uuid primary key,
  user_id      uuid not null references auth.users (id) on delete cascade,
  created_at   timestamptz,
  updated_at   timestamptz,
  factor_id    uuid,
  aal          text check (aal in ('aal1', 'aal2', 'aal3')),
  not_after    timestamptz,
  refreshed_at timestamp,
  user_agent   text,
  ip           inet,
  tag          text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id          bigserial primary key,
  token       text unique,
  user_id     uuid references auth.users (id) on delete cascade,
  revoked     boolean,
  created_at  timestamptz,
  updated_at  timestamptz,
  parent      text,
  session_id  uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- PKCE / OAuth flow state (GoTrue's auth.flow_state, plus redirect_to for the local OAuth stand-in).
create table if not exists auth.flow_state (
  id                     uuid primary key,
  user_id                uuid,
  auth_code              text not null,
  code_challenge_method  text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge         text not null,
  provider_type          text not null,
  provider_access_token  text,
  provider_refresh_token text,
  created_at             timestamptz,
  updated_at             timestamptz,
  authentication_method  text not null,
  auth_code_issued_at    timestamptz,
  redirect_to            text
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);

-- One-time tokens (confirmation, recovery, email change, reauthentication).
-- token_hash holds a hash of the token (GoTrue stores sha256 hex of email+token).
create table if not exists auth.one_time_tokens (
  id         uuid primary key default gen_random_uuid(),
  user_id    uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
               'confirmation_token', 'reauthentication_token', 'recovery_token',
               'email_change_token_new', 'email_change_token_current', 'phone_change_token')),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  created_at timestamp not null default now(),
  updated_at timestamp not null default now(),
  constraint one_time_tokens_user_id_token_type_key unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_hash_idx on auth.one_time_tokens using hash (token_hash);
create index if not exists one_time_tokens_relates_to_hash_idx on auth.one_time_tokens using hash (relates_to);

create table if not exists auth.audit_log_entries (
  instance_id uuid,
  id          uuid primary key,
  payload     json,
  created_at  timestamptz,
  ip_address  varchar(64) not null default ''
);

-- MFA (GoTrue's auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims): TOTP factors of a user,
-- the challenges a verification answers, and how each session was authenticated (the `amr` claim).
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null; end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null; end $$;

create table if not exists auth.mfa_factors (
  id                   uuid primary key,
  user_id              uuid not null references auth.users (id) on delete cascade,
  friendly_name        text,
  factor_type          auth.factor_type not null,
  status               auth.factor_status not null,
  created_at           timestamptz not null,
  updated_at           timestamptz not null,
  secret               text,
  phone                text,
  last_challenged_at   timestamptz unique,
  web_authn_credential jsonb,
  web_authn_aaguid     uuid
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id                     uuid primary key,
  factor_id              uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at             timestamptz not null,
  verified_at            timestamptz,
  ip_address             inet not null,
  otp_code               text,
  web_authn_session_data jsonb
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

create table if not exists auth.mfa_amr_claims (
  session_id            uuid not null references auth.sessions (id) on delete cascade,
  created_at            timestamptz not null,
  updated_at            timestamptz not null,
  authentication_method text not null,
  id                    uuid primary key default gen_random_uuid(),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);

-- RLS on, no policies, no grants to API roles: only the server's privileged
-- connection (and security-definer functions) touch these tables.
alter table auth.users             enable row level security;
alter table auth.identities        enable row level security;
alter table auth.sessions          enable row level security;
alter table auth.refresh_tokens    enable row level security;
alter table auth.flow_state        enable row level security;
alter table auth.one_time_tokens   enable row level security;
alter table auth.audit_log_entries enable row level security;
alter table auth.mfa_factors       enable row level security;
alter table auth.mfa_challenges    enable row level security;
alter table auth.mfa_amr_claims    enable row level security;

revoke all on all tables in schema auth from anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 4. auth helper functions (verbatim semantics of GoTrue's migrations)
-- ---------------------------------------------------------------------------
create or replace function auth.uid() returns uuid
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
  language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid()   to anon, authenticated, service_role;
grant execute on function auth.role()  to anon, authenticated, service_role;
grant execute on function auth.email() to anon, authenticated, service_role;
grant execute on function auth.jwt()   to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 5. storage tables and helpers
-- ---------------------------------------------------------------------------
create table if not exists storage.buckets (
  id                 text primary key,
  name               text not null,
  owner              uuid,
  owner_id           text,
  public             boolean default false,
  avif_autodetection boolean default false,
  file_size_limit    bigint,
  allowed_mime_types text[],
  type               text not null default 'STANDARD',
  created_at         timestamptz default now(),
  updated_at         timestamptz default now(),
  constraint buckets_name_key unique (name)
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id               uuid primary key default gen_random_uuid(),
  bucket_id        text references storage.buckets (id),
  name             text,
  owner            uuid,
  owner_id         text,
  created_at       timestamptz default now(),
  updated_at       timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata         jsonb,
  user_metadata    jsonb,
  version          text,
  path_tokens      text[] generated always as (string_to_array(name, '/')) stored,
  constraint bucketid_objname unique (bucket_id, name)
);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets to anon, authenticated, service_role;
grant all on storage.objects to anon, authenticated, service_role;

-- storage.foldername('a/b/c.png') = '{a,b}'
create or replace function storage.foldername(name text) returns text[]
  language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

-- storage.filename('a/b/c.png') = 'c.png'
create or replace function storage.filename(name text) returns text
  language plpgsql immutable
as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

-- storage.extension('a/b/c.png') = 'png'
create or replace function storage.extension(name text) returns text
  language plpgsql immutable
as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

grant execute on function storage.foldername(text) to anon, authenticated, service_role;
grant execute on function storage.filename(text)   to anon, authenticated, service_role;
grant execute on function storage.extension(text)  to anon, authenticated, service_role;

create or replace function storage.update_updated_at_column() returns trigger
  language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Direct-delete guard (newer upstream storage): plain SQL `delete from storage.objects/buckets`
-- fails unless the transaction sets storage.allow_delete_query = 'true'. The storage API's
-- remove/empty/delete-bucket paths set it (set_config('storage.allow_delete_query','true',true)).
create or replace function storage.protect_delete() returns trigger
  language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end
$$;

create or replace trigger protect_buckets_delete
  before delete on storage.buckets
  for each statement execute function storage.protect_delete();

create or replace trigger protect_objects_delete
  before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- ---------------------------------------------------------------------------
-- Schema cache reloads, as on Supabase: DDL that changes what the REST API serves (schemas, tables,
-- views, functions, types, triggers, rules, comments) notifies channel pgrst with 'reload schema', and the
-- server reloads its schema cache (it listens on pgrst, as PostgREST does, and also takes
-- `notify pgrst, 'reload schema'` / 'reload config' sent by hand). Objects in pg_temp are left out.
-- ---------------------------------------------------------------------------
create or replace function extensions.pgrst_ddl_watch() returns event_trigger
  language plpgsql
as $$
declare
  command record;
begin
  for command in select * from pg_event_trigger_ddl_commands() loop
    if command.schema_name is distinct from 'pg_temp'
       and command.command_tag in (
         'CREATE SCHEMA', 'ALTER SCHEMA', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO', 'ALTER TABLE',
         'CREATE FOREIGN TABLE', 'ALTER FOREIGN TABLE', 'CREATE VIEW', 'ALTER VIEW',
         'CREATE MATERIALIZED VIEW', 'ALTER MATERIALIZED VIEW', 'CREATE FUNCTION', 'ALTER FUNCTION',
         'CREATE TRIGGER', 'CREATE TYPE', 'ALTER TYPE', 'CREATE RULE', 'COMMENT') then
      perform pg_notify('pgrst', 'reload schema');
      return;
    end if;
  end loop;
end
$$;

create or replace function extensions.pgrst_drop_watch() returns event_trigger
  language plpgsql
as $$
declare
  dropped record;
begin
  for dropped in select * from pg_event_trigger_dropped_objects() loop
    if not dropped.is_temporary
       and dropped.object_type in ('schema', 'table', 'foreign table', 'view', 'materialized view',
                                   'function', 'trigger', 'type', 'rule') then
      perform pg_notify('pgrst', 'reload schema');
      return;
    end if;
  end loop;
end
$$;

drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_drop_watch();
