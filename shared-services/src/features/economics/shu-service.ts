import type { Database, Json } from '../../supabase/database.types';
import { getSupabase } from '../../supabase/client';
import { EconomicsError } from './economics-error';
import { SHU_BASES, type ShuBase } from './shu-model';

export type { ShuBase };

/*
 * SHU (sisa hasil usaha) per book year: the rule versions the members' meeting (RAT) decided, the pools of
 * each allocation line, every member's share, closing the year, and a member's own running estimate. The
 * database computes everything (save_shu_rule, shu_allocation_report, shu_distribution_report,
 * close_shu_year, my_shu_estimate); amounts are whole rupiah, percents are kept as the decimal text the
 * database gave so nothing is rounded through a float on the way.
 */

type Functions = Database['public']['Functions'];
type RuleRow = Database['public']['Tables']['shu_rules']['Row'];
type RuleLineRow = Database['public']['Tables']['shu_rule_lines']['Row'];
type AllocationRow = Functions['shu_allocation_report']['Returns'][number];
type DistributionRow = Functions['shu_distribution_report']['Returns'][number];
type EstimateRow = Functions['my_shu_estimate']['Returns'][number];

const isBase = (value: unknown): value is ShuBase => SHU_BASES.includes(value as ShuBase);
const baseOf = (value: unknown): ShuBase | null => (isBase(value) ? value : null);

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

const percentText = (value: number | string) => String(value);

function toRuleLine(row: Pick<RuleLineRow, 'line_no' | 'parent_line_no' | 'name' | 'percent' | 'base'>) {
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

const RULE_COLUMNS =
  'id, year, version, shu_total, rat_date, note, created_at, lines:shu_rule_lines(line_no, parent_line_no, name, percent, base)' as const;

type RuleSelectRow = Omit<RuleRow, 'created_by'> & {
  lines: Pick<RuleLineRow, 'line_no' | 'parent_line_no' | 'name' | 'percent' | 'base'>[];
};

function toRule(row: RuleSelectRow): ShuRule {
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

/** Every rule version of a book year, the newest (the one in force) first. */
export async function getShuRules(year: number): Promise<ShuRule[]> {
  const { data, error } = await getSupabase()
    .from('shu_rules')
    .select(RULE_COLUMNS)
    .eq('year', year)
    .order('version', { ascending: false });
  if (error) throw new EconomicsError('Error getting SHU rules', error);
  return (data ?? []).map((row) => toRule(row));
}

/** The closing of a book year, or null while it is open. */
export async function getShuYearClosing(year: number): Promise<ShuYearClosing | null> {
  const { data, error } = await getSupabase()
    .from('shu_year_closings')
    .select('year, rule_id, closed_at')
    .eq('year', year)
    .maybeSingle();
  if (error) throw new EconomicsError('Error getting SHU year closing', error);
  return data ? { year: data.year, ruleId: data.rule_id, closedAt: data.closed_at } : null;
}

/** The allocations as save_shu_rule reads them: percents as JSON numbers, trimmed names. */
function allocationsJson(allocations: ShuAllocationInput[]): Json {
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

/** An admin records a new version of a book year's rule (save_shu_rule); KP016 once the year is closed. */
export async function saveShuRule(input: ShuRuleInput): Promise<ShuRule> {
  const client = getSupabase();
  const { data, error } = await client.rpc('save_shu_rule', {
    year: input.year,
    shu_total: input.shuTotal,
    allocations: allocationsJson(input.allocations),
    ...(input.ratDate ? { rat_date: input.ratDate } : {}),
    ...(input.note?.trim() ? { note: input.note.trim() } : {}),
  });
  if (error) throw new EconomicsError('Error saving SHU rule', error);
  const rules = await getShuRules(data.year);
  const saved = rules.find((rule) => rule.id === data.id);
  if (!saved) throw new EconomicsError('Error saving SHU rule', { message: 'the saved rule was not found' });
  return saved;
}

/** The pool of every line of the year's rule in force, what members received and what stays undistributed. */
export async function getShuAllocationReport(year: number): Promise<ShuAllocationLine[]> {
  const { data, error } = await getSupabase().rpc('shu_allocation_report', { year });
  if (error) throw new EconomicsError('Error getting SHU allocation report', error);
  return (data ?? []).map((row: AllocationRow) => ({
    ...toRuleLine(row),
    pool: Number(row.pool),
    distributed: Number(row.distributed),
    undistributed: Number(row.undistributed),
  }));
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

/** Every member's patronage and SHU for the year, by member number (the stored shares once closed). */
export async function getShuDistributionReport(year: number): Promise<ShuMemberShare[]> {
  const { data, error } = await getSupabase().rpc('shu_distribution_report', { year });
  if (error) throw new EconomicsError('Error getting SHU distribution report', error);
  return (data ?? []).map((row: DistributionRow) => ({
    memberId: row.member_id,
    fullName: row.full_name,
    ...toFigures(row),
  }));
}

/** An admin closes a past book year: its rule version becomes final and the members' shares are stored. */
export async function closeShuYear(year: number): Promise<ShuYearClosing> {
  const { data, error } = await getSupabase().rpc('close_shu_year', { year });
  if (error) throw new EconomicsError('Error closing SHU year', error);
  return { year: data.year, ruleId: data.rule_id, closedAt: data.closed_at };
}

/**
 * The signed-in member's patronage and SHU estimate for a book year (null: the current year), computed as
 * the admin's distribution report computes it. Null when the user is not a member of the cooperative.
 */
export async function getMyShuEstimate(year: number | null = null): Promise<MyShuEstimate | null> {
  const { data, error } = await getSupabase().rpc('my_shu_estimate', year === null ? {} : { year });
  if (error) throw new EconomicsError('Error getting SHU estimate', error);
  // no row: the signed-in user is not a member
  const row = (data ?? [])[0];
  if (!row) return null;
  return {
    bookYear: row.book_year,
    ruleYear: row.rule_year ?? null,
    ruleVersion: row.rule_version ?? null,
    isFinal: row.is_final,
    ...toFigures(row),
  };
}
