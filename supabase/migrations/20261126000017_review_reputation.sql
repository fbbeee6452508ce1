-- =============================================================================
-- Seller rating, reputation and review e-mails (issue 19, "reviews that buyers can trust").
--
-- profiles.seller_rating, profiles.seller_review_count and profiles.reputation are derived from data.
-- The rules:
--
--   seller_review_count  the number of VISIBLE reviews of all products the user sells (products.seller_id)
--   seller_rating        the average of the stars of those reviews, rounded to one decimal (numeric(2,1));
--                        0.0 when there are none. Hidden reviews never count; a product without any review
--                        adds nothing (whatever catalogue figures it still shows).
--   reputation           completed sales + review points, never below 0, where
--                          completed sales = the user's shipments (order_shipments.seller_id) that the buyer
--                                            received (status 'diterima'): 1 point each
--                          review points   = for every visible review of the user's products, stars - 3:
--                                            5 stars +2, 4 stars +1, 3 stars 0, 2 stars -1, 1 star -2
--                        A user who sells nothing (buyers, admins) has reputation 0.
--
-- Triggers keep the three figures exact: after every insert, update (stars, hidden, product) and delete of a
-- review, after a shipment becomes or stops being 'diterima', and after a product changes seller or is
-- deleted. refresh_seller_figures() locks the profile row (FOR NO KEY UPDATE: the foreign keys of reviews,
-- orders and products hold KEY SHARE locks on profiles, which do not conflict with it) and then recomputes
-- from committed rows. Lock order: the review trigger of 20261126000016 (product_reviews_refresh) locks the
-- product first; the trigger here is named so that it fires after it (triggers fire in name order) and
-- locks the seller's profile second. No path locks a profile and then a product or an order, so
-- concurrent reviews of two products of one seller wait on each other instead of deadlocking.
-- The figures are recomputed for all existing data when this migration runs. The local seed
-- (supabase/seed.sql) backs every product's catalogue figures with real reviews of received orders, so the
-- products' and the demo sellers' figures all come out of these rules.
--
-- No client writes them: profiles_guard (replaced here) refuses a change of reputation, seller_rating or
-- seller_review_count by anon and authenticated callers, admins included (admins still change roles).
--
-- E-mails (Indonesian, through public.mail_outbox like the order mails):
--   ulasan_disembunyikan / ulasan_ditampilkan  moderate_review (same signature and behaviour as in
--                        20261126000016) mails the review's author when an admin hides a review (with the
--                        reason) or shows a hidden one again (with the reason given, or a standard text).
--                        Calling it without changing the state sends nothing.
--   ulasan_pengingat     one reminder per received shipment (one seller's part of an order), queued by
--                        run_order_jobs() through queue_review_reminders() once the shipment was received at
--                        least 3 days ago, while its 30-day review window is still open, when at least one of
--                        its lines (with a product) has no review yet. public.review_reminders records every
--                        reminded shipment (primary key), so a shipment is never reminded twice, also when
--                        two job runs overlap. run_order_jobs() returns review_reminders: how many it queued.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- the derived columns
-- ---------------------------------------------------------------------------
alter table public.profiles
  add column if not exists seller_rating numeric(2, 1) not null default 0
    check (seller_rating between 0 and 5),
  add column if not exists seller_review_count integer not null default 0
    check (seller_review_count >= 0);
comment on column public.profiles.seller_rating is
  'Average stars (one decimal) of the visible reviews of all products this user sells; 0 without any. Derived by triggers.';
comment on column public.profiles.seller_review_count is
  'Number of visible reviews of all products this user sells. Derived by triggers.';
comment on column public.profiles.reputation is
  'Received shipments sold by this user + (stars - 3) per visible review of their products, at least 0. Derived by triggers.';

create index if not exists order_shipments_seller_received_idx
  on public.order_shipments (seller_id) where status = 'diterima';

-- ---------------------------------------------------------------------------
-- no client writes them, admins included
-- ---------------------------------------------------------------------------
create or replace function public.profiles_guard() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.id is distinct from old.id then
    raise exception 'profile id cannot be changed' using errcode = '42501';
  end if;
  if public.is_api_user() then
    if new.role is distinct from old.role and not public.is_admin() then
      raise exception 'only an admin can change a role' using errcode = '42501';
    end if;
    if new.reputation is distinct from old.reputation
       or new.seller_rating is distinct from old.seller_rating
       or new.seller_review_count is distinct from old.seller_review_count then
      raise exception 'Reputasi dan penilaian penjual dihitung dari ulasan dan penjualan'
        using errcode = '42501', detail = 'reputation';
    end if;
  end if;
  new.created_at = old.created_at;
  return new;
end
$$;

-- ---------------------------------------------------------------------------
-- the figures of one user (the rule at the top of this file)
-- ---------------------------------------------------------------------------
create or replace function public.refresh_seller_figures(p_user uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if p_user is null then
    return;
  end if;
  -- serialise writers of one profile; the update below then sees every committed review and shipment
  perform 1 from public.profiles p where p.id = p_user for no key update;
  update public.profiles p
     set seller_rating = f.rating, seller_review_count = f.reviews,
         reputation = greatest(0, f.sales + f.points)
    from (
      select coalesce(round(avg(r.rating), 1), 0) as rating,
             count(r.id)::integer as reviews,
             coalesce(sum(r.rating - 3), 0)::integer as points,
             (select count(*) from public.order_shipments s
               where s.seller_id = p_user and s.status = 'diterima')::integer as sales
        from public.products pr
        join public.product_reviews r on r.product_id = pr.id and not r.hidden
       where pr.seller_id = p_user
    ) f
   where p.id = p_user
     and (p.seller_rating, p.seller_review_count, p.reputation)
         is distinct from (f.rating, f.reviews, greatest(0, f.sales + f.points));
end
$$;
revoke all on function public.refresh_seller_figures(uuid) from public, anon, authenticated;

-- reviews: fires after product_reviews_refresh (name order), so the product is locked before the profile
create or replace function public.product_reviews_seller_refresh() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_old uuid;
  v_new uuid;
begin
  if tg_op = 'UPDATE' and new.rating = old.rating and new.hidden = old.hidden
     and new.product_id = old.product_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    select p.seller_id into v_old from public.products p where p.id = old.product_id;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    select p.seller_id into v_new from public.products p where p.id = new.product_id;
  end if;
  if v_old is not null and v_new is not null and v_old <> v_new then
    -- two profiles: always in uuid order
    perform public.refresh_seller_figures(least(v_old, v_new));
    perform public.refresh_seller_figures(greatest(v_old, v_new));
  else
    perform public.refresh_seller_figures(coalesce(v_new, v_old));
  end if;
  return null;
end
$$;
revoke all on function public.product_reviews_seller_refresh() from public, anon, authenticated;
create trigger product_reviews_seller_refresh after insert or update or delete on public.product_reviews
  for each row execute function public.product_reviews_seller_refresh();

-- shipments: a completed sale counts once the buyer received it
create or replace function public.order_shipments_seller_refresh() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status = 'diterima' then
      perform public.refresh_seller_figures(new.seller_id);
    end if;
  elsif tg_op = 'DELETE' then
    if old.status = 'diterima' then
      perform public.refresh_seller_figures(old.seller_id);
    end if;
  elsif (old.status = 'diterima') <> (new.status = 'diterima') or
        (new.status = 'diterima' and new.seller_id is distinct from old.seller_id) then
    if new.seller_id is distinct from old.seller_id then
      perform public.refresh_seller_figures(least(old.seller_id, new.seller_id));
      perform public.refresh_seller_figures(greatest(old.seller_id, new.seller_id));
    else
      perform public.refresh_seller_figures(new.seller_id);
    end if;
  end if;
  return null;
end
$$;
revoke all on function public.order_shipments_seller_refresh() from public, anon, authenticated;
create trigger order_shipments_seller_refresh after insert or update of status, seller_id or delete
  on public.order_shipments
  for each row execute function public.order_shipments_seller_refresh();

-- products: a product changing seller, or deleted (its reviews go with it)
create or replace function public.products_seller_refresh() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform public.refresh_seller_figures(old.seller_id);
  elsif new.seller_id is distinct from old.seller_id then
    perform public.refresh_seller_figures(least(old.seller_id, new.seller_id));
    perform public.refresh_seller_figures(greatest(old.seller_id, new.seller_id));
  end if;
  return null;
end
$$;
revoke all on function public.products_seller_refresh() from public, anon, authenticated;
create trigger products_seller_refresh after update of seller_id or delete on public.products
  for each row execute function public.products_seller_refresh();

-- every existing profile, once
update public.profiles p
   set seller_rating = coalesce(f.rating, 0), seller_review_count = coalesce(f.reviews, 0),
       reputation = greatest(0, coalesce(s.sales, 0) + coalesce(f.points, 0))
  from public.profiles p2
  left join (
    select pr.seller_id, round(avg(r.rating), 1) as rating, count(*)::integer as reviews,
           sum(r.rating - 3)::integer as points
      from public.products pr
      join public.product_reviews r on r.product_id = pr.id and not r.hidden
     group by pr.seller_id
  ) f on f.seller_id = p2.id
  left join (
    select sh.seller_id, count(*)::integer as sales from public.order_shipments sh
     where sh.status = 'diterima' group by sh.seller_id
  ) s on s.seller_id = p2.id
 where p2.id = p.id
   and (p.seller_rating, p.seller_review_count, p.reputation)
       is distinct from (coalesce(f.rating, 0), coalesce(f.reviews, 0),
                         greatest(0, coalesce(s.sales, 0) + coalesce(f.points, 0)));

-- ---------------------------------------------------------------------------
-- moderate_review: as in 20261126000016, and the author gets an e-mail when the state changes
-- ---------------------------------------------------------------------------
create or replace function public.mail_review_moderated(p_review bigint, p_reason text) returns void
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_review  public.product_reviews;
  v_product text;
  v_order   uuid;
begin
  select * into v_review from public.product_reviews r where r.id = p_review;
  select coalesce(pr.name, i.product_name), i.order_id into v_product, v_order
    from public.order_items i
    left join public.products pr on pr.id = v_review.product_id
   where i.id = v_review.order_item_id;
  if v_review.hidden then
    perform public.enqueue_mail(v_review.author_id, 'ulasan_disembunyikan',
      'Ulasan Anda untuk ' || v_product || ' disembunyikan',
      'Halo,' || E'\n\n' ||
      'Ulasan Anda untuk ' || v_product || ' kami sembunyikan dari halaman produk karena tidak sesuai dengan ' ||
      'pedoman ulasan koperasi.' || E'\n' ||
      'Alasan: ' || coalesce(nullif(btrim(p_reason), ''), v_review.hidden_reason) || E'\n\n' ||
      'Anda masih dapat melihat ulasan tersebut saat masuk ke akun Anda. Jika menurut Anda ini keliru, ' ||
      'balas email ini atau hubungi admin koperasi.' || E'\n\n' ||
      'Lihat produk: {{SITE_URL}}/products/' || v_review.product_id || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      v_order);
  else
    perform public.enqueue_mail(v_review.author_id, 'ulasan_ditampilkan',
      'Ulasan Anda untuk ' || v_product || ' ditampilkan kembali',
      'Halo,' || E'\n\n' ||
      'Ulasan Anda untuk ' || v_product || ' sudah kami periksa ulang dan kini ditampilkan kembali di ' ||
      'halaman produk.' || E'\n' ||
      'Alasan: ' || coalesce(nullif(btrim(p_reason), ''), 'Ulasan Anda sesuai dengan pedoman ulasan koperasi.') ||
      E'\n\n' ||
      'Lihat produk: {{SITE_URL}}/products/' || v_review.product_id || E'\n\n' ||
      'Terima kasih telah berbagi pengalaman Anda.' || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      v_order);
  end if;
end
$$;
revoke all on function public.mail_review_moderated(bigint, text) from public, anon, authenticated;

create or replace function public.moderate_review(review_id bigint, hidden boolean, reason text default null)
  returns public.product_reviews
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_reason text := nullif(btrim(coalesce(moderate_review.reason, '')), '');
  v_was    boolean;
  v_review public.product_reviews;
begin
  if not (public.is_admin() or coalesce(auth.role() = 'service_role', false)) then
    raise exception 'Hanya admin yang dapat menyembunyikan ulasan' using errcode = '42501';
  end if;
  if moderate_review.hidden is null then
    raise exception 'Pilih sembunyikan atau tampilkan' using errcode = '22023', detail = 'hidden';
  end if;
  if moderate_review.hidden and (v_reason is null or char_length(v_reason) > 500) then
    raise exception 'Tuliskan alasan (1 sampai 500 karakter)' using errcode = '22023', detail = 'reason';
  end if;
  select r.hidden into v_was from public.product_reviews r where r.id = moderate_review.review_id for update;
  update public.product_reviews r
     set hidden = moderate_review.hidden,
         hidden_reason = case when moderate_review.hidden then v_reason end,
         hidden_at = case when moderate_review.hidden then now() end,
         hidden_by = case when moderate_review.hidden then auth.uid() end
   where r.id = moderate_review.review_id
  returning * into v_review;
  if v_review.id is null then
    raise exception 'Ulasan tidak ditemukan' using errcode = 'KP012', detail = 'review_id';
  end if;
  if v_was is distinct from v_review.hidden then
    perform public.mail_review_moderated(v_review.id, left(v_reason, 500));
  end if;
  return v_review;
end
$$;
revoke all on function public.moderate_review(bigint, boolean, text) from public, anon;
grant execute on function public.moderate_review(bigint, boolean, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- review reminders: once per received shipment, 3 days after receipt, inside the 30-day window
-- ---------------------------------------------------------------------------
create table public.review_reminders (
  shipment_id bigint primary key references public.order_shipments (id) on delete cascade,
  created_at  timestamptz not null default now()
);
comment on table public.review_reminders is
  'Received shipments whose buyer got the reminder to review (one row each: never twice). Written by queue_review_reminders().';
alter table public.review_reminders enable row level security;
revoke all on public.review_reminders from anon, authenticated;
grant all on public.review_reminders to service_role;

create or replace function public.queue_review_reminders() returns integer
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_due   record;
  v_ship  record;
  v_lines text;
  v_count integer := 0;
begin
  for v_due in
    with due as (
      select s.id from public.order_shipments s
       where s.status = 'diterima'
         and s.received_at <= now() - interval '3 days'
         and s.received_at > now() - interval '30 days'
         and not exists (select 1 from public.review_reminders m where m.shipment_id = s.id)
         and exists (select 1 from public.order_items i
                      where i.shipment_id = s.id and i.product_id is not null
                        and not exists (select 1 from public.product_reviews r where r.order_item_id = i.id))
       order by s.received_at
       limit 500
    )
    insert into public.review_reminders (shipment_id)
    select due.id from due
    on conflict (shipment_id) do nothing
    returning shipment_id
  loop
    select s.id as shipment_id, o.id as order_id, o.order_number, o.buyer_id, s.received_at into v_ship
      from public.order_shipments s join public.orders o on o.id = s.order_id
     where s.id = v_due.shipment_id;
    select string_agg('- ' || i.product_name, E'\n' order by i.id) into v_lines
      from public.order_items i
     where i.shipment_id = v_ship.shipment_id and i.product_id is not null
       and not exists (select 1 from public.product_reviews r where r.order_item_id = i.id);
    perform public.enqueue_mail(v_ship.buyer_id, 'ulasan_pengingat',
      'Bagaimana pesanan ' || v_ship.order_number || '? Beri ulasan Anda',
      'Halo,' || E'\n\n' ||
      'Pesanan ' || v_ship.order_number || ' sudah Anda terima. Bagaimana kualitas barangnya? ' ||
      'Ulasan Anda membantu pembeli lain dan para penjual anggota koperasi.' || E'\n\n' ||
      'Barang yang belum Anda ulas:' || E'\n' || v_lines || E'\n\n' ||
      'Ulasan dapat diberikan sampai ' ||
      to_char((v_ship.received_at + interval '30 days') at time zone 'Asia/Jakarta', 'DD-MM-YYYY') ||
      ' (30 hari setelah barang diterima).' || E'\n\n' ||
      'Beri ulasan: {{SITE_URL}}/orders/' || v_ship.order_id || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      v_ship.order_id);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
revoke all on function public.queue_review_reminders() from public, anon, authenticated;
grant execute on function public.queue_review_reminders() to service_role;

-- ---------------------------------------------------------------------------
-- run_order_jobs(): as in 20261123000007, and then the review reminders
-- ---------------------------------------------------------------------------
create or replace function public.run_order_jobs() returns jsonb
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_settings record;
  v_expired  integer := 0;
  v_received integer := 0;
  v_order    uuid;
  v_ship     record;
  v_reminded integer := 0;
begin
  select * into v_settings from public.order_settings();
  for v_order in
    select p.order_id from public.order_payments p
     where p.status = 'menunggu_pembayaran' and p.due_at < now()
     order by p.due_at
     limit 500
  loop
    -- lock as cancel_order does; skip an order a buyer or admin is changing right now
    perform 1 from public.orders o where o.id = v_order for update skip locked;
    if not found then continue; end if;
    if not exists (select 1 from public.order_payments p
                    where p.order_id = v_order and p.status = 'menunggu_pembayaran' and p.due_at < now()) then
      continue;
    end if;
    perform public.cancel_open_shipments(v_order, null, 'Batas waktu pembayaran terlewati');
    update public.order_payments p set status = 'kedaluwarsa' where p.order_id = v_order;
    perform public.log_order_event(v_order, 'payment', 'kedaluwarsa', null, null, 'Batas waktu pembayaran terlewati');
    perform public.refresh_order_status(v_order, null);
    perform public.mail_order_cancelled(v_order, 'Batas waktu pembayaran terlewati');
    v_expired := v_expired + 1;
  end loop;

  for v_ship in
    select s.id, s.order_id from public.order_shipments s
     where s.status = 'dikirim' and s.shipped_at < now() - make_interval(secs => v_settings.auto_receive_seconds)
     order by s.shipped_at
     limit 500
  loop
    perform 1 from public.orders o where o.id = v_ship.order_id for update skip locked;
    if not found then continue; end if;
    update public.order_shipments s set status = 'diterima', received_at = now()
     where s.id = v_ship.id and s.status = 'dikirim';
    if not found then continue; end if;
    perform public.log_order_event(v_ship.order_id, 'shipment', 'diterima', null, v_ship.id,
      'Diterima otomatis setelah batas waktu konfirmasi');
    perform public.refresh_order_status(v_ship.order_id, null);
    v_received := v_received + 1;
  end loop;
  v_reminded := public.queue_review_reminders();
  return jsonb_build_object('expired', v_expired, 'received', v_received, 'review_reminders', v_reminded);
end
$$;
revoke all on function public.run_order_jobs() from public, anon, authenticated;
grant execute on function public.run_order_jobs() to service_role;
