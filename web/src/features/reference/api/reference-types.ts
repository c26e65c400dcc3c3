export type { ReferenceListResponse, ReferenceRecords } from '../../../api/reference-options';

/** A record as the generic screens see it: fields read by name. */
export type ReferenceRecord = Record<string, unknown> & { version: number };

/** What the generic form sends: text, ids and the read version. */
export type ReferenceBody = Record<string, string | number | null>;
