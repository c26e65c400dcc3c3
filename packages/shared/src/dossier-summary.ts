import { z } from 'zod';

/**
 * Who and where a dossier is, so a row says more than "#1001": its first client (by link date)
 * and its tribunal, each with the Arabic name when it has one.
 */
export const dossierSummaryFields = {
  client_name: z.string().nullable(),
  client_name_ar: z.string().nullable(),
  tribunal_nom: z.string().nullable(),
  tribunal_nom_ar: z.string().nullable(),
};
export type DossierSummary = { [K in keyof typeof dossierSummaryFields]: string | null };
