/* What SHU's screens show without calling the database: the bases a member's share is measured by. */

/** What a member's share of a line is measured by. */
export type ShuBase = 'purchases' | 'sales' | 'purchases_and_sales' | 'capital';
export const SHU_BASES: readonly ShuBase[] = ['purchases', 'sales', 'purchases_and_sales', 'capital'];
export const SHU_BASE_LABELS: Record<ShuBase, string> = {
  purchases: 'Pembelian',
  sales: 'Penjualan',
  purchases_and_sales: 'Pembelian dan Penjualan',
  capital: 'Modal',
};

/** A component of a two-level line (e.g. 'Jasa Usaha' of 'Jasa Anggota'): always with a base. */
export interface ShuComponentInput {
  name: string;
  /** decimal text, up to 4 decimals: '70', '33.3333' */
  percent: string;
  base: ShuBase;
}

/** A top-level line: a base (shared among members), components (two-level), or neither (kept). */
export interface ShuAllocationInput {
  name: string;
  percent: string;
  base?: ShuBase | null;
  components?: ShuComponentInput[];
}

export interface ShuRuleInput {
  year: number;
  /** whole rupiah */
  shuTotal: number;
  /** 'YYYY-MM-DD' or null */
  ratDate: string | null;
  note: string | null;
  allocations: ShuAllocationInput[];
}

/** A stored line of a rule version; components point at their parent's line number. */
export interface ShuRuleLine {
  lineNo: number;
  parentLineNo: number | null;
  name: string;
  percent: string;
  base: ShuBase | null;
}

/** One version of a book year's rule (the highest version is in force). */
export interface ShuRule {
  id: number;
  year: number;
  version: number;
  shuTotal: number;
  ratDate: string | null;
  note: string | null;
  createdAt: string;
  lines: ShuRuleLine[];
}

export interface ShuYearClosing {
  year: number;
  ruleId: number;
  closedAt: string;
}

/** A line's pool in shu_allocation_report (a parent's pool is the sum of its components'). */
export interface ShuAllocationLine extends ShuRuleLine {
  pool: number;
  distributed: number;
  undistributed: number;
}

/** A member's amount from one distributed line. */
export interface ShuMemberLine {
  lineNo: number;
  name: string;
  base: ShuBase | null;
  amount: number;
}

/** A member's patronage and SHU (whole rupiah). */
export interface ShuMemberFigures {
  memberNumber: string;
  purchases: number;
  sales: number;
  transactions: number;
  capital: number;
  jasaUsaha: number;
  jasaModal: number;
  total: number;
  lines: ShuMemberLine[];
}

export interface ShuMemberShare extends ShuMemberFigures {
  memberId: string;
  fullName: string;
}

/** A member's own estimate for a book year: the year's rule, else the latest earlier one. */
export interface MyShuEstimate extends ShuMemberFigures {
  bookYear: number;
  /** the year of the rule applied (an earlier year's while this one has none); null: no rule at all */
  ruleYear: number | null;
  ruleVersion: number | null;
  /** the year is closed: these are the final amounts */
  isFinal: boolean;
}
