import type { FillSource } from './source';

export interface Described {
  en: string;
  fr: string;
  ar: string;
}

/** A value a loop's row holds, by its field's name. */
export type LoopRow = Record<string, string>;

export interface LoopField<R> {
  name: string;
  description: Described;
  value: (row: R) => string;
}

/** A placeholder: its name, what it holds (in three languages), and how it is filled from the dossier. */
export interface ScalarField {
  name: string;
  group: string;
  description: Described;
  value: (source: FillSource) => string;
}

/** A loop (`{#name}…{/name}`): one row per item, each with the fields listed. */
export interface LoopDefinition<R = unknown> {
  name: string;
  group: string;
  description: Described;
  rows: (source: FillSource) => R[];
  fields: LoopField<R>[];
}

/** French typography in descriptions: a no-break space before « : » and « ; ». */
export const NBSP = '\u00a0';
