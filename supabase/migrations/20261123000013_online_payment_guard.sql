-- An online payment is paid when the payment gateway says so, never by hand. review_payment (an admin
-- accepting a bank transfer, also before a proof arrives) would otherwise mark an unpaid online order paid:
-- the gateway could then still expire it (ignored: a final state) or take the buyer's money a second time.
-- The guard sits on the row, so no function, present or future, can do it.
create or replace function public.guard_online_payment()
  returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  if new.status = 'dibayar' and old.status is distinct from 'dibayar'
     and coalesce(new.gateway_status, '') not in ('settlement', 'capture')
     and exists (select 1 from public.orders o where o.id = new.order_id and o.payment_method = 'online') then
    raise exception 'Pembayaran online dinyatakan lunas oleh layanan pembayaran, tidak dapat diterima secara manual'
      using errcode = 'KP003';
  end if;
  return new;
end
$$;
revoke all on function public.guard_online_payment() from public, anon, authenticated;

create trigger order_payments_online_guard
  before update of status on public.order_payments
  for each row execute function public.guard_online_payment();
