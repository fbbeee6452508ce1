import * as yup from 'yup';
import type { ShuAllocationInput, ShuBase, ShuRule, ShuRuleInput } from '@koperasi/shared-services';
import { SHU_BASES } from '@koperasi/shared-services/economics';
import { isDateValue } from '../../components/date-time-field';

/** How a top-level line is used: kept by the cooperative, shared among members by a base, or split. */
export type ShuLineKind = 'kept' | 'base' | 'components';

export const SHU_LINE_KIND_LABELS: Record<ShuLineKind, string> = {
  kept: 'Disimpan koperasi',
  base: 'Dibagi ke anggota',
  components: 'Dibagi ke beberapa komponen',
};

export interface ShuComponentValues {
  name: string;
  percent: string;
  base: ShuBase | '';
}

export interface ShuLineValues {
  name: string;
  percent: string;
  kind: ShuLineKind;
  base: ShuBase | '';
  components: ShuComponentValues[];
}

export interface ShuRuleFormValues {
  shuTotal: number | '';
  /** 'YYYY-MM-DD' or '' */
  ratDate: string;
  note: string;
  lines: ShuLineValues[];
}

export const SHU_RULE_LIMITS = { lines: 40, name: 80, note: 1000, shuTotal: 1_000_000_000_000_000 } as const;

export const SHU_RULE_MESSAGES = {
  shuTotalRequired: 'SHU yang dibagikan wajib diisi',
  shuTotalWhole: 'SHU yang dibagikan harus rupiah bulat, tanpa sen',
  shuTotalRange: 'SHU yang dibagikan tidak boleh negatif atau terlalu besar',
  ratDate: 'Tanggal RAT tidak valid',
  note: 'Catatan paling banyak 1.000 karakter',
  nameRequired: 'Nama alokasi wajib diisi',
  nameLength: 'Nama alokasi paling banyak 80 karakter',
  nameUnique: 'Nama alokasi sudah dipakai di aturan ini',
  percentRequired: 'Persentase wajib diisi',
  percentFormat: 'Persentase harus lebih dari 0 sampai 100, paling banyak empat desimal',
  baseRequired: 'Pilih dasar pembagian',
  componentsRequired: 'Tambahkan minimal satu komponen',
  linesRequired: 'Tambahkan minimal satu alokasi',
  linesMax: 'Aturan pembagian SHU paling banyak 40 baris (alokasi dan komponen)',
  linesSum: (sum: string) => `Jumlah persentase alokasi harus tepat 100% (sekarang ${sum}%)`,
  componentsSum: (sum: string) => `Jumlah persentase komponen harus tepat 100% (sekarang ${sum}%)`,
} as const;

const PERCENT = /^(\d{1,3})(?:[.,](\d{1,4}))?$/;
/** 100 % in ten-thousandths of a percent: percents are compared as integers, never as floats. */
const HUNDRED = 1_000_000;

/** A percent typed as '12,5' or '12.5' in ten-thousandths (125000), or null when it is not one. */
export function percentUnits(text: string | null | undefined): number | null {
  const match = PERCENT.exec((text ?? '').trim());
  if (!match) return null;
  const units = Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
  return units > 0 && units <= HUNDRED ? units : null;
}

/** Ten-thousandths of a percent as Indonesians write it: 1000000 -> '100', 333333 -> '33,3333'. */
export function unitsText(units: number): string {
  const whole = Math.trunc(units / 10_000);
  const fraction = String(units % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole},${fraction}` : String(whole);
}

/** The sum of the valid percents of some lines, in ten-thousandths. */
export function percentSum(lines: readonly { percent?: string | null }[]): number {
  return lines.reduce((sum, line) => sum + (percentUnits(line.percent) ?? 0), 0);
}

/** A percent as the database stores it ('12.5'), for the form: '12,5'. */
const percentField = (percent: string) => percent.replace('.', ',');

const percentSchema = yup
  .string()
  .trim()
  .required(SHU_RULE_MESSAGES.percentRequired)
  .test('percent', SHU_RULE_MESSAGES.percentFormat, (value) => !value || percentUnits(value) !== null);

const nameSchema = yup
  .string()
  .trim()
  .required(SHU_RULE_MESSAGES.nameRequired)
  .max(SHU_RULE_LIMITS.name, SHU_RULE_MESSAGES.nameLength)
  .test('unique', SHU_RULE_MESSAGES.nameUnique, (value, context) => {
    if (!value) return true;
    // the whole form is the last of the 'from' chain: names are unique across lines and components
    const root = context.from?.[context.from.length - 1]?.value as ShuRuleFormValues | undefined;
    const names = (root?.lines ?? []).flatMap((line) => [
      line.name,
      ...(line.kind === 'components' ? line.components.map((component) => component.name) : []),
    ]);
    const key = value.trim().toLocaleLowerCase('id');
    return names.filter((name) => (name ?? '').trim().toLocaleLowerCase('id') === key).length < 2;
  });

const baseSchema = yup.string().oneOf(['', ...SHU_BASES]);

const componentSchema = yup.object({
  name: nameSchema,
  percent: percentSchema,
  base: baseSchema.required(SHU_RULE_MESSAGES.baseRequired),
});

const lineSchema = yup
  .object({
    name: nameSchema,
    percent: percentSchema,
    kind: yup.string().oneOf(['kept', 'base', 'components']).required(),
    base: baseSchema.when('kind', {
      is: 'base',
      then: (schema) => schema.required(SHU_RULE_MESSAGES.baseRequired),
    }),
    components: yup.array().when('kind', {
      is: 'components',
      then: () => yup.array().of(componentSchema).min(1, SHU_RULE_MESSAGES.componentsRequired),
      otherwise: (schema) => schema,
    }),
  })
  // the sum is the line's own error (componentsTotal), apart from the components' field errors
  .test('components-sum', (line, context) => {
    if (line.kind !== 'components' || !line.components?.length) return true;
    const sum = percentSum(line.components);
    return (
      sum === HUNDRED ||
      context.createError({
        path: `${context.path}.componentsTotal`,
        message: SHU_RULE_MESSAGES.componentsSum(unitsText(sum)),
      })
    );
  });

/**
 * The rule of a book year: whole rupiah to distribute, an optional RAT date and note, and the allocation
 * lines, whose percents sum to exactly 100; a line split into components has components summing to 100.
 */
export const shuRuleSchema = yup
  .object({
    shuTotal: yup
      .number()
      .typeError(SHU_RULE_MESSAGES.shuTotalRequired)
      .required(SHU_RULE_MESSAGES.shuTotalRequired)
      .integer(SHU_RULE_MESSAGES.shuTotalWhole)
      .min(0, SHU_RULE_MESSAGES.shuTotalRange)
      .max(SHU_RULE_LIMITS.shuTotal, SHU_RULE_MESSAGES.shuTotalRange),
    ratDate: yup.string().test('date', SHU_RULE_MESSAGES.ratDate, isDateValue),
    note: yup.string().max(SHU_RULE_LIMITS.note, SHU_RULE_MESSAGES.note),
    lines: yup.array().of(lineSchema).min(1, SHU_RULE_MESSAGES.linesRequired),
  })
  // the form's own errors (linesTotal), apart from the lines' field errors
  .test('lines-count', (values, context) => {
    const count = (values.lines ?? []).reduce(
      (total, line) => total + 1 + (line.kind === 'components' ? (line.components?.length ?? 0) : 0),
      0,
    );
    return (
      count <= SHU_RULE_LIMITS.lines ||
      context.createError({ path: 'linesTotal', message: SHU_RULE_MESSAGES.linesMax })
    );
  })
  .test('lines-sum', (values, context) => {
    if (!values.lines?.length) return true;
    const sum = percentSum(values.lines);
    return (
      sum === HUNDRED ||
      context.createError({ path: 'linesTotal', message: SHU_RULE_MESSAGES.linesSum(unitsText(sum)) })
    );
  });

export const emptyComponent = (): ShuComponentValues => ({ name: '', percent: '', base: '' });
export const emptyLine = (): ShuLineValues => ({
  name: '',
  percent: '',
  kind: 'kept',
  base: '',
  components: [],
});

/** The form for a new version: a copy of the version shown, or one empty line for the year's first rule. */
export function toShuRuleValues(rule: ShuRule | null): ShuRuleFormValues {
  if (!rule) return { shuTotal: '', ratDate: '', note: '', lines: [emptyLine()] };
  const top = rule.lines.filter((line) => line.parentLineNo === null);
  return {
    shuTotal: rule.shuTotal,
    ratDate: rule.ratDate ?? '',
    note: rule.note ?? '',
    lines: top.map((line) => {
      const components = rule.lines.filter((component) => component.parentLineNo === line.lineNo);
      return {
        name: line.name,
        percent: percentField(line.percent),
        kind: components.length > 0 ? 'components' : line.base ? 'base' : 'kept',
        base: line.base ?? '',
        components: components.map((component) => ({
          name: component.name,
          percent: percentField(component.percent),
          base: component.base ?? '',
        })),
      };
    }),
  };
}

/** A percent of the form as save_shu_rule reads it: '12,5' -> '12.5'. */
const percentInput = (text: string) => unitsText(percentUnits(text) ?? 0).replace(',', '.');

/** What save_shu_rule receives for a valid form. */
export function toShuRuleInput(year: number, values: ShuRuleFormValues): ShuRuleInput {
  const allocations: ShuAllocationInput[] = values.lines.map((line) => ({
    name: line.name.trim(),
    percent: percentInput(line.percent),
    ...(line.kind === 'base' && line.base ? { base: line.base } : {}),
    ...(line.kind === 'components'
      ? {
          components: line.components.map((component) => ({
            name: component.name.trim(),
            percent: percentInput(component.percent),
            base: component.base as ShuBase,
          })),
        }
      : {}),
  }));
  return {
    year,
    shuTotal: Number(values.shuTotal),
    ratDate: values.ratDate || null,
    note: values.note.trim() || null,
    allocations,
  };
}
