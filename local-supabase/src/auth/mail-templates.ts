import fs from 'node:fs';
import path from 'node:path';
import { convert } from 'html-to-text';
import { parseToml, type TomlTable } from '../storage/mini-toml';
import { renderGoTemplate } from './go-template';

/**
 * The auth e-mails as the Supabase CLI configures them in supabase/config.toml:
 *
 *   [auth.email.template.recovery]
 *   subject = "…"                                     # a Go template too
 *   content_path = "./supabase/templates/recovery.html" # relative to the folder that holds supabase/
 *
 * with the variables of Supabase Auth ({{ .ConfirmationURL }}, {{ .Token }}, {{ .TokenHash }},
 * {{ .SiteURL }}, {{ .RedirectTo }}, {{ .Email }}, {{ .NewEmail }}, {{ .Data.<metadata> }}). A kind without
 * a section, or whose file is missing or cannot be rendered, gets the built-in Indonesian text below.
 * Each mail also gets a plain-text part made from its HTML. The file is read again when it changes.
 */

export const MAIL_TEMPLATE_KINDS = [
  'confirmation',
  'recovery',
  'magic_link',
  'invite',
  'email_change',
  'reauthentication',
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

export interface MailTemplateData {
  ConfirmationURL: string;
  Token: string;
  TokenHash: string;
  SiteURL: string;
  RedirectTo: string;
  Email: string;
  NewEmail: string;
  Data: Record<string, unknown>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

interface TemplateSource {
  subject: string;
  html: string;
}

const SITE_NAME = 'Koperasi Marketplace';

/** One simple layout for the built-in texts: greeting, what to do, the button, the plain link, why. */
function builtIn(parts: { subject: string; intro: string; button: string; why: string }): TemplateSource {
  return {
    subject: parts.subject,
    html: `<html lang="id"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0f766e">${SITE_NAME}</h2>
<p>{{ if .Data.full_name }}Halo {{ .Data.full_name }},{{ else }}Halo,{{ end }}</p>
<p>${parts.intro}</p>
<p><a href="{{ .ConfirmationURL }}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${parts.button}</a></p>
<p>Jika tombol tidak berfungsi, salin link ini ke browser Anda:<br><a href="{{ .ConfirmationURL }}">{{ .ConfirmationURL }}</a></p>
<p style="color:#6b7280;font-size:13px">${parts.why}</p>
<p style="color:#6b7280;font-size:13px">${SITE_NAME} · <a href="{{ .SiteURL }}">{{ .SiteURL }}</a></p>
</body></html>`,
  };
}

/** the reauthentication mail carries a code to type, not a link */
function builtInCode(parts: { subject: string; intro: string; why: string }): TemplateSource {
  return {
    subject: parts.subject,
    html: `<html lang="id"><body style="font-family:Arial,sans-serif;color:#1f2937">
<h2 style="color:#0f766e">${SITE_NAME}</h2>
<p>{{ if .Data.full_name }}Halo {{ .Data.full_name }},{{ else }}Halo,{{ end }}</p>
<p>${parts.intro}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:6px">{{ .Token }}</p>
<p style="color:#6b7280;font-size:13px">${parts.why}</p>
<p style="color:#6b7280;font-size:13px">${SITE_NAME} · <a href="{{ .SiteURL }}">{{ .SiteURL }}</a></p>
</body></html>`,
  };
}

export const BUILT_IN_TEMPLATES: Record<MailTemplateKind, TemplateSource> = {
  confirmation: builtIn({
    subject: `Konfirmasi pendaftaran akun ${SITE_NAME}`,
    intro: `Terima kasih telah mendaftar di ${SITE_NAME}. Konfirmasi alamat email {{ .Email }} untuk mengaktifkan akun Anda.`,
    button: 'Konfirmasi Email',
    why: `Anda menerima email ini karena alamat {{ .Email }} didaftarkan di ${SITE_NAME}. Jika Anda tidak mendaftar, abaikan email ini.`,
  }),
  recovery: builtIn({
    subject: `Atur ulang password akun ${SITE_NAME}`,
    intro: 'Kami menerima permintaan untuk mengatur ulang password akun {{ .Email }}.',
    button: 'Atur Ulang Password',
    why: 'Anda menerima email ini karena ada permintaan reset password untuk akun Anda. Jika bukan Anda yang memintanya, abaikan email ini; password Anda tidak berubah.',
  }),
  magic_link: builtIn({
    subject: `Link masuk ke ${SITE_NAME}`,
    intro: 'Tekan tombol di bawah untuk masuk ke akun {{ .Email }}. Kode masuk Anda: {{ .Token }}.',
    button: 'Masuk Sekarang',
    why: 'Anda menerima email ini karena ada permintaan masuk dengan alamat ini. Jika bukan Anda, abaikan email ini.',
  }),
  invite: builtIn({
    subject: `Undangan bergabung di ${SITE_NAME}`,
    intro: `Anda diundang untuk bergabung di ${SITE_NAME} dengan alamat {{ .Email }}.`,
    button: 'Terima Undangan',
    why: 'Anda menerima email ini karena pengurus koperasi mengundang alamat ini. Jika Anda tidak mengenalnya, abaikan email ini.',
  }),
  email_change: builtIn({
    subject: `Konfirmasi perubahan email akun ${SITE_NAME}`,
    intro: 'Konfirmasi perubahan alamat email akun Anda dari {{ .Email }} menjadi {{ .NewEmail }}.',
    button: 'Konfirmasi Email Baru',
    why: 'Anda menerima email ini karena ada permintaan mengubah alamat email akun Anda. Jika bukan Anda, abaikan email ini; alamat email tidak berubah.',
  }),
  reauthentication: builtInCode({
    subject: 'Kode verifikasi untuk mengubah password',
    intro:
      'Masukkan kode berikut di halaman profil untuk mengubah password akun {{ .Email }}. Kode berlaku 1 jam.',
    why: 'Anda menerima email ini karena ada permintaan mengubah password akun Anda. Jika bukan Anda, abaikan email ini dan segera ganti password Anda.',
  }),
};

/** The plain-text part of an HTML mail: links as "text [url]" (once when they are the same), no images. */
export function mailText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block' },
      { selector: 'td', format: 'block' },
    ],
  }).trim();
}

export interface MailTemplatesLog {
  warn(message: string): void;
}

export class AuthMailTemplates {
  private cached: { mtimeMs: number; sections: TomlTable } | undefined;

  /**
   * @param configToml supabase/config.toml; content paths are taken relative to the folder that holds
   *   the supabase folder, as the Supabase CLI does for e-mail templates
   */
  constructor(
    private readonly configToml: string,
    private readonly log: MailTemplatesLog = { warn: () => undefined },
  ) {}

  render(kind: MailTemplateKind, data: MailTemplateData): RenderedMail {
    const configured = this.configured(kind);
    if (configured) {
      try {
        return this.renderSource(configured, data);
      } catch (error) {
        this.log.warn(
          `e-mail template ${kind}: ${error instanceof Error ? error.message : String(error)}; the built-in text is used`,
        );
      }
    }
    return this.renderSource(BUILT_IN_TEMPLATES[kind], data);
  }

  private renderSource(source: TemplateSource, data: MailTemplateData): RenderedMail {
    const subject = renderGoTemplate(source.subject, data).replace(/\s+/g, ' ').trim();
    const html = renderGoTemplate(source.html, data, { escape: true });
    return { subject, html, text: mailText(html) };
  }

  /** the kind's subject and file from config.toml, the built-in subject when it names none */
  private configured(kind: MailTemplateKind): TemplateSource | null {
    const section = this.sections()[kind];
    if (typeof section !== 'object' || section === null || Array.isArray(section)) return null;
    const { subject, content_path: contentPath } = section;
    const fallback = BUILT_IN_TEMPLATES[kind];
    if (typeof contentPath !== 'string' || contentPath.trim() === '') {
      return typeof subject === 'string' ? { subject, html: fallback.html } : null;
    }
    const file = path.resolve(path.dirname(path.dirname(this.configToml)), contentPath);
    let html: string;
    try {
      html = fs.readFileSync(file, 'utf8');
    } catch {
      this.log.warn(`e-mail template ${kind}: cannot read ${file}; the built-in text is used`);
      return null;
    }
    return { subject: typeof subject === 'string' ? subject : fallback.subject, html };
  }

  private sections(): TomlTable {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.configToml).mtimeMs;
    } catch {
      return {};
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.sections;
    const root = parseToml(fs.readFileSync(this.configToml, 'utf8'));
    const template = ((root.auth as TomlTable | undefined)?.email as TomlTable | undefined)?.template;
    const sections = typeof template === 'object' && !Array.isArray(template) ? template : {};
    this.cached = { mtimeMs, sections };
    return sections;
  }
}
