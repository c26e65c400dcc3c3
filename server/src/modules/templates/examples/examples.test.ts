import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { fillDocx, readTags } from '../docx/template-engine';
import { classifyTags, fillData, LOOPS, SCALAR_FIELDS } from '../fill/catalogue';
import { sampleSource } from '../fill/sample-source';
import { EXAMPLE_TEMPLATES, exampleBytes } from './index';

const names = new Set([
  ...SCALAR_FIELDS.map((f) => f.name),
  ...LOOPS.map((l) => l.name),
  ...LOOPS.flatMap((l) => l.fields.map((f) => f.name)),
]);

function paragraphs(docx: Buffer) {
  const xml = new PizZip(docx).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    text: [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    rtl: p.includes('<w:bidi/>'),
  }));
}

describe('the example templates', () => {
  it('cover every purpose in French and in Arabic', () => {
    for (const language of ['fr', 'ar']) {
      expect(
        EXAMPLE_TEMPLATES.filter((e) => e.language === language)
          .map((e) => e.purpose)
          .sort(),
      ).toEqual(['appeal_request', 'enforcement_request', 'fee_note', 'insurer_letter', 'notification_request', 'provision_request']);
    }
    expect(new Set(EXAMPLE_TEMPLATES.map((e) => e.key)).size).toBe(EXAMPLE_TEMPLATES.length);
  });

  it.each(EXAMPLE_TEMPLATES.map((e) => [e.key, e] as const))(
    '%s names only placeholders Cabinet fills, and is filled without one left',
    (_key, example) => {
      const bytes = exampleBytes(example);
      expect(classifyTags(readTags(bytes)).unknown).toEqual([]);
      const filled = paragraphs(fillDocx(bytes, fillData(sampleSource(example.language))));
      const text = filled.map((p) => p.text).join('\n');
      const left = [...text.matchAll(/\{\s*[#/^]?\s*([a-z_.]+)\s*\}/g)].map((m) => m[1]).filter((n) => names.has(n!));
      expect(left).toEqual([]);
      expect(text).toContain('Cabinet Maître Alaoui');
      // Arabic examples are right to left in every paragraph; French ones in none.
      expect(filled.every((p) => p.rtl === (example.language === 'ar'))).toBe(true);
      if (example.language === 'fr') {
        // French typography: no straight apostrophe, a no-break space before the colon.
        expect(text).not.toMatch(/'/);
        expect(text).not.toMatch(/ :/);
      }
    },
  );

  it('writes the fee note’s lines as rows of its table, and its total in words', () => {
    const example = EXAMPLE_TEMPLATES.find((e) => e.key === 'fee_note.ar')!;
    const docx = fillDocx(exampleBytes(example), fillData(sampleSource('ar')));
    const xml = new PizZip(docx).file('word/document.xml')!.asText();
    expect(xml.match(/<w:tr>/g)).toHaveLength(3);
    expect(xml).toContain('<w:bidiVisual/>');
    expect(paragraphs(docx).map((p) => p.text)).toContain('وحصرت هذه المذكرة في مبلغ ستة آلاف درهم.');
  });
});
