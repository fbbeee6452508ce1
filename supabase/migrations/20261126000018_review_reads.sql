-- =============================================================================
-- Reading reviews on the product page (issue 19, the storefront part).
--
--   product_review_stats(product_id)  how many visible reviews a product has per star, 5 down to 1 (a star
--                                     nobody gave counts 0): the page's rating distribution in one call,
--                                     without loading every review. Hidden reviews never count, also not
--                                     for their author or an admin (who may read them through RLS).
--
-- Authors' names come from public.profiles, which everyone reads already (full_name and avatar_url are the
-- public part of a profile), so no other read function is needed.
-- =============================================================================

create or replace function public.product_review_stats(product_id bigint)
  returns table (stars integer, reviews bigint)
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select s.stars, count(r.id)
    from generate_series(5, 1, -1) as s(stars)
    left join public.product_reviews r
      on r.product_id = $1 and r.rating = s.stars and not r.hidden
   group by s.stars
   order by s.stars desc
$$;
comment on function public.product_review_stats(bigint) is
  'Visible reviews of one product per star (5 to 1, zero counts included): the product page''s rating distribution.';

revoke all on function public.product_review_stats(bigint) from public;
grant execute on function public.product_review_stats(bigint) to anon, authenticated, service_role;
