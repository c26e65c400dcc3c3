import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, setupI18n } from '../../../i18n';
import { usageList } from './usage-list';

beforeAll(async () => {
  await setupI18n('en');
});

describe('usageList', () => {
  const usages = [
    { entity: 'action' as const, total: 1, trashed: 0 },
    { entity: 'deadline_rule' as const, total: 2, trashed: 0 },
    { entity: 'dossier' as const, total: 11, trashed: 3 },
  ];
  it.each([
    ['en', '1 action, 2 deadline rules and 11 dossiers (3 in the trash)'],
    ['fr', '1 action, 2 règles de délais et 11 dossiers (dont 3 dans la corbeille)'],
    ['ar', 'إجراء واحد، قاعدتا أجل و11 ملفًا (منها 3 في سلة المحذوفات)'],
  ])('names every use with the plural form of %s', async (lang, expected) => {
    await i18n.changeLanguage(lang);
    expect(usageList(usages, i18n.getFixedT(lang))).toBe(expected);
  });
});
