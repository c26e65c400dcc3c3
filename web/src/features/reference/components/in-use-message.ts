import type { TFunction } from 'i18next';
import { translateValidation } from '../../../lib/errors';

const USAGE_WORDS: Record<string, string> = {
  dossier: 'dossier',
  dossiers: 'dossier',
  expertise: 'expertise',
  expertises: 'expertise',
  action: 'action',
  actions: 'action',
  expert: 'expert',
  experts: 'expert',
};

const USED_BY = /^This .+? is used by (.+)$/;
const USAGE = /^(\d+) (\w+)(?: \((\d+) in the trash\))?$/;

/** "1 dossier", "3 dossiers (1 in the trash)", translated; null when the text is not one. */
function translateUsage(part: string, t: TFunction): string | null {
  const match = USAGE.exec(part.trim());
  const key = match && USAGE_WORDS[match[2]!];
  if (!match || !key) return null;
  const count = Number(match[1]);
  // Arabic has its own word for two ("ملفين"); the other languages just write the number.
  const form = count === 1 ? 'one' : count === 2 ? 'two' : 'many';
  const usage = t(`reference:inUse.${key}.${form}`, { n: count });
  return match[3] ? t('reference:inUse.inTrash', { usage, n: Number(match[3]) }) : usage;
}

/**
 * The server's 409 `in_use` message ("This tribunal is used by 3 dossiers and 1 expertise"),
 * in the user's language; an unknown wording is shown as-is inside a translated sentence.
 */
export function translateInUse(message: string, inUseSentence: (usages: string) => string, t: TFunction): string {
  const known = translateValidation(message);
  if (known !== message) return known;
  const match = USED_BY.exec(message);
  if (match) {
    const parts = match[1]!.split(/, | and /);
    const usages = parts.map((part) => translateUsage(part, t));
    if (usages.every((usage): usage is string => usage !== null)) {
      const list =
        usages.length > 1
          ? `${usages.slice(0, -1).join(t('reference:inUse.separator'))}${t('reference:inUse.and')}${usages.at(-1)}`
          : usages.join('');
      return inUseSentence(list);
    }
  }
  return t('reference:inUse.raw', { message });
}
