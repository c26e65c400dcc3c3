import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '../i18n';
import { conflictsWord } from './history-values';

describe('a confirmed conflict in a history', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });

  it('names each dossier with its role in the reader’s words', async () => {
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces('parties');
    expect(conflictsWord('conflicts', '1003 (adverse), 1010 (client)', i18n.t)).toBe('n° 1003 (Partie adverse), n° 1010 (Client)');
    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('parties');
    expect(conflictsWord('conflicts', '1003 (adverse)', i18n.t)).toBe('رقم 1003 (الطرف الخصم)');
  });

  it('leaves other fields to the other readers', () => {
    expect(conflictsWord('role', 'adverse', i18n.t)).toBeUndefined();
  });
});
