import type { QueryData } from '@supabase/supabase-js';
import { isDivision, type Division } from '../../constants';
import type { KoperasiSupabaseClient } from '../../supabase/client';
import type { TablesInsert } from '../../supabase/database.types';

/** The query its row type is inferred from (types only). */
export const CATEGORY_COLUMNS = 'id, name, division, description, created_at, updated_at' as const;

export const categoriesQuery = (client: KoperasiSupabaseClient) =>
  client.from('categories').select(CATEGORY_COLUMNS);
export type CategoryRow = QueryData<ReturnType<typeof categoriesQuery>>[number];

/** A category: its division is authoritative for its products. */
export interface Category {
  id: number;
  name: string;
  division: Division;
  description: string | null;
  /** ISO timestamps */
  createdAt: string;
  updatedAt: string;
}

/** What the category form sends. */
export interface CategoryInput {
  name: string;
  division: Division;
  description?: string | null;
}

export function toCategory(row: CategoryRow): Category {
  if (!isDivision(row.division)) throw new Error(`unknown division "${row.division}"`);
  return {
    id: row.id,
    name: row.name,
    division: row.division,
    description: row.description,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The category form's fields as the categories table takes them (insert and update). */
export function toCategoryWrite(
  input: CategoryInput,
): Pick<TablesInsert<'categories'>, 'name' | 'division' | 'description'> {
  return {
    name: input.name.trim(),
    division: input.division,
    description: input.description?.trim() ? input.description.trim() : null,
  };
}
