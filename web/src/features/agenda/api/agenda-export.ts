import type { ExportFormat, ExportLanguage } from '@cabinet/shared';
import { EXPORT_LANGUAGES } from '@cabinet/shared';
import { buildUrl } from '../../../lib/api-client';

/**
 * The download address of the agenda in one format, with the same "mine" filter as the list on
 * screen. A plain link does: the session cookie goes along and the server answers with
 * `Content-Disposition: attachment`.
 */
export function agendaExportUrl(format: ExportFormat, range: { from: string; to: string; mine?: boolean }, lang: string): string {
  const language: ExportLanguage = (EXPORT_LANGUAGES as readonly string[]).includes(lang) ? (lang as ExportLanguage) : 'en';
  return buildUrl('/api/agenda/export', { format, from: range.from, to: range.to, mine: range.mine ? 1 : undefined, lang: language });
}
