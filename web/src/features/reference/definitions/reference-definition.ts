import { REFERENCE_RESOURCES, type ReferenceResource } from '@cabinet/shared';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { TFunction } from 'i18next';
import type { ReferenceBase } from '../../../lib/paths';
import type { ReferenceRecord } from '../api/reference-types';

/** The route bases of the five lists (`lib/paths.ts`), also the keys of their texts in `reference.json`. */
export type { ReferenceBase } from '../../../lib/paths';

/** The form's values: every field as the text of its input ('' when empty). */
export type FormValues = Record<string, string>;

export interface ColumnDefinition {
  key: string;
  /** Key in the `reference` namespace. */
  labelKey: string;
  /** Not shown until the user picks it in the column chooser. */
  hiddenByDefault?: boolean;
  /** The shown text, when it is not the field's own value. */
  text?: (record: ReferenceRecord, t: TFunction, lang: string) => string;
}

export type FieldKind = 'text' | 'tel' | 'email' | 'textarea' | 'expertise-type' | 'effect' | 'dossier-field';

export interface FieldDefinition {
  name: string;
  kind: FieldKind;
  labelKey: string;
  /** A help text under the input (key in the `reference` namespace). */
  descriptionKey?: string;
  required?: boolean;
  maxLength?: number;
  /** For a reference field: the record's field holding the referenced label (shown when the id is not enough). */
  labelFrom?: string;
  /** Where the value sits in the record and the body when it is nested (an action type's `labels.en`). */
  bodyPath?: readonly [string, string];
  /** The language the value is written in, when it is not the reader's (an Arabic name: typed right to left). */
  lang?: 'ar';
  /** Whether the field applies to the values being edited; a field that does not is sent as null. */
  appliesWhen?: (values: FormValues) => boolean;
}

/** Everything that differs between the five lists; the screens and the form are generic. */
export interface ReferenceDefinition {
  resource: ReferenceResource;
  base: ReferenceBase;
  idField: string;
  labelField: string;
  /** The columns the list can show, in order. */
  columns: readonly ColumnDefinition[];
  fields: readonly FieldDefinition[];
  /** The shared create schema: the form checks what it will send with it. */
  schema: StandardSchemaV1;
}

/** A list's definition: its id field, label field and route base come from the shared resource table. */
export function defineReference(resource: ReferenceResource, own: Pick<ReferenceDefinition, 'columns' | 'fields' | 'schema'>): ReferenceDefinition {
  const { webPath, idField, labelField } = REFERENCE_RESOURCES[resource];
  return { resource, base: webPath, idField, labelField, ...own };
}
