// Prints how many strings each package's catalogue has in each language.
const path = require('node:path');
const { LOCALES, countStrings } = require('../src/catalogue-tools.cjs');

const root = path.resolve(__dirname, '..', '..', '..');
const counts = countStrings(root);
const totals = Object.fromEntries(LOCALES.map((locale) => [locale, 0]));
const rows = Object.entries(counts).map(([name, row]) => {
  for (const locale of LOCALES) totals[locale] += row[locale];
  return [name, ...LOCALES.map((locale) => String(row[locale]))];
});
rows.push(['total', ...LOCALES.map((locale) => String(totals[locale]))]);
const header = ['catalogue', ...LOCALES];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const row of [header, ...rows]) {
  console.log(
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  );
}
