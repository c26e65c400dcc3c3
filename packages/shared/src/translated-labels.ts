import { z } from 'zod';
import { optionalText } from './common';
import { LIMITS } from './limits';

/** A record's label in each interface language; any of them may be missing. */
export const translatedLabelsSchema = z.object({ en: z.string().optional(), fr: z.string().optional(), ar: z.string().optional() });
export type TranslatedLabels = z.infer<typeof translatedLabelsSchema>;

const labelText = optionalText(LIMITS.shortText);
/**
 * Written by an editor: empty means none in that language. Parsed to what is stored and read
 * back: only the languages that have a label (`{fr: ""}` becomes `{}`).
 */
export const translatedLabelsInput = z
  .object({ en: labelText, fr: labelText, ar: labelText })
  .transform((labels): TranslatedLabels => Object.fromEntries(Object.entries(labels).filter(([, text]) => Boolean(text))));

