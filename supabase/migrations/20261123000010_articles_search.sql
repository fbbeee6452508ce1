-- =============================================================================
-- Articles people can read, and product search that forgives typos.
--
--   articles.event_date     when an event takes place (events only; an event
--                           saved without one takes its publish date)
--   articles read policy    restated: anon and authenticated read an article
--                           from its publish_date on (a scheduled one appears
--                           at that moment, not before); admins read all
--   search_product_ranks    the matches of a search with their relevance:
--                           the exact ones (name or description contains the
--                           text, or Indonesian full text), or, when there is
--                           none, products whose name is similar (pg_trgm)
--   search_products         those products, most relevant first (PostgREST:
--                           rpc/search_products takes filters, order, paging)
--   search_suggestions      when nothing matches exactly: the text with its
--                           unknown words corrected, and the closest product
--                           and category names, each of which finds products
--                           ("Mungkin maksud Anda")
-- Every function is SECURITY INVOKER: the caller's RLS decides which products
-- are searched and suggested.
-- =============================================================================

-- ---------------------------------------------------------------------------
-- articles.event_date
-- ---------------------------------------------------------------------------
alter table public.articles add column event_date timestamptz;
comment on column public.articles.event_date is
  'When the event takes place (type event only; defaults to publish_date). Null for news and promo.';

update public.articles set event_date = publish_date where type = 'event' and event_date is null;
update public.articles set event_date = null where type <> 'event' and event_date is not null;

-- An event always has its date, other articles none: keeps the column meaningful whatever the client sends.
create or replace function public.articles_event_date() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if new.type = 'event' then
    new.event_date = coalesce(new.event_date, new.publish_date);
  else
    new.event_date = null;
  end if;
  return new;
end
$$;

create trigger articles_event_date before insert or update on public.articles
  for each row execute function public.articles_event_date();

alter table public.articles add constraint articles_event_date_check
  check ((type = 'event') = (event_date is not null));

-- upcoming events: live events whose date has not passed, soonest first
create index articles_event_date_idx on public.articles (event_date) where type = 'event';
create index articles_type_publish_date_idx on public.articles (type, publish_date desc);

-- ---------------------------------------------------------------------------
-- Scheduled articles: visible through the API from their publish_date only.
-- (select now()) is the statement's time; admins read every article.
-- ---------------------------------------------------------------------------
drop policy if exists "articles: anyone reads live articles, admin reads all" on public.articles;
create policy "articles: anyone reads live articles, admin reads all"
  on public.articles for select to anon, authenticated
  using (publish_date <= (select now()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------
-- Search
-- ---------------------------------------------------------------------------
create extension if not exists pg_trgm with schema extensions;

-- products_name_trgm_idx (gin, extensions.gin_trgm_ops) from the storefront migration serves both the
-- ILIKE of an exact search and the word-similarity operator (<%) of a similar one.
create index if not exists products_name_trgm_idx on public.products using gin (name extensions.gin_trgm_ops);

-- The text of a search as it is matched: spaces collapsed, trimmed, at most 100 characters.
create or replace function public.search_text(q text) returns text
  language sql immutable
  set search_path = ''
as $$
  select left(btrim(regexp_replace(coalesce(q, ''), '\s+', ' ', 'g')), 100)
$$;

/*
 * The products a search finds, with their relevance. Exact matches (exact = true): the name or the
 * description contains the text (case-insensitive; %, _ and \ are taken literally), or either matches it
 * in Indonesian full text (stemmed, words in any order). tier: 0 the name is the text, 1 the name starts
 * with it, 2 the name contains it, 3 the name matches in full text, 4 only the description matches.
 * When nothing matches exactly: products whose name is similar to the text (a word of the name within
 * trigram word similarity 0.3: "salomn" finds "Ikan Salmon Segar"), tier 5, exact = false.
 * similarity: the trigram word similarity of the text to the name (0 to 1).
 */
create or replace function public.search_product_ranks(q text)
  returns table (id bigint, exact boolean, tier integer, similarity real)
  language plpgsql stable
  security invoker
  set search_path = ''
  set pg_trgm.word_similarity_threshold = 0.3
  set client_min_messages = warning -- no notice for a text without words ('%')
as $$
declare
  term    text := public.search_text(q);
  pattern text;
  words   tsquery;
begin
  if term = '' then
    return;
  end if;
  pattern := '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  words := websearch_to_tsquery('indonesian'::regconfig, term);

  return query
    select p.id,
           true,
           case
             when lower(p.name) = lower(term) then 0
             when p.name ilike substr(pattern, 2) then 1
             when p.name ilike pattern then 2
             when to_tsvector('indonesian'::regconfig, p.name) @@ words then 3
             else 4
           end,
           extensions.word_similarity(term, p.name)
      from public.products p
     where p.name ilike pattern
        or p.description ilike pattern
        or to_tsvector('indonesian'::regconfig, p.name) @@ words
        or to_tsvector('indonesian'::regconfig, p.description) @@ words;
  if found then
    return;
  end if;

  return query
    select p.id, false, 5, extensions.word_similarity(term, p.name)
      from public.products p
     where term operator(extensions.<%) p.name;
end
$$;

/*
 * The products of a search, most relevant first (then newest): what search_product_ranks finds. Through
 * PostgREST (rpc/search_products?q=...) it takes the table's filters, order and paging; without an order
 * the rows keep this relevance order.
 */
create or replace function public.search_products(q text)
  returns setof public.products
  language sql stable
  security invoker
  set search_path = ''
as $$
  select p.*
    from public.search_product_ranks(q) r
    join public.products p on p.id = r.id
   order by r.tier, r.similarity desc, p.created_at desc, p.id desc
$$;

/*
 * "Mungkin maksud Anda": when nothing matches the text exactly, up to max_results (1 to 10) searches that
 * do, closest first:
 *   1. the text with each word no product or category name has replaced by the most similar word of
 *      those names ("ikan salomn segar" -> "ikan Salmon segar", "salomn" -> "Salmon");
 *   2. product names, their words and category names similar to the whole text (trigram word similarity
 *      at least 0.3; the most similar, then the shortest first).
 * Each suggestion is a search that finds products exactly. Empty when something matches exactly, or for
 * an empty text.
 */
create or replace function public.search_suggestions(q text, max_results integer default 3)
  returns setof text
  language plpgsql stable
  security invoker
  set search_path = ''
  set client_min_messages = warning
as $$
declare
  term      text := public.search_text(q);
  wanted    integer := greatest(1, least(coalesce(max_results, 3), 10));
  names     text[];
  words     text[];
  word      text;
  best      text;
  corrected text[] := '{}';
begin
  if term = '' or exists (select 1 from public.search_product_ranks(term) r where r.exact) then
    return;
  end if;

  select coalesce(array_agg(distinct n.name), '{}') into names
    from (select p.name from public.products p union select c.name from public.categories c) n;
  select coalesce(array_agg(distinct w.word), '{}') into words
    from unnest(names) as n(name)
    cross join lateral regexp_split_to_table(n.name, '[^[:alnum:]-]+') as w(word)
   where char_length(w.word) >= 3 and w.word !~ '^[0-9-]+$';

  foreach word in array regexp_split_to_array(term, ' ') loop
    best := null;
    if char_length(word) >= 3 and not exists (select 1 from unnest(words) w where lower(w) = lower(word)) then
      select w into best
        from unnest(words) w
       where extensions.word_similarity(word, w) >= 0.3
       order by extensions.similarity(word, w) desc, extensions.word_similarity(word, w) desc,
                char_length(w), w
       limit 1;
    end if;
    corrected := corrected || coalesce(best, word);
  end loop;

  return query
    with candidates as (
      select array_to_string(corrected, ' ') as text, 2::real as word_score, 2::real as score
      union all
      select c.text, extensions.word_similarity(term, c.text), extensions.similarity(term, c.text)
        from (select unnest(names) as text union select unnest(words)) c
       where extensions.word_similarity(term, c.text) >= 0.3
    ),
    distinct_candidates as (
      select distinct on (lower(c.text)) c.text, c.word_score, c.score
        from candidates c
       where lower(c.text) <> lower(term)
       order by lower(c.text), c.word_score desc
    ),
    closest as (
      select d.text, d.word_score, d.score
        from distinct_candidates d
       order by d.word_score desc, d.score desc, char_length(d.text), d.text
       limit 20
    )
    select c.text
      from closest c
     where exists (select 1 from public.search_product_ranks(c.text) r where r.exact)
     order by c.word_score desc, c.score desc, char_length(c.text), c.text
     limit wanted;
end
$$;

revoke all on function public.articles_event_date() from public, anon, authenticated;
grant execute on function public.search_text(text) to anon, authenticated, service_role;
grant execute on function public.search_product_ranks(text) to anon, authenticated, service_role;
grant execute on function public.search_products(text) to anon, authenticated, service_role;
grant execute on function public.search_suggestions(text, integer) to anon, authenticated, service_role;
