import { getSupabase } from '../../supabase/client';
import { idList, parseId } from '../../ids';
import { toArticle, ARTICLE_COLUMNS } from '../articles/article-model';
import {
  PRODUCT_DETAIL_COLUMNS,
  PRODUCT_SUMMARY_COLUMNS,
  toProductDetail,
  toProductSummary,
  type ProductDetail,
  type ProductSummary,
} from '../products/product-model';
import { catalogRequest, FEATURED_ORDER, searchText } from './catalog-request';
import { toSidebarDivisions } from './sidebar-rows';
import type { CatalogPage, CatalogQuery, NewsItem, SidebarDivision } from './types';

export { searchText };

/*
 * Read services of the storefront and the shell's sidebar: the catalogue with its filters, sorting, search
 * and pages, one product with its seller, categories with product counts, and the news and promo items.
 * Error messages: 'Error getting products: <cause>', 'Product not found'.
 */

/**
 * One page of the catalogue: products of a category, a division or a seller, matching a search, in the
 * chosen order (newest first by default, most relevant first for a search), with the total number of
 * matches. A search runs search_products in the database: exact matches in name or description (and
 * Indonesian full text), or, when there is none, products with a similar name ('salomn' finds salmon).
 */
export async function getCatalogProducts(query: CatalogQuery = {}): Promise<CatalogPage> {
  const { q, filters, order, page, pageSize, from } = catalogRequest(query);

  const build = (head: boolean) => {
    const supabase = getSupabase();
    let request = q
      ? supabase.rpc('search_products', { q }, { count: 'exact', head }).select(PRODUCT_SUMMARY_COLUMNS)
      : supabase.from('products').select(PRODUCT_SUMMARY_COLUMNS, { count: 'exact', head });
    for (const [column, value] of filters) request = request.eq(column, value);
    return request;
  };

  let request = build(false);
  for (const [column, ascending] of order) request = request.order(column, { ascending });
  const { data, error, count } = await request.range(from, from + pageSize - 1);
  if (error) {
    // PostgREST answers 416 (PGRST103) for a page past the end: an empty page of the real total
    if (error.code === 'PGRST103') {
      const { count: total, error: countError } = await build(true);
      if (countError) throw new Error(`Error getting products: ${countError.message}`);
      return { items: [], total: total ?? 0, page, pageSize, pageCount: Math.ceil((total ?? 0) / pageSize) };
    }
    throw new Error(`Error getting products: ${error.message}`);
  }
  const total = count ?? data?.length ?? 0;
  return {
    items: (data ?? []).map(toProductSummary),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/**
 * 'Mungkin maksud Anda': when nothing matches a search exactly, up to `max` searches that do (the text
 * with its misspelt words corrected, the closest product and category names), closest first; [] when
 * something matches exactly.
 */
export async function getSearchSuggestions(q: string, max = 3): Promise<string[]> {
  const text = searchText(q);
  if (!text) return [];
  const { data, error } = await getSupabase().rpc('search_suggestions', { q: text, max_results: max });
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return data ?? [];
}

/** 'Produk Unggulan': the best-rated products (most reviewed first on a tie). */
export async function getFeaturedProducts(limit = 8): Promise<ProductSummary[]> {
  let request = getSupabase().from('products').select(PRODUCT_SUMMARY_COLUMNS);
  for (const [column, ascending] of FEATURED_ORDER) request = request.order(column, { ascending });
  const { data, error } = await request.limit(limit);
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return (data ?? []).map(toProductSummary);
}

/** One product with its seller's public profile; 'Product not found' when there is none. */
export async function getCatalogProduct(id: number): Promise<ProductDetail> {
  const productId = parseId(id);
  if (productId === null) throw new Error('Product not found');
  const { data, error } = await getSupabase()
    .from('products')
    .select(PRODUCT_DETAIL_COLUMNS)
    .eq('id', productId)
    .maybeSingle();
  if (error) throw new Error(`Error getting product: ${error.message}`);
  if (!data) throw new Error('Product not found');
  return toProductDetail(data);
}

/** The current data of these products (e.g. the cart's lines); ids that no longer exist are left out. */
export async function getCatalogProductsByIds(ids: readonly number[]): Promise<ProductSummary[]> {
  const numeric = idList(ids);
  if (numeric.length === 0) return [];
  const { data, error } = await getSupabase()
    .from('products')
    .select(PRODUCT_SUMMARY_COLUMNS)
    .in('id', numeric);
  if (error) throw new Error(`Error getting products: ${error.message}`);
  return (data ?? []).map(toProductSummary);
}

/** The sidebar's divisions (in the storefront's order) with their categories and real product counts. */
export async function getSidebarDivisions(): Promise<SidebarDivision[]> {
  const { data, error } = await getSupabase()
    .from('category_product_counts')
    .select('id, name, division, product_count')
    .order('id', { ascending: true });
  if (error) throw new Error(`Error getting categories: ${error.message}`);
  return toSidebarDivisions(data ?? []);
}

/** The first sentence-ish of an article, for a short teaser. */
export function teaserOf(content: string, max = 120): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[.,;:]$/, '')}…`;
}

/**
 * 'Berita & Promosi': the latest live news and promo articles. Scheduled ones stay hidden until their
 * publish date (RLS does that for buyers; the explicit filter also keeps them out of an admin's sidebar).
 */
export async function getNewsPromos(limit = 4): Promise<NewsItem[]> {
  const { data, error } = await getSupabase()
    .from('articles')
    .select(ARTICLE_COLUMNS)
    .in('type', ['news', 'promo'])
    .lte('publish_date', new Date().toISOString())
    .order('publish_date', { ascending: false })
    .limit(limit);
  if (error) throw new Error(`Error getting articles: ${error.message}`);
  return (data ?? []).map(toArticle).flatMap((article) =>
    article.type === 'event'
      ? []
      : [
          {
            id: article.id,
            title: article.title,
            description: teaserOf(article.content),
            date: article.publishDate,
            type: article.type,
            image: article.image ?? '',
          },
        ],
  );
}
