import { normalizeSearchText } from '@cabinet/shared';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** An expert's kept search text: every name and contact detail the list can be searched by. */
export const expertSearchText = (row: Record<string, unknown>): string =>
  normalizeSearchText([row.nom, row.specialite, row.tel, row.email, row.adresse, row.nom_ar].map(textOf).join(' '));
