/**
 * Small self-contained HTML reports for the benchmarks (e2e/bench/web.ts, local-supabase/bench): grouped
 * horizontal bar charts as inline SVG, no script and no dependency, so the file opens anywhere.
 */

export interface BarGroup {
  /** e.g. the page ("home") or the scenario ("product list, PostgreSQL") */
  label: string;
  /** series name -> value; a missing series draws no bar */
  values: Record<string, number | null | undefined>;
}

export interface BarChart {
  title: string;
  unit: string;
  /** the series in drawing order, with their colours */
  series: { name: string; color: string }[];
  groups: BarGroup[];
  /** a short line under the title */
  note?: string;
  /** digits after the point in the value labels */
  digits?: number;
}

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const CHART_WIDTH = 320;
const VALUE_WIDTH = 90;
const BAR_HEIGHT = 16;
const GROUP_GAP = 12;

/** One chart: a bar per series per group, scaled to the largest value, each bar labelled with its value. */
export function barChartSvg(chart: BarChart): string {
  const digits = chart.digits ?? 0;
  const max = Math.max(
    1e-9,
    ...chart.groups.flatMap((group) => chart.series.map(({ name }) => group.values[name] ?? 0)),
  );
  // wide enough for the longest group label at 12 px (about 6.8 px a character)
  const LABEL_WIDTH = Math.max(
    120,
    Math.ceil(Math.max(...chart.groups.map((group) => group.label.length)) * 6.8) + 16,
  );
  const legendHeight = 24;
  const groupHeight = chart.series.length * BAR_HEIGHT + GROUP_GAP;
  const height = legendHeight + chart.groups.length * groupHeight + 4;
  const width = LABEL_WIDTH + CHART_WIDTH + VALUE_WIDTH;
  const parts: string[] = [];
  chart.series.forEach(({ name, color }, index) => {
    const x = LABEL_WIDTH + index * 110;
    parts.push(
      `<rect x="${x}" y="4" width="12" height="12" fill="${color}"/>`,
      `<text x="${x + 18}" y="14">${escapeHtml(name)}</text>`,
    );
  });
  chart.groups.forEach((group, groupIndex) => {
    const top = legendHeight + groupIndex * groupHeight;
    const middle = top + (chart.series.length * BAR_HEIGHT) / 2;
    parts.push(
      `<text x="${LABEL_WIDTH - 8}" y="${middle + 4}" text-anchor="end">${escapeHtml(group.label)}</text>`,
    );
    chart.series.forEach(({ name, color }, index) => {
      const value = group.values[name];
      if (value === null || value === undefined || Number.isNaN(value)) return;
      const y = top + index * BAR_HEIGHT;
      const barWidth = Math.max(1, (value / max) * CHART_WIDTH);
      parts.push(
        `<rect x="${LABEL_WIDTH}" y="${y + 2}" width="${barWidth.toFixed(1)}" height="${BAR_HEIGHT - 4}" fill="${color}"><title>${escapeHtml(`${group.label}, ${name}: ${value.toFixed(digits)} ${chart.unit}`)}</title></rect>`,
        `<text x="${(LABEL_WIDTH + barWidth + 6).toFixed(1)}" y="${y + BAR_HEIGHT - 4}" class="value">${value.toFixed(digits)}</text>`,
      );
    });
  });
  const title = `${chart.title} (${chart.unit})`;
  return [
    `<figure><figcaption><strong>${escapeHtml(title)}</strong>${chart.note ? `<br><span>${escapeHtml(chart.note)}</span>` : ''}</figcaption>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(title)}">`,
    ...parts,
    '</svg></figure>',
  ].join('\n');
}

/** A whole report page: title, an intro paragraph, the charts, then optional extra HTML (a table). */
export function reportHtml({
  title,
  intro,
  charts,
  extra = '',
}: {
  title: string;
  intro: string;
  charts: BarChart[];
  extra?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1f2937; max-width: 1100px; }
  h1 { font-size: 20px; margin: 0 0 8px; }
  p { margin: 0 0 16px; color: #4b5563; }
  .charts { display: flex; flex-wrap: wrap; gap: 16px 32px; }
  figure { margin: 0; }
  figcaption { margin-bottom: 4px; }
  figcaption span { color: #6b7280; font-size: 12px; }
  svg { font: 12px system-ui, sans-serif; fill: #1f2937; max-width: 100%; height: auto; }
  svg .value { fill: #374151; }
  .scroll { overflow-x: auto; margin-top: 24px; }
  table { border-collapse: collapse; font-size: 12px; }
  th, td { border: 1px solid #e5e7eb; padding: 3px 8px; text-align: right; }
  th:first-child, td:first-child, th:nth-child(2), td:nth-child(2) { text-align: left; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(intro)}</p>
<div class="charts">
${charts.map(barChartSvg).join('\n')}
</div>
${extra}
</body>
</html>
`;
}

/** A plain table for the report (header row, then rows), cells escaped. */
export function tableHtml(header: string[], rows: (string | number)[][]): string {
  const cell = (tag: string, value: string | number) => `<${tag}>${escapeHtml(String(value))}</${tag}>`;
  return `<div class="scroll"><table><thead><tr>${header.map((h) => cell('th', h)).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((value) => cell('td', value)).join('')}</tr>`)
    .join('')}</tbody></table></div>`;
}

/** The same table as text for the console: columns padded to their widest cell, a rule under the header. */
export function textTable(header: string[], rows: (string | number)[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: (string | number)[]) =>
    cells.map((cell, column) => String(cell).padEnd(widths[column]!)).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}
