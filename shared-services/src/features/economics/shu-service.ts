import { getSupabase } from '../../supabase/client';
import { EconomicsError } from './economics-error';
import type {
  MyShuEstimate,
  ShuAllocationLine,
  ShuMemberShare,
  ShuRule,
  ShuRuleInput,
  ShuYearClosing,
} from './shu-model';
import {
  allocationsJson,
  RULE_COLUMNS,
  toAllocationLine,
  toMemberShare,
  toMyEstimate,
  toRule,
  toYearClosing,
} from './shu-rows';

/*
 * SHU (sisa hasil usaha) per book year: the rule versions the members' meeting (RAT) decided, the pools of
 * each allocation line, every member's share, closing the year, and a member's own running estimate. The
 * database computes everything (save_shu_rule, shu_allocation_report, shu_distribution_report,
 * close_shu_year, my_shu_estimate); amounts are whole rupiah, percents are kept as the decimal text the
 * database gave so nothing is rounded through a float on the way.
 */

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
  return data ? toYearClosing(data) : null;
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
  return (data ?? []).map(toAllocationLine);
}

/** Every member's patronage and SHU for the year, by member number (the stored shares once closed). */
export async function getShuDistributionReport(year: number): Promise<ShuMemberShare[]> {
  const { data, error } = await getSupabase().rpc('shu_distribution_report', { year });
  if (error) throw new EconomicsError('Error getting SHU distribution report', error);
  return (data ?? []).map(toMemberShare);
}

/** An admin closes a past book year: its rule version becomes final and the members' shares are stored. */
export async function closeShuYear(year: number): Promise<ShuYearClosing> {
  const { data, error } = await getSupabase().rpc('close_shu_year', { year });
  if (error) throw new EconomicsError('Error closing SHU year', error);
  return toYearClosing(data);
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
  return toMyEstimate(row);
}
