import type { StageKind } from '@cabinet/shared';
import type { ReaderLanguage } from '../../lib/reader-language';

/**
 * The levels' names in what the server writes for a reader (the printed roll, the digest, the
 * notification action's text), as a Moroccan office names them.
 */
export const STAGE_KIND_LABELS: Record<ReaderLanguage, Record<StageKind, string>> = {
  en: {
    police_report: 'Police report',
    complaint: 'Complaint',
    first_instance: 'First instance',
    opposition: 'Opposition',
    appeal: 'Appeal',
    cassation: 'Cassation',
    notification: 'Notification',
    enforcement: 'Enforcement',
    other: 'Other level',
  },
  fr: {
    police_report: 'Procès-verbal',
    complaint: 'Plainte',
    first_instance: 'Première instance',
    opposition: 'Opposition',
    appeal: 'Appel',
    cassation: 'Cassation',
    notification: 'Notification',
    enforcement: 'Exécution',
    other: 'Autre degré',
  },
  ar: {
    police_report: 'المحضر',
    complaint: 'الشكاية',
    first_instance: 'المرحلة الابتدائية',
    opposition: 'التعرض',
    appeal: 'الاستئناف',
    cassation: 'النقض',
    notification: 'التبليغ',
    enforcement: 'التنفيذ',
    other: 'مرحلة أخرى',
  },
};

/** The text of the action a level's recorded notification adds: "Notification – Appel 1457/1201/2026". */
export const NOTIFICATION_ACTION_TEXT: Record<ReaderLanguage, (kind: string, number: string | null) => string> = {
  en: (kind, number) => `Notification of the decision – ${kind}${number ? ` ${number}` : ''}`,
  fr: (kind, number) => `Notification de la décision – ${kind}${number ? ` ${number}` : ''}`,
  ar: (kind, number) => `تبليغ – ${kind}${number ? ` عدد ${number}` : ''}`,
};

/** U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: a court number stays left to right inside Arabic text. */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
