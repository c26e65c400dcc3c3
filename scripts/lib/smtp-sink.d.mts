import type { ParsedMail } from 'mailparser';

export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Addresses refused at RCPT TO. */
  refuse: Set<string>;
  /** The next N messages are refused at DATA with a temporary error. */
  failNext: number;
  close(): Promise<void>;
}

export declare function startSmtpSink(): Promise<SmtpSink>;
export declare function recipientsOf(mail: ParsedMail): string[];
