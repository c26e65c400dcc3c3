import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, nameForType } from './document';

describe('nameForType', () => {
  it('keeps a name whose extension is one of its type’s, whatever the case', () => {
    expect(nameForType('Jugement.PDF', 'application/pdf')).toBe('Jugement.PDF');
    expect(nameForType('photo.jpeg', 'image/jpeg')).toBe('photo.jpeg');
    expect(nameForType('notes.txt', 'text/plain')).toBe('notes.txt');
    expect(nameForType('relevé.csv', 'text/plain')).toBe('relevé.csv');
    expect(nameForType('courrier.eml', 'message/rfc822')).toBe('courrier.eml');
  });

  it('adds the type’s extension to a name that claims something else, so no desktop runs it', () => {
    // [name, detected type, kept as]
    const cases: [string, string, string][] = [
      ['invoice.html', 'text/plain', 'invoice.html.txt'],
      ['logo.svg', 'text/plain', 'logo.svg.txt'],
      ['update.hta', 'text/plain', 'update.hta.txt'],
      ['setup.bat', 'text/plain', 'setup.bat.txt'],
      ['readme.js', 'text/plain', 'readme.js.txt'],
      ['jugement.url', 'text/plain', 'jugement.url.txt'],
      ['scan.html', 'application/pdf', 'scan.html.pdf'],
      ['run.hta.', 'text/plain', 'run.hta.txt'],
      ['run.hta . .', 'text/plain', 'run.hta.txt'],
      ['Jugement 12.03.2024', 'application/pdf', 'Jugement 12.03.2024.pdf'],
      ['contrat', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'contrat.docx'],
      ['page.html', 'text/html', 'page.html.bin'],
    ];
    for (const [name, type, kept] of cases) expect([name, nameForType(name, type)]).toEqual([name, kept]);
  });

  it('stays within the file name limit, the added extension kept', () => {
    const long = `${'a'.repeat(DOCUMENT_LIMITS.filename - 5)}.html`;
    const kept = nameForType(long, 'text/plain');
    expect(Array.from(kept)).toHaveLength(DOCUMENT_LIMITS.filename);
    expect(kept.endsWith('.txt')).toBe(true);
  });
});
