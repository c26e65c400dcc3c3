export interface SmtpSinkThread {
  url: string;
  /** How many messages the SMTP server has received (and parsed) so far. */
  received(): Promise<number>;
  close(): Promise<void>;
}

export declare function startSmtpSinkThread(): Promise<SmtpSinkThread>;
