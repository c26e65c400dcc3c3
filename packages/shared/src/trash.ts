import { z } from 'zod';
import { pagedListOf, pageQuery } from './common';

export const trashItemSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  nom_responsable_civil: z.string().nullable(),
  date_inscription_bureau: z.string().nullable(),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** Actions that went to the trash with the dossier. */
  action_count: z.number().int(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashQuery = pageQuery.omit({ sort: true });
export const trashListResponse = pagedListOf(trashItemSchema);
