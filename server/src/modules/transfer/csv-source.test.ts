import { describe, expect, it } from 'vitest';
import { quotedEmpties } from './csv-source';

describe('quotedEmpties', () => {
  it('finds the fields written as "" (an empty text), not the empty ones (no value) nor quotes inside a value', () => {
    expect([...quotedEmpties('7,"",,"il a dit ""non""","",x\n', ',')]).toEqual([1, 4]);
    expect([...quotedEmpties('"";"a""";"";"""b"""\r\n', ';')]).toEqual([0, 2]);
    expect([...quotedEmpties('"ligne 1\nligne 2",""', ',')]).toEqual([1]);
    expect([...quotedEmpties('1,,2', ',')]).toEqual([]);
  });
});
