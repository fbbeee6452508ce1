-- =============================================================================
-- Cooperative economics (issue 20, the database part): membership, commission per division, the sellers'
-- ledger and payouts, the member's share of a price, members' capital, and SHU per book year.
--
-- Money is whole rupiah in numeric(16, 0) (as order_shipments), percents are numeric; no floats anywhere.
-- Clients only READ the tables (RLS below); every write goes through the SECURITY DEFINER functions, which
-- check who may do what (admins: public.is_admin(), which needs aal2 once the admin enrolled MFA). The new
-- tables also carry the restrictive "mfa: enrolled admins ... at aal2" write policies of every table.
-- Every admin write is also logged in economics_audit_log (who, what, when).
--
-- TABLES (select under RLS)
--   cooperative_members     profile_id, member_number (unique), joined_at, left_at (null = still a member).
--                           The member reads their own row, admins all. A profile is a member on day d when
--                           joined_at <= d and (left_at is null or d < left_at). Non-members still buy and sell.
--   commission_rates        division, rate_percent (0..100, 2 decimals), effective_from: history, never
--                           changed. The rate in force at time t is the row of the division with the latest
--                           effective_from <= t; none = 0 %. Everyone reads (price transparency).
--   order_items             + division, commission_rate: snapshot taken when the line is inserted (the rate in
--                           force at the order's created_at); never changed, so a later rate never touches
--                           earlier orders.
--   seller_ledger_entries   the seller's ledger, immutable (no update, delete or truncate, by anyone):
--                           entry_type 'penjualan' (credit: a shipment reached 'diterima'): gross_amount =
--                           shipment subtotal (goods), commission_amount = round(sum(line_total x
--                           commission_rate / 100)) half up, shipping_amount = shipment shipping_cost (the
--                           seller ships, the fee passes through without commission), amount = gross -
--                           commission + shipping; entry_type 'pencairan' (debit: a payout), amount = -payout.
--                           balance_after = the seller's balance after the entry. Seller reads own, admins all.
--   seller_balances         per seller: balance (>= 0), credited_total, commission_total, paid_total.
--   seller_payouts          admin-recorded payouts: amount, transfer_reference (unique), paid_on, note. Immutable.
--   member_capital_entries  a member's simpanan: kind 'pokok' | 'wajib', amount (negative = withdrawal; a
--                           kind's total never goes below 0), paid_on. Immutable. Member reads own, admins all.
--   shu_rules               one VERSION of a book year's rule (RAT decision): year, version (1, 2, ...; the
--                           highest is in force), shu_total (whole rupiah to distribute), rat_date, note.
--   shu_rule_lines          the lines of a rule version: line_no, parent_line_no, name, percent, base.
--                           Signed-in users read rules and lines. Immutable (a change is a new version).
--   shu_year_closings       a closed book year (its rule version is final; no new versions).
--   shu_member_shares       the stored SHU lines of a closed year, per member. Member reads own, admins all.
--   economics_audit_log     admin actions (admins read).
--
-- SHU RULE SHAPE (save_shu_rule's allocations argument, a JSON array; at most 40 lines in all):
--   [{"name": "Cadangan", "percent": 40},                                   -- kept by the cooperative
--    {"name": "Jasa Anggota", "percent": 40, "components": [                 -- two-level: members' share
--       {"name": "Jasa Usaha", "percent": 70, "base": "purchases_and_sales"},
--       {"name": "Jasa Modal", "percent": 30, "base": "capital"}]},
--    {"name": "Dana Pengurus", "percent": 10}, {"name": "Dana Pendidikan", "percent": 5},
--    {"name": "Dana Sosial", "percent": 5}]
--   One-level: a top line with a base is shared among members directly, e.g.
--    {"name": "Jasa Usaha", "percent": 25, "base": "purchases"}.
--   Top-level percents sum to exactly 100; the components of a line sum to exactly 100 (of that line);
--   percents are > 0 and <= 100 with at most 4 decimals; names 1..80 characters, unique within the rule;
--   a line has a base or components or neither (kept by the cooperative), never both; components need a base.
--   base: 'purchases' (the member's purchases as buyer), 'sales' (their sales as seller),
--         'purchases_and_sales' (both), 'capital' (simpanan pokok + wajib).
--
-- SHU COMPUTATION for book year Y (calendar year, dates in Asia/Jakarta) under a rule version:
--   1. Participants: members whose membership overlaps Y (joined_at <= 31 Dec Y, left_at null or > 1 Jan Y).
--   2. Transactions: each order shipment with status 'diterima', received in Y; its goods subtotal (no
--      shipping, no unique code) counts as the buyer's purchase and the seller's sale, each only when that
--      person was a member on the day it was received. Non-member trade never counts.
--      Capital: the sum of the member's capital entries with paid_on <= 31 Dec Y.
--   3. Pools: shu_total is split over the leaf lines (lines without components) in whole rupiah by the
--      largest remainder method: exact share = shu_total x percent (x component percent) / 100 (/ 100);
--      each leaf gets the floor, the rupiah left over go one each to the largest fractional parts, ties to
--      the lower line_no. The pools sum exactly to shu_total. A parent line's pool = its components' pools.
--   4. Members' shares of a pool with a base: exact share = pool x member base / sum of bases; floors, then
--      the rupiah left over one each to the largest fractional parts, ties broken by member_number (byte
--      order, "C" collation) and then profile id. The shares sum exactly to the pool. A pool whose base
--      sums to 0 is not distributed (it shows as undistributed in shu_allocation_report).
--   jasa_usaha = the member's amounts from lines with a trade base; jasa_modal = from 'capital' lines.
--
-- The report functions run with jit = off: their set-returning functions look expensive to the planner,
-- and compiling them took seconds for a few milliseconds of work.
--
-- FUNCTIONS (supabase.rpc(name, {args})). Admin = public.is_admin() (or the service role).
--   set_member(profile_id uuid, member_number text, joined_at date, left_at date default null)
--       -> cooperative_members                                           admin; creates or updates
--   member_status(profile_ids uuid[]) -> table(profile_id uuid, is_member boolean, member_since date)
--                                                                        anyone; for a member badge (today)
--   set_commission_rate(division text, rate_percent numeric, effective_from timestamptz default null,
--       note text default null) -> commission_rates                     admin; effective_from null = now,
--                                                                        never in the past
--   product_member_shares(product_ids bigint[]) -> table(product_id bigint, division text,
--       producer_label text, price numeric, commission_rate numeric, commission_amount numeric,
--       member_amount numeric, member_percent numeric)                  anyone; at most 200 ids; unknown ids
--       give no row. The rate in force now. price 127500 at 15 %: commission_amount 19125 (round half up),
--       member_amount 108375, member_percent 85.00; producer_label 'nelayan' (Perikanan), 'petani'
--       (Pertanian), 'produsen' (Teknologi Ramah Lingkungan): "Rp 108.375 (85%) untuk nelayan anggota"
--   record_payout(seller_id uuid, amount numeric, transfer_reference text, paid_on date, note text default null)
--       -> seller_payouts                                               admin; amount <= balance (row lock)
--   seller_balance_summary(seller_id uuid default null) -> table(balance numeric, pending numeric,
--       paid_total numeric, credited_total numeric, commission_total numeric)
--                                                                        the seller (own; null = self), admin any
--       pending = net of the seller's released shipments still 'diproses' or 'dikirim'.
--   seller_balances_report() -> table(seller_id, seller_name, member_number, credited_total,
--       commission_total, paid_total, balance, pending, last_movement_at) admin; every seller with a role
--       'seller' or a ledger; for the CSV export
--   economics_check() -> table(problem text, seller_id uuid, ref text, expected numeric, actual numeric)
--       admin; no rows = every ledger row matches its shipment or payout, every received shipment has its
--       credit, every running balance and seller_balances row sums to its ledger
--   record_capital(member_id uuid, kind text, amount numeric, paid_on date, note text default null)
--       -> member_capital_entries                                       admin; kind 'pokok' | 'wajib'
--   save_shu_rule(year integer, shu_total numeric, allocations jsonb, rat_date date default null,
--       note text default null) -> shu_rules                            admin; a new version of the year
--   close_shu_year(year integer) -> shu_year_closings                   admin; stores shu_member_shares
--   shu_allocation_report(year integer) -> table(line_no, parent_line_no, name, percent, base, pool,
--       distributed, undistributed)                                      admin; pool of every line (parents:
--       the sum of their components); distributed = paid to members; undistributed = pool - distributed
--       for shared lines (0 for lines the cooperative keeps)
--   shu_distribution_report(year integer) -> table(member_id, member_number, full_name, purchases, sales,
--       transactions, capital, jasa_usaha, jasa_modal, total, lines jsonb)  admin; lines =
--       [{line_no, name, base, amount}] per distributed line; stored lines once the year is closed
--   my_shu_estimate(year integer default null) -> table(book_year, rule_year, rule_version, is_final,
--       member_number, purchases, sales, transactions, capital, jasa_usaha, jasa_modal, total, lines)
--       a member; year null = the current year (WIB). The year's latest rule, else the latest rule of an
--       earlier year (rule_year says which) applied to this year's figures: the same computation as
--       shu_distribution_report, so the figures match for the same inputs. No rule at all: amounts 0,
--       rule_year null. Not a member: KP017.
--
-- Errors (SQLSTATE, message for people): KP013 member number already used, KP014 payout exceeds the
-- balance, KP015 financial records cannot be changed or deleted, KP016 the book year is closed, KP017 not
-- found (member, seller, product, rule), KP018 transfer reference already recorded, KP019 capital
-- withdrawal exceeds the member's simpanan, 22023 invalid input (detail names the field), 42501 not allowed.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- membership
-- ---------------------------------------------------------------------------
create table public.cooperative_members (
  profile_id    uuid primary key references public.profiles (id) on delete restrict,
  member_number text not null unique check (member_number ~ '^[A-Za-z0-9./-]{1,30}$'),
  joined_at     date not null,
  left_at       date check (left_at is null or left_at > joined_at),
  created_by    uuid references public.profiles (id) on delete set null,
  updated_by    uuid references public.profiles (id) on delete set null,
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now()
);
comment on table public.cooperative_members is
  'Members of the cooperative: member number, join date, leave date (null = still a member). Written only by set_member.';
create trigger cooperative_members_updated_at before update on public.cooperative_members
  for each row execute function public.set_updated_at();

create table public.economics_audit_log (
  id         bigint generated by default as identity primary key,
  actor      uuid references public.profiles (id) on delete set null,
  action     text not null,
  details    jsonb not null default '{}',
  created_at timestamptz not null default now()
);
comment on table public.economics_audit_log is 'Admin actions on membership, commission, payouts, capital and SHU.';

-- ---------------------------------------------------------------------------
-- commission per division, snapshotted on order lines
-- ---------------------------------------------------------------------------
create table public.commission_rates (
  id             bigint generated by default as identity primary key,
  division       text not null check (division in ('Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan')),
  rate_percent   numeric(5, 2) not null check (rate_percent between 0 and 100),
  effective_from timestamptz not null default now(),
  note           text check (note is null or char_length(note) <= 500),
  created_by     uuid references public.profiles (id) on delete set null,
  created_at     timestamptz not null default now(),
  unique (division, effective_from)
);
comment on table public.commission_rates is
  'Commission history per division: the rate in force at t is the latest effective_from <= t (none = 0). Written only by set_commission_rate; never changed.';

alter table public.order_items
  add column division text,
  add column commission_rate numeric(5, 2) not null default 0 check (commission_rate between 0 and 100);
comment on column public.order_items.commission_rate is
  'Commission percent of the line''s division in force when the order was placed (snapshot, never changed).';

create or replace function public.commission_rate_at(p_division text, p_at timestamptz) returns numeric
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce((select r.rate_percent from public.commission_rates r
                    where r.division = p_division and r.effective_from <= p_at
                    order by r.effective_from desc limit 1), 0)
$$;
revoke all on function public.commission_rate_at(text, timestamptz) from public, anon, authenticated;

-- the line's division and the rate in force at its order's placing; neither changes afterwards
-- lines placed before this migration: their product's division, no commission (no rate was in force)
update public.order_items i set division = p.division from public.products p where p.id = i.product_id;

create or replace function public.order_items_commission() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    select p.division into new.division from public.products p where p.id = new.product_id;
    new.commission_rate := public.commission_rate_at(
      new.division, coalesce((select o.created_at from public.orders o where o.id = new.order_id), now()));
  elsif new.division is distinct from old.division or new.commission_rate is distinct from old.commission_rate then
    raise exception 'Komisi baris pesanan tidak dapat diubah' using errcode = 'KP015', detail = 'commission_rate';
  end if;
  return new;
end
$$;
revoke all on function public.order_items_commission() from public, anon, authenticated;
create trigger order_items_commission before insert or update on public.order_items
  for each row execute function public.order_items_commission();


-- ---------------------------------------------------------------------------
-- sellers' ledger, balances and payouts
-- ---------------------------------------------------------------------------
create table public.seller_payouts (
  id                 bigint generated by default as identity primary key,
  seller_id          uuid not null references public.profiles (id) on delete restrict,
  amount             numeric(16, 0) not null check (amount > 0),
  transfer_reference text not null unique check (char_length(transfer_reference) between 3 and 100),
  paid_on            date not null,
  note               text check (note is null or char_length(note) <= 500),
  recorded_by        uuid references public.profiles (id) on delete set null,
  created_at         timestamptz not null default now()
);
comment on table public.seller_payouts is
  'Payouts to sellers (bank transfers recorded by admins). Written only by record_payout; never changed.';
create index seller_payouts_seller_idx on public.seller_payouts (seller_id, created_at desc);

create table public.seller_ledger_entries (
  id                bigint generated by default as identity primary key,
  seller_id         uuid not null references public.profiles (id) on delete restrict,
  entry_type        text not null check (entry_type in ('penjualan', 'pencairan')),
  shipment_id       bigint unique references public.order_shipments (id) on delete restrict,
  order_id          uuid references public.orders (id) on delete restrict,
  payout_id         bigint unique references public.seller_payouts (id) on delete restrict,
  gross_amount      numeric(16, 0) not null default 0,
  commission_amount numeric(16, 0) not null default 0,
  shipping_amount   numeric(16, 0) not null default 0,
  amount            numeric(16, 0) not null,
  balance_after     numeric(16, 0) not null check (balance_after >= 0),
  description       text not null,
  created_by        uuid references public.profiles (id) on delete set null,
  created_at        timestamptz not null default now(),
  check (
    (entry_type = 'penjualan' and shipment_id is not null and order_id is not null and payout_id is null
       and gross_amount >= 0 and commission_amount >= 0 and shipping_amount >= 0
       and amount = gross_amount - commission_amount + shipping_amount)
    or (entry_type = 'pencairan' and payout_id is not null and shipment_id is null and amount < 0
       and gross_amount = 0 and commission_amount = 0 and shipping_amount = 0))
);
comment on table public.seller_ledger_entries is
  'Seller ledger: penjualan (received shipment, net of commission) and pencairan (payout). Immutable.';
create index seller_ledger_entries_seller_idx on public.seller_ledger_entries (seller_id, id);

create table public.seller_balances (
  seller_id        uuid primary key references public.profiles (id) on delete restrict,
  credited_total   numeric(16, 0) not null default 0,
  commission_total numeric(16, 0) not null default 0,
  paid_total       numeric(16, 0) not null default 0,
  balance          numeric(16, 0) not null default 0 check (balance >= 0),
  updated_at       timestamptz not null default now(),
  check (balance = credited_total - paid_total)
);
comment on table public.seller_balances is
  'Running totals of a seller''s ledger (Saldo = balance). Kept by the ledger functions only.';

-- financial records never change: no update, delete or truncate by anyone (service role and owner too)
create or replace function public.forbid_record_change() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  raise exception 'Catatan keuangan tidak dapat diubah atau dihapus' using errcode = 'KP015',
    detail = tg_table_name;
end
$$;
revoke all on function public.forbid_record_change() from public, anon, authenticated;

create or replace function public.economics_audit(p_action text, p_details jsonb) returns void
  language sql volatile security definer
  set search_path = ''
as $$
  insert into public.economics_audit_log (actor, action, details) values (auth.uid(), p_action, p_details)
$$;
revoke all on function public.economics_audit(text, jsonb) from public, anon, authenticated;

-- the commission of a shipment: round(sum(line_total x rate / 100)) half up, whole rupiah
create or replace function public.shipment_commission(p_shipment_id bigint) returns numeric
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(round(sum(i.line_total * i.commission_rate / 100)), 0)
    from public.order_items i where i.shipment_id = p_shipment_id
$$;
revoke all on function public.shipment_commission(bigint) from public, anon, authenticated;

-- locks (creating when missing) the seller's balance row: every ledger write of a seller queues here
create or replace function public.lock_seller_balance(p_seller uuid) returns public.seller_balances
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  v_row public.seller_balances;
begin
  insert into public.seller_balances (seller_id) values (p_seller) on conflict (seller_id) do nothing;
  select * into v_row from public.seller_balances b where b.seller_id = p_seller for update;
  return v_row;
end
$$;
revoke all on function public.lock_seller_balance(uuid) from public, anon, authenticated;

-- credits the seller once the shipment is 'diterima'. A deferred constraint trigger: it runs at commit, when
-- the shipment's lines (and their subtotal) are final, whatever order a writer used.
create or replace function public.credit_received_shipment() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  v_ship       public.order_shipments;
  v_balance    public.seller_balances;
  v_commission numeric;
  v_amount     numeric;
  v_number     text;
begin
  select * into v_ship from public.order_shipments s where s.id = new.id;
  if not found or v_ship.status <> 'diterima' then
    return null;
  end if;
  v_balance := public.lock_seller_balance(v_ship.seller_id);
  if exists (select 1 from public.seller_ledger_entries e where e.shipment_id = v_ship.id) then
    return null;
  end if;
  v_commission := public.shipment_commission(v_ship.id);
  v_amount := v_ship.subtotal - v_commission + v_ship.shipping_cost;
  select o.order_number into v_number from public.orders o where o.id = v_ship.order_id;
  insert into public.seller_ledger_entries (
    seller_id, entry_type, shipment_id, order_id, gross_amount, commission_amount, shipping_amount, amount,
    balance_after, description, created_by)
  values (v_ship.seller_id, 'penjualan', v_ship.id, v_ship.order_id, v_ship.subtotal, v_commission,
          v_ship.shipping_cost, v_amount, v_balance.balance + v_amount,
          'Penjualan pesanan ' || coalesce(v_number, v_ship.order_id::text), auth.uid());
  update public.seller_balances b
     set credited_total = b.credited_total + v_amount, commission_total = b.commission_total + v_commission,
         balance = b.balance + v_amount, updated_at = now()
   where b.seller_id = v_ship.seller_id;
  return null;
end
$$;
revoke all on function public.credit_received_shipment() from public, anon, authenticated;

create constraint trigger order_shipments_credit_seller
  after insert or update on public.order_shipments
  deferrable initially deferred
  for each row when (new.status = 'diterima')
  execute function public.credit_received_shipment();

-- shipments received before this migration: credited now, oldest first (their lines carry rate 0)
do $$
declare
  v_ship record;
  v_balance public.seller_balances;
  v_commission numeric;
  v_amount numeric;
begin
  for v_ship in
    select s.*, o.order_number from public.order_shipments s join public.orders o on o.id = s.order_id
     where s.status = 'diterima' order by s.received_at nulls first, s.id
  loop
    v_balance := public.lock_seller_balance(v_ship.seller_id);
    v_commission := public.shipment_commission(v_ship.id);
    v_amount := v_ship.subtotal - v_commission + v_ship.shipping_cost;
    insert into public.seller_ledger_entries (
      seller_id, entry_type, shipment_id, order_id, gross_amount, commission_amount, shipping_amount, amount,
      balance_after, description)
    values (v_ship.seller_id, 'penjualan', v_ship.id, v_ship.order_id, v_ship.subtotal, v_commission,
            v_ship.shipping_cost, v_amount, v_balance.balance + v_amount, 'Penjualan pesanan ' || v_ship.order_number);
    update public.seller_balances b
       set credited_total = b.credited_total + v_amount, commission_total = b.commission_total + v_commission,
           balance = b.balance + v_amount
     where b.seller_id = v_ship.seller_id;
  end loop;
end
$$;

-- ---------------------------------------------------------------------------
-- members' capital (simpanan pokok / wajib)
-- ---------------------------------------------------------------------------
create table public.member_capital_entries (
  id          bigint generated by default as identity primary key,
  member_id   uuid not null references public.cooperative_members (profile_id) on delete restrict,
  kind        text not null check (kind in ('pokok', 'wajib')),
  amount      numeric(16, 0) not null check (amount <> 0),
  paid_on     date not null,
  note        text check (note is null or char_length(note) <= 500),
  recorded_by uuid references public.profiles (id) on delete set null,
  created_at  timestamptz not null default now()
);
comment on table public.member_capital_entries is
  'Simpanan pokok and wajib per member (negative = withdrawal). Written only by record_capital; never changed.';
create index member_capital_entries_member_idx on public.member_capital_entries (member_id, paid_on);

-- ---------------------------------------------------------------------------
-- SHU rules, closings, stored shares
-- ---------------------------------------------------------------------------
create table public.shu_rules (
  id         bigint generated by default as identity primary key,
  year       integer not null check (year between 2000 and 2200),
  version    integer not null check (version >= 1),
  shu_total  numeric(16, 0) not null check (shu_total >= 0),
  rat_date   date,
  note       text check (note is null or char_length(note) <= 1000),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (year, version)
);
comment on table public.shu_rules is
  'SHU rule versions per book year (RAT decision); the highest version is in force. Written only by save_shu_rule.';

create table public.shu_rule_lines (
  rule_id        bigint not null references public.shu_rules (id) on delete restrict,
  line_no        integer not null check (line_no >= 1),
  parent_line_no integer,
  name           text not null check (char_length(btrim(name)) between 1 and 80),
  percent        numeric(7, 4) not null check (percent > 0 and percent <= 100),
  base           text check (base in ('purchases', 'sales', 'purchases_and_sales', 'capital')),
  primary key (rule_id, line_no),
  foreign key (rule_id, parent_line_no) references public.shu_rule_lines (rule_id, line_no) on delete restrict,
  check (parent_line_no is null or base is not null)
);
comment on table public.shu_rule_lines is
  'Lines of an SHU rule version: allocations (parent_line_no null, percent of SHU) and components (percent of their parent line).';

create table public.shu_year_closings (
  year      integer primary key,
  rule_id   bigint not null references public.shu_rules (id) on delete restrict,
  closed_by uuid references public.profiles (id) on delete set null,
  closed_at timestamptz not null default now()
);
comment on table public.shu_year_closings is 'Closed SHU book years: the rule version used and the stored member shares are final.';

create table public.shu_member_shares (
  year          integer not null references public.shu_year_closings (year) on delete restrict,
  member_id     uuid not null references public.cooperative_members (profile_id) on delete restrict,
  rule_id       bigint not null references public.shu_rules (id) on delete restrict,
  member_number text not null,
  full_name     text not null,
  purchases     numeric(16, 0) not null,
  sales         numeric(16, 0) not null,
  capital       numeric(16, 0) not null,
  jasa_usaha    numeric(16, 0) not null,
  jasa_modal    numeric(16, 0) not null,
  total         numeric(16, 0) not null check (total = jasa_usaha + jasa_modal),
  lines         jsonb not null default '[]',
  created_at    timestamptz not null default now(),
  primary key (year, member_id)
);
comment on table public.shu_member_shares is 'SHU of each member for a closed book year (stored by close_shu_year). Immutable.';

-- immutability of every financial record
do $$
declare
  t text;
begin
  foreach t in array array['commission_rates', 'seller_payouts', 'seller_ledger_entries', 'member_capital_entries',
                           'shu_rules', 'shu_rule_lines', 'shu_year_closings', 'shu_member_shares',
                           'economics_audit_log'] loop
    execute format('create trigger %I before update or delete on public.%I for each row execute function public.forbid_record_change()',
                   t || '_immutable', t);
    execute format('create trigger %I before truncate on public.%I for each statement execute function public.forbid_record_change()',
                   t || '_no_truncate', t);
  end loop;
end
$$;

-- ---------------------------------------------------------------------------
-- who reads what
-- ---------------------------------------------------------------------------
do $$
declare
  t text;
  check_sql constant text := '(not (select public.has_admin_role()) or (select public.mfa_assurance_ok()))';
begin
  foreach t in array array['cooperative_members', 'economics_audit_log', 'commission_rates', 'seller_payouts',
                           'seller_ledger_entries', 'seller_balances', 'member_capital_entries', 'shu_rules',
                           'shu_rule_lines', 'shu_year_closings', 'shu_member_shares'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
    execute format(
      'create policy "mfa: enrolled admins insert at aal2" on public.%I as restrictive for insert to authenticated with check %s',
      t, check_sql);
    execute format(
      'create policy "mfa: enrolled admins update at aal2" on public.%I as restrictive for update to authenticated using %s with check %s',
      t, check_sql, check_sql);
    execute format(
      'create policy "mfa: enrolled admins delete at aal2" on public.%I as restrictive for delete to authenticated using %s',
      t, check_sql);
  end loop;
end
$$;
grant select on public.commission_rates to anon;
grant usage, select on sequence public.economics_audit_log_id_seq, public.commission_rates_id_seq,
  public.seller_payouts_id_seq, public.seller_ledger_entries_id_seq, public.member_capital_entries_id_seq,
  public.shu_rules_id_seq to service_role;

create policy "cooperative_members: the member and admins read" on public.cooperative_members
  for select to authenticated using (profile_id = (select auth.uid()) or (select public.is_admin()));
create policy "economics_audit_log: admins read" on public.economics_audit_log
  for select to authenticated using ((select public.is_admin()));
create policy "commission_rates: anyone reads" on public.commission_rates
  for select to anon, authenticated using (true);
create policy "seller_payouts: the seller and admins read" on public.seller_payouts
  for select to authenticated using (seller_id = (select auth.uid()) or (select public.is_admin()));
create policy "seller_ledger_entries: the seller and admins read" on public.seller_ledger_entries
  for select to authenticated using (seller_id = (select auth.uid()) or (select public.is_admin()));
create policy "seller_balances: the seller and admins read" on public.seller_balances
  for select to authenticated using (seller_id = (select auth.uid()) or (select public.is_admin()));
create policy "member_capital_entries: the member and admins read" on public.member_capital_entries
  for select to authenticated using (member_id = (select auth.uid()) or (select public.is_admin()));
create policy "shu_rules: signed-in users read" on public.shu_rules
  for select to authenticated using (true);
create policy "shu_rule_lines: signed-in users read" on public.shu_rule_lines
  for select to authenticated using (true);
create policy "shu_year_closings: signed-in users read" on public.shu_year_closings
  for select to authenticated using (true);
create policy "shu_member_shares: the member and admins read" on public.shu_member_shares
  for select to authenticated using (member_id = (select auth.uid()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- shared checks
-- ---------------------------------------------------------------------------
create or replace function public.economics_require_admin() returns void
  language plpgsql stable security definer
  set search_path = ''
as $$
begin
  if public.is_admin() or coalesce(auth.role() = 'service_role', false) then
    return;
  end if;
  if auth.uid() is null then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  raise exception 'Hanya admin yang dapat melakukan ini' using errcode = '42501';
end
$$;
revoke all on function public.economics_require_admin() from public, anon, authenticated;

-- a whole rupiah amount within numeric(16, 0); 22023 naming the field otherwise
create or replace function public.economics_check_rupiah(p_amount numeric, p_field text, p_label text) returns void
  language plpgsql immutable
  set search_path = ''
as $$
begin
  if p_amount is null or p_amount <> trunc(p_amount) or abs(p_amount) >= 1e15 then
    raise exception '% harus berupa rupiah bulat', p_label using errcode = '22023', detail = p_field;
  end if;
end
$$;
revoke all on function public.economics_check_rupiah(numeric, text, text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- set_member
-- ---------------------------------------------------------------------------
create or replace function public.set_member(
  profile_id uuid, member_number text, joined_at date, left_at date default null)
  returns public.cooperative_members
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_number text := btrim(coalesce(set_member.member_number, ''));
  v_row    public.cooperative_members;
begin
  perform public.economics_require_admin();
  if set_member.profile_id is null
     or not exists (select 1 from public.profiles p where p.id = set_member.profile_id) then
    raise exception 'Pengguna tidak ditemukan' using errcode = 'KP017', detail = 'profile_id';
  end if;
  if v_number !~ '^[A-Za-z0-9./-]{1,30}$' then
    raise exception 'Nomor anggota wajib diisi: 1 sampai 30 huruf, angka, titik, garis miring atau tanda hubung'
      using errcode = '22023', detail = 'member_number';
  end if;
  if set_member.joined_at is null or set_member.joined_at < date '1900-01-01'
     or set_member.joined_at > (now() at time zone 'Asia/Jakarta')::date + 366 then
    raise exception 'Tanggal bergabung tidak valid' using errcode = '22023', detail = 'joined_at';
  end if;
  if set_member.left_at is not null and set_member.left_at <= set_member.joined_at then
    raise exception 'Tanggal keluar harus setelah tanggal bergabung' using errcode = '22023', detail = 'left_at';
  end if;
  if exists (select 1 from public.cooperative_members m
              where m.member_number = v_number and m.profile_id <> set_member.profile_id) then
    raise exception 'Nomor anggota % sudah dipakai', v_number using errcode = 'KP013', detail = 'member_number';
  end if;
  begin
    insert into public.cooperative_members (profile_id, member_number, joined_at, left_at, created_by, updated_by)
    values (set_member.profile_id, v_number, set_member.joined_at, set_member.left_at, auth.uid(), auth.uid())
    on conflict (profile_id) do update
      set member_number = excluded.member_number, joined_at = excluded.joined_at, left_at = excluded.left_at,
          updated_by = excluded.updated_by
    returning * into v_row;
  exception when unique_violation then
    raise exception 'Nomor anggota % sudah dipakai', v_number using errcode = 'KP013', detail = 'member_number';
  end;
  perform public.economics_audit('set_member', jsonb_build_object(
    'profile_id', v_row.profile_id, 'member_number', v_row.member_number, 'joined_at', v_row.joined_at,
    'left_at', v_row.left_at));
  return v_row;
end
$$;

create or replace function public.member_status(profile_ids uuid[])
  returns table (profile_id uuid, is_member boolean, member_since date)
  language sql stable security definer
  set search_path = ''
as $$
  select u.id, m.profile_id is not null, m.joined_at
    from (select distinct x.id from unnest(coalesce(member_status.profile_ids, '{}')) as x(id)
           where x.id is not null limit 500) u
    left join public.cooperative_members m
      on m.profile_id = u.id
     and m.joined_at <= (now() at time zone 'Asia/Jakarta')::date
     and (m.left_at is null or m.left_at > (now() at time zone 'Asia/Jakarta')::date)
$$;

-- ---------------------------------------------------------------------------
-- commission rates and the member's share of a price
-- ---------------------------------------------------------------------------
create or replace function public.set_commission_rate(
  division text, rate_percent numeric, effective_from timestamptz default null, note text default null)
  returns public.commission_rates
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_from timestamptz := coalesce(set_commission_rate.effective_from, now());
  v_note text := nullif(btrim(coalesce(set_commission_rate.note, '')), '');
  v_row  public.commission_rates;
begin
  perform public.economics_require_admin();
  if set_commission_rate.division is null
     or set_commission_rate.division not in ('Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan') then
    raise exception 'Divisi tidak dikenal' using errcode = '22023', detail = 'division',
      hint = 'Perikanan | Pertanian | Teknologi Ramah Lingkungan';
  end if;
  if set_commission_rate.rate_percent is null or set_commission_rate.rate_percent < 0
     or set_commission_rate.rate_percent > 100
     or set_commission_rate.rate_percent <> round(set_commission_rate.rate_percent, 2) then
    raise exception 'Komisi harus 0 sampai 100 persen, paling banyak dua desimal' using errcode = '22023',
      detail = 'rate_percent';
  end if;
  if v_from < now() then
    raise exception 'Komisi baru tidak dapat berlaku surut' using errcode = '22023', detail = 'effective_from';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'Catatan paling banyak 500 karakter' using errcode = '22023', detail = 'note';
  end if;
  if exists (select 1 from public.commission_rates r
              where r.division = set_commission_rate.division and r.effective_from = v_from) then
    raise exception 'Sudah ada komisi divisi ini yang berlaku pada waktu yang sama' using errcode = '22023',
      detail = 'effective_from';
  end if;
  insert into public.commission_rates (division, rate_percent, effective_from, note, created_by)
  values (set_commission_rate.division, set_commission_rate.rate_percent, v_from, v_note, auth.uid())
  returning * into v_row;
  perform public.economics_audit('set_commission_rate', to_jsonb(v_row));
  return v_row;
end
$$;

create or replace function public.product_member_shares(product_ids bigint[])
  returns table (product_id bigint, division text, producer_label text, price numeric, commission_rate numeric,
                 commission_amount numeric, member_amount numeric, member_percent numeric)
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
           x.price, x.rate, round(x.price * x.rate / 100), x.price - round(x.price * x.rate / 100), 100 - x.rate
      from public.products p
      cross join lateral (select public.price_rupiah(p.price) as price,
                                 public.commission_rate_at(p.division, now()) as rate) x
     where p.id = any(coalesce(product_member_shares.product_ids, '{}'))
     order by p.id;
end
$$;

-- ---------------------------------------------------------------------------
-- payouts and balances
-- ---------------------------------------------------------------------------
create or replace function public.record_payout(
  seller_id uuid, amount numeric, transfer_reference text, paid_on date, note text default null)
  returns public.seller_payouts
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ref     text := btrim(coalesce(record_payout.transfer_reference, ''));
  v_note    text := nullif(btrim(coalesce(record_payout.note, '')), '');
  v_balance public.seller_balances;
  v_payout  public.seller_payouts;
begin
  perform public.economics_require_admin();
  if record_payout.seller_id is null
     or not exists (select 1 from public.profiles p where p.id = record_payout.seller_id) then
    raise exception 'Penjual tidak ditemukan' using errcode = 'KP017', detail = 'seller_id';
  end if;
  perform public.economics_check_rupiah(record_payout.amount, 'amount', 'Jumlah pencairan');
  if record_payout.amount <= 0 then
    raise exception 'Jumlah pencairan harus lebih dari 0' using errcode = '22023', detail = 'amount';
  end if;
  if char_length(v_ref) not between 3 and 100 then
    raise exception 'Nomor referensi transfer wajib diisi (3 sampai 100 karakter)' using errcode = '22023',
      detail = 'transfer_reference';
  end if;
  if record_payout.paid_on is null or record_payout.paid_on < date '2000-01-01'
     or record_payout.paid_on > (now() at time zone 'Asia/Jakarta')::date then
    raise exception 'Tanggal transfer tidak valid (tidak boleh di masa depan)' using errcode = '22023',
      detail = 'paid_on';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'Catatan paling banyak 500 karakter' using errcode = '22023', detail = 'note';
  end if;
  -- one payout of a seller at a time: the balance row lock; the balance read after it is the committed one
  v_balance := public.lock_seller_balance(record_payout.seller_id);
  if record_payout.amount > v_balance.balance then
    raise exception 'Jumlah pencairan melebihi saldo penjual' using errcode = 'KP014', detail = 'amount',
      hint = format('Saldo saat ini: %s', public.format_rupiah(v_balance.balance));
  end if;
  if exists (select 1 from public.seller_payouts p where p.transfer_reference = v_ref) then
    raise exception 'Nomor referensi transfer % sudah tercatat', v_ref using errcode = 'KP018',
      detail = 'transfer_reference';
  end if;
  begin
    insert into public.seller_payouts (seller_id, amount, transfer_reference, paid_on, note, recorded_by)
    values (record_payout.seller_id, record_payout.amount, v_ref, record_payout.paid_on, v_note, auth.uid())
    returning * into v_payout;
  exception when unique_violation then
    raise exception 'Nomor referensi transfer % sudah tercatat', v_ref using errcode = 'KP018',
      detail = 'transfer_reference';
  end;
  insert into public.seller_ledger_entries (seller_id, entry_type, payout_id, amount, balance_after, description, created_by)
  values (v_payout.seller_id, 'pencairan', v_payout.id, -v_payout.amount, v_balance.balance - v_payout.amount,
          'Pencairan dana, referensi ' || v_ref, auth.uid());
  update public.seller_balances b
     set paid_total = b.paid_total + v_payout.amount, balance = b.balance - v_payout.amount, updated_at = now()
   where b.seller_id = v_payout.seller_id;
  perform public.economics_audit('record_payout', to_jsonb(v_payout));
  return v_payout;
end
$$;

-- what the seller's released shipments still on their way would credit
create or replace function public.seller_pending_amount(p_seller uuid) returns numeric
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(sum(s.subtotal + s.shipping_cost - public.shipment_commission(s.id)), 0)
    from public.order_shipments s
   where s.seller_id = p_seller and s.released_at is not null and s.status in ('diproses', 'dikirim')
$$;
revoke all on function public.seller_pending_amount(uuid) from public, anon, authenticated;

create or replace function public.seller_balance_summary(seller_id uuid default null)
  returns table (balance numeric, pending numeric, paid_total numeric, credited_total numeric,
                 commission_total numeric)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
declare
  v_seller uuid := coalesce(seller_balance_summary.seller_id, auth.uid());
begin
  if v_seller is null then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  if v_seller is distinct from auth.uid() and not (public.is_admin() or coalesce(auth.role() = 'service_role', false)) then
    raise exception 'Hanya admin yang dapat melihat saldo penjual lain' using errcode = '42501';
  end if;
  return query
    select coalesce(b.balance, 0), public.seller_pending_amount(v_seller), coalesce(b.paid_total, 0),
           coalesce(b.credited_total, 0), coalesce(b.commission_total, 0)
      from (select 1) one left join public.seller_balances b on b.seller_id = v_seller;
end
$$;

create or replace function public.seller_balances_report()
  returns table (seller_id uuid, seller_name text, member_number text, credited_total numeric,
                 commission_total numeric, paid_total numeric, balance numeric, pending numeric,
                 last_movement_at timestamptz)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
begin
  perform public.economics_require_admin();
  return query
    select p.id, coalesce(p.full_name, ''), m.member_number, coalesce(b.credited_total, 0),
           coalesce(b.commission_total, 0), coalesce(b.paid_total, 0), coalesce(b.balance, 0),
           public.seller_pending_amount(p.id),
           (select max(e.created_at) from public.seller_ledger_entries e where e.seller_id = p.id)
      from public.profiles p
      left join public.seller_balances b on b.seller_id = p.id
      left join public.cooperative_members m on m.profile_id = p.id
     where p.role = 'seller' or b.seller_id is not null
     order by coalesce(p.full_name, ''), p.id;
end
$$;

create or replace function public.economics_check()
  returns table (problem text, seller_id uuid, ref text, expected numeric, actual numeric)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
begin
  perform public.economics_require_admin();
  return query
    -- every received shipment has exactly its credit
    select 'received shipment without a ledger credit', s.seller_id, 'shipment ' || s.id,
           s.subtotal + s.shipping_cost - public.shipment_commission(s.id), null::numeric
      from public.order_shipments s
     where s.status = 'diterima'
       and not exists (select 1 from public.seller_ledger_entries e where e.shipment_id = s.id)
    union all
    select 'credit does not match its shipment', e.seller_id, 'shipment ' || e.shipment_id,
           s.subtotal + s.shipping_cost - public.shipment_commission(s.id), e.amount
      from public.seller_ledger_entries e
      left join public.order_shipments s on s.id = e.shipment_id
     where e.entry_type = 'penjualan'
       and (s.id is null or s.status <> 'diterima' or s.seller_id <> e.seller_id or s.order_id <> e.order_id
            or e.gross_amount <> s.subtotal or e.shipping_amount <> s.shipping_cost
            or e.commission_amount <> public.shipment_commission(s.id))
    union all
    select 'payout does not match its ledger debit', p.seller_id, 'payout ' || p.id, -p.amount, e.amount
      from public.seller_payouts p
      left join public.seller_ledger_entries e on e.payout_id = p.id
     where e.id is null or e.amount <> -p.amount or e.seller_id <> p.seller_id
    union all
    -- each entry's balance_after is the running sum of the seller's entries
    select 'running balance does not match', r.seller_id, 'entry ' || r.id, r.running, r.balance_after
      from (select e.id, e.seller_id, e.balance_after,
                   sum(e.amount) over (partition by e.seller_id order by e.id) as running
              from public.seller_ledger_entries e) r
     where r.running <> r.balance_after
    union all
    select 'seller_balances does not match the ledger', x.seller_id, 'balance', x.ledger, x.kept
      from (select coalesce(b.seller_id, l.seller_id) as seller_id,
                   coalesce(l.total, 0) as ledger, coalesce(b.balance, 0) as kept,
                   coalesce(l.credited, 0) as credited, coalesce(b.credited_total, 0) as kept_credited,
                   coalesce(l.paid, 0) as paid, coalesce(b.paid_total, 0) as kept_paid,
                   coalesce(l.commission, 0) as commission, coalesce(b.commission_total, 0) as kept_commission
              from public.seller_balances b
              full join (select e.seller_id, sum(e.amount) as total,
                                sum(e.amount) filter (where e.entry_type = 'penjualan') as credited,
                                -sum(e.amount) filter (where e.entry_type = 'pencairan') as paid,
                                sum(e.commission_amount) as commission
                           from public.seller_ledger_entries e group by e.seller_id) l
                on l.seller_id = b.seller_id) x
     where x.ledger <> x.kept or x.credited <> x.kept_credited or x.paid <> x.kept_paid
        or x.commission <> x.kept_commission;
end
$$;

-- ---------------------------------------------------------------------------
-- members' capital
-- ---------------------------------------------------------------------------
create or replace function public.record_capital(
  member_id uuid, kind text, amount numeric, paid_on date, note text default null)
  returns public.member_capital_entries
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_kind  text := lower(btrim(coalesce(record_capital.kind, '')));
  v_note  text := nullif(btrim(coalesce(record_capital.note, '')), '');
  v_total numeric;
  v_row   public.member_capital_entries;
begin
  perform public.economics_require_admin();
  if v_kind not in ('pokok', 'wajib') then
    raise exception 'Jenis simpanan harus pokok atau wajib' using errcode = '22023', detail = 'kind';
  end if;
  perform public.economics_check_rupiah(record_capital.amount, 'amount', 'Jumlah simpanan');
  if record_capital.amount = 0 then
    raise exception 'Jumlah simpanan tidak boleh 0' using errcode = '22023', detail = 'amount';
  end if;
  if record_capital.paid_on is null or record_capital.paid_on < date '1900-01-01'
     or record_capital.paid_on > (now() at time zone 'Asia/Jakarta')::date then
    raise exception 'Tanggal simpanan tidak valid (tidak boleh di masa depan)' using errcode = '22023',
      detail = 'paid_on';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'Catatan paling banyak 500 karakter' using errcode = '22023', detail = 'note';
  end if;
  -- the member row lock serialises the capital writes of one member
  perform 1 from public.cooperative_members m where m.profile_id = record_capital.member_id for update;
  if not found then
    raise exception 'Anggota tidak ditemukan' using errcode = 'KP017', detail = 'member_id';
  end if;
  select coalesce(sum(c.amount), 0) into v_total from public.member_capital_entries c
   where c.member_id = record_capital.member_id and c.kind = v_kind;
  if v_total + record_capital.amount < 0 then
    raise exception 'Penarikan melebihi simpanan % anggota', v_kind using errcode = 'KP019', detail = 'amount',
      hint = format('Simpanan %s saat ini: %s', v_kind, public.format_rupiah(v_total));
  end if;
  insert into public.member_capital_entries (member_id, kind, amount, paid_on, note, recorded_by)
  values (record_capital.member_id, v_kind, record_capital.amount, record_capital.paid_on, v_note, auth.uid())
  returning * into v_row;
  perform public.economics_audit('record_capital', to_jsonb(v_row));
  return v_row;
end
$$;

-- ---------------------------------------------------------------------------
-- SHU: rules
-- ---------------------------------------------------------------------------
create or replace function public.shu_check_line(p_line jsonb, p_label text, p_component boolean) returns void
  language plpgsql immutable
  set search_path = ''
as $$
declare
  v_percent numeric;
begin
  if jsonb_typeof(p_line) is distinct from 'object' then
    raise exception '% tidak valid', p_label using errcode = '22023', detail = 'allocations';
  end if;
  if jsonb_typeof(p_line -> 'name') is distinct from 'string' or char_length(btrim(p_line ->> 'name')) not between 1 and 80 then
    raise exception '%: nama wajib diisi (1 sampai 80 karakter)', p_label using errcode = '22023', detail = 'allocations';
  end if;
  if jsonb_typeof(p_line -> 'percent') is distinct from 'number' then
    raise exception '%: persentase wajib diisi', p_label using errcode = '22023', detail = 'allocations';
  end if;
  v_percent := (p_line ->> 'percent')::numeric;
  if v_percent <= 0 or v_percent > 100 or v_percent <> round(v_percent, 4) then
    raise exception '%: persentase harus lebih dari 0 sampai 100, paling banyak empat desimal', p_label
      using errcode = '22023', detail = 'allocations';
  end if;
  if p_line ? 'base' and jsonb_typeof(p_line -> 'base') <> 'null'
     and (jsonb_typeof(p_line -> 'base') <> 'string'
          or (p_line ->> 'base') not in ('purchases', 'sales', 'purchases_and_sales', 'capital')) then
    raise exception '%: dasar pembagian harus purchases, sales, purchases_and_sales atau capital', p_label
      using errcode = '22023', detail = 'allocations';
  end if;
  if p_component and p_line ->> 'base' is null then
    raise exception '%: komponen wajib memiliki dasar pembagian', p_label using errcode = '22023', detail = 'allocations';
  end if;
end
$$;
revoke all on function public.shu_check_line(jsonb, text, boolean) from public, anon, authenticated;

create or replace function public.save_shu_rule(
  year integer, shu_total numeric, allocations jsonb, rat_date date default null, note text default null)
  returns public.shu_rules
  language plpgsql
  security definer
  set search_path = ''
as $$
#variable_conflict use_column
declare
  v_note     text := nullif(btrim(coalesce(save_shu_rule.note, '')), '');
  v_rule     public.shu_rules;
  v_line     jsonb;
  v_comp     jsonb;
  v_index    integer := 0;
  v_cindex   integer;
  v_line_no  integer := 0;
  v_parent   integer;
  v_sum      numeric := 0;
  v_csum     numeric;
  v_names    text[] := '{}';
  v_name     text;
begin
  perform public.economics_require_admin();
  if save_shu_rule.year is null or save_shu_rule.year not between 2000 and 2200 then
    raise exception 'Tahun buku tidak valid' using errcode = '22023', detail = 'year';
  end if;
  perform public.economics_check_rupiah(save_shu_rule.shu_total, 'shu_total', 'SHU yang dibagikan');
  if save_shu_rule.shu_total < 0 then
    raise exception 'SHU yang dibagikan tidak boleh negatif' using errcode = '22023', detail = 'shu_total';
  end if;
  if char_length(v_note) > 1000 then
    raise exception 'Catatan paling banyak 1.000 karakter' using errcode = '22023', detail = 'note';
  end if;
  if save_shu_rule.allocations is null or jsonb_typeof(save_shu_rule.allocations) <> 'array'
     or jsonb_array_length(save_shu_rule.allocations) = 0 then
    raise exception 'Aturan pembagian SHU wajib berisi minimal satu alokasi' using errcode = '22023',
      detail = 'allocations';
  end if;
  -- validate everything before writing
  for v_line in select value from jsonb_array_elements(save_shu_rule.allocations) loop
    v_index := v_index + 1;
    perform public.shu_check_line(v_line, 'Alokasi ke-' || v_index, false);
    v_line_no := v_line_no + 1;
    v_sum := v_sum + (v_line ->> 'percent')::numeric;
    v_names := v_names || lower(btrim(v_line ->> 'name'));
    if v_line ? 'components' and jsonb_typeof(v_line -> 'components') <> 'null' then
      if jsonb_typeof(v_line -> 'components') <> 'array' or jsonb_array_length(v_line -> 'components') = 0 then
        raise exception 'Alokasi ke-%: komponen harus berupa daftar yang tidak kosong', v_index
          using errcode = '22023', detail = 'allocations';
      end if;
      if v_line ->> 'base' is not null then
        raise exception 'Alokasi ke-%: pilih dasar pembagian atau komponen, tidak keduanya', v_index
          using errcode = '22023', detail = 'allocations';
      end if;
      v_csum := 0;
      v_cindex := 0;
      for v_comp in select value from jsonb_array_elements(v_line -> 'components') loop
        v_cindex := v_cindex + 1;
        perform public.shu_check_line(v_comp, format('Alokasi ke-%s, komponen ke-%s', v_index, v_cindex), true);
        if v_comp ? 'components' then
          raise exception 'Alokasi ke-%, komponen ke-%: komponen tidak boleh bertingkat lagi', v_index, v_cindex
            using errcode = '22023', detail = 'allocations';
        end if;
        v_line_no := v_line_no + 1;
        v_csum := v_csum + (v_comp ->> 'percent')::numeric;
        v_names := v_names || lower(btrim(v_comp ->> 'name'));
      end loop;
      if v_csum <> 100 then
        raise exception 'Alokasi ke-%: jumlah persentase komponen harus tepat 100 persen (sekarang % persen)', v_index, v_csum
          using errcode = '22023', detail = 'allocations';
      end if;
    end if;
  end loop;
  if v_line_no > 40 then
    raise exception 'Aturan pembagian SHU paling banyak 40 baris' using errcode = '22023', detail = 'allocations';
  end if;
  if v_sum <> 100 then
    raise exception 'Jumlah persentase alokasi harus tepat 100 persen (sekarang % persen)', v_sum
      using errcode = '22023', detail = 'allocations';
  end if;
  select n into v_name from unnest(v_names) n group by n having count(*) > 1 limit 1;
  if found then
    raise exception 'Nama baris "%" dipakai lebih dari sekali', v_name using errcode = '22023', detail = 'allocations';
  end if;

  -- one writer per year: versions are numbered without gaps, and a closed year takes no new version
  perform pg_advisory_xact_lock(hashtext('shu_rules'), save_shu_rule.year);
  if exists (select 1 from public.shu_year_closings c where c.year = save_shu_rule.year) then
    raise exception 'Tahun buku % sudah ditutup', save_shu_rule.year using errcode = 'KP016', detail = 'year';
  end if;
  insert into public.shu_rules (year, version, shu_total, rat_date, note, created_by)
  values (save_shu_rule.year,
          coalesce((select max(r.version) from public.shu_rules r where r.year = save_shu_rule.year), 0) + 1,
          save_shu_rule.shu_total, save_shu_rule.rat_date, v_note, auth.uid())
  returning * into v_rule;

  v_line_no := 0;
  for v_line in select value from jsonb_array_elements(save_shu_rule.allocations) loop
    v_line_no := v_line_no + 1;
    v_parent := v_line_no;
    insert into public.shu_rule_lines (rule_id, line_no, parent_line_no, name, percent, base)
    values (v_rule.id, v_line_no, null, btrim(v_line ->> 'name'), (v_line ->> 'percent')::numeric, v_line ->> 'base');
    if jsonb_typeof(v_line -> 'components') = 'array' then
      for v_comp in select value from jsonb_array_elements(v_line -> 'components') loop
        v_line_no := v_line_no + 1;
        insert into public.shu_rule_lines (rule_id, line_no, parent_line_no, name, percent, base)
        values (v_rule.id, v_line_no, v_parent, btrim(v_comp ->> 'name'), (v_comp ->> 'percent')::numeric,
                v_comp ->> 'base');
      end loop;
    end if;
  end loop;
  perform public.economics_audit('save_shu_rule', jsonb_build_object(
    'rule_id', v_rule.id, 'year', v_rule.year, 'version', v_rule.version, 'shu_total', v_rule.shu_total,
    'allocations', save_shu_rule.allocations));
  return v_rule;
end
$$;

-- ---------------------------------------------------------------------------
-- SHU: computation (internal; the header describes the method)
-- ---------------------------------------------------------------------------
create or replace function public.shu_member_bases(p_year integer)
  returns table (member_id uuid, member_number text, full_name text, purchases numeric, sales numeric,
                 capital numeric)
  language sql stable security definer
  set search_path = ''
  set jit = off
as $$
  with y as (
    select make_date(p_year, 1, 1) as first_day, make_date(p_year, 12, 31) as last_day,
           make_date(p_year, 1, 1)::timestamp at time zone 'Asia/Jakarta' as starts,
           make_date(p_year + 1, 1, 1)::timestamp at time zone 'Asia/Jakarta' as ends
  ), m as (
    select cm.profile_id, cm.member_number, cm.joined_at, cm.left_at
      from public.cooperative_members cm, y
     where cm.joined_at <= y.last_day and (cm.left_at is null or cm.left_at > y.first_day)
  ), trades as (
    select s.seller_id, o.buyer_id, s.subtotal, (s.received_at at time zone 'Asia/Jakarta')::date as day
      from public.order_shipments s
      join public.orders o on o.id = s.order_id
      cross join y
     where s.status = 'diterima' and s.received_at >= y.starts and s.received_at < y.ends
  )
  select m.profile_id, m.member_number, coalesce(p.full_name, ''),
         coalesce((select sum(t.subtotal) from trades t
                    where t.buyer_id = m.profile_id and t.day >= m.joined_at
                      and (m.left_at is null or t.day < m.left_at)), 0),
         coalesce((select sum(t.subtotal) from trades t
                    where t.seller_id = m.profile_id and t.day >= m.joined_at
                      and (m.left_at is null or t.day < m.left_at)), 0),
         coalesce((select sum(c.amount) from public.member_capital_entries c, y
                    where c.member_id = m.profile_id and c.paid_on <= y.last_day), 0)
    from m left join public.profiles p on p.id = m.profile_id
$$;

-- the pool of every line in whole rupiah: leaves by largest remainder (ties: lower line_no), parents = sum
create or replace function public.shu_line_pools(p_rule_id bigint)
  returns table (line_no integer, parent_line_no integer, name text, percent numeric, base text, pool numeric)
  language sql stable security definer
  set search_path = ''
  set jit = off
as $$
  with r as (select shu_total from public.shu_rules where id = p_rule_id),
  lines as (
    select l.line_no, l.parent_line_no, l.name, l.percent, l.base,
           -- integer weights: percents have at most 4 decimals; the weights of the leaves sum to 10^12
           case when l.parent_line_no is null then l.percent * 10000 * 1000000
                else parent.percent * 10000 * l.percent * 10000 end as weight,
           not exists (select 1 from public.shu_rule_lines c
                        where c.rule_id = l.rule_id and c.parent_line_no = l.line_no) as leaf
      from public.shu_rule_lines l
      left join public.shu_rule_lines parent on parent.rule_id = l.rule_id and parent.line_no = l.parent_line_no
     where l.rule_id = p_rule_id
  ), shares as (
    select lines.*, div(r.shu_total * lines.weight, 1000000000000) as floor_part,
           mod(r.shu_total * lines.weight, 1000000000000) as remainder, r.shu_total
      from lines cross join r where lines.leaf
  ), ranked as (
    select shares.*, row_number() over (order by shares.remainder desc, shares.line_no) as place,
           shares.shu_total - sum(shares.floor_part) over () as left_over
      from shares
  ), leaves as (
    select ranked.line_no, ranked.floor_part + case when ranked.place <= ranked.left_over then 1 else 0 end as pool
      from ranked
  )
  select l.line_no, l.parent_line_no, l.name, l.percent, l.base,
         coalesce((select lv.pool from leaves lv where lv.line_no = l.line_no),
                  (select sum(lv.pool) from leaves lv join lines c on c.line_no = lv.line_no
                    where c.parent_line_no = l.line_no), 0)
    from lines l
   order by l.line_no
$$;

-- each member's amount of each distributed line (largest remainder; ties: member_number "C", profile id)
create or replace function public.shu_member_amounts(p_year integer, p_rule_id bigint)
  returns table (member_id uuid, line_no integer, amount numeric)
  language sql stable security definer
  set search_path = ''
  set jit = off
as $$
  with b as (select * from public.shu_member_bases(p_year)),
  p as (select * from public.shu_line_pools(p_rule_id) where base is not null),
  x as (
    select p.line_no, p.pool, b.member_id, b.member_number,
           case p.base when 'purchases' then b.purchases when 'sales' then b.sales
                       when 'purchases_and_sales' then b.purchases + b.sales else b.capital end as weight
      from p cross join b
  ), t as (
    select x.*, sum(x.weight) over (partition by x.line_no) as total_weight from x where x.weight > 0
  ), q as (
    select t.*, div(t.pool * t.weight, t.total_weight) as floor_part, mod(t.pool * t.weight, t.total_weight) as remainder
      from t
  ), ranked as (
    select q.*, row_number() over (partition by q.line_no
                                   order by q.remainder desc, q.member_number collate "C", q.member_id) as place,
           q.pool - sum(q.floor_part) over (partition by q.line_no) as left_over
      from q
  )
  select ranked.member_id, ranked.line_no,
         ranked.floor_part + case when ranked.place <= ranked.left_over then 1 else 0 end
    from ranked
$$;

create or replace function public.shu_member_rows(p_year integer, p_rule_id bigint)
  returns table (member_id uuid, member_number text, full_name text, purchases numeric, sales numeric,
                 capital numeric, jasa_usaha numeric, jasa_modal numeric, total numeric, lines jsonb)
  language sql stable security definer
  set search_path = ''
  set jit = off
as $$
  with b as (select * from public.shu_member_bases(p_year)),
  d as (select * from public.shu_line_pools(p_rule_id) where base is not null),
  a as (select * from public.shu_member_amounts(p_year, p_rule_id)),
  cells as (
    select b.member_id, d.line_no, d.name, d.base, coalesce(a.amount, 0) as amount
      from b cross join d
      left join a on a.member_id = b.member_id and a.line_no = d.line_no
  )
  select b.member_id, b.member_number, b.full_name, b.purchases, b.sales, b.capital,
         coalesce((select sum(c.amount) from cells c where c.member_id = b.member_id and c.base <> 'capital'), 0),
         coalesce((select sum(c.amount) from cells c where c.member_id = b.member_id and c.base = 'capital'), 0),
         coalesce((select sum(c.amount) from cells c where c.member_id = b.member_id), 0),
         coalesce((select jsonb_agg(jsonb_build_object('line_no', c.line_no, 'name', c.name, 'base', c.base,
                                                       'amount', c.amount) order by c.line_no)
                     from cells c where c.member_id = b.member_id), '[]'::jsonb)
    from b
   order by b.member_number collate "C", b.member_id
$$;

-- the rule version in force for a year (null when none)
create or replace function public.shu_rule_of(p_year integer) returns public.shu_rules
  language sql stable security definer
  set search_path = ''
as $$
  select r.* from public.shu_rules r where r.year = p_year order by r.version desc limit 1
$$;

revoke all on function public.shu_member_bases(integer) from public, anon, authenticated;
revoke all on function public.shu_line_pools(bigint) from public, anon, authenticated;
revoke all on function public.shu_member_amounts(integer, bigint) from public, anon, authenticated;
revoke all on function public.shu_member_rows(integer, bigint) from public, anon, authenticated;
revoke all on function public.shu_rule_of(integer) from public, anon, authenticated;

-- ---------------------------------------------------------------------------
-- SHU: reports, closing, the member's estimate
-- ---------------------------------------------------------------------------
create or replace function public.shu_require_rule(p_year integer) returns public.shu_rules
  language plpgsql stable security definer
  set search_path = ''
as $$
declare
  v_rule public.shu_rules;
begin
  if p_year is null or p_year not between 2000 and 2200 then
    raise exception 'Tahun buku tidak valid' using errcode = '22023', detail = 'year';
  end if;
  v_rule := public.shu_rule_of(p_year);
  if v_rule.id is null then
    raise exception 'Aturan pembagian SHU tahun % belum dicatat', p_year using errcode = 'KP017', detail = 'year';
  end if;
  return v_rule;
end
$$;
revoke all on function public.shu_require_rule(integer) from public, anon, authenticated;

create or replace function public.shu_allocation_report(year integer)
  returns table (line_no integer, parent_line_no integer, name text, percent numeric, base text, pool numeric,
                 distributed numeric, undistributed numeric)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
declare
  v_rule public.shu_rules;
begin
  perform public.economics_require_admin();
  v_rule := public.shu_require_rule(shu_allocation_report.year);
  return query
    with a as (select * from public.shu_member_amounts(shu_allocation_report.year, v_rule.id)),
    p as (select * from public.shu_line_pools(v_rule.id)),
    d as (
      select p.*,
             -- a line shared among members: its base or its components' bases
             p.base is not null or exists (select 1 from p c where c.parent_line_no = p.line_no) as shared,
             coalesce((select sum(a.amount) from a
                        where a.line_no = p.line_no
                           or a.line_no in (select c.line_no from p c where c.parent_line_no = p.line_no)), 0) as paid
        from p
    )
    select d.line_no, d.parent_line_no, d.name, d.percent, d.base, d.pool, d.paid,
           case when d.shared then d.pool - d.paid else 0::numeric end
      from d
     order by d.line_no;
end
$$;

create or replace function public.shu_distribution_report(year integer)
  returns table (member_id uuid, member_number text, full_name text, purchases numeric, sales numeric,
                 transactions numeric, capital numeric, jasa_usaha numeric, jasa_modal numeric, total numeric,
                 lines jsonb)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
declare
  v_rule public.shu_rules;
begin
  perform public.economics_require_admin();
  v_rule := public.shu_require_rule(shu_distribution_report.year);
  if exists (select 1 from public.shu_year_closings c where c.year = shu_distribution_report.year) then
    return query
      select s.member_id, s.member_number, s.full_name, s.purchases, s.sales, s.purchases + s.sales, s.capital,
             s.jasa_usaha, s.jasa_modal, s.total, s.lines
        from public.shu_member_shares s where s.year = shu_distribution_report.year
       order by s.member_number collate "C", s.member_id;
    return;
  end if;
  return query
    select r.member_id, r.member_number, r.full_name, r.purchases, r.sales, r.purchases + r.sales, r.capital,
           r.jasa_usaha, r.jasa_modal, r.total, r.lines
      from public.shu_member_rows(shu_distribution_report.year, v_rule.id) r;
end
$$;

create or replace function public.close_shu_year(year integer)
  returns public.shu_year_closings
  language plpgsql
  security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
declare
  v_rule    public.shu_rules;
  v_closing public.shu_year_closings;
begin
  perform public.economics_require_admin();
  v_rule := public.shu_require_rule(close_shu_year.year);
  perform pg_advisory_xact_lock(hashtext('shu_rules'), close_shu_year.year);
  v_rule := public.shu_rule_of(close_shu_year.year);
  if exists (select 1 from public.shu_year_closings c where c.year = close_shu_year.year) then
    raise exception 'Tahun buku % sudah ditutup', close_shu_year.year using errcode = 'KP016', detail = 'year';
  end if;
  if close_shu_year.year >= extract(year from now() at time zone 'Asia/Jakarta')::integer then
    raise exception 'Tahun buku % belum berakhir', close_shu_year.year using errcode = 'KP016', detail = 'year';
  end if;
  insert into public.shu_year_closings (year, rule_id, closed_by) values (close_shu_year.year, v_rule.id, auth.uid())
  returning * into v_closing;
  insert into public.shu_member_shares (year, member_id, rule_id, member_number, full_name, purchases, sales, capital,
                                        jasa_usaha, jasa_modal, total, lines)
  select close_shu_year.year, r.member_id, v_rule.id, r.member_number, r.full_name, r.purchases, r.sales, r.capital,
         r.jasa_usaha, r.jasa_modal, r.total, r.lines
    from public.shu_member_rows(close_shu_year.year, v_rule.id) r;
  perform public.economics_audit('close_shu_year', jsonb_build_object('year', close_shu_year.year, 'rule_id', v_rule.id));
  return v_closing;
end
$$;

create or replace function public.my_shu_estimate(year integer default null)
  returns table (book_year integer, rule_year integer, rule_version integer, is_final boolean, member_number text,
                 purchases numeric, sales numeric, transactions numeric, capital numeric, jasa_usaha numeric,
                 jasa_modal numeric, total numeric, lines jsonb)
  language plpgsql stable security definer
  set search_path = ''
  set jit = off
as $$
#variable_conflict use_column
declare
  v_uid    uuid := auth.uid();
  v_year   integer := coalesce(my_shu_estimate.year, extract(year from now() at time zone 'Asia/Jakarta')::integer);
  v_member public.cooperative_members;
  v_rule   public.shu_rules;
begin
  if v_uid is null then
    raise exception 'Silakan masuk terlebih dahulu' using errcode = '42501';
  end if;
  if v_year not between 2000 and 2200 then
    raise exception 'Tahun buku tidak valid' using errcode = '22023', detail = 'year';
  end if;
  select * into v_member from public.cooperative_members m where m.profile_id = v_uid;
  if not found then
    raise exception 'Anda belum terdaftar sebagai anggota koperasi' using errcode = 'KP017', detail = 'member';
  end if;
  if exists (select 1 from public.shu_year_closings c where c.year = v_year) then
    return query
      select v_year, r.year, r.version, true, s.member_number, s.purchases, s.sales, s.purchases + s.sales,
             s.capital, s.jasa_usaha, s.jasa_modal, s.total, s.lines
        from public.shu_member_shares s join public.shu_rules r on r.id = s.rule_id
       where s.year = v_year and s.member_id = v_uid;
    return;
  end if;
  select r.* into v_rule from public.shu_rules r where r.year <= v_year order by r.year desc, r.version desc limit 1;
  if v_rule.id is null then
    return query
      select v_year, null::integer, null::integer, false, b.member_number, b.purchases, b.sales,
             b.purchases + b.sales, b.capital, 0::numeric, 0::numeric, 0::numeric, '[]'::jsonb
        from public.shu_member_bases(v_year) b where b.member_id = v_uid;
    return;
  end if;
  return query
    select v_year, v_rule.year, v_rule.version, false, r.member_number, r.purchases, r.sales,
           r.purchases + r.sales, r.capital, r.jasa_usaha, r.jasa_modal, r.total, r.lines
      from public.shu_member_rows(v_year, v_rule.id) r where r.member_id = v_uid;
end
$$;

-- ---------------------------------------------------------------------------
-- grants of the API functions
-- ---------------------------------------------------------------------------
revoke all on function public.set_member(uuid, text, date, date) from public, anon;
revoke all on function public.member_status(uuid[]) from public;
revoke all on function public.set_commission_rate(text, numeric, timestamptz, text) from public, anon;
revoke all on function public.product_member_shares(bigint[]) from public;
revoke all on function public.record_payout(uuid, numeric, text, date, text) from public, anon;
revoke all on function public.seller_balance_summary(uuid) from public, anon;
revoke all on function public.seller_balances_report() from public, anon;
revoke all on function public.economics_check() from public, anon;
revoke all on function public.record_capital(uuid, text, numeric, date, text) from public, anon;
revoke all on function public.save_shu_rule(integer, numeric, jsonb, date, text) from public, anon;
revoke all on function public.close_shu_year(integer) from public, anon;
revoke all on function public.shu_allocation_report(integer) from public, anon;
revoke all on function public.shu_distribution_report(integer) from public, anon;
revoke all on function public.my_shu_estimate(integer) from public, anon;
grant execute on function public.set_member(uuid, text, date, date) to authenticated, service_role;
grant execute on function public.member_status(uuid[]) to anon, authenticated, service_role;
grant execute on function public.set_commission_rate(text, numeric, timestamptz, text) to authenticated, service_role;
grant execute on function public.product_member_shares(bigint[]) to anon, authenticated, service_role;
grant execute on function public.record_payout(uuid, numeric, text, date, text) to authenticated, service_role;
grant execute on function public.seller_balance_summary(uuid) to authenticated, service_role;
grant execute on function public.seller_balances_report() to authenticated, service_role;
grant execute on function public.economics_check() to authenticated, service_role;
grant execute on function public.record_capital(uuid, text, numeric, date, text) to authenticated, service_role;
grant execute on function public.save_shu_rule(integer, numeric, jsonb, date, text) to authenticated, service_role;
grant execute on function public.close_shu_year(integer) to authenticated, service_role;
grant execute on function public.shu_allocation_report(integer) to authenticated, service_role;
grant execute on function public.shu_distribution_report(integer) to authenticated, service_role;
grant execute on function public.my_shu_estimate(integer) to authenticated, service_role;
