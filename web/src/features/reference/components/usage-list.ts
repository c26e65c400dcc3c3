import type { ReferenceUsage } from '@cabinet/shared';
import type { TFunction } from 'i18next';

/** "3 dossiers (1 in the trash) and 1 expertise", in the user's language with its plural forms. */
export function usageList(usages: readonly ReferenceUsage[], t: TFunction): string {
  const parts = usages.map(({ entity, total, trashed }) => {
    const usage = t(`office:usages.${entity}`, { count: total });
    return trashed > 0 ? t('office:usages.inTrash', { usage, n: trashed }) : usage;
  });
  return parts.length > 1
    ? `${parts.slice(0, -1).join(t('office:usages.separator'))}${t('office:usages.and')}${parts.at(-1)}`
    : parts.join('');
}
