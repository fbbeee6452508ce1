import { DIVISIONS } from '../../constants';
import type { Database } from '../../supabase/database.types';
import type { SidebarDivision } from './types';

/** A category with its product count, as the view category_product_counts gives it. */
export type CategoryCountRow = Pick<
  Database['public']['Views']['category_product_counts']['Row'],
  'id' | 'name' | 'division' | 'product_count'
>;

/** The sidebar's divisions in the storefront's order, each with its categories; a division without any is left out. */
export function toSidebarDivisions(rows: readonly CategoryCountRow[]): SidebarDivision[] {
  return DIVISIONS.map((division) => ({
    name: division,
    categories: rows.flatMap((row) =>
      row.division === division && row.id !== null
        ? [{ id: row.id, name: row.name ?? '', count: row.product_count ?? 0 }]
        : [],
    ),
  })).filter((division) => division.categories.length > 0);
}
