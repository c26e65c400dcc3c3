import { DOSSIER_TEXT_FIELDS } from '@cabinet/shared';

/** The dossier's text fields written as sentences; every other one is a number or a plate. */
const DOSSIER_FREE_TEXT: ReadonlySet<string> = new Set(['nom_responsable_civil', 'accusation']);

/**
 * Fields holding an identifier typed left to right: a plate ("12345-أ-6"), a police or court
 * number, a file name. The Arabic screens show and edit them in that order too:
 * left to themselves, an Arabic letter in the middle turns the whole value around.
 */
const LTR_FIELDS: ReadonlySet<string> = new Set([...DOSSIER_TEXT_FIELDS.filter((field) => !DOSSIER_FREE_TEXT.has(field)), 'filename']);

export const isLtrField = (field: string): boolean => LTR_FIELDS.has(field);
