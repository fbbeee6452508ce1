import { setSupabaseClient } from '../../supabase/client';
import { getMyShuEstimate, getShuDistributionReport, saveShuRule } from './shu-service';
import { EconomicsError } from './economics-error';

interface Answer {
  data: unknown;
  error: { code: string; message: string } | null;
}

/** A client whose rpc answers from a table by function name, and whose shu_rules select gives `rules`. */
function fakeClient(answers: Record<string, Answer>, rules: unknown[] = []) {
  const calls: [string, unknown][] = [];
  const query = {
    select: () => query,
    eq: () => query,
    order: () => Promise.resolve({ data: rules, error: null }),
  };
  setSupabaseClient({
    rpc: (name: string, args: unknown) => {
      calls.push([name, args]);
      return Promise.resolve(answers[name] ?? { data: null, error: null });
    },
    from: () => query,
  } as never);
  return calls;
}

afterEach(() => setSupabaseClient(undefined));

describe('shu-service', () => {
  it('sends a rule with its percents as JSON numbers and returns the stored version', async () => {
    const calls = fakeClient({ save_shu_rule: { data: { id: 9, year: 2026, version: 3 }, error: null } }, [
      {
        id: 9,
        year: 2026,
        version: 3,
        shu_total: 1000,
        rat_date: null,
        note: null,
        created_at: '2026-11-26T00:00:00Z',
        lines: [
          { line_no: 2, parent_line_no: null, name: 'Jasa Usaha', percent: 33.3333, base: 'purchases' },
          { line_no: 1, parent_line_no: null, name: 'Cadangan', percent: 66.6667, base: null },
        ],
      },
    ]);
    const saved = await saveShuRule({
      year: 2026,
      shuTotal: 1000,
      ratDate: null,
      note: '  ',
      allocations: [
        { name: ' Cadangan ', percent: '66.6667' },
        { name: 'Jasa Usaha', percent: '33.3333', base: 'purchases' },
      ],
    });
    expect(calls).toEqual([
      [
        'save_shu_rule',
        {
          year: 2026,
          shu_total: 1000,
          allocations: [
            { name: 'Cadangan', percent: 66.6667 },
            { name: 'Jasa Usaha', percent: 33.3333, base: 'purchases' },
          ],
        },
      ],
    ]);
    expect(saved.version).toBe(3);
    expect(saved.lines.map((line) => `${line.lineNo} ${line.name} ${line.percent}`)).toEqual([
      '1 Cadangan 66.6667',
      '2 Jasa Usaha 33.3333',
    ]);
  });

  it("reads a member's lines from the report's JSON", async () => {
    fakeClient({
      shu_distribution_report: {
        data: [
          {
            member_id: 'm1',
            member_number: 'KOP-0001',
            full_name: 'Agus',
            purchases: 100,
            sales: 0,
            transactions: 100,
            capital: 50,
            jasa_usaha: 7,
            jasa_modal: 3,
            total: 10,
            lines: [{ line_no: 3, name: 'Jasa Usaha', base: 'purchases_and_sales', amount: 7 }],
          },
        ],
        error: null,
      },
    });
    expect(await getShuDistributionReport(2026)).toEqual([
      {
        memberId: 'm1',
        fullName: 'Agus',
        memberNumber: 'KOP-0001',
        purchases: 100,
        sales: 0,
        transactions: 100,
        capital: 50,
        jasaUsaha: 7,
        jasaModal: 3,
        total: 10,
        lines: [{ lineNo: 3, name: 'Jasa Usaha', base: 'purchases_and_sales', amount: 7 }],
      },
    ]);
  });

  it('gives no estimate to someone who is not a member (an empty answer), and the current year by default', async () => {
    const calls = fakeClient({ my_shu_estimate: { data: [], error: null } });
    expect(await getMyShuEstimate()).toBeNull();
    expect(calls).toEqual([['my_shu_estimate', {}]]);
  });

  it("keeps the database's sentence for invalid input and says 'not allowed' in Indonesian", async () => {
    fakeClient({
      save_shu_rule: {
        data: null,
        error: {
          code: '22023',
          message: 'Jumlah persentase alokasi harus tepat 100 persen (sekarang 90 persen)',
        },
      },
      shu_distribution_report: {
        data: null,
        error: { code: '42501', message: 'permission denied for function shu_distribution_report' },
      },
    });
    const input = { year: 2026, shuTotal: 1, ratDate: null, note: null, allocations: [] };
    await expect(saveShuRule(input)).rejects.toMatchObject({
      name: 'EconomicsError',
      code: '22023',
      userMessage: 'Jumlah persentase alokasi harus tepat 100 persen (sekarang 90 persen)',
    });
    await expect(getShuDistributionReport(2026)).rejects.toMatchObject({
      code: '42501',
      userMessage: 'Anda tidak memiliki izin untuk melakukan tindakan ini',
    });
    expect(
      new EconomicsError('x', { code: 'KP016', message: 'Tahun buku 2025 sudah ditutup' }).userMessage,
    ).toBeTruthy();
  });
});
