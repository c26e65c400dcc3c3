import { LIMITS, nameIn } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import type { ReferenceRecord } from '../api/reference-types';
import type { ColumnDefinition, FieldDefinition } from './reference-definition';

/** A tribunal's or an expert's optional name in Arabic, typed right to left. */
export const ARABIC_NAME_FIELD: FieldDefinition = {
  name: 'nom_ar',
  kind: 'text',
  labelKey: 'fields.nom_ar',
  descriptionKey: 'form.arabicNameHint',
  maxLength: LIMITS.shortText,
  lang: 'ar',
};

/** The name column: the Arabic name for an Arabic reader when there is one, as every screen names it. */
export const nameColumn: ColumnDefinition = {
  key: 'nom',
  labelKey: 'fields.nom',
  text: (record: ReferenceRecord, _t: TFunction, lang: string) =>
    nameIn(String(record.nom), typeof record.nom_ar === 'string' ? record.nom_ar : null, lang),
};
