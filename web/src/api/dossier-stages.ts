import { STAGE_KINDS, type Stage } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** Levels in court order (police report … enforcement); the server's order kept within a kind. */
export const inCourtOrder = <S extends Pick<Stage, 'kind'>>(stages: readonly S[]): S[] =>
  [...stages].sort((a, b) => STAGE_KINDS.indexOf(a.kind) - STAGE_KINDS.indexOf(b.kind));

/**
 * `GET /api/dossiers/{id}/stages`: a dossier's court levels, for its Court levels section and for
 * the level an action belongs to (the action forms' select, the action list).
 */
export const dossierStagesQuery = (dossierId: number) =>
  queryOptions({
    queryKey: queryKeys.stages.dossier(dossierId),
    queryFn: ({ signal }) =>
      api<{ items: Stage[] }>(`/api/dossiers/${dossierId}/stages`, { signal }).then((list) => ({ items: inCourtOrder(list.items) })),
  });

export const useDossierStages = (dossierId: number | null, enabled = true) =>
  useQuery({ ...dossierStagesQuery(dossierId ?? 0), enabled: enabled && dossierId !== null && dossierId > 0 });

/** The number a level is called under, as the court writes it: the server's text, else its parts or the text as typed. */
export function stageNumberText(
  stage: Pick<Stage, 'file_number_text' | 'file_raw' | 'file_number' | 'file_code' | 'file_year'>,
): string | null {
  if (stage.file_number_text) return stage.file_number_text;
  const parts = [stage.file_number, stage.file_code, stage.file_year].filter(Boolean);
  return parts.length > 0 ? parts.join('/') : stage.file_raw;
}
