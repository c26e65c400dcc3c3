/**
 * One word per concept, on every screen and in every output a person reads (e-mails, the roll,
 * exports, the calendar feed): the wordings that were chosen against, each with the word to
 * write instead and why. The web's catalogue test and the server's label test fail when one of
 * them comes back. Keep each pattern narrow: it must match the rejected wording, never the
 * preferred one or an unrelated sense of the same word.
 */
export interface TermRule {
  lang: 'en' | 'fr' | 'ar';
  concept: string;
  /** What to write. */
  preferred: string;
  /** A wording the rule rejects (the test checks that the pattern catches it). */
  rejected: string;
  /** The rejected wordings. */
  forbidden: RegExp;
  /** Only strings whose key matches (row-button columns, say); every string when absent. */
  keys?: RegExp;
  why: string;
}

// A whole word: no letter (or Arabic mark) on either side.
const word = (text: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${text})(?![\\p{L}\\p{M}])`, 'u');
const ROW_BUTTONS = /(^|\.)(columns|list|users)\.actions$/;

export const TERMINOLOGY: readonly TermRule[] = [
  // Arabic
  {
    lang: 'ar',
    concept: 'administrator (role)',
    rejected: 'وحده المسؤول يعدّل القواعد.',
    preferred: 'مدير النظام',
    forbidden: /المسؤول(?!\s*المدني)|كمسؤول|مدير المكتب/u,
    why: 'المسؤول is the civilly liable party (المسؤول المدني); مدير المكتب reads as the managing partner',
  },
  {
    lang: 'ar',
    concept: 'trash',
    rejected: 'في سلة المهملات',
    preferred: 'سلة المحذوفات',
    forbidden: /سلة المهملات/u,
    why: 'one name for the trash',
  },
  {
    lang: 'ar',
    concept: 'audit log',
    rejected: 'سجل التدقيق',
    preferred: 'سجل التعديلات',
    forbidden: /التدقيق/u,
    why: 'سجل التدقيق is the Mashreq register',
  },
  {
    lang: 'ar',
    concept: 'row-buttons column',
    rejected: 'الإجراءات',
    preferred: 'العمليات',
    forbidden: /^الإجراءات$/u,
    keys: ROW_BUTTONS,
    why: 'إجراء is a procedural step in this product',
  },
  {
    lang: 'ar',
    concept: 'update (a record)',
    rejected: 'تم تحديث الأجل',
    preferred: 'تعديل',
    forbidden: /تحديث/u,
    why: 'the glossary settled on تعديل',
  },
  {
    lang: 'ar',
    concept: 'could not',
    rejected: 'تعذر تحميل الآجال',
    preferred: 'تعذّر',
    forbidden: /تعذر/u,
    why: 'written with its shadda throughout',
  },
  {
    lang: 'ar',
    concept: 'agenda',
    rejected: 'الأجندة',
    preferred: 'المفكرة',
    forbidden: /الأجندة|جدول أعمال|جدول الأعمال/u,
    why: 'one name; جدول الأعمال is a meeting’s ordre du jour',
  },
  {
    lang: 'ar',
    concept: 'working-days calendar',
    rejected: 'يومية المكتب',
    preferred: 'تقويم أيام العمل',
    forbidden: /يومية/u,
    why: 'اليومية is a day-book or a daily wage',
  },
  {
    lang: 'ar',
    concept: 'deadline set aside (not used)',
    rejected: 'التنازل عن الأجل',
    preferred: 'صرف النظر',
    forbidden: /تنازل|متنازل/u,
    why: 'التنازل عن الأجل is renouncing a term, and reads as a procedural act (التنازل عن الطعن)',
  },
  {
    lang: 'ar',
    concept: 'deadline met',
    rejected: 'تأشير كمنجز',
    preferred: 'أُنجز داخل الأجل',
    forbidden: new RegExp(`تأشير|كمنجز|${word('منجز').source}|احترم الأجل|يمارس`, 'u'),
    why: 'a deadline is not "done"; تأشير is a visa, a calque of "mark"; one acts within a period',
  },
  {
    lang: 'ar',
    concept: 'period expiring',
    rejected: 'الآجال التي تحل خلال 7 أيام',
    preferred: 'تنقضي / انقضاء',
    forbidden: /الآجال التي تحل|يحل الأجل|حلول الأجل|المتجاوزة|التجاوز/u,
    why: 'حلول الأجل is a debt falling due; an overrun period is منقضٍ',
  },
  {
    lang: 'ar',
    concept: 'period starting',
    rejected: 'أنواع الإجراءات التي تفتح الأجل',
    preferred: 'يسري منه الأجل',
    forbidden: /[يت]فتح (ال)?أجل|المنشئ للأجل/u,
    why: 'Moroccan texts say يسري الأجل من تاريخ التبليغ',
  },
  {
    lang: 'ar',
    concept: 'conflict of interest',
    rejected: 'احتمال تعارض المصالح',
    preferred: 'تنازع المصالح',
    forbidden: /تعارض المصالح/u,
    why: 'Moroccan legislative usage',
  },
  {
    lang: 'ar',
    concept: 'filters',
    rejected: 'لهذه المرشّحات',
    preferred: 'عوامل التصفية',
    forbidden: /المرشّحات|المرشحات/u,
    why: 'one word for filters',
  },
  {
    lang: 'ar',
    concept: 'scheduled',
    rejected: 'لا توجد إجراءات مقررة',
    preferred: 'مبرمج',
    forbidden: word('(?:ال)?مقرر(?:ة)?'),
    why: 'one word for scheduled',
  },
  {
    lang: 'ar',
    concept: 'stale dossier',
    rejected: 'الملفات الخاملة',
    preferred: 'متوقف',
    forbidden: /خامل/u,
    why: 'خامل is said of a person or a volcano',
  },
  { lang: 'ar', concept: 'content', rejected: 'مضمون الخبرة', preferred: 'المحتوى', forbidden: /مضمون/u, why: 'one word for content' },
  {
    lang: 'ar',
    concept: 'insurance policy',
    rejected: 'رقم وثيقة التأمين',
    preferred: 'بوليصة التأمين',
    forbidden: /وثيقة التأمين/u,
    why: 'وثيقة is a document of the dossier',
  },
  {
    lang: 'ar',
    concept: 'expertise fees',
    rejected: 'أتعاب الخبرة',
    preferred: 'صوائر الخبرة',
    forbidden: /أتعاب الخبرة/u,
    why: 'أتعاب are a professional’s fees; the expertise has costs (صوائر)',
  },
  {
    lang: 'ar',
    concept: 'download',
    rejected: 'تحميل PDF',
    preferred: 'تنزيل',
    forbidden: /تحميل PDF/u,
    why: 'تنزيل is download, تحميل is loading',
  },
  {
    lang: 'ar',
    concept: 'plural',
    rejected: 'الملف(ات)',
    preferred: 'plural keys',
    forbidden: /\(ات\)/u,
    why: 'Arabic has real plural forms',
  },
  {
    lang: 'ar',
    concept: 'tanween',
    rejected: 'الأقرب أولا',
    preferred: 'أولًا، غدًا، جارٍ، يومًا، ابتداءً',
    forbidden: word('أولا|غدا|جار|يوما|واحدا|ابتداء'),
    why: 'written with their tanween, as everywhere else',
  },
  // French
  {
    lang: 'fr',
    concept: 'court (the list of courts)',
    rejected: 'Nouveau tribunal',
    preferred: 'juridiction',
    forbidden: /(?<![\p{L}])tribuna(l|ux)(?![\p{L}])/iu,
    why: 'the list also holds the courts of appeal and the Court of cassation',
  },
  {
    lang: 'fr',
    concept: 'deadline set aside (not used)',
    rejected: 'Abandonner',
    preferred: 'écarter / écarté',
    forbidden: /(?<![\p{L}])abandonn(é|er)(?![\p{L}])/iu,
    why: 'abandonner reads as a renunciation in law',
  },
  {
    lang: 'fr',
    concept: 'deadline met',
    rejected: 'Délai accompli',
    preferred: 'respecté',
    forbidden: /(?<![\p{L}])accompli(?![\p{L}])|exercé/iu,
    why: '« délai accompli » is a period that has run its course; one exercises a voie de recours, not a délai',
  },
  {
    lang: 'fr',
    concept: 'next date of an action',
    rejected: 'Prochaine échéance',
    preferred: 'prochaine date',
    forbidden: /prochaine échéance/iu,
    why: '« échéance » is the expiry of a délai',
  },
  { lang: 'fr', concept: 'edit', rejected: 'Éditer', preferred: 'Modifier', forbidden: /Éditer/u, why: 'an anglicism' },
  {
    lang: 'fr',
    concept: 'office',
    rejected: "Types d'affaire du bureau",
    preferred: 'du cabinet',
    forbidden: /du bureau/u,
    why: 'a law office is a cabinet',
  },
  {
    lang: 'fr',
    concept: 'dossier opening date',
    rejected: "La date d'inscription est obligatoire",
    preferred: 'date d’ouverture',
    forbidden: /date d.inscription/iu,
    why: 'the field is the date the dossier was opened',
  },
  {
    lang: 'fr',
    concept: 'row-buttons column',
    rejected: 'Actions',
    preferred: 'Opérations',
    forbidden: /^Actions$/u,
    keys: ROW_BUTTONS,
    why: 'an action is a procedural step in this product',
  },
  {
    lang: 'fr',
    concept: 'plural',
    rejected: 'a été créé(e)',
    preferred: 'plural keys or agreement',
    forbidden: /\((s|e|es)\)/u,
    why: 'write the agreed form',
  },
  { lang: 'fr', concept: 'apostrophe', rejected: "l'action", preferred: '’', forbidden: /'/u, why: 'one apostrophe throughout' },
  {
    lang: 'fr',
    concept: 'spacing',
    rejected: 'Supprimer ? Oui : non',
    preferred: 'Supprimer\u202f? «\u00a0Oui\u00a0»\u00a0: 10\u00a0%',
    forbidden: /[^\u00a0\u202f][;?!»]|[^\u00a0\u202f\d]:|«(?!\u00a0)|\d (?:%|Mo)(?![\p{L}])/u,
    why: 'French typography: a line must not break before the sign',
  },
  // English
  {
    lang: 'en',
    concept: 'deadline set aside (not used)',
    rejected: 'Waive',
    preferred: 'Set aside',
    forbidden: /\bwaive/iu,
    why: 'to waive is to renounce a right',
  },
  {
    lang: 'en',
    concept: 'row-buttons column',
    rejected: 'Actions',
    preferred: 'Operations',
    forbidden: /^Actions$/u,
    keys: ROW_BUTTONS,
    why: 'an action is a procedural step in this product',
  },
];

/** The rules a string breaks: `key` names it (namespace:path, or a label's name). */
export function termViolations(lang: TermRule['lang'], key: string, text: string): TermRule[] {
  // A placeholder stands for a number or a name: "{{limit}} Mo" is checked as "0 Mo".
  const plain = text.replace(/\{\{[^}]*\}\}/g, '0');
  return TERMINOLOGY.filter((rule) => rule.lang === lang && (!rule.keys || rule.keys.test(key)) && rule.forbidden.test(plain));
}
