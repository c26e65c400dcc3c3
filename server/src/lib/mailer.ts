import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  lang: 'en' | 'fr' | 'ar';
}

export interface Mailer {
  readonly configured: boolean;
  /** Resolves when the server accepted the message; rejects with the server's answer otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Short timeouts: an unreachable or stalled SMTP server fails a send within seconds instead of
 * holding a connection (and the digest run) for nodemailer's default minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (!config.SMTP_URL) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('SMTP_URL is not set')),
      close: () => undefined,
    };
  }
  const url = new URL(config.SMTP_URL);
  const options = {
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A loopback server in development and tests speaks plain SMTP; elsewhere STARTTLS when offered.
    ignoreTLS: url.searchParams.get('tls') === 'off',
    ...TIMEOUTS,
  };
  // nodemailer loads with the first message (the digest runs in a job process of its own): about
  // 2.5 MB of the server's heap otherwise held for nothing.
  let transport: Promise<Transporter> | null = null;
  const transportOnce = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
  return {
    configured: true,
    async send(message) {
      await (await transportOnce()).sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { 'Content-Language': message.lang },
        // Base64 is encoded natively; nodemailer's quoted-printable scan and encoding of a 100 KB
        // digest took tens of milliseconds of the event loop per message.
        textEncoding: 'base64',
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}

/** The part of an SMTP error worth keeping in the log: never the credentials in the URL. */
export function mailErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\/\/[^@/\s]*@/g, '//').slice(0, 500);
}
