-- =============================================================================
-- Seller verification (issue 51, item 1): "every seller is a verified member" made true by the data.
--
-- A seller applies once (seller_applications, one row per seller): legal name, NIK (16 digits) with a photo
-- of the KTP in the private bucket 'seller-documents', the business and its division, the bank account for
-- payouts, and whether they are a member of the cooperative or want to become one. Until an admin approves
-- the application, the seller may create and edit products, but NOBODY else reads them: the products' select
-- policy admits the products of listed sellers (an approved application, or an admin's own products), the
-- seller's own and every product for admins. Everything that reads products as the caller follows (the
-- catalogue, search, the sidebar's counts, cart and wishlist embeds); the SECURITY DEFINER readers check the
-- same rule: product_member_shares gives no row, quote_order and place_order refuse the product (KP002).
--
-- STATUS  menunggu (waiting for an admin) -> disetujui (approved) | ditolak (refused, with a reason; the
--         seller corrects and applies again -> menunggu). disetujui -> ditangguhkan (suspended by an admin,
--         with a reason: the products are hidden again; shipments already released to the seller stay the
--         seller's to ship, as update_shipment never looks at the seller's status) -> disetujui (reinstated).
--         A seller without a row has not applied yet. The applicant edits a waiting or refused application;
--         an approved or suspended one changes only through an admin.
--
-- FUNCTIONS (supabase.rpc(name, {args}))
--   submit_seller_application(legal_name, nik, ktp_photo_path, business_name, division, bank_name,
--       bank_account_number, bank_account_holder, membership) -> seller_applications
--                                               a seller (role 'seller'); membership 'anggota' | 'ingin_anggota'
--                                               | 'bukan_anggota'; the photo must be in the bucket under
--                                               '<their uid>/'. 22023 naming the field (detail) on bad input.
--   review_seller_application(seller_id uuid, approve boolean, reason text default null,
--       member_number text default null) -> seller_applications
--                                               admin; a waiting application only; refusing needs a reason
--                                               (5..500); approving with a member number also registers the
--                                               membership from today (set_member). Mails the seller.
--   suspend_seller(seller_id uuid, suspended boolean, reason text default null) -> seller_applications
--                                               admin; suspends an approved seller (reason 5..500) or lifts
--                                               the suspension. Mails the seller.
--   listed_seller_ids() -> uuid[]               the sellers whose products everyone reads
--   product_member_shares(product_ids)          as before, plus seller_is_member (the seller is a member of
--                                               the cooperative today): "untuk nelayan anggota" only then.
-- Errors: 22023 invalid input (detail names the field), 42501 not allowed, P0002 no application, 55000 the
-- application's status does not allow the change.
-- =============================================================================

create table public.seller_applications (
  seller_id           uuid primary key references public.profiles (id) on delete cascade,
  legal_name          text not null check (char_length(legal_name) between 3 and 120),
  nik                 text not null check (nik ~ '^[0-9]{16}$'),
  ktp_photo_path      text not null check (char_length(ktp_photo_path) between 1 and 300),
  business_name       text not null check (char_length(business_name) between 3 and 120),
  division            text not null check (division in ('Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan')),
  bank_name           text not null check (char_length(bank_name) between 2 and 60),
  bank_account_number text not null check (bank_account_number ~ '^[0-9]{5,20}$'),
  bank_account_holder text not null check (char_length(bank_account_holder) between 3 and 120),
  membership          text not null check (membership in ('anggota', 'ingin_anggota', 'bukan_anggota')),
  status              text not null default 'menunggu'
                        check (status in ('menunggu', 'disetujui', 'ditolak', 'ditangguhkan')),
  review_reason       text check (review_reason is null or char_length(review_reason) <= 500),
  submitted_at        timestamptz not null default now(),
  reviewed_by         uuid references public.profiles (id) on delete set null,
  reviewed_at         timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now()
);
comment on table public.seller_applications is
  'Seller verification: identity (NIK, KTP photo), business, bank account, membership wish, and the admin''s decision. Written only by submit_seller_application, review_seller_application and suspend_seller.';
create index seller_applications_status_idx on public.seller_applications (status, submitted_at);
create trigger seller_applications_updated_at before update on public.seller_applications
  for each row execute function public.set_updated_at();

alter table public.seller_applications enable row level security;
revoke all on public.seller_applications from anon, authenticated;
grant select on public.seller_applications to authenticated;
grant all on public.seller_applications to service_role;
create policy "seller_applications: the seller and admins read" on public.seller_applications
  for select to authenticated using (seller_id = (select auth.uid()) or (select public.is_admin()));
create policy "mfa: enrolled admins insert at aal2" on public.seller_applications as restrictive
  for insert to authenticated with check (not (select public.has_admin_role()) or (select public.mfa_assurance_ok()));
create policy "mfa: enrolled admins update at aal2" on public.seller_applications as restrictive
  for update to authenticated
  using (not (select public.has_admin_role()) or (select public.mfa_assurance_ok()))
  with check (not (select public.has_admin_role()) or (select public.mfa_assurance_ok()));
create policy "mfa: enrolled admins delete at aal2" on public.seller_applications as restrictive
  for delete to authenticated using (not (select public.has_admin_role()) or (select public.mfa_assurance_ok()));

-- ---------------------------------------------------------------------------
-- who is listed: an approved seller, or an admin (the cooperative's own products)
-- ---------------------------------------------------------------------------
create or replace function public.listed_seller_ids() returns uuid[]
  language sql stable security definer
  set search_path = ''
as $$
  select array(
    select a.seller_id from public.seller_applications a where a.status = 'disetujui'
    union
    select p.id from public.profiles p where p.role = 'admin')
$$;
grant execute on function public.listed_seller_ids() to anon, authenticated, service_role;

-- whether the caller may read the products of this seller (listed, themselves, or an admin)
create or replace function public.seller_products_readable(p_seller uuid) returns boolean
  language sql stable security definer
  set search_path = ''
as $$
  select p_seller = auth.uid()
      or public.is_admin()
      or coalesce(auth.role() = 'service_role', false)
      or exists (select 1 from public.seller_applications a where a.seller_id = p_seller and a.status = 'disetujui')
      or exists (select 1 from public.profiles p where p.id = p_seller and p.role = 'admin')
$$;
revoke all on function public.seller_products_readable(uuid) from public, anon, authenticated;

drop policy "products: anyone reads" on public.products;
-- the array is computed once per statement (an init plan), not per row
create policy "products: anyone reads listed sellers' products, sellers their own, admins all"
  on public.products for select to anon, authenticated
  using (
    seller_id = any ((select public.listed_seller_ids())::uuid[])
    or seller_id = (select auth.uid())
    or (select public.is_admin())
  );

-- ---------------------------------------------------------------------------
-- the KTP photo: private bucket; the seller writes and reads under <their uid>/, admins read all
-- ---------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('seller-documents', 'seller-documents', false, 5000000, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "storage seller-documents: seller uploads into own folder"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'seller-documents'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.is_seller())
  );
create policy "storage seller-documents: the seller and admins read"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'seller-documents'
    and ((storage.foldername(name))[1] = (select auth.uid())::text or (select public.is_admin()))
  );
create policy "storage seller-documents: seller deletes in own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'seller-documents' and (storage.foldername(name))[1] = (select auth.uid())::text);

-- ---------------------------------------------------------------------------
-- mail to the seller (Indonesian, through mail_outbox like the order mails)
-- ---------------------------------------------------------------------------
create or replace function public.mail_seller_verification(p_seller uuid, p_kind text, p_reason text)
  returns void
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_greeting text := public.mail_greeting(p_seller);
  v_reason   text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if p_kind = 'disetujui' then
    perform public.enqueue_mail(p_seller, 'penjual_disetujui',
      'Pendaftaran penjual Anda disetujui',
      v_greeting || E'\n\n' ||
      'Selamat, data penjual Anda sudah kami periksa dan disetujui. Produk Anda kini tampil untuk pembeli ' ||
      'di Koperasi Marketplace.' || E'\n\n' ||
      'Kelola produk Anda: {{SITE_URL}}/seller/products' || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      null);
  elsif p_kind = 'ditolak' then
    perform public.enqueue_mail(p_seller, 'penjual_ditolak',
      'Pendaftaran penjual Anda belum dapat disetujui',
      v_greeting || E'\n\n' ||
      'Data penjual Anda sudah kami periksa, tetapi belum dapat kami setujui.' || E'\n' ||
      'Alasan: ' || coalesce(v_reason, '-') || E'\n\n' ||
      'Perbaiki data Anda lalu ajukan kembali. Selama belum disetujui, produk Anda tetap tersimpan tetapi ' ||
      'tidak tampil untuk pembeli.' || E'\n\n' ||
      'Perbaiki pengajuan: {{SITE_URL}}/seller/verification' || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      null);
  elsif p_kind = 'ditangguhkan' then
    perform public.enqueue_mail(p_seller, 'penjual_ditangguhkan',
      'Akun penjual Anda ditangguhkan',
      v_greeting || E'\n\n' ||
      'Akun penjual Anda kami tangguhkan. Produk Anda untuk sementara tidak tampil untuk pembeli.' || E'\n' ||
      'Alasan: ' || coalesce(v_reason, '-') || E'\n\n' ||
      'Pesanan yang sudah diteruskan kepada Anda tetap harus dikirim seperti biasa: {{SITE_URL}}/seller/orders' ||
      E'\n\n' ||
      'Hubungi admin koperasi jika ada pertanyaan.' || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      null);
  else
    perform public.enqueue_mail(p_seller, 'penjual_diaktifkan',
      'Akun penjual Anda aktif kembali',
      v_greeting || E'\n\n' ||
      'Penangguhan akun penjual Anda sudah kami cabut. Produk Anda kembali tampil untuk pembeli.' || E'\n\n' ||
      'Kelola produk Anda: {{SITE_URL}}/seller/products' || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      null);
  end if;
end
$$;
revoke all on function public.mail_seller_verification(uuid, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- submit_seller_application: the seller's own application, new or corrected
-- ---------------------------------------------------------------------------
create or replace function public.submit_seller_application(
  legal_name text, nik text, ktp_photo_path text, business_name text, division text, bank_name text,
  bank_account_number text, bank_account_holder text, membership text)
  returns public.seller_applications
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid     uuid := auth.uid();
  v_name    text := regexp_replace(btrim(coalesce(submit_seller_application.legal_name, '')), '\s+', ' ', 'g');
  v_nik     text := regexp_replace(coalesce(submit_seller_application.nik, ''), '[\s.-]', '', 'g');
  v_path    text := btrim(coalesce(submit_seller_application.ktp_photo_path, ''));
  v_biz     text := regexp_replace(btrim(coalesce(submit_seller_application.business_name, '')), '\s+', ' ', 'g');
  v_bank    text := regexp_replace(btrim(coalesce(submit_seller_application.bank_name, '')), '\s+', ' ', 'g');
  v_account text := regexp_replace(coalesce(submit_seller_application.bank_account_number, ''), '[\s.-]', '', 'g');
  v_holder  text := regexp_replace(btrim(coalesce(submit_seller_application.bank_account_holder, '')), '\s+', ' ', 'g');
  v_old     public.seller_applications;
  v_row     public.seller_applications;
begin
  if v_uid is null then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  if not public.is_seller() then
    raise exception 'Hanya akun penjual yang dapat mengajukan verifikasi penjual' using errcode = '42501';
  end if;
  if char_length(v_name) < 3 or char_length(v_name) > 120 then
    raise exception 'Nama sesuai KTP wajib diisi (3 sampai 120 karakter)' using errcode = '22023', detail = 'legal_name';
  end if;
  if v_nik !~ '^[0-9]{16}$' then
    raise exception 'NIK harus 16 digit angka' using errcode = '22023', detail = 'nik';
  end if;
  if v_nik ~ '^0+$' then
    raise exception 'NIK tidak valid' using errcode = '22023', detail = 'nik';
  end if;
  if v_path = '' or split_part(v_path, '/', 1) <> v_uid::text
     or not exists (select 1 from storage.objects so where so.bucket_id = 'seller-documents' and so.name = v_path) then
    raise exception 'Foto KTP tidak ditemukan; unggah ulang fotonya' using errcode = '22023', detail = 'ktp_photo_path';
  end if;
  if char_length(v_biz) < 3 or char_length(v_biz) > 120 then
    raise exception 'Nama usaha wajib diisi (3 sampai 120 karakter)' using errcode = '22023', detail = 'business_name';
  end if;
  if submit_seller_application.division is null
     or submit_seller_application.division not in ('Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan') then
    raise exception 'Pilih divisi usaha: Perikanan, Pertanian, atau Teknologi Ramah Lingkungan'
      using errcode = '22023', detail = 'division';
  end if;
  if char_length(v_bank) < 2 or char_length(v_bank) > 60 then
    raise exception 'Nama bank wajib diisi' using errcode = '22023', detail = 'bank_name';
  end if;
  if v_account !~ '^[0-9]{5,20}$' then
    raise exception 'Nomor rekening harus 5 sampai 20 digit angka' using errcode = '22023', detail = 'bank_account_number';
  end if;
  if char_length(v_holder) < 3 or char_length(v_holder) > 120 then
    raise exception 'Nama pemilik rekening wajib diisi (3 sampai 120 karakter)'
      using errcode = '22023', detail = 'bank_account_holder';
  end if;
  if submit_seller_application.membership is null
     or submit_seller_application.membership not in ('anggota', 'ingin_anggota', 'bukan_anggota') then
    raise exception 'Pilih status keanggotaan koperasi Anda' using errcode = '22023', detail = 'membership';
  end if;

  select * into v_old from public.seller_applications a where a.seller_id = v_uid for update;
  if found and v_old.status in ('disetujui', 'ditangguhkan') then
    raise exception 'Data penjual yang sudah diverifikasi hanya dapat diubah oleh admin koperasi'
      using errcode = '55000', detail = v_old.status;
  end if;
  insert into public.seller_applications (
    seller_id, legal_name, nik, ktp_photo_path, business_name, division, bank_name, bank_account_number,
    bank_account_holder, membership, status, review_reason, submitted_at, reviewed_by, reviewed_at)
  values (v_uid, v_name, v_nik, v_path, v_biz, submit_seller_application.division, v_bank, v_account, v_holder,
          submit_seller_application.membership, 'menunggu', null, now(), null, null)
  on conflict (seller_id) do update
    set legal_name = excluded.legal_name, nik = excluded.nik, ktp_photo_path = excluded.ktp_photo_path,
        business_name = excluded.business_name, division = excluded.division, bank_name = excluded.bank_name,
        bank_account_number = excluded.bank_account_number, bank_account_holder = excluded.bank_account_holder,
        membership = excluded.membership, status = 'menunggu', review_reason = null, submitted_at = now(),
        reviewed_by = null, reviewed_at = null
  returning * into v_row;
  return v_row;
end
$$;

-- ---------------------------------------------------------------------------
-- review_seller_application: an admin approves or refuses a waiting application
-- ---------------------------------------------------------------------------
create or replace function public.review_seller_application(
  seller_id uuid, approve boolean, reason text default null, member_number text default null)
  returns public.seller_applications
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_reason text := nullif(btrim(coalesce(review_seller_application.reason, '')), '');
  v_number text := nullif(btrim(coalesce(review_seller_application.member_number, '')), '');
  v_row    public.seller_applications;
begin
  perform public.economics_require_admin();
  if review_seller_application.approve is null then
    raise exception 'Pilih setujui atau tolak' using errcode = '22023', detail = 'approve';
  end if;
  select * into v_row from public.seller_applications a
   where a.seller_id = review_seller_application.seller_id for update;
  if not found then
    raise exception 'Pengajuan penjual tidak ditemukan' using errcode = 'P0002', detail = 'seller_id';
  end if;
  if v_row.status <> 'menunggu' then
    raise exception 'Pengajuan ini sudah diperiksa' using errcode = '55000', detail = v_row.status;
  end if;
  if not review_seller_application.approve
     and (v_reason is null or char_length(v_reason) < 5 or char_length(v_reason) > 500) then
    raise exception 'Alasan penolakan wajib diisi (5 sampai 500 karakter)' using errcode = '22023', detail = 'reason';
  end if;
  if v_reason is not null and char_length(v_reason) > 500 then
    raise exception 'Catatan paling banyak 500 karakter' using errcode = '22023', detail = 'reason';
  end if;
  if review_seller_application.approve and v_number is not null then
    perform public.set_member(v_row.seller_id, v_number, (now() at time zone 'Asia/Jakarta')::date, null);
  end if;
  update public.seller_applications a
     set status = case when review_seller_application.approve then 'disetujui' else 'ditolak' end,
         review_reason = v_reason, reviewed_by = auth.uid(), reviewed_at = now()
   where a.seller_id = v_row.seller_id
  returning * into v_row;
  perform public.mail_seller_verification(v_row.seller_id, v_row.status, v_reason);
  return v_row;
end
$$;

-- ---------------------------------------------------------------------------
-- suspend_seller: an admin suspends an approved seller, or lifts the suspension
-- ---------------------------------------------------------------------------
create or replace function public.suspend_seller(seller_id uuid, suspended boolean, reason text default null)
  returns public.seller_applications
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_reason text := nullif(btrim(coalesce(suspend_seller.reason, '')), '');
  v_row    public.seller_applications;
begin
  perform public.economics_require_admin();
  if suspend_seller.suspended is null then
    raise exception 'Pilih tangguhkan atau aktifkan kembali' using errcode = '22023', detail = 'suspended';
  end if;
  select * into v_row from public.seller_applications a where a.seller_id = suspend_seller.seller_id for update;
  if not found then
    raise exception 'Pengajuan penjual tidak ditemukan' using errcode = 'P0002', detail = 'seller_id';
  end if;
  if suspend_seller.suspended and v_row.status <> 'disetujui' then
    raise exception 'Hanya penjual yang sudah disetujui yang dapat ditangguhkan' using errcode = '55000',
      detail = v_row.status;
  end if;
  if not suspend_seller.suspended and v_row.status <> 'ditangguhkan' then
    raise exception 'Penjual ini tidak sedang ditangguhkan' using errcode = '55000', detail = v_row.status;
  end if;
  if suspend_seller.suspended and (v_reason is null or char_length(v_reason) < 5 or char_length(v_reason) > 500) then
    raise exception 'Alasan penangguhan wajib diisi (5 sampai 500 karakter)' using errcode = '22023', detail = 'reason';
  end if;
  if v_reason is not null and char_length(v_reason) > 500 then
    raise exception 'Catatan paling banyak 500 karakter' using errcode = '22023', detail = 'reason';
  end if;
  update public.seller_applications a
     set status = case when suspend_seller.suspended then 'ditangguhkan' else 'disetujui' end,
         review_reason = v_reason, reviewed_by = auth.uid(), reviewed_at = now()
   where a.seller_id = v_row.seller_id
  returning * into v_row;
  perform public.mail_seller_verification(v_row.seller_id, case when suspend_seller.suspended
    then 'ditangguhkan' else 'diaktifkan' end, v_reason);
  return v_row;
end
$$;

revoke all on function public.submit_seller_application(text, text, text, text, text, text, text, text, text)
  from public, anon;
revoke all on function public.review_seller_application(uuid, boolean, text, text) from public, anon;
revoke all on function public.suspend_seller(uuid, boolean, text) from public, anon;
grant execute on function public.submit_seller_application(text, text, text, text, text, text, text, text, text)
  to authenticated, service_role;
grant execute on function public.review_seller_application(uuid, boolean, text, text) to authenticated, service_role;
grant execute on function public.suspend_seller(uuid, boolean, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- product_member_shares: as in 20261126000020, for the products the caller reads, plus whether the seller is
-- a member today (the return type changes, so the function is dropped and created again)
-- ---------------------------------------------------------------------------
drop function public.product_member_shares(bigint[]);
create function public.product_member_shares(product_ids bigint[])
  returns table (product_id bigint, division text, producer_label text, price numeric, commission_rate numeric,
                 commission_amount numeric, member_amount numeric, member_percent numeric,
                 seller_is_member boolean)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
begin
  if cardinality(product_member_shares.product_ids) > 200 then
    raise exception 'Paling banyak 200 produk sekaligus' using errcode = '22023', detail = 'product_ids';
  end if;
  return query
    select p.id, p.division,
           case p.division when 'Perikanan' then 'nelayan' when 'Pertanian' then 'petani' else 'produsen' end,
           x.price, x.rate, round(x.price * x.rate / 100), x.price - round(x.price * x.rate / 100), 100 - x.rate,
           exists (select 1 from public.cooperative_members m
                    where m.profile_id = p.seller_id
                      and m.joined_at <= (now() at time zone 'Asia/Jakarta')::date
                      and (m.left_at is null or m.left_at > (now() at time zone 'Asia/Jakarta')::date))
      from public.products p
      cross join lateral (select public.price_rupiah(p.price) as price,
                                 public.commission_rate_at(p.division, now()) as rate) x
     where p.id = any(coalesce(product_member_shares.product_ids, '{}'))
       and public.seller_products_readable(p.seller_id)
     order by p.id;
end
$$;
revoke all on function public.product_member_shares(bigint[]) from public;
grant execute on function public.product_member_shares(bigint[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- quote_order: as in 20261123000012_price_precision.sql; a product of a seller that is not listed (not
-- approved, refused, suspended) is not for sale: KP002 as for a deleted product
-- ---------------------------------------------------------------------------
create or replace function public.quote_order(items jsonb, province text default null)
  returns jsonb
  language plpgsql stable security definer
  set search_path = ''
as $$
declare
  v_rate    numeric;
  v_missing bigint;
  v_result  jsonb;
begin
  if auth.uid() is null then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  if nullif(btrim(coalesce(quote_order.province, '')), '') is not null then
    select r.cost into v_rate from public.shipping_rate_of(quote_order.province) r;
  end if;
  select l.product_id into v_missing from public.order_lines(quote_order.items) l
   where not exists (select 1 from public.products p
                     where p.id = l.product_id and public.seller_products_readable(p.seller_id)) order by 1 limit 1;
  if found then
    raise exception 'Produk tidak ditemukan atau sudah tidak dijual' using errcode = 'KP002',
      detail = format('product_id %s', v_missing);
  end if;
  with lines as (
    select p.seller_id, p.id, p.name, p.stock,
           public.price_rupiah(p.price) as unit_price, l.quantity
      from public.order_lines(quote_order.items) l join public.products p on p.id = l.product_id
  ), shipments as (
    select l.seller_id, coalesce(pr.full_name, '') as seller_name,
           sum(l.unit_price * l.quantity) as subtotal,
           jsonb_agg(jsonb_build_object(
             'product_id', l.id, 'product_name', l.name, 'unit_price', l.unit_price,
             'quantity', l.quantity, 'line_total', l.unit_price * l.quantity, 'stock', l.stock) order by l.id) as lines
      from lines l left join public.profiles pr on pr.id = l.seller_id
     group by l.seller_id, pr.full_name
  )
  select jsonb_build_object(
           'shipments', jsonb_agg(jsonb_build_object(
             'seller_id', s.seller_id, 'seller_name', s.seller_name, 'subtotal', s.subtotal,
             'shipping_cost', v_rate, 'lines', s.lines) order by s.seller_name, s.seller_id),
           'subtotal', sum(s.subtotal),
           'shipping_cost', v_rate * count(*),
           'total', sum(s.subtotal) + v_rate * count(*))
    into v_result
    from shipments s;
  return v_result;
end
$$;

-- ---------------------------------------------------------------------------
-- place_order: as in 20261123000008_online_payments.sql, with the same rule (KP002)
-- ---------------------------------------------------------------------------
create or replace function public.place_order(items jsonb, shipping jsonb, payment_method text)
  returns public.orders
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_buyer    uuid := auth.uid();
  v_method   text := lower(btrim(coalesce(place_order.payment_method, '')));
  v_shipping jsonb := place_order.shipping;
  v_labels   constant jsonb := jsonb_build_object(
    'recipient_name', 'Nama penerima', 'phone', 'Nomor telepon', 'street', 'Alamat (jalan, nomor rumah)',
    'kelurahan', 'Kelurahan/desa', 'kecamatan', 'Kecamatan', 'city', 'Kota/kabupaten',
    'province', 'Provinsi', 'postal_code', 'Kode pos');
  v_limits   constant jsonb := jsonb_build_object(
    'recipient_name', 120, 'phone', 32, 'street', 300, 'kelurahan', 100, 'kecamatan', 100,
    'city', 100, 'province', 100, 'postal_code', 5);
  v_settings record;
  v_key      text;
  v_value    text;
  v_phone    text;
  v_notes    text;
  v_province text;
  v_rate     numeric;
  v_ids      bigint[];
  v_amounts  integer[];
  v_missing  bigint;
  v_short    record;
  v_unpaid   integer;
  v_subtotal numeric;
  v_shipping_total numeric;
  v_code     integer;
  v_attempt  integer := 0;
  v_order    public.orders;
  v_ship     record;
  v_lines    text;
begin
  if v_buyer is null or not exists (select 1 from public.profiles p where p.id = v_buyer) then
    raise exception 'Silakan masuk terlebih dahulu untuk membuat pesanan' using errcode = '42501';
  end if;
  if v_method not in ('bank_transfer', 'cod', 'online') then
    raise exception 'Metode pembayaran tidak valid: pilih transfer bank, bayar online atau bayar di tempat (COD)'
      using errcode = '22023', detail = 'payment_method', hint = 'payment_method: bank_transfer | online | cod';
  end if;

  -- shipping address
  if v_shipping is null or jsonb_typeof(v_shipping) <> 'object' then
    raise exception 'Alamat pengiriman wajib diisi' using errcode = '22023', detail = 'shipping';
  end if;
  for v_key in select jsonb_object_keys(v_labels) loop
    v_value := case when jsonb_typeof(v_shipping -> v_key) in ('string', 'number')
                    then btrim(v_shipping ->> v_key) end;
    if v_value is null or v_value = '' then
      raise exception '% wajib diisi', v_labels ->> v_key using errcode = '22023', detail = 'shipping.' || v_key;
    end if;
    if char_length(v_value) > (v_limits ->> v_key)::integer then
      raise exception '% terlalu panjang (maksimal % karakter)', v_labels ->> v_key, v_limits ->> v_key
        using errcode = '22023', detail = 'shipping.' || v_key;
    end if;
  end loop;
  v_phone := regexp_replace(btrim(v_shipping ->> 'phone'), '[[:space:]().-]', '', 'g');
  if v_phone !~ '^(\+62|62|0)[0-9]{7,13}$' then
    raise exception 'Nomor telepon tidak valid' using errcode = '22023', detail = 'shipping.phone',
      hint = 'Contoh: 081234567890 atau +6281234567890';
  end if;
  if btrim(v_shipping ->> 'postal_code') !~ '^[0-9]{5}$' then
    raise exception 'Kode pos harus 5 angka' using errcode = '22023', detail = 'shipping.postal_code';
  end if;
  if v_shipping ? 'notes' and jsonb_typeof(v_shipping -> 'notes') not in ('string', 'null') then
    raise exception 'Catatan pesanan tidak valid' using errcode = '22023', detail = 'shipping.notes';
  end if;
  v_notes := nullif(btrim(v_shipping ->> 'notes'), '');
  if char_length(v_notes) > 500 then
    raise exception 'Catatan pesanan terlalu panjang (maksimal 500 karakter)' using errcode = '22023', detail = 'shipping.notes';
  end if;
  select r.province, r.cost into v_province, v_rate from public.shipping_rate_of(v_shipping ->> 'province') r;

  select array_agg(l.product_id order by l.product_id), array_agg(l.quantity order by l.product_id)
    into v_ids, v_amounts
    from public.order_lines(place_order.items) l;

  -- one buyer's orders queue here, so the unpaid-orders limit holds under concurrent checkouts
  perform 1 from public.profiles p where p.id = v_buyer for update;
  select * into v_settings from public.order_settings();
  select count(*) into v_unpaid
    from public.orders o
   where o.buyer_id = v_buyer
     and (o.status = 'menunggu_pembayaran' or (o.payment_method = 'cod' and o.status in ('diproses', 'dikirim')));
  if v_unpaid >= v_settings.max_unpaid_orders then
    raise exception 'Anda masih memiliki % pesanan yang belum dibayar. Selesaikan atau batalkan salah satunya sebelum membuat pesanan baru.', v_unpaid
      using errcode = 'KP005', detail = format('Batas pesanan belum dibayar: %s', v_settings.max_unpaid_orders);
  end if;

  -- lock the product rows in id order; concurrent orders queue here
  perform 1 from public.products p where p.id = any(v_ids) order by p.id for update;

  select u.pid into v_missing
    from unnest(v_ids) as u(pid)
   where not exists (select 1 from public.products p
                      where p.id = u.pid and public.seller_products_readable(p.seller_id))
   order by u.pid
   limit 1;
  if found then
    raise exception 'Produk tidak ditemukan atau sudah tidak dijual' using errcode = 'KP002',
      detail = format('product_id %s', v_missing);
  end if;
  if exists (select 1 from public.products p where p.id = any(v_ids) and p.seller_id = v_buyer) then
    raise exception 'Anda tidak dapat membeli produk Anda sendiri' using errcode = 'KP007',
      hint = 'Hapus produk Anda sendiri dari keranjang.';
  end if;

  select p.name, p.stock, l.qty into v_short
    from public.products p
    join unnest(v_ids, v_amounts) as l(pid, qty) on l.pid = p.id
   where p.stock < l.qty
   order by p.id
   limit 1;
  if found then
    raise exception 'Stok tidak mencukupi untuk %', v_short.name using errcode = 'KP001',
      detail = format('Stok tersedia: %s, jumlah dipesan: %s', v_short.stock, v_short.qty),
      hint = 'Kurangi jumlah atau hapus produk ini dari keranjang.';
  end if;

  insert into public.orders (
    order_number, buyer_id, status, payment_method,
    recipient_name, phone, street, kelurahan, kecamatan, city, province, postal_code, notes
  ) values (
    -- at least six digits, never cut: order 1000000 stays 1000000
    'KOP-' || to_char(now() at time zone 'Asia/Jakarta', 'YYYYMMDD') || '-'
      || (select lpad(n::text, greatest(6, length(n::text)), '0') from nextval('public.order_number_seq') as n),
    v_buyer,
    case when v_method = 'cod' then 'diproses' else 'menunggu_pembayaran' end,
    v_method,
    btrim(v_shipping ->> 'recipient_name'), v_phone, btrim(v_shipping ->> 'street'),
    btrim(v_shipping ->> 'kelurahan'), btrim(v_shipping ->> 'kecamatan'), btrim(v_shipping ->> 'city'),
    v_province, btrim(v_shipping ->> 'postal_code'), v_notes
  )
  returning * into v_order;

  -- one shipment per seller, each paying the province's tariff
  insert into public.order_shipments (order_id, seller_id, subtotal, shipping_cost, released_at)
  select v_order.id, p.seller_id, sum(p.price * public.rupiah_per_base_unit() * l.qty), v_rate,
         case when v_method = 'cod' then now() end
    from public.products p
    join unnest(v_ids, v_amounts) as l(pid, qty) on l.pid = p.id
   group by p.seller_id;

  insert into public.order_items (order_id, shipment_id, product_id, seller_id, product_name, product_image, unit_price, quantity)
  select v_order.id, s.id, p.id, p.seller_id, p.name, p.images[1], p.price * public.rupiah_per_base_unit(), l.qty
    from public.products p
    join unnest(v_ids, v_amounts) as l(pid, qty) on l.pid = p.id
    join public.order_shipments s on s.order_id = v_order.id and s.seller_id = p.seller_id
   order by p.id;

  update public.products p
     set stock = p.stock - l.qty
    from unnest(v_ids, v_amounts) as l(pid, qty)
   where p.id = l.pid;

  select sum(s.subtotal), sum(s.shipping_cost) into v_subtotal, v_shipping_total
    from public.order_shipments s where s.order_id = v_order.id;

  if v_method = 'cod' then
    insert into public.order_payments (order_id, status, subtotal, shipping_cost, unique_code, total)
    values (v_order.id, 'bayar_di_tempat', v_subtotal, v_shipping_total, 0, v_subtotal + v_shipping_total);
  elsif v_method = 'online' then
    -- the payment gateway matches the payment by the order number: no unique code
    insert into public.order_payments (order_id, status, subtotal, shipping_cost, unique_code, total, due_at, gateway_order_id)
    values (v_order.id, 'menunggu_pembayaran', v_subtotal, v_shipping_total, 0, v_subtotal + v_shipping_total,
            now() + make_interval(secs => v_settings.payment_deadline_seconds), v_order.order_number);
  else
    -- a unique code so that the transferred amount matches this order only; the partial unique index
    -- settles a race between two orders that picked the same amount
    loop
      v_attempt := v_attempt + 1;
      v_code := null;
      select c.code into v_code
        from (select 1 + floor(random() * 999)::integer as code from generate_series(1, 30)) c
       where not exists (
         select 1 from public.order_payments p
          where p.status in ('menunggu_pembayaran', 'menunggu_verifikasi')
            and p.total = v_subtotal + v_shipping_total + c.code)
       limit 1;
      if v_code is null then
        raise exception 'Pesanan tidak dapat dibuat saat ini, silakan coba lagi' using errcode = 'KP003',
          detail = 'no free unique transfer code for this amount';
      end if;
      begin
        insert into public.order_payments (order_id, status, subtotal, shipping_cost, unique_code, total, due_at)
        values (v_order.id, 'menunggu_pembayaran', v_subtotal, v_shipping_total, v_code,
                v_subtotal + v_shipping_total + v_code,
                now() + make_interval(secs => v_settings.payment_deadline_seconds));
        exit;
      exception when unique_violation then
        if v_attempt >= 10 then
          raise exception 'Pesanan tidak dapat dibuat saat ini, silakan coba lagi' using errcode = 'KP003',
            detail = 'no free unique transfer code for this amount';
        end if;
      end;
    end loop;
  end if;

  perform public.log_order_event(v_order.id, 'order', v_order.status, v_buyer);
  perform public.log_order_event(v_order.id, 'payment',
    case when v_method = 'cod' then 'bayar_di_tempat' else 'menunggu_pembayaran' end, v_buyer);
  -- a shipment's history starts when its seller gets it: now for COD, on payment for a transfer
  if v_method = 'cod' then
    for v_ship in select s.id from public.order_shipments s where s.order_id = v_order.id order by s.id loop
      perform public.log_order_event(v_order.id, 'shipment', 'diproses', v_buyer, v_ship.id);
    end loop;
  end if;

  -- mail: the buyer, and for COD each seller (their shipment is released now)
  select string_agg('- ' || i.product_name || ' x' || i.quantity || ' = ' || public.format_rupiah(i.line_total), E'\n' order by i.id)
    into v_lines from public.order_items i where i.order_id = v_order.id;
  perform public.enqueue_mail(v_buyer, 'pesanan_dibuat',
    'Pesanan ' || v_order.order_number || ' berhasil dibuat',
    (select
      'Halo ' || v_order.recipient_name || ',' || E'\n\n' ||
      'Terima kasih, pesanan ' || v_order.order_number || ' sudah kami terima.' || E'\n\n' ||
      v_lines || E'\n' ||
      'Subtotal: ' || public.format_rupiah(pay.subtotal) || E'\n' ||
      'Ongkos kirim: ' || public.format_rupiah(pay.shipping_cost) || E'\n' ||
      case when v_method = 'cod'
        then 'Total: ' || public.format_rupiah(pay.total) || E'\n\n' ||
             'Pembayaran: bayar di tempat (COD), dibayar tunai kepada kurir saat pesanan tiba.'
        when v_method = 'online'
        then 'Total: ' || public.format_rupiah(pay.total) || E'\n\n' ||
             'Bayar online (QRIS, virtual account atau e-wallet) dari halaman pesanan sebelum ' ||
             to_char(pay.due_at at time zone 'Asia/Jakarta', 'DD-MM-YYYY HH24:MI') || ' WIB. ' ||
             'Pesanan yang belum dibayar sampai batas waktu itu dibatalkan otomatis.'
        else 'Kode unik: ' || public.format_rupiah(pay.unique_code) || E'\n' ||
             'Total yang harus ditransfer: ' || public.format_rupiah(pay.total) || E'\n\n' ||
             'Transfer tepat sejumlah itu (termasuk kode unik) sebelum ' ||
             to_char(pay.due_at at time zone 'Asia/Jakarta', 'DD-MM-YYYY HH24:MI') || ' WIB, ' ||
             'lalu unggah bukti transfer di halaman pesanan. Pesanan yang belum dibayar sampai batas waktu itu dibatalkan otomatis.'
      end || E'\n\n' ||
      'Lihat pesanan: {{SITE_URL}}/orders/' || v_order.id || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace'
     from public.order_payments pay where pay.order_id = v_order.id),
    v_order.id);
  if v_method = 'cod' then
    for v_ship in select s.id from public.order_shipments s where s.order_id = v_order.id order by s.id loop
      perform public.mail_seller_new_shipment(v_ship.id);
    end loop;
  end if;

  return v_order;
end
$$;
