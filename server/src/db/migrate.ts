import { Migrator, type Migration } from 'kysely';
import type { DatabaseHandle } from './database';
import * as initial from './migrations/001-initial';
import * as auditDossier from './migrations/002-audit-dossier';
import * as searchIndex from './migrations/003-search-index';
import * as staleOrder from './migrations/004-stale-order';
import * as deadlines from './migrations/006-deadlines';
import * as parties from './migrations/007-parties';
import * as documents from './migrations/008-documents';
import * as reminders from './migrations/009-reminders';
import * as legacyAuthors from './migrations/010-legacy-authors';
import * as staleActivity from './migrations/011-stale-activity';
import * as searchNumbers from './migrations/012-search-numbers';
import * as arabicMonths from './migrations/013-arabic-months';
import * as actionTypeLabels from './migrations/014-action-type-labels';
import * as searchIndexMerge from './migrations/015-search-index-merge';
import * as partyNameWalk from './migrations/016-party-name-walk';
import * as actionCount from './migrations/017-action-count';
import * as documentUploader from './migrations/018-document-uploader';
import * as officeTerms from './migrations/019-office-terms';
import * as actionTypeCodes from './migrations/020-action-type-codes';
import * as importedAsIs from './migrations/021-imported-as-is';
import * as referenceArabicNames from './migrations/022-reference-arabic-names';
import * as accountLanguage from './migrations/023-account-language';
import * as lastActionUpToToday from './migrations/024-last-action-up-to-today';
import * as deadlineLaw from './migrations/025-deadline-law';
import * as money from './migrations/026-money';
import * as documentText from './migrations/027-document-text';
import * as courtStages from './migrations/028-court-stages';
import * as courtStagesData from './migrations/029-court-stages-data';
import * as templates from './migrations/030-templates';
import * as liveReferenceIndex from './migrations/031-live-reference-index';

export const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-audit-dossier': auditDossier,
  '003-search-index': searchIndex,
  '004-stale-order': staleOrder,
  '006-deadlines': deadlines,
  '007-parties': parties,
  '008-documents': documents,
  '009-reminders': reminders,
  '010-legacy-authors': legacyAuthors,
  '011-stale-activity': staleActivity,
  '012-search-numbers': searchNumbers,
  '013-arabic-months': arabicMonths,
  '014-action-type-labels': actionTypeLabels,
  '015-search-index-merge': searchIndexMerge,
  '016-party-name-walk': partyNameWalk,
  '017-action-count': actionCount,
  '018-document-uploader': documentUploader,
  '019-office-terms': officeTerms,
  '020-action-type-codes': actionTypeCodes,
  '021-imported-as-is': importedAsIs,
  '022-reference-arabic-names': referenceArabicNames,
  '023-account-language': accountLanguage,
  '024-last-action-up-to-today': lastActionUpToToday,
  '025-deadline-law': deadlineLaw,
  '026-money': money,
  '027-document-text': documentText,
  '028-court-stages': courtStages,
  '029-court-stages-data': courtStagesData,
  '030-templates': templates,
  '031-live-reference-index': liveReferenceIndex,
};

/**
 * Brings the schema up to date. Kysely's migrator takes a lock (an advisory lock on PostgreSQL),
 * so several instances starting together migrate exactly once.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
