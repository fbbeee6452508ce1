-- =============================================================================
-- Order mail, as the screens write it (issue 51, item 12):
--   format_rupiah   'Rp 364.595' with the no-break space the screens' Intl formatter (id-ID, IDR) puts between
--                   the sign and the amount (was 'Rp364.595'); every order mail uses it.
--   mail_greeting   'Halo <name>,' for a profile with a name, 'Halo,' without one.
--   mail_order_cancelled      greets the buyer by the order's recipient name, as the other buyer mails do
--                             (was 'Halo,' with no name).
--   mail_seller_new_shipment  greets the seller by the name of their profile.
-- Everything else as in 20261123000007_fulfilment.sql; the grants stand (create or replace keeps them).
-- =============================================================================

create or replace function public.format_rupiah(p_amount numeric) returns text
  language sql immutable parallel safe
  set search_path = ''
as $$ select 'Rp' || chr(160) || replace(to_char(p_amount, 'FM999,999,999,999,990'), ',', '.') $$;

create or replace function public.mail_greeting(p_profile uuid) returns text
  language sql stable
  set search_path = ''
as $$
  select coalesce('Halo ' || nullif(btrim(p.full_name), '') || ',', 'Halo,')
    from (select 1) one left join public.profiles p on p.id = p_profile
$$;
revoke all on function public.mail_greeting(uuid) from public, anon, authenticated;

create or replace function public.mail_order_cancelled(p_order uuid, p_reason text) returns void
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_order public.orders;
begin
  select * into v_order from public.orders o where o.id = p_order;
  perform public.enqueue_mail(v_order.buyer_id, 'pesanan_dibatalkan',
    'Pesanan ' || v_order.order_number || ' dibatalkan',
    coalesce('Halo ' || nullif(btrim(v_order.recipient_name), '') || ',', public.mail_greeting(v_order.buyer_id)) ||
    E'\n\n' ||
    'Pesanan ' || v_order.order_number || ' telah dibatalkan.' || E'\n' ||
    coalesce('Alasan: ' || nullif(btrim(p_reason), '') || E'\n', '') ||
    'Stok produk telah dikembalikan. Jika Anda sudah membayar, dana akan dikembalikan oleh admin koperasi.' || E'\n\n' ||
    'Lihat pesanan: {{SITE_URL}}/orders/' || v_order.id || E'\n\n' ||
    'Salam,' || E'\n' || 'Koperasi Marketplace',
    v_order.id);
end
$$;

create or replace function public.mail_seller_new_shipment(p_shipment bigint) returns void
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_ship  public.order_shipments;
  v_order public.orders;
  v_lines text;
begin
  select * into v_ship from public.order_shipments s where s.id = p_shipment;
  select * into v_order from public.orders o where o.id = v_ship.order_id;
  select string_agg('- ' || i.product_name || ' x' || i.quantity, E'\n' order by i.id) into v_lines
    from public.order_items i where i.shipment_id = p_shipment;
  perform public.enqueue_mail(v_ship.seller_id, 'pesanan_masuk',
    'Pesanan baru ' || v_order.order_number || ' siap dikirim',
    public.mail_greeting(v_ship.seller_id) || E'\n\n' ||
    'Ada pesanan yang menunggu Anda kirim: ' || v_order.order_number ||
    case when v_order.payment_method = 'cod' then ' (bayar di tempat).' else ' (sudah dibayar).' end || E'\n\n' ||
    v_lines || E'\n\n' ||
    'Dikirim ke: ' || v_order.recipient_name || ', ' || v_order.city || ', ' || v_order.province || E'\n\n' ||
    'Kemas dan kirim pesanan, lalu masukkan kurir dan nomor resi: {{SITE_URL}}/seller/orders/' || v_order.id || E'\n\n' ||
    'Salam,' || E'\n' || 'Koperasi Marketplace',
    v_order.id);
end
$$;
