import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderGoTemplate, TemplateError } from '../src/auth/go-template';
import {
  AuthMailTemplates,
  MAIL_TEMPLATE_KINDS,
  type MailTemplateData,
  type MailTemplateKind,
} from '../src/auth/mail-templates';
import { REPO_DIR } from '../src/config';

const DATA: MailTemplateData = {
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=signup&redirect_to=x',
  Token: '123456',
  TokenHash: 'abc',
  SiteURL: 'http://localhost:3000',
  RedirectTo: 'http://localhost:3000/auth/callback',
  Email: 'rina@koperasi.test',
  NewEmail: 'rina.baru@koperasi.test',
  Data: { full_name: 'Rina <Wulan>' },
};

describe('renderGoTemplate', () => {
  it('fills fields, metadata, if/else if/else and trims around {{- -}}', () => {
    const source =
      '{{/* sapaan */}}{{ if .Data.full_name }}Halo {{ .Data.full_name }}{{ else if .Email }}Halo {{ .Email }}{{ else }}Halo{{ end }} -\n  {{- " " -}}';
    expect(() => renderGoTemplate(source, DATA)).toThrow(TemplateError);
    expect(
      renderGoTemplate('{{ if .Data.full_name }}Halo {{ .Data.full_name }}{{ else }}Halo{{ end }}', DATA),
    ).toBe('Halo Rina <Wulan>');
    expect(
      renderGoTemplate('{{ if .Data.none }}a{{ else if .Email }}b {{ .Email }}{{ else }}c{{ end }}', DATA),
    ).toBe('b rina@koperasi.test');
    expect(renderGoTemplate('{{ if .Data.none }}a{{ else }}c{{ end }}', DATA)).toBe('c');
    expect(renderGoTemplate('a  {{- .Token -}}  b{{/* komentar */}}', DATA)).toBe('a123456b');
    expect(
      renderGoTemplate('<a href="{{ .ConfirmationURL }}">{{ .Data.full_name }}</a>', DATA, { escape: true }),
    ).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=x">Rina &lt;Wulan&gt;</a>',
    );
    expect(renderGoTemplate('[{{ .Missing }}]', DATA)).toBe('[]');
  });

  it.each(['{{ .Email ', '{{ if .Email }}x', '{{ end }}', '{{ printf "%s" .Email }}', '{{ .Email | html }}'])(
    'refuses what it does not know: %p',
    (source) => {
      expect(() => renderGoTemplate(source, DATA)).toThrow(TemplateError);
    },
  );
});

describe("the project's templates (supabase/config.toml)", () => {
  const templates = new AuthMailTemplates(path.join(REPO_DIR, 'supabase', 'config.toml'));
  const SUBJECTS: Record<MailTemplateKind, string> = {
    confirmation: 'Konfirmasi pendaftaran akun Koperasi Marketplace',
    recovery: 'Atur ulang password akun Koperasi Marketplace',
    magic_link: 'Link masuk ke Koperasi Marketplace',
    invite: 'Undangan bergabung di Koperasi Marketplace',
    email_change: 'Konfirmasi perubahan email akun Koperasi Marketplace',
    reauthentication: 'Kode verifikasi untuk mengubah password',
  };
  const LINK_KINDS = MAIL_TEMPLATE_KINDS.filter((kind) => kind !== 'reauthentication');

  it.each(LINK_KINDS)(
    '%s: Indonesian subject, HTML with the button and the plain link, a text part',
    (kind) => {
      const mail = templates.render(kind, DATA);
      expect(mail.subject).toBe(SUBJECTS[kind]);
      expect(mail.html).toContain('Koperasi Marketplace');
      expect(mail.html).toContain('Halo Rina &lt;Wulan&gt;,');
      const href = 'href="http://127.0.0.1:54321/auth/v1/verify?token=abc&amp;type=signup&amp;redirect_to=x"';
      expect(mail.html.split(href)).toHaveLength(3); // the button and the plain link
      expect(mail.html).toContain('Anda menerima email ini karena');
      expect(mail.html).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain('Halo Rina <Wulan>,');
      expect(mail.text).toContain(DATA.ConfirmationURL);
      expect(mail.text).not.toMatch(/<[a-z]/);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(
        /Confirm|Reset Your|Follow this link|Magic Link|invited/i,
      );
    },
  );

  it('names the new address in the e-mail change and the code in the magic link', () => {
    expect(templates.render('email_change', DATA).text).toContain('rina.baru@koperasi.test');
    expect(templates.render('magic_link', DATA).text).toContain('123456');
  });

  it('reauthentication: the code to type, no link, in Indonesian', () => {
    const mail = templates.render('reauthentication', DATA);
    expect(mail.subject).toBe(SUBJECTS.reauthentication);
    expect(mail.html).toContain('Halo Rina &lt;Wulan&gt;,');
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain('rina@koperasi.test');
    expect(mail.html).not.toContain('/auth/v1/verify');
    expect(mail.html).not.toMatch(/\{\{|\}\}/);
    expect(mail.text).toContain('Anda menerima email ini karena');
  });
});

describe('fallbacks', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-templates-'));
    fs.mkdirSync(path.join(dir, 'supabase', 'templates'), { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function templatesWith(toml: string) {
    const warnings: string[] = [];
    const file = path.join(dir, 'supabase', 'config.toml');
    fs.writeFileSync(file, toml);
    return {
      templates: new AuthMailTemplates(file, { warn: (message) => warnings.push(message) }),
      warnings,
    };
  }

  it('uses the built-in Indonesian text without a section, and a configured subject alone', () => {
    const { templates } = templatesWith(
      '[auth.email.template.recovery]\nsubject = "Reset untuk {{ .Email }}"\n',
    );
    expect(templates.render('confirmation', DATA)).toMatchObject({
      subject: 'Konfirmasi pendaftaran akun Koperasi Marketplace',
    });
    expect(templates.render('confirmation', DATA).text).toContain('Konfirmasi Email');
    const recovery = templates.render('recovery', DATA);
    expect(recovery.subject).toBe('Reset untuk rina@koperasi.test');
    expect(recovery.text).toContain('Atur Ulang Password');
  });

  it('falls back, with a warning, on a missing file or a template it cannot render; reads changes', () => {
    const { templates, warnings } = templatesWith(
      '[auth.email.template.invite]\ncontent_path = "./supabase/templates/tidak-ada.html"\n' +
        '[auth.email.template.recovery]\nsubject = "Lupa?"\ncontent_path = "./supabase/templates/rusak.html"\n',
    );
    fs.writeFileSync(path.join(dir, 'supabase', 'templates', 'rusak.html'), '<p>{{ .Email | upper }}</p>');
    expect(templates.render('invite', DATA).subject).toBe('Undangan bergabung di Koperasi Marketplace');
    expect(templates.render('recovery', DATA).subject).toBe('Atur ulang password akun Koperasi Marketplace');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('tidak-ada.html');
    fs.writeFileSync(path.join(dir, 'supabase', 'templates', 'rusak.html'), '<p>Untuk {{ .Email }}</p>');
    expect(templates.render('recovery', DATA)).toEqual({
      subject: 'Lupa?',
      html: '<p>Untuk rina@koperasi.test</p>',
      text: 'Untuk rina@koperasi.test',
    });
  });
});
