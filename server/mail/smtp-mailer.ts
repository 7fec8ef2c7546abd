import nodemailer, { type Transporter } from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

// A mail server that does not answer must not hold a request for nodemailer's default minutes.
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS_MS });
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== undefined ? { html: mail.html } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
