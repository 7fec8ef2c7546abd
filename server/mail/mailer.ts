/** One outgoing mail; `html` is optional because every mail must read well as plain text. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

/** The mail port: routes send through it and never know whether SMTP or the outbox is behind it. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close?(): Promise<void> | void;
}

export type MailOptions = {
  /** smtp:// or smtps:// URL; without it mail is written to the outbox table. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** SALES_EMAIL: where the offline checkout mails plan requests; DEFAULT_SALES_EMAIL when left out. */
  salesTo?: string | undefined;
  /** Origin of the links in mails, e.g. https://kw.example.com. */
  publicUrl?: string | undefined;
};
