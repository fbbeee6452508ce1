-- =============================================================================
-- Prices people type in rupiah, stored exactly in the base unit.
--
-- The spec stores product prices in a base unit shown as rupiah after multiplying by 15000. Sellers and
-- admins type whole rupiah; the forms store rupiah / 15000. With two decimals that was lossy (Rp 85.000 =
-- 5.666.. base would come back as Rp 85.050), so products.price gets five decimals: the base unit is
-- rounded to 0.00001, at most 1/3 of that off, i.e. at most 0.05 rupiah once multiplied back, so
-- rupiah -> base unit -> rupiah is exact for every whole rupiah amount (numeric(15, 5): up to
-- 9 999 999 999.99999 base units, about Rp 150 trillion). The apps convert with the same rule in exact
-- decimal arithmetic (shared-services/src/money.ts).
--
-- A price in rupiah is public.price_rupiah(price): price x 15000 rounded half up to the whole rupiah, the
-- amount the product page shows. An order charges exactly that per unit: quote_order rounds each unit price
-- before multiplying by the quantity, and a shipment's subtotal is the sum of its lines (the order_items
-- trigger below), as the lines were snapshotted (order_items.unit_price is whole rupiah).
-- =============================================================================

alter table public.products alter column price type numeric(15, 5);
comment on column public.products.price is
  'Price in the base unit (rupiah / 15000, five decimals so every whole rupiah amount round-trips); shown as public.price_rupiah(price).';

-- the rupiah a base-unit price is shown and charged as: price x 15000, rounded half up to the whole rupiah
create or replace function public.price_rupiah(p_price numeric) returns numeric
  language sql immutable parallel safe
  set search_path = ''
as $$ select round(p_price * public.rupiah_per_base_unit()) $$;
grant execute on function public.price_rupiah(numeric) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- quote_order(items, province): as in 20261123000007_fulfilment.sql, with each unit price in whole rupiah
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
   where not exists (select 1 from public.products p where p.id = l.product_id) order by 1 limit 1;
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
-- A shipment's subtotal is the sum of its lines. place_order inserts a shipment with the sum of
-- price x 15000 x quantity, then its lines with unit_price = price x 15000 rounded to the whole rupiah
-- (order_items.unit_price is numeric(16, 0)); each line brings the subtotal to the sum of the lines, so the
-- payment (summed from the shipments afterwards) charges what the lines and the product page show.
-- ---------------------------------------------------------------------------
create or replace function public.order_items_sum_shipment() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.shipment_id is not null then
    update public.order_shipments s
       set subtotal = t.total
      from (select coalesce(sum(i.line_total), 0) as total
              from public.order_items i where i.shipment_id = new.shipment_id) t
     where s.id = new.shipment_id and s.subtotal is distinct from t.total;
  end if;
  return null;
end
$$;
revoke all on function public.order_items_sum_shipment() from public, anon, authenticated;

drop trigger if exists order_items_sum_shipment on public.order_items;
create trigger order_items_sum_shipment after insert on public.order_items
  for each row execute function public.order_items_sum_shipment();
