import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface EmailInput {
  id: number;
  to: string;
  firstName: string | null;
  title: string;
  body: string;
  link: string | null;
}

/**
 * The e-mail copy of a notification: its title as the subject, a greeting,
 * the body and a link into the product (PUBLIC_URL + the notification's path).
 */
export function notificationEmail(input: EmailInput, publicUrl: string): MailMessage {
  const base = publicUrl.replace(/\/$/, '');
  const url = input.link ? `${base}${input.link}` : base;
  const greeting = input.firstName ? `Halo ${input.firstName},` : 'Halo,';
  const footer = 'Email ini dikirim otomatis oleh Biaya Sekolah. Mohon tidak membalas email ini.';
  const text = [greeting, '', input.body, '', `Lihat di Biaya Sekolah: ${url}`, '', footer].join(
    '\n',
  );
  const paragraphs = input.body
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const html =
    `<!doctype html><html lang="id"><body style="font-family:sans-serif;color:#0f172a">` +
    `<p>${escapeHtml(greeting)}</p>${paragraphs}` +
    `<p><a href="${escapeHtml(url)}">Lihat di Biaya Sekolah</a></p>` +
    `<p style="color:#64748b;font-size:12px">${escapeHtml(footer)}</p></body></html>`;
  const host = new URL(base).hostname || 'localhost';
  return {
    to: input.to,
    subject: input.title,
    text,
    html,
    messageId: `<notification-${input.id}@${host}>`,
  };
}
