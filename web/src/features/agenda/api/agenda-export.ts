import type { ExportFormat, ExportLanguage } from '@cabinet/shared';
import { EXPORT_LANGUAGES } from '@cabinet/shared';
import { buildUrl } from '../../../lib/api-client';

/**
 * The download address of the agenda in one format. A plain link does: the session cookie goes
 * along and the server answers with `Content-Disposition: attachment`.
 */
export function agendaExportUrl(format: ExportFormat, from: string, to: string, lang: string): string {
  const language: ExportLanguage = (EXPORT_LANGUAGES as readonly string[]).includes(lang) ? (lang as ExportLanguage) : 'en';
  return buildUrl('/api/agenda/export', { format, from, to, lang: language });
}
