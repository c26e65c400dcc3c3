import {
  actionCreateBody,
  calendarDayFields,
  caseTypeCreateBody,
  deadlinePatchBody,
  deadlineRuleCreateBody,
  documentUploadFields,
  dossierCreateBody,
  dossierPartyLinkBody,
  entryCreateBody,
  expertCreateBody,
  expertiseInput,
  expertiseTypeCreateBody,
  invoiceCreateBody,
  lineInput,
  partyCreateBody,
  stageCreateBody,
  tribunalCreateBody,
} from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiReasons, LEGACY_LONG_TEXT_MAX } from './import-validation';
import { TRANSFER_TABLES } from './transfer-tables';

/** The API body whose fields each file's text columns hold (null: the file has no free text). */
const BODIES: Record<string, z.ZodObject | null> = {
  'type_expertise.csv': expertiseTypeCreateBody,
  'type_affaire_bureau.csv': caseTypeCreateBody,
  'type_action.csv': caseTypeCreateBody,
  'tribunal.csv': tribunalCreateBody,
  'expert.csv': expertCreateBody,
  'dossier.csv': dossierCreateBody,
  'action.csv': actionCreateBody,
  'expertise.csv': expertiseInput,
  'parties.csv': partyCreateBody,
  'dossier_parties.csv': dossierPartyLinkBody,
  'deadline_rule_triggers.csv': null,
  'deadline_rules.csv': deadlineRuleCreateBody,
  'calendar_days.csv': calendarDayFields,
  'calendar_entries.csv': calendarDayFields,
  'deadlines.csv': deadlinePatchBody,
  'documents.csv': documentUploadFields,
  'stages.csv': stageCreateBody,
  'invoices.csv': invoiceCreateBody,
  'invoice_series.csv': null,
  'money_entries.csv': entryCreateBody,
  'invoice_lines.csv': lineInput,
};

describe('the import’s length limits', () => {
  it('are the API’s, field by field', () => {
    let compared = 0;
    for (const descriptor of TRANSFER_TABLES) {
      const body = BODIES[descriptor.file];
      expect(body, descriptor.file).toBeDefined();
      for (const column of descriptor.columns) {
        const field = body?.shape[column.csv] as z.ZodType | undefined;
        // Free text only: enums, emails, dates and numbers refuse a plain letter whatever its length.
        if (column.max === undefined || column.max === LEGACY_LONG_TEXT_MAX || !field?.safeParse('x').success) continue;
        const where = `${descriptor.file} ${column.csv}`;
        expect(field.safeParse('x'.repeat(column.max)).success, `${where} accepts ${column.max}`).toBe(true);
        expect(field.safeParse('x'.repeat(column.max + 1)).success, `${where} refuses ${column.max + 1}`).toBe(false);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('bound every text column, by its own limit or by the API’s schema check', () => {
    const cell = 'x'.repeat(LEGACY_LONG_TEXT_MAX + 1);
    let checked = 0;
    for (const descriptor of TRANSFER_TABLES)
      for (const column of descriptor.columns) {
        const field = BODIES[descriptor.file]?.shape[column.csv] as z.ZodType | undefined;
        // Free text only: enums, emails, dates and numbers are refused by their own form.
        if (field && !field.safeParse('x').success) continue;
        checked++;
        const own = column.read(cell, { idOf: () => null, nameOf: () => null }, {});
        if (own !== null) continue;
        expect(apiReasons(descriptor.table, { [column.csv]: cell }), `${descriptor.file} ${column.csv}`).not.toEqual([]);
      }
    expect(checked).toBeGreaterThan(30);
  });
});
