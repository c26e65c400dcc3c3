import type { ActionType, CaseType, Expert, ExpertiseType, ReferenceResource, Tribunal } from '@cabinet/shared';

/** The record each reference list's API answers with, by API path segment. */
export interface ReferenceRecords {
  experts: Expert;
  tribunals: Tribunal;
  'action-types': ActionType;
  'expertise-types': ExpertiseType;
  'case-types': CaseType;
}

export interface ReferenceListResponse<R extends ReferenceResource> {
  items: ReferenceRecords[R][];
  total: number;
}

/** A record as the generic screens see it: fields read by name. */
export type ReferenceRecord = Record<string, unknown> & { version: number };

/** What the generic form sends: text, ids and the read version. */
export type ReferenceBody = Record<string, string | number | null>;
