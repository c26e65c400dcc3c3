import { writeFile } from 'node:fs/promises';
import type { ClientStatementQuery, NoteLanguage } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readStatement, type StatementOffice } from './reports.service';
import { statementBody } from './statement-body';

export interface StatementJobInput {
  out: string;
  office: StatementOffice;
  now: number;
  partyId: number;
  from: string | null;
  to: string | null;
  format: ClientStatementQuery['format'];
  lang: NoteLanguage;
}

/** A large client's statement read and written to `out` in a job process; false when the party is gone meanwhile. */
export async function writeStatement(db: Kysely<Database>, input: StatementJobInput): Promise<boolean> {
  const query = { from: input.from ?? undefined, to: input.to ?? undefined };
  const statement = await readStatement(db, input.office, input.now, input.partyId, query);
  if (!statement) return false;
  await writeFile(input.out, statementBody(statement, input.format, input.lang), { mode: 0o600 });
  return true;
}
