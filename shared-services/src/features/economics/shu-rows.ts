import type { Database, Json } from '../../supabase/database.types';
import {
  SHU_BASES,
  type MyShuEstimate,
  type ShuAllocationInput,
  type ShuAllocationLine,
  type ShuBase,
  type ShuMemberFigures,
  type ShuMemberLine,
  type ShuMemberShare,
  type ShuRule,
  type ShuYearClosing,
} from './shu-model';

/*
 * SHU's rows (shu_rules and their lines, the reports' rows) and their one mapping to the model
 * (shu-model.ts); amounts become numbers of whole rupiah, percents stay the decimal text the database gave.
 */

type Functions = Database['public']['Functions'];
type RuleRow = Database['public']['Tables']['shu_rules']['Row'];
type RuleLineRow = Database['public']['Tables']['shu_rule_lines']['Row'];
type AllocationRow = Functions['shu_allocation_report']['Returns'][number];
type DistributionRow = Functions['shu_distribution_report']['Returns'][number];
type EstimateRow = Functions['my_shu_estimate']['Returns'][number];
type ClosingRow = Pick<
  Database['public']['Tables']['shu_year_closings']['Row'],
  'year' | 'rule_id' | 'closed_at'
>;

const isBase = (value: unknown): value is ShuBase => SHU_BASES.includes(value as ShuBase);
const baseOf = (value: unknown): ShuBase | null => (isBase(value) ? value : null);

const percentText = (value: number | string) => String(value);

export function toRuleLine(
  row: Pick<RuleLineRow, 'line_no' | 'parent_line_no' | 'name' | 'percent' | 'base'>,
) {
  return {
    lineNo: row.line_no,
    parentLineNo: row.parent_line_no ?? null,
    name: row.name,
    percent: percentText(row.percent),
    base: baseOf(row.base),
  };
}

function toMemberLines(value: Json): ShuMemberLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return [];
    return [
      {
        lineNo: Number(item.line_no),
        name: typeof item.name === 'string' ? item.name : '',
        base: baseOf(item.base),
        amount: Number(item.amount ?? 0),
      },
    ];
  });
}

export const RULE_COLUMNS =
  'id, year, version, shu_total, rat_date, note, created_at, lines:shu_rule_lines(line_no, parent_line_no, name, percent, base)' as const;

type RuleSelectRow = Omit<RuleRow, 'created_by'> & {
  lines: Pick<RuleLineRow, 'line_no' | 'parent_line_no' | 'name' | 'percent' | 'base'>[];
};

export function toRule(row: RuleSelectRow): ShuRule {
  return {
    id: row.id,
    year: row.year,
    version: row.version,
    shuTotal: Number(row.shu_total),
    ratDate: row.rat_date,
    note: row.note,
    createdAt: row.created_at,
    lines: [...row.lines].sort((a, b) => a.line_no - b.line_no).map(toRuleLine),
  };
}

function toFigures(row: DistributionRow | EstimateRow): ShuMemberFigures {
  return {
    memberNumber: row.member_number,
    purchases: Number(row.purchases),
    sales: Number(row.sales),
    transactions: Number(row.transactions),
    capital: Number(row.capital),
    jasaUsaha: Number(row.jasa_usaha),
    jasaModal: Number(row.jasa_modal),
    total: Number(row.total),
    lines: toMemberLines(row.lines),
  };
}

export const toAllocationLine = (row: AllocationRow): ShuAllocationLine => ({
  ...toRuleLine(row),
  pool: Number(row.pool),
  distributed: Number(row.distributed),
  undistributed: Number(row.undistributed),
});

export const toMemberShare = (row: DistributionRow): ShuMemberShare => ({
  memberId: row.member_id,
  fullName: row.full_name,
  ...toFigures(row),
});

export const toMyEstimate = (row: EstimateRow): MyShuEstimate => ({
  bookYear: row.book_year,
  ruleYear: row.rule_year ?? null,
  ruleVersion: row.rule_version ?? null,
  isFinal: row.is_final,
  ...toFigures(row),
});

export const toYearClosing = (row: ClosingRow): ShuYearClosing => ({
  year: row.year,
  ruleId: row.rule_id,
  closedAt: row.closed_at,
});

/** The allocations as save_shu_rule reads them: percents as JSON numbers, trimmed names. */
export function allocationsJson(allocations: ShuAllocationInput[]): Json {
  return allocations.map((line) => ({
    name: line.name.trim(),
    percent: Number(line.percent),
    ...(line.components && line.components.length > 0
      ? {
          components: line.components.map((component) => ({
            name: component.name.trim(),
            percent: Number(component.percent),
            base: component.base,
          })),
        }
      : line.base
        ? { base: line.base }
        : {}),
  }));
}
