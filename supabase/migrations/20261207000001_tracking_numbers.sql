-- =============================================================================
-- Tracking numbers (issue 51, item 9): normalised, then checked per courier, never cut.
--   normalize_tracking_number(courier, tracking_number)
--     Takes out spaces (and, for the couriers below, dashes), upper-cases, then checks the number
--     against its courier's format; a number that does not fit is refused with its rule in Indonesian
--     (22023, detail 'tracking_number'), whatever its length: nothing is shortened.
--       JNE            10-16 letters or digits        J&T Express   10-15 letters or digits
--       SiCepat        12 digits                      POS Indonesia 10-20 letters or digits
--       AnterAja       10-16 letters or digits        other         5-40 letters, digits or dashes
--     The back office's ship form applies the same rules first (shared-services order-status.ts,
--     TRACKING_RULES); the integration test checks both agree.
--   update_shipment   as before, with the tracking number through normalize_tracking_number.
-- =============================================================================

create or replace function public.normalize_tracking_number(p_courier text, p_tracking text) returns text
  language plpgsql
  immutable
  set search_path = ''
as $$
declare
  v_courier text := btrim(coalesce(p_courier, ''));
  v_value   text := upper(regexp_replace(coalesce(p_tracking, ''), '[[:space:]\u00a0]+', '', 'g'));
  v_min     integer;
  v_max     integer;
  v_digits  boolean := false;
begin
  case v_courier
    when 'JNE' then v_min := 10; v_max := 16;
    when 'J&T Express' then v_min := 10; v_max := 15;
    when 'SiCepat' then v_min := 12; v_max := 12; v_digits := true;
    when 'POS Indonesia' then v_min := 10; v_max := 20;
    when 'AnterAja' then v_min := 10; v_max := 16;
    else
      if v_value = '' then
        raise exception 'Nomor resi wajib diisi' using errcode = '22023', detail = 'tracking_number';
      end if;
      if v_value !~ '^[A-Z0-9-]+$' then
        raise exception 'Nomor resi hanya boleh berisi huruf, angka, dan tanda hubung (-)'
          using errcode = '22023', detail = 'tracking_number';
      end if;
      if char_length(v_value) not between 5 and 40 then
        raise exception 'Nomor resi 5–40 karakter (yang diisi % karakter)', char_length(v_value)
          using errcode = '22023', detail = 'tracking_number';
      end if;
      return v_value;
  end case;
  v_value := replace(v_value, '-', '');
  if v_value = '' then
    raise exception 'Nomor resi wajib diisi' using errcode = '22023', detail = 'tracking_number';
  end if;
  if v_digits and v_value !~ '^[0-9]+$' then
    raise exception 'Nomor resi % terdiri dari % angka', v_courier, v_max
      using errcode = '22023', detail = 'tracking_number';
  end if;
  if v_value !~ '^[A-Z0-9]+$' then
    raise exception 'Nomor resi % hanya berisi huruf dan angka', v_courier
      using errcode = '22023', detail = 'tracking_number';
  end if;
  if char_length(v_value) not between v_min and v_max then
    if v_min = v_max then
      raise exception 'Nomor resi % terdiri dari % angka (yang diisi % karakter)', v_courier, v_max, char_length(v_value)
        using errcode = '22023', detail = 'tracking_number';
    end if;
    raise exception 'Nomor resi % terdiri dari %–% huruf atau angka (yang diisi % karakter)',
      v_courier, v_min, v_max, char_length(v_value) using errcode = '22023', detail = 'tracking_number';
  end if;
  return v_value;
end
$$;

revoke all on function public.normalize_tracking_number(text, text) from public, anon;
grant execute on function public.normalize_tracking_number(text, text) to authenticated, service_role;

create or replace function public.update_shipment(
  shipment_id bigint, status text, courier text default null, tracking_number text default null,
  reason text default null)
  returns public.order_shipments
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid      uuid := auth.uid();
  v_admin    boolean := public.is_admin() or coalesce(auth.role() = 'service_role', false);
  v_new      text := lower(btrim(coalesce(update_shipment.status, '')));
  v_courier  text := nullif(btrim(coalesce(update_shipment.courier, '')), '');
  v_tracking text;
  v_reason   text := nullif(btrim(coalesce(update_shipment.reason, '')), '');
  v_order_id uuid;
  v_ship     public.order_shipments;
  v_order    public.orders;
  v_seller   boolean;
  v_buyer    boolean;
begin
  if v_uid is null and not v_admin then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  if v_new not in ('dikirim', 'diterima', 'dibatalkan') then
    raise exception 'Status pengiriman tidak dikenal: %', coalesce(update_shipment.status, 'null')
      using errcode = '22023', detail = 'status', hint = 'dikirim | diterima | dibatalkan';
  end if;
  select s.order_id into v_order_id from public.order_shipments s where s.id = update_shipment.shipment_id;
  if not found then
    raise exception 'Pesanan tidak ditemukan' using errcode = 'KP004';
  end if;
  -- the order first, then the shipment: the same lock order as cancel_order and review_payment
  select * into v_order from public.orders o where o.id = v_order_id for update;
  select * into v_ship from public.order_shipments s where s.id = update_shipment.shipment_id for update;
  v_seller := v_ship.seller_id = v_uid and v_ship.released_at is not null;
  v_buyer := v_order.buyer_id = v_uid;
  if not (v_admin or v_seller or v_buyer) then
    raise exception 'Pesanan tidak ditemukan' using errcode = 'KP004';
  end if;

  if v_new in ('dikirim', 'dibatalkan') then
    if not (v_admin or v_seller) then
      raise exception 'Hanya penjual atau admin yang dapat mengubah status pengiriman ini' using errcode = '42501';
    end if;
    if v_ship.released_at is null then
      raise exception 'Pesanan belum dibayar; tunggu sampai pembayaran diterima' using errcode = 'KP003';
    end if;
    if v_ship.status <> 'diproses' then
      raise exception 'Status pengiriman tidak dapat diubah dari % ke %', v_ship.status, v_new using errcode = 'KP003';
    end if;
  else
    if not (v_admin or v_buyer) then
      raise exception 'Hanya pembeli yang dapat mengonfirmasi pesanan diterima' using errcode = '42501';
    end if;
    if v_ship.status <> 'dikirim' then
      raise exception 'Pesanan belum dikirim, belum dapat dikonfirmasi diterima' using errcode = 'KP003';
    end if;
  end if;

  if v_new = 'dikirim' then
    if v_courier is null or char_length(v_courier) < 2 or char_length(v_courier) > 50 then
      raise exception 'Kurir wajib diisi (2 sampai 50 karakter)' using errcode = '22023', detail = 'courier';
    end if;
    v_tracking := public.normalize_tracking_number(v_courier, update_shipment.tracking_number);
    update public.order_shipments s
       set status = 'dikirim', courier = v_courier, tracking_number = v_tracking, shipped_at = now()
     where s.id = v_ship.id returning * into v_ship;
    perform public.log_order_event(v_order.id, 'shipment', 'dikirim', v_uid, v_ship.id, v_courier || ' ' || v_tracking);
    perform public.enqueue_mail(v_order.buyer_id, 'pesanan_dikirim',
      'Pesanan ' || v_order.order_number || ' sedang dikirim',
      'Halo ' || v_order.recipient_name || ',' || E'\n\n' ||
      'Sebagian atau seluruh pesanan ' || v_order.order_number || ' sudah dikirim oleh ' ||
      coalesce((select nullif(pr.full_name, '') from public.profiles pr where pr.id = v_ship.seller_id), 'penjual') || '.' || E'\n' ||
      'Kurir: ' || v_courier || E'\n' ||
      'Nomor resi: ' || v_tracking || E'\n\n' ||
      'Setelah paket tiba, konfirmasi dengan tombol "Pesanan Diterima" di halaman pesanan.' || E'\n' ||
      'Lihat pesanan: {{SITE_URL}}/orders/' || v_order.id || E'\n\n' ||
      'Salam,' || E'\n' || 'Koperasi Marketplace',
      v_order.id);
  elsif v_new = 'dibatalkan' then
    if v_reason is null or char_length(v_reason) < 5 or char_length(v_reason) > 500 then
      raise exception 'Alasan pembatalan wajib diisi (5 sampai 500 karakter)' using errcode = '22023', detail = 'reason';
    end if;
    perform public.restock_shipments(array[v_ship.id]);
    update public.order_shipments s
       set status = 'dibatalkan', cancelled_at = now(), cancel_reason = v_reason
     where s.id = v_ship.id returning * into v_ship;
    perform public.log_order_event(v_order.id, 'shipment', 'dibatalkan', v_uid, v_ship.id, v_reason);
    perform public.mail_order_cancelled(v_order.id, v_reason);
  else
    update public.order_shipments s set status = 'diterima', received_at = now()
     where s.id = v_ship.id returning * into v_ship;
    perform public.log_order_event(v_order.id, 'shipment', 'diterima', v_uid, v_ship.id);
  end if;
  perform public.refresh_order_status(v_order.id, v_uid);
  return v_ship;
end
$$;
