import type { ReaderLanguage } from '../../lib/reader-language';

export type MailLanguage = ReaderLanguage;

/** The e-mails' words; dates arrive written out for the reader (reader-language.ts). */
export interface DigestLabels {
  subject: (day: string) => string;
  greeting: (name: string) => string;
  intro: (day: string) => string;
  yours: string;
  others: string;
  dueSoon: string;
  overdue: string;
  /** A deadline still running, and one whose last day has passed. */
  dueOn: (date: string) => string;
  expiredOn: (date: string) => string;
  open: string;
  footer: string;
  testSubject: string;
  testBody: string;
}

export const DIGEST_LABELS: Record<MailLanguage, DigestLabels> = {
  en: {
    subject: (day) => `Cabinet: your agenda for ${day}`,
    greeting: (name) => `Hello ${name},`,
    intro: (day) => `Here is what is scheduled for ${day}.`,
    yours: 'Your hearings and actions tomorrow',
    others: "The office's other hearings and actions tomorrow",
    dueSoon: 'Deadlines expiring within 7 days',
    overdue: 'Expired deadlines',
    dueOn: (date) => `last day ${date}`,
    expiredOn: (date) => `expired ${date}`,
    open: 'Open in Cabinet',
    footer: 'You receive this digest because it is on in your profile.',
    testSubject: 'Cabinet: test message',
    testBody: 'This is a test message from Cabinet: e-mail delivery works.',
  },
  fr: {
    subject: (day) => `Cabinet\u00a0: votre agenda du ${day}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (day) => `Voici ce qui est prévu pour le ${day}.`,
    yours: 'Vos audiences et actions de demain',
    others: 'Les autres audiences et actions du cabinet demain',
    dueSoon: 'Délais arrivant à échéance dans les 7\u00a0jours',
    overdue: 'Délais dépassés',
    dueOn: (date) => `échéance le ${date}`,
    expiredOn: (date) => `expiré le ${date}`,
    open: 'Ouvrir dans Cabinet',
    footer: 'Vous recevez ce récapitulatif car il est activé dans votre profil.',
    testSubject: 'Cabinet\u00a0: message de test',
    testBody: 'Ceci est un message de test de Cabinet\u00a0: l’envoi des e-mails fonctionne.',
  },
  ar: {
    subject: (day) => `Cabinet: مفكرتك ليوم ${day}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (day) => `إليك ما هو مبرمج ليوم ${day}.`,
    yours: 'جلساتك وإجراءاتك غدًا',
    others: 'باقي جلسات وإجراءات المكتب غدًا',
    dueSoon: 'الآجال التي تنقضي خلال 7 أيام',
    overdue: 'الآجال المنقضية',
    dueOn: (date) => `ينقضي يوم ${date}`,
    expiredOn: (date) => `انقضى يوم ${date}`,
    open: 'فتح في Cabinet',
    footer: 'تتوصل بهذا الملخص لأنه مفعل في ملفك الشخصي.',
    testSubject: 'Cabinet: رسالة تجريبية',
    testBody: 'هذه رسالة تجريبية من Cabinet: إرسال البريد الإلكتروني يعمل.',
  },
};
