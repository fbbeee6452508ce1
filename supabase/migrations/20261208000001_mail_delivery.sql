-- =============================================================================
-- Mail that leaves (issue 49, item 2). public.mail_outbox is written in the same transaction as the change; the
-- send-mail Edge Function (supabase/functions/send-mail) drains it, hosted through SMTP, locally into the dev
-- mailbox. Every minute pg_cron calls the function where pg_cron and pg_net exist (hosted); the local server's
-- timer calls the same function.
--   status               menunggu (to send, from next_attempt_at), mengirim (claimed by a run), terkirim
--                        (sent_at, provider_message_id), gagal (failed MAIL_MAX_ATTEMPTS times: last_error)
--   claim_outbox_mail    a run claims up to n due mails, each once (FOR UPDATE SKIP LOCKED); a claim older than
--                        10 minutes (a run that died) is due again
--   mark_mail_sent       sent: terkirim, the provider's message id
--   mark_mail_failed     failed: again in 1, 5, 15 then 60 minutes; gagal at the fifth failure
--   resend_mail          an admin sends a mail again (gagal or terkirim): menunggu, due now, attempts from 0
--   admins read the outbox (the back office's "Email Keluar")
-- Errors (SQLSTATE, message for people): KP051 mail not found, 42501 not an admin.
-- =============================================================================

alter table public.mail_outbox
  add column if not exists status text not null default 'menunggu'
    check (status in ('menunggu', 'mengirim', 'terkirim', 'gagal')),
  add column if not exists next_attempt_at timestamptz not null default now(),
  add column if not exists claimed_at timestamptz,
  add column if not exists provider_message_id text;
comment on column public.mail_outbox.status is
  'menunggu: to send from next_attempt_at; mengirim: claimed by a send-mail run; terkirim: sent; gagal: failed 5 times.';
comment on column public.mail_outbox.next_attempt_at is 'When the mail is due: now, or after a failure 1, 5, 15, 60 min.';
comment on column public.mail_outbox.provider_message_id is 'The SMTP server''s Message-ID of the sent mail.';

-- mail sent or given up before this migration
update public.mail_outbox set status = 'terkirim' where sent_at is not null;
update public.mail_outbox set status = 'gagal' where sent_at is null and attempts >= 5;

drop index if exists public.mail_outbox_pending_idx;
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at, id) where status = 'menunggu';
create index mail_outbox_claimed_idx on public.mail_outbox (claimed_at) where status = 'mengirim';
create index mail_outbox_recent_idx on public.mail_outbox (created_at desc, id desc);

-- how many failures make a mail gagal, and the wait after each failure before it
create or replace function public.mail_max_attempts() returns integer
  language sql immutable parallel safe
  set search_path = ''
as $$ select 5 $$;
create or replace function public.mail_retry_delay(p_failures integer) returns interval
  language sql immutable parallel safe
  set search_path = ''
as $$
  select case
    when p_failures <= 1 then interval '1 minute'
    when p_failures = 2 then interval '5 minutes'
    when p_failures = 3 then interval '15 minutes'
    else interval '60 minutes'
  end
$$;
grant execute on function public.mail_max_attempts() to authenticated, service_role;
grant execute on function public.mail_retry_delay(integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- the send-mail function's calls (service role only)
-- ---------------------------------------------------------------------------
create or replace function public.claim_outbox_mail(batch_size integer default 20)
  returns setof public.mail_outbox
  language plpgsql volatile security definer
  set search_path = ''
as $$
begin
  if batch_size is null or batch_size < 1 or batch_size > 500 then
    raise exception 'batch_size harus antara 1 dan 500' using errcode = '22023', detail = 'batch_size';
  end if;
  return query
  with due as (
    select o.id from public.mail_outbox o
     where (o.status = 'menunggu' and o.next_attempt_at <= now())
        or (o.status = 'mengirim' and o.claimed_at < now() - interval '10 minutes')
     order by o.next_attempt_at, o.id
     limit batch_size
       for update skip locked
  )
  update public.mail_outbox o
     set status = 'mengirim', claimed_at = now()
    from due
   where o.id = due.id
  returning o.*;
end
$$;

create or replace function public.mark_mail_sent(mail_id bigint, message_id text default null)
  returns public.mail_outbox
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_mail public.mail_outbox;
begin
  update public.mail_outbox o
     set status = 'terkirim', sent_at = now(), attempts = o.attempts + 1, last_error = null,
         provider_message_id = left(nullif(btrim(mark_mail_sent.message_id), ''), 500), claimed_at = null
   where o.id = mark_mail_sent.mail_id and o.status = 'mengirim'
  returning * into v_mail;
  if not found then
    raise exception 'Email tidak ditemukan atau tidak sedang dikirim' using errcode = 'KP051';
  end if;
  return v_mail;
end
$$;

create or replace function public.mark_mail_failed(mail_id bigint, error text)
  returns public.mail_outbox
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_mail public.mail_outbox;
begin
  update public.mail_outbox o
     set attempts = o.attempts + 1,
         last_error = left(coalesce(nullif(btrim(mark_mail_failed.error), ''), 'gagal tanpa keterangan'), 1000),
         status = case when o.attempts + 1 >= public.mail_max_attempts() then 'gagal' else 'menunggu' end,
         next_attempt_at = now() + public.mail_retry_delay(o.attempts + 1),
         claimed_at = null
   where o.id = mark_mail_failed.mail_id and o.status = 'mengirim'
  returning * into v_mail;
  if not found then
    raise exception 'Email tidak ditemukan atau tidak sedang dikirim' using errcode = 'KP051';
  end if;
  return v_mail;
end
$$;

revoke all on function public.claim_outbox_mail(integer) from public, anon, authenticated;
revoke all on function public.mark_mail_sent(bigint, text) from public, anon, authenticated;
revoke all on function public.mark_mail_failed(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_outbox_mail(integer) to service_role;
grant execute on function public.mark_mail_sent(bigint, text) to service_role;
grant execute on function public.mark_mail_failed(bigint, text) to service_role;

-- ---------------------------------------------------------------------------
-- the back office: admins read the outbox and send a mail again
-- ---------------------------------------------------------------------------
grant select on public.mail_outbox to authenticated;
drop policy if exists "mail_outbox: admin reads" on public.mail_outbox;
create policy "mail_outbox: admin reads"
  on public.mail_outbox for select to authenticated
  using ((select public.is_admin()));

create or replace function public.resend_mail(mail_id bigint)
  returns public.mail_outbox
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_mail public.mail_outbox;
begin
  if not public.is_admin() then
    raise exception 'Hanya admin yang dapat mengirim ulang email' using errcode = '42501';
  end if;
  update public.mail_outbox o
     set status = 'menunggu', next_attempt_at = now(), attempts = 0, last_error = null, claimed_at = null
   where o.id = resend_mail.mail_id and o.status in ('gagal', 'terkirim')
  returning * into v_mail;
  if not found then
    raise exception 'Email tidak ditemukan atau sedang dalam antrean' using errcode = 'KP051';
  end if;
  return v_mail;
end
$$;
revoke all on function public.resend_mail(bigint) from public, anon;
grant execute on function public.resend_mail(bigint) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- hosted: every minute, pg_cron calls the send-mail function through pg_net, with the project's URL and
-- service role key from Vault (secrets 'project_url' and 'service_role_key', as Supabase's guide for scheduled
-- functions sets them). Where the extensions are not available (the local server), nothing: its timer calls
-- the function.
-- ---------------------------------------------------------------------------
do $schedule$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net;
    perform cron.unschedule(j.jobid) from cron.job j where j.jobname = 'send-mail';
    perform cron.schedule(
      'send-mail',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/send-mail',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' ||
              (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
          body := '{}'::jsonb,
          timeout_milliseconds := 55000)
      $job$);
  end if;
end
$schedule$;
