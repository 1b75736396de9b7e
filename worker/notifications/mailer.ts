import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** a stable Message-ID, so a copy sent twice (a retried job) reads as one */
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerConfig {
  /** smtp://user:pass@host:port or smtps://…; unset: no e-mail is sent */
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  MAIL_TIMEOUT_MS: number;
}

/** nodemailer over the configured SMTP server, or null when none is configured. */
function createMailer(config: MailerConfig): Mailer | null {
  if (!config.SMTP_URL) return null;
  const url = new URL(config.SMTP_URL);
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    // a local relay without TLS is fine in development; STARTTLS is used when offered
    ignoreTLS: url.searchParams.get('tls') === 'off',
    connectionTimeout: config.MAIL_TIMEOUT_MS,
    greetingTimeout: config.MAIL_TIMEOUT_MS,
    socketTimeout: config.MAIL_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, ...message });
    },
    close: () => transport.close(),
  };
}

const mailers = new WeakMap<object, Mailer | null>();

/** One mailer per worker config (the handler's context carries the config). */
export function mailerFor(config: MailerConfig): Mailer | null {
  if (!mailers.has(config)) mailers.set(config, createMailer(config));
  return mailers.get(config)!;
}
