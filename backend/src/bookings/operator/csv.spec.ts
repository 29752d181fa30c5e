import { csvCell, toCsv } from './csv.js';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Aminata Kamara')).toBe('Aminata Kamara');
    expect(csvCell('Lumley, Freetown')).toBe('"Lumley, Freetown"');
    expect(csvCell('The "Deluxe" room')).toBe('"The ""Deluxe"" room"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(435.5)).toBe('435.5');
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+232 76 123 456')).toBe("'+232 76 123 456");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
