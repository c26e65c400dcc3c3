import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '../../../i18n';
import { translateInUse } from './in-use-message';

const sentence = (usages: string) => i18n.t('reference:entities.tribunal.inUse', { usages });

describe('the in-use refusal, translated', () => {
  beforeAll(() => setupI18n('en'));

  it('says where the record is used, with the counts, in each language', async () => {
    const message = 'This tribunal is used by 3 dossiers (1 in the trash) and 1 expertise';
    expect(translateInUse(message, sentence, i18n.t)).toBe(
      'This tribunal cannot be deleted: it is used by 3 dossiers (1 in the trash) and 1 expertise.',
    );
    await i18n.changeLanguage('fr');
    expect(translateInUse('This tribunal is used by 1 dossier', sentence, i18n.t)).toBe(
      'Ce tribunal ne peut pas être supprimé : il est utilisé par 1 dossier.',
    );
    await i18n.changeLanguage('ar');
    expect(translateInUse('This tribunal is used by 2 dossiers and 5 expertises', sentence, i18n.t)).toBe(
      'لا يمكن حذف هذه المحكمة لأنها مستخدمة في ملفين و5 من الخبرات.',
    );
    await i18n.changeLanguage('en');
  });

  it('translates the short wording and keeps an unknown one inside a translated sentence', () => {
    expect(translateInUse('This action type is in use', sentence, i18n.t)).toBe('This action type is in use, so it cannot be deleted');
    expect(translateInUse('Used by 2 invoices', sentence, i18n.t)).toBe('It cannot be deleted: Used by 2 invoices');
  });
});
