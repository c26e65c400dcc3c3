import type { PartyLanguage, StageKind } from '@cabinet/shared';

/**
 * What a hearing adds to an action (API: "Actions add hearing_time, room and fk_stage"), and to
 * the agenda's and the roll's items. Optional here: a screen shows them where the server sends them.
 */
export interface HearingFields {
  /** `HH:MM`, 24-hour. */
  hearing_time?: string | null;
  room?: string | null;
  /** The court level the action belongs to. */
  fk_stage?: number | null;
}

/** A roll item's view of its level: the number the case is called under at that court. */
export interface RollStage {
  kind: StageKind;
  file_number_text: string | null;
}

/** What a party adds: the language the office writes to it in (null: not said). */
export interface PartyLanguageField {
  language?: PartyLanguage | null;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const latinDigit = (digit: string) => String((digit.codePointAt(0)! - (digit >= '\u06F0' ? 0x06f0 : 0x0660)) % 10);

/**
 * A time as typed, put in the `HH:MM` form the roll prints: "9:30", "9h30", "9.30", "0930" and
 * "14h" are read as such, Arabic-Indic digits too. Anything else is kept as typed, so the schema
 * says what is wrong with it rather than the field silently changing it.
 */
export function normalizeHearingTime(text: string): string {
  const value = text.trim().replace(ARABIC_DIGITS, latinDigit);
  const parts = /^(\d{1,2})\s*[:hH.]\s*(\d{2})$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value) ?? /^(\d{1,2})\s*[hH]$/.exec(value);
  if (!parts) return value;
  const [, hours, minutes = '00'] = parts;
  return `${hours!.padStart(2, '0')}:${minutes}`;
}
