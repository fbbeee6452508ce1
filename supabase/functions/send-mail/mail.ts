// A row of public.mail_outbox as the mail that leaves: its subject and text with {{SITE_URL}} filled in, and an
// HTML part made from the text (paragraphs, line breaks, links), in Indonesian as written by the database.

export interface OutboxRow {
  id: number;
  recipient: string;
  template: string;
  subject: string;
  body: string;
  attempts: number;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the outbox row's template: the dev mailbox's type */
  template: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** One line of text as HTML: escaped, its addresses as links. */
function lineHtml(line: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    html += escapeHtml(line.slice(at, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}">${url}</a>`;
    at = (match.index ?? 0) + match[0].length;
  }
  return html + escapeHtml(line.slice(at));
}

/** The text as HTML: a paragraph per blank-line block, <br> inside one; quoted lines ('> ') in a blockquote. */
export function textToHtml(text: string, title: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((line) => line.startsWith('>')))
        return `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #d1d5db;color:#4b5563">${lines
          .map((line) => lineHtml(line.replace(/^>\s?/, '')))
          .join('<br>')}</blockquote>`;
      return `<p style="margin:0 0 16px">${lines.map(lineHtml).join('<br>')}</p>`;
    });
  return (
    '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="margin:0;padding:24px;background:#f5f7f6;font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">' +
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">' +
    blocks.join('') +
    '</div></body></html>'
  );
}

/** The mail of an outbox row: {{SITE_URL}} filled in; the subject on one line. */
export function mailOf(row: OutboxRow, siteUrl: string): OutgoingMail {
  const fill = (value: string) => value.replaceAll('{{SITE_URL}}', siteUrl);
  const subject = fill(row.subject)
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const text = fill(row.body);
  return { to: row.recipient.trim(), subject, text, html: textToHtml(text, subject), template: row.template };
}
