import { screen } from '@testing-library/react';
import type { ShuRule } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { currentBookYear } from './shu-report';
import { ShuRuleSummary } from './shu-rule-summary';

// npm test runs this file under TZ=UTC and TZ=America/New_York too
const RULE: ShuRule = {
  id: 1,
  year: 2026,
  version: 1,
  shuTotal: 1_000_000,
  ratDate: '2026-12-15',
  note: null,
  // 20.00 UTC on 31 March: 1 April in Jakarta
  createdAt: '2026-03-31T20:00:00Z',
  lines: [{ lineNo: 1, parentLineNo: null, name: 'Cadangan', percent: '100', base: null }],
};

describe('SHU dates, whatever the browser time zone', () => {
  it('shows the RAT date as the day typed and the recording day in WIB', () => {
    renderWithProviders(<ShuRuleSummary rule={RULE} />);
    expect(screen.getByText('Tanggal RAT').nextElementSibling).toHaveTextContent('15 Desember 2026');
    expect(screen.getByText('Dicatat').nextElementSibling).toHaveTextContent('1 April 2026');
  });

  it('counts the book year in Jakarta: on 31 December at 18.00 UTC it is already the next one', () => {
    expect(currentBookYear(new Date('2026-12-31T18:00:00Z'))).toBe(2027);
    expect(currentBookYear(new Date('2026-12-31T16:00:00Z'))).toBe(2026);
  });
});
