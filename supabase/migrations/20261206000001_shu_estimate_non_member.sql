-- =============================================================================
-- my_shu_estimate for a signed-in user who is not a member of the cooperative: an empty estimate (no rows)
-- instead of the error KP017 (a 400 for every buyer opening the profile). Everything else as in
-- 20261126000020_cooperative_economics.sql; the grants stand (create or replace keeps them).
-- =============================================================================

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
    -- not a member: no estimate (an empty answer, not an error: the profile asks for it on every visit)
    return;
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
