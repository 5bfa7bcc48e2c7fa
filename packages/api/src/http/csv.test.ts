import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells a spreadsheet reads as text', () => {
  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+62 812 3456', "'+62 812 3456"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['=HYPERLINK("http://x","klik")', '"\'=HYPERLINK(""http://x"",""klik"")"'],
    ['\tTab', "'\tTab"],
  ])('disarms %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps numbers (a negative one too), quotes commas and quotes, leaves null empty', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('Kusuma, Rina')).toBe('"Kusuma, Rina"');
    expect(csvCell('Rina "Ina"')).toBe('"Rina ""Ina"""');
    expect(csvCell(null)).toBe('');
  });

  it('starts the file with a BOM and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['Nama', 'Poin'],
        ['Putri', 5],
      ]),
    ).toBe('\uFEFFNama,Poin\r\nPutri,5\r\n');
  });
});
