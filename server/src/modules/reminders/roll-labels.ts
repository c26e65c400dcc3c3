import {
  BAILIFF_TITLES_FR,
  nameIn,
  type ArabicMonthStyle,
  type BailiffTitle,
  type PartyRole,
  type RollParty,
  type StageKind,
} from '@cabinet/shared';
import { STAGE_KIND_LABELS } from '../stages';
import type { MailLanguage } from './digest-labels';

/**
 * The printed roll's words, the same as the roll screen's (reminders:roll.* in the web's
 * catalogues, checked by reader-language.test.ts). The title's date arrives written out.
 */
export interface RollLabels {
  title: (date: string) => string;
  noTribunal: string;
  reference: string;
  /** The hearing's time and its room, one column. */
  time: string;
  room: string;
  courtNumber: string;
  parties: string;
  action: string;
  attendee: string;
  empty: string;
  roles: Record<PartyRole, string>;
  /** "Client : Wafa Assurance": a role and its party, with the language's punctuation. */
  partyLine: (role: string, name: string) => string;
}

export const ROLL_LABELS: Record<MailLanguage, RollLabels> = {
  en: {
    title: (date) => `Court roll for ${date}`,
    noTribunal: 'No tribunal',
    reference: 'Dossier',
    time: 'Time',
    room: 'Room',
    // The number of the level the hearing is at (the appeal's at an appeal hearing); the parties by role, one per line.
    courtNumber: 'Court file number',
    parties: 'Parties',
    action: 'Action',
    attendee: 'Lawyer in charge',
    empty: 'No action on this day.',
    roles: {
      client: 'Client',
      adverse: 'Adverse party',
      insurer: 'Insurer',
      civilly_liable: 'Civilly liable party',
      victim: 'Victim',
      bailiff: 'Bailiff',
      opposing_lawyer: 'Lawyer of the other side',
      other: 'Other',
    },
    partyLine: (role, name) => `${role}: ${name}`,
  },
  fr: {
    title: (date) => `Rôle d’audience du ${date}`,
    noTribunal: 'Sans juridiction',
    reference: 'Dossier',
    time: 'Heure',
    room: 'Salle',
    courtNumber: 'N°\u00a0de dossier à la juridiction',
    parties: 'Parties',
    action: 'Action',
    attendee: 'Avocat chargé',
    empty: 'Aucune action ce jour.',
    roles: {
      client: 'Client',
      adverse: 'Partie adverse',
      insurer: 'Assureur',
      civilly_liable: 'Civilement responsable',
      victim: 'Victime',
      bailiff: 'Commissaire judiciaire (huissier de justice)',
      opposing_lawyer: 'Avocat de la partie adverse',
      other: 'Autre',
    },
    partyLine: (role, name) => `${role}\u00a0: ${name}`,
  },
  ar: {
    title: (date) => `جدول الجلسات ليوم ${date}`,
    noTribunal: 'بدون محكمة',
    reference: 'الملف',
    time: 'الساعة',
    room: 'القاعة',
    courtNumber: 'رقم الملف بالمحكمة',
    parties: 'الأطراف',
    action: 'الإجراء',
    attendee: 'المحامي المكلف',
    empty: 'لا توجد إجراءات في هذا اليوم.',
    roles: {
      client: 'الموكل',
      adverse: 'الطرف الخصم',
      insurer: 'شركة التأمين',
      civilly_liable: 'المسؤول المدني',
      victim: 'الضحية',
      bailiff: 'المفوض القضائي',
      opposing_lawyer: 'محامي الطرف الخصم',
      other: 'آخر',
    },
    partyLine: (role, name) => `${role}: ${name}`,
  },
};

/** What heads a printed roll: the office's name, and the day as the reader writes it ("lundi 30 novembre 2026"). */
/** The office's settings a printed roll follows: its name at the top, the Arabic month names, the bailiff's French title. */
export interface RollWording {
  office: string;
  arabicMonths: ArabicMonthStyle;
  bailiffTitle: BailiffTitle | null;
}

/**
 * A hearing's parties, one line each: the role, then the name in the roll's language. In French
 * the bailiff is named by the title the office confirmed (law 46.21 or the older one), as on its
 * screens; until it answers, by both.
 */
export function partyLines(parties: readonly RollParty[], lang: MailLanguage, bailiffTitle: BailiffTitle | null = null): string[] {
  const labels = ROLL_LABELS[lang];
  const role = (party: RollParty) =>
    party.role === 'bailiff' && lang === 'fr' && bailiffTitle ? BAILIFF_TITLES_FR[bailiffTitle] : labels.roles[party.role];
  return parties.map((party) => labels.partyLine(role(party), nameIn(party.name, party.name_ar, lang)));
}

/** The heading of a tribunal's hearings: its name in the roll's language, and its city. */
export function tribunalHeading(
  group: { tribunal_nom: string | null; tribunal_nom_ar: string | null; tribunal_ville: string | null },
  lang: MailLanguage,
): string {
  const name = group.tribunal_nom === null ? ROLL_LABELS[lang].noTribunal : nameIn(group.tribunal_nom, group.tribunal_nom_ar, lang);
  return [name, group.tribunal_ville].filter(Boolean).join(' – ');
}

/** A hearing's time and room, one per line ("09:30", "Salle 3"). */
export const timeAndRoom = (hearing: { hearing_time: string | null; room: string | null }): string[] =>
  [hearing.hearing_time, hearing.room].filter((v): v is string => Boolean(v));

/** The hearing's level: its name in the roll's language, then its number (left to right even in Arabic). */
export function stageLines(
  stage: { kind: StageKind; file_number_text: string | null } | null,
  lang: MailLanguage,
): { kind: string; number: string | null } | null {
  if (!stage) return null;
  return { kind: STAGE_KIND_LABELS[lang][stage.kind], number: stage.file_number_text };
}
