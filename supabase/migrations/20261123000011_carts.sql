-- =============================================================================
-- The signed-in buyer's cart, kept on the server so it follows the account to
-- every browser.
--
--   cart_items          one row per (user, product): the quantity (0..999; a
--                       line at 0 stays, as the cart's minus button keeps it).
--                       The owner reads and writes only their own lines (RLS);
--                       anon has no access. id orders the lines.
--   merge_cart(lines)   at sign-in the browser's cart is merged into the
--                       account's: for a product on both, the quantities are
--                       ADDED (capped at 999), because every line of the
--                       browser cart is something the buyer added, and adding
--                       an existing product raises its quantity. Products that
--                       no longer exist are skipped. Returns the whole cart.
--                       Bad input: 22023 (HTTP 400); not signed in: 42501.
--   order_items trigger a placed order takes its products out of the buyer's
--                       cart, in the same transaction.
-- user_id references auth.users (not public.profiles), as wishlist_items does,
-- so PostgREST sees no products <-> profiles many-to-many through this table.
-- =============================================================================

create table public.cart_items (
  -- the order lines were added in (clock times of one statement's rows can be equal)
  id         bigint generated always as identity unique,
  user_id    uuid not null default auth.uid() references auth.users (id) on delete cascade,
  product_id bigint not null references public.products (id) on delete cascade,
  quantity   integer not null default 1 check (quantity between 0 and 999),
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create index cart_items_product_id_idx on public.cart_items (product_id);
create index cart_items_user_id_idx on public.cart_items (user_id, id);
comment on table public.cart_items is
  'The signed-in buyer''s cart lines. Owner only (RLS). Merge the browser''s cart at sign-in with merge_cart(lines).';

create trigger cart_items_updated_at before update on public.cart_items
  for each row execute function public.set_updated_at();

alter table public.cart_items enable row level security;

grant select, insert, update, delete on public.cart_items to authenticated;
grant all on public.cart_items to service_role;

create policy "cart_items: owner reads"
  on public.cart_items for select to authenticated
  using (user_id = (select auth.uid()));
create policy "cart_items: owner adds"
  on public.cart_items for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy "cart_items: owner changes"
  on public.cart_items for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy "cart_items: owner removes"
  on public.cart_items for delete to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------
-- merge_cart(lines): [{"product_id": 12, "quantity": 2}, ...] (at most 100 lines;
-- product_id a whole number or its digits as text, quantity a whole number 0..999)
-- ---------------------------------------------------------------------------
create or replace function public.merge_cart(lines jsonb)
  returns setof public.cart_items
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_user     uuid := auth.uid();
  v_entry    jsonb;
  v_position integer := 0;
  v_pid_text text;
  v_qty_num  numeric;
  v_pids     bigint[] := '{}';
  v_qtys     integer[] := '{}';
begin
  if v_user is null or not exists (select 1 from public.profiles p where p.id = v_user) then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' then
    raise exception 'Isi keranjang tidak valid' using errcode = '22023', detail = 'lines',
      hint = 'lines: [{"product_id": 1, "quantity": 2}]';
  end if;
  if jsonb_array_length(lines) > 100 then
    raise exception 'Keranjang berisi paling banyak 100 produk' using errcode = '22023', detail = 'lines';
  end if;
  for v_entry in select value from jsonb_array_elements(lines) loop
    v_position := v_position + 1;
    if jsonb_typeof(v_entry) <> 'object' then
      raise exception 'Baris keranjang ke-% tidak valid', v_position using errcode = '22023', detail = 'lines';
    end if;
    v_pid_text := case when jsonb_typeof(v_entry -> 'product_id') in ('number', 'string')
                       then btrim(v_entry ->> 'product_id') end;
    if v_pid_text is null or v_pid_text !~ '^[0-9]{1,18}$' then
      raise exception 'Baris keranjang ke-%: produk tidak valid', v_position using errcode = '22023', detail = 'lines';
    end if;
    v_qty_num := case when jsonb_typeof(v_entry -> 'quantity') = 'number'
                      then (v_entry ->> 'quantity')::numeric end;
    if v_qty_num is null or v_qty_num <> trunc(v_qty_num) or v_qty_num < 0 or v_qty_num > 999 then
      raise exception 'Baris keranjang ke-%: jumlah harus bilangan bulat 0 sampai 999', v_position
        using errcode = '22023', detail = 'lines';
    end if;
    v_pids := v_pids || v_pid_text::bigint;
    v_qtys := v_qtys || v_qty_num::integer;
  end loop;

  -- one account's merges (and checkouts) queue here, so concurrent sign-ins add up exactly
  perform 1 from public.profiles p where p.id = v_user for update;

  -- new lines keep the browser's order (id is drawn row by row in this order)
  insert into public.cart_items as c (user_id, product_id, quantity)
  select v_user, u.pid, least(999, sum(u.qty))::integer
    from unnest(v_pids, v_qtys) with ordinality as u(pid, qty, n)
   where exists (select 1 from public.products p where p.id = u.pid)
   group by u.pid
   order by min(u.n)
  on conflict (user_id, product_id) do update
    set quantity = least(999, c.quantity + excluded.quantity);

  return query
    select c.* from public.cart_items c where c.user_id = v_user order by c.id;
end
$$;

revoke all on function public.merge_cart(jsonb) from public, anon;
grant execute on function public.merge_cart(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- An order's products leave the buyer's cart when the order is placed
-- ---------------------------------------------------------------------------
create or replace function public.order_items_leave_cart() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  delete from public.cart_items c
   using public.orders o
   where o.id = new.order_id
     and c.user_id = o.buyer_id
     and c.product_id = new.product_id;
  return null;
end
$$;
revoke all on function public.order_items_leave_cart() from public, anon, authenticated;

create trigger order_items_leave_cart after insert on public.order_items
  for each row execute function public.order_items_leave_cart();
