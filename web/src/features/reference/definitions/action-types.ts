import { actionTypeCreateBody, LIMITS, type TranslatedLabels } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import type { ReferenceRecord } from '../api/reference-types';
import { defineReference } from './reference-definition';
import { actionTypeName } from '../../../lib/action-type-name';
import { TYPE_COLUMNS, TYPE_FIELDS } from './type-fields';

/** "None", "Expertise", or the dossier field it fills, by its translated name. */
export function effectText(record: ReferenceRecord, t: TFunction): string {
  if (record.effect === 'expertise') return t('reference:effects.expertise');
  if (record.effect === 'dossier_field' && typeof record.dossier_field === 'string') {
    return t('reference:effects.fills', { field: t(`dossiers:fields.${record.dossier_field}`) });
  }
  return t('reference:effects.none');
}

export const actionTypeDefinition = defineReference('action-types', {
  columns: [
    // The label in the reader's language, as every other screen names the type.
    ...TYPE_COLUMNS.map((column) =>
      column.key === 'libelle'
        ? {
            ...column,
            text: (record: ReferenceRecord, _t: TFunction, lang: string) =>
              actionTypeName({ libelle: String(record.libelle), labels: record.labels as TranslatedLabels | undefined }, lang),
          }
        : column,
    ),
    { key: 'effect', labelKey: 'fields.effect', text: effectText },
  ],
  fields: [
    ...TYPE_FIELDS,
    ...(['en', 'fr', 'ar'] as const).map((lang) => ({
      name: `label_${lang}`,
      kind: 'text' as const,
      labelKey: `fields.labels.${lang}`,
      descriptionKey: lang === 'en' ? 'form.translationHint' : undefined,
      maxLength: LIMITS.shortText,
      bodyPath: ['labels', lang] as const,
    })),
    { name: 'effect', kind: 'effect', labelKey: 'fields.effect', required: true },
    {
      name: 'dossier_field',
      kind: 'dossier-field',
      labelKey: 'fields.dossier_field',
      required: true,
      appliesWhen: (values) => values.effect === 'dossier_field',
    },
  ],
  schema: actionTypeCreateBody,
});
