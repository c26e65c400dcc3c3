import type { ReaderLanguage } from '../../lib/reader-language';

/** What a message to a client says about one step of the dossier; each part but the date may be missing. */
export interface ClientNotice {
  /** The party's name as the language writes it. */
  name: string;
  /** The step (the action's type: a hearing, an expert visit…), in the language; null: a hearing. */
  what: string | null;
  /** The date written out («الثلاثاء 1 دجنبر 2026»). */
  date: string;
  time: string | null;
  court: string | null;
  room: string | null;
  /** The office's reference of the dossier, as the language writes it («رقم 1001»). */
  reference: string;
  /** The court's file number (left to right, isolated, in Arabic). */
  courtNumber: string | null;
  office: string;
}

/** A room typed as a bare number ("3") is named as a room; "Salle 3" stays as typed. */
const roomOf = (room: string, word: string) => (/^\d+[A-Za-z]?$/.test(room.trim()) ? `${word} ${room.trim()}` : room.trim());

/** "09:30" as French writes an hour: « 9 h 30 ». */
const frenchTime = (time: string) => {
  const [h, m] = time.split(':');
  return `${Number(h)}\u00a0h\u00a0${m}`;
};

/**
 * The messages Cabinet prepares for a lawyer to send a client from WhatsApp, one per language,
 * written as an office writes to its clients. Data, not logic: each takes the notice's parts.
 */
export const CLIENT_NOTICE_MESSAGES: Record<ReaderLanguage, (n: ClientNotice) => string> = {
  fr: (n) =>
    [
      `Bonjour ${n.name},`,
      `Nous vous informons que ${n.what ? `l’étape «\u00a0${n.what}\u00a0»` : 'l’audience'} de votre dossier ${n.reference}${n.courtNumber ? ` (dossier judiciaire n°\u00a0${n.courtNumber})` : ''} est fixée au ${n.date}${n.time ? ` à ${frenchTime(n.time)}` : ''}${n.court ? `, ${n.court}` : ''}${n.room ? `, ${roomOf(n.room, 'salle')}` : ''}.`,
      'Nous restons à votre disposition pour toute question.',
      `Cordialement,\n${n.office}`,
    ].join('\n'),
  ar: (n) =>
    [
      `السلام عليكم ${n.name}،`,
      `نحيطكم علمًا بأن ${n.what ? `«${n.what}»` : 'الجلسة'} في ملفكم ${n.reference}${n.courtNumber ? ` (الملف عدد ${n.courtNumber} بالمحكمة)` : ''} ${n.what ? 'مبرمج' : 'مبرمجة'} يوم ${n.date}${n.time ? ` على الساعة ${n.time}` : ''}${n.court ? `، أمام ${n.court}` : ''}${n.room ? `، ${roomOf(n.room, 'القاعة')}` : ''}.`,
      'نبقى رهن إشارتكم لأي استفسار.',
      `مع خالص التحيات،\n${n.office}`,
    ].join('\n'),
  en: (n) =>
    [
      `Hello ${n.name},`,
      `${n.what ? `The step “${n.what}”` : 'The hearing'} in your case ${n.reference}${n.courtNumber ? ` (court file ${n.courtNumber})` : ''} is set for ${n.date}${n.time ? ` at ${n.time}` : ''}${n.court ? `, at ${n.court}` : ''}${n.room ? `, ${roomOf(n.room, 'room')}` : ''}.`,
      'Please let us know if you have any questions.',
      `Kind regards,\n${n.office}`,
    ].join('\n'),
};
