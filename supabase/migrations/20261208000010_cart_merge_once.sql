-- =============================================================================
-- A browser's cart is merged into the account once (merge_cart's merge_key).
--
-- At sign-in the browser's cart is merged into the account's cart, its quantities ADDED (carts migration). A
-- page left while the merge's answer is on its way (the buyer follows a link right after signing in, on a
-- slow network) never learns that the merge was done: the next page still holds the visitor's cart and merged
-- it again, doubling every quantity. The browser now names its cart with a key (a UUID it keeps until the
-- answer arrives) and sends it with the merge:
--   cart_merges                  per (account, key) what was merged under that key: {"<product id>": qty}
--   merge_cart(lines, merge_key) with a key, only what the key's cart holds beyond what was already merged
--                                under it is added (a product added since counts, one merged already does
--                                not); without one, everything is added, as before
-- Keys older than 30 days are forgotten at the account's next merge. Nobody reads or writes cart_merges but
-- merge_cart (no grant to anon or authenticated).
-- =============================================================================

create table public.cart_merges (
  user_id   uuid not null references auth.users (id) on delete cascade,
  key       uuid not null,
  lines     jsonb not null default '{}'::jsonb check (jsonb_typeof(lines) = 'object'),
  merged_at timestamptz not null default now(),
  primary key (user_id, key)
);
comment on table public.cart_merges is
  'The browsers'' carts merged into an account (merge_cart''s merge_key): per key, the quantities merged under it. merge_cart only.';

alter table public.cart_merges enable row level security;
revoke all on public.cart_merges from public, anon, authenticated;
grant all on public.cart_merges to service_role;

drop function if exists public.merge_cart(jsonb);

-- ---------------------------------------------------------------------------
-- merge_cart(lines, merge_key): lines as before ([{"product_id": 12, "quantity": 2}, ...], at most 100;
-- product_id a whole number or its digits as text, quantity a whole number 0..999); merge_key the browser
-- cart's UUID, or null
-- ---------------------------------------------------------------------------
create function public.merge_cart(lines jsonb, merge_key uuid default null)
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
  v_done     jsonb := '{}'::jsonb;
  v_line     record;
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

  if merge_key is not null then
    delete from public.cart_merges m where m.user_id = v_user and m.merged_at < now() - interval '30 days';
    select m.lines into v_done from public.cart_merges m where m.user_id = v_user and m.key = merge_key;
    v_done := coalesce(v_done, '{}'::jsonb);
  end if;

  -- new lines keep the browser's order (id is drawn row by row in this order); under a key, only what the
  -- browser's cart holds beyond what was merged under it already
  for v_line in
    select u.pid, least(999, sum(u.qty))::integer as qty
      from unnest(v_pids, v_qtys) with ordinality as u(pid, qty, n)
     where exists (select 1 from public.products p where p.id = u.pid)
     group by u.pid
     order by min(u.n)
  loop
    if not (v_done ? v_line.pid::text) or v_line.qty > (v_done ->> v_line.pid::text)::integer then
      insert into public.cart_items as c (user_id, product_id, quantity)
      values (v_user, v_line.pid, v_line.qty - least(v_line.qty, coalesce((v_done ->> v_line.pid::text)::integer, 0)))
      on conflict (user_id, product_id) do update
        set quantity = least(999, c.quantity + excluded.quantity);
      v_done := v_done || jsonb_build_object(v_line.pid::text, v_line.qty);
    end if;
  end loop;

  if merge_key is not null then
    insert into public.cart_merges as m (user_id, key, lines)
    values (v_user, merge_key, v_done)
    on conflict (user_id, key) do update set lines = excluded.lines, merged_at = now();
  end if;

  return query
    select c.* from public.cart_items c where c.user_id = v_user order by c.id;
end
$$;

revoke all on function public.merge_cart(jsonb, uuid) from public, anon;
grant execute on function public.merge_cart(jsonb, uuid) to authenticated, service_role;
comment on function public.merge_cart(jsonb, uuid) is
  'Merges the browser''s cart into the signed-in account''s (quantities added, capped at 999); with merge_key, a cart merged before under that key adds only what it holds beyond that. Returns the whole cart.';
