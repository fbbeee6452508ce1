import type { DivisionName } from '../../constants';

/** A category (spec section 3): its division is authoritative for its products. */
export interface Category {
  id: number;
  name: string;
  division: DivisionName;
  description: string | null;
  created_at: string;
  updated_at: string;
}

/** What the category form sends. */
export interface CategoryInput {
  name: string;
  division: DivisionName;
  description?: string | null;
}
