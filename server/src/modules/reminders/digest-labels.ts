export type MailLanguage = 'en' | 'fr' | 'ar';

export interface DigestLabels {
  /** The office's name first: the recipient's mailbox tells whose agenda it is. */
  subject: (office: string, day: string) => string;
  greeting: (name: string) => string;
  intro: (day: string) => string;
  yours: string;
  others: string;
  dueSoon: string;
  overdue: string;
  dossier: string;
  due: string;
  open: string;
  footer: string;
  testSubject: (office: string) => string;
  testBody: string;
  /** Said after an action's type when the day is the date it was adjourned to. */
  nextDate: string;
}

export const DIGEST_LABELS: Record<MailLanguage, DigestLabels> = {
  en: {
    subject: (office, day) => `${office}: your agenda for ${day}`,
    greeting: (name) => `Hello ${name},`,
    intro: (day) => `Here is what is due on ${day}.`,
    yours: 'Your hearings and actions tomorrow',
    others: "The office's other hearings and actions tomorrow",
    dueSoon: 'Deadlines due within 7 days',
    overdue: 'Overdue deadlines',
    dossier: 'Dossier',
    due: 'due',
    open: 'Open in Cabinet',
    footer: 'You receive this digest because it is on in your profile.',
    testSubject: (office) => `${office}: test message`,
    testBody: 'This is a test message from Cabinet: e-mail delivery works.',
    nextDate: 'next date',
  },
  fr: {
    subject: (office, day) => `${office} : votre agenda du ${day}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (day) => `Voici ce qui est prévu pour le ${day}.`,
    yours: 'Vos audiences et actions de demain',
    others: 'Les autres audiences et actions du cabinet demain',
    dueSoon: 'Délais échéant dans les 7 jours',
    overdue: 'Délais dépassés',
    dossier: 'Dossier',
    due: 'échéance',
    open: 'Ouvrir dans Cabinet',
    footer: 'Vous recevez ce récapitulatif car il est activé dans votre profil.',
    testSubject: (office) => `${office} : message de test`,
    testBody: "Ceci est un message de test de Cabinet : l'envoi des e-mails fonctionne.",
    nextDate: 'prochaine échéance',
  },
  ar: {
    subject: (office, day) => `${office}: جدول أعمالك ليوم ${day}`,
    greeting: (name) => `مرحبا ${name}،`,
    intro: (day) => `إليك ما هو مقرر ليوم ${day}.`,
    yours: 'جلساتك وإجراءاتك غدا',
    others: 'باقي جلسات وإجراءات المكتب غدا',
    dueSoon: 'الآجال التي تحل خلال 7 أيام',
    overdue: 'الآجال المتجاوزة',
    dossier: 'الملف',
    due: 'أجل',
    open: 'فتح في Cabinet',
    footer: 'تتوصل بهذا الملخص لأنه مفعل في ملفك الشخصي.',
    testSubject: (office) => `${office}: رسالة تجريبية`,
    testBody: 'هذه رسالة تجريبية من Cabinet: إرسال البريد الإلكتروني يعمل.',
    nextDate: 'الموعد المقبل',
  },
};
