import { createReadStream } from 'node:fs';

/** The searchable text of an e-mail (.eml): its sender, recipients, date and subject, its body, and the names of its attachments. */
export async function mailText(path: string): Promise<string> {
  // Loaded when used: every job process would otherwise pay for it at its start.
  const { simpleParser } = await import('mailparser');
  const mail = await simpleParser(createReadStream(path), { skipHtmlToText: false, skipImageLinks: true, skipTextLinks: true });
  const addresses = (field: typeof mail.to) => (Array.isArray(field) ? field.map((a) => a.text).join(', ') : (field?.text ?? ''));
  const lines = [
    mail.from?.text ?? '',
    addresses(mail.to),
    addresses(mail.cc),
    mail.date ? mail.date.toISOString().slice(0, 10) : '',
    mail.subject ?? '',
    '',
    mail.text ?? '',
    ...mail.attachments.map((a) => a.filename ?? ''),
  ];
  return lines.filter((line, i) => line !== '' || i === 5).join('\n');
}
