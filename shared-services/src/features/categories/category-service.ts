import { getSupabase } from '../../supabase/client';
import {
  CATEGORY_COLUMNS,
  toCategory,
  toCategoryWrite,
  type Category,
  type CategoryInput,
} from './category-model';

/** Why an update or delete touched no row: RLS hides refused writes, so tell 'not found' from 'refused'. */
async function whyNoRow(id: number): Promise<string> {
  const { data } = await getSupabase().from('categories').select('id').eq('id', id).maybeSingle();
  return data ? `permission denied for category ${id}` : 'Category not found';
}

/** Inserts a category and returns its new id. */
export async function createCategory(input: CategoryInput): Promise<number> {
  const { data, error } = await getSupabase()
    .from('categories')
    .insert(toCategoryWrite(input))
    .select('id')
    .single();
  if (error) throw new Error(`Error creating category: ${error.message}`);
  return data.id;
}

export async function getCategory(id: number): Promise<Category> {
  const { data, error } = await getSupabase()
    .from('categories')
    .select(CATEGORY_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(`Error getting category: ${error.message}`);
  if (!data) throw new Error('Category not found');
  return toCategory(data);
}

/** Every category, newest first. */
export async function getCategories(): Promise<Category[]> {
  const { data, error } = await getSupabase()
    .from('categories')
    .select(CATEGORY_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new Error(`Error getting categories: ${error.message}`);
  return (data ?? []).map(toCategory);
}

/** Updates a category with updated_at. A row the caller may not change (RLS) is an error, not a no-op. */
export async function updateCategory(id: number, input: CategoryInput): Promise<void> {
  const { data, error } = await getSupabase()
    .from('categories')
    .update({ ...toCategoryWrite(input), updated_at: new Date().toISOString() })
    .eq('id', id)
    .select('id');
  if (error) throw new Error(`Error updating category: ${error.message}`);
  if (!data?.length) throw new Error(`Error updating category: ${await whyNoRow(id)}`);
}

export async function deleteCategory(id: number): Promise<void> {
  const { data, error } = await getSupabase().from('categories').delete().eq('id', id).select('id');
  if (error) throw new Error(`Error deleting category: ${error.message}`);
  if (!data?.length) throw new Error(`Error deleting category: ${await whyNoRow(id)}`);
}

/** The number of categories (dashboard tile). */
export async function countCategories(): Promise<number> {
  const { count, error, status, statusText } = await getSupabase()
    .from('categories')
    .select('id', { count: 'exact', head: true });
  // a HEAD answer has no body: the status line is the cause
  if (error) throw new Error(`Error getting categories: ${error.message || `${status} ${statusText}`}`);
  return count ?? 0;
}
