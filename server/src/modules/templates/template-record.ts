import type { Template, TemplatePurpose } from '@cabinet/shared';
import { classifyTags } from './fill/catalogue';
import type { TemplateRow } from './templates.repository';

const tagsOf = (row: TemplateRow): string[] => {
  try {
    const tags: unknown = JSON.parse(row.tags);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
};

/** The one mapping of a template row to the API: its placeholders sorted into known and unknown by today's catalogue. */
export function toTemplate(row: TemplateRow): Template {
  const { placeholders, unknown } = classifyTags(tagsOf(row));
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    purpose: row.purpose as TemplatePurpose,
    is_example: Number(row.is_example) === 1,
    filename: row.filename,
    size: Number(row.size),
    placeholders,
    unknown_placeholders: unknown,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

/** What the audit log keeps of a template. */
export const auditableTemplate = (row: TemplateRow) => ({
  name: row.name,
  language: row.language,
  purpose: row.purpose,
  filename: row.filename,
  size: Number(row.size),
  sha256: row.sha256,
});
