import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tools = require('../catalogue-tools.cjs') as {
  ENGLISH_ONLY: string[];
  isEnglishOnly(folder: string): boolean;
  catalogueFolders(root: string): string[];
  checkFolder(folder: string): string[];
  compileCatalogue(messages: Record<string, string>): Record<string, unknown>;
  argumentsOf(text: string): string[];
  needsFormatter(text: string): boolean;
};

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('the message catalogues of the workspace', () => {
  const folders = tools.catalogueFolders(ROOT);

  it('include the shell and the booking remote', () => {
    const names = folders.map((folder) => path.relative(ROOT, folder));
    expect(names).toEqual(
      expect.arrayContaining([
        path.join('frontend-shell', 'src', 'messages'),
        path.join('frontend-booking', 'src', 'messages'),
      ]),
    );
  });

  it('name the English-only ones, which exist and have no other language', () => {
    // The partner portal and the e-mails to operators and admins stay English for now
    // (docs/decisions/partner-portal-english-only.md).
    const names = folders.map((folder) => path.relative(ROOT, folder).split(path.sep).join('/'));
    expect(names).toEqual(expect.arrayContaining(tools.ENGLISH_ONLY));
    expect(names.filter((name) => tools.isEnglishOnly(name)).sort()).toEqual(
      [...tools.ENGLISH_ONLY].sort(),
    );
    for (const name of tools.ENGLISH_ONLY) {
      expect(fs.readdirSync(path.join(ROOT, name)).filter((f) => f.endsWith('.json'))).toEqual([
        'en.json',
      ]);
    }
  });

  it.each(folders.map((folder) => [path.relative(ROOT, folder), folder]))(
    '%s: every key in every language, with the arguments of the English message',
    (_name, folder) => {
      expect(tools.checkFolder(folder)).toEqual([]);
    },
  );
});

it("the shell's own catalogue, which every page loads, needs no ICU formatter", () => {
  // Plurals, selects, numbers, dates and tags belong in a catalogue loaded with the page that
  // uses them (the account pages' one): with one here, every page would load intl-messageformat.
  const messages = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'frontend-shell', 'src', 'messages', 'en.json'), 'utf8'),
  ) as Record<string, string>;
  const needing = Object.entries(messages)
    .filter(([, text]) => tools.needsFormatter(text))
    .map(([key]) => key);
  expect(needing).toEqual([]);
  expect(tools.needsFormatter('{count, plural, other {# nights}}')).toBe(true);
  expect(tools.needsFormatter('Hello {name}')).toBe(false);
});

describe('the catalogue check', () => {
  let folder: string;
  const write = (locale: string, messages: Record<string, string>) =>
    fs.writeFileSync(path.join(folder, `${locale}.json`), JSON.stringify(messages));

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'salone-catalogue-'));
    write('en', {
      hello: 'Hello {name}',
      nights: '{count, plural, one {# night} other {# nights}}',
    });
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('passes complete catalogues', () => {
    write('kri', { hello: 'Kushɛ {name}', nights: '{count, plural, other {# nɛt}}' });
    write('fr', {
      hello: 'Bonjour {name}',
      nights: '{count, plural, one {# nuit} other {# nuits}}',
    });
    expect(tools.checkFolder(folder)).toEqual([]);
  });

  it('names a key missing in a language, and a language missing', () => {
    write('kri', { hello: 'Kushɛ {name}' });
    expect(tools.checkFolder(folder)).toEqual([
      `${path.join(folder, 'kri.json')}: nights: missing`,
      `${path.join(folder, 'fr.json')}: missing`,
    ]);
  });

  it('names a message whose arguments differ, one that does not parse, and an unknown key', () => {
    write('kri', {
      hello: 'Kushɛ {nem}',
      nights: '{count, plural, other {# nɛt}',
      extra: 'Ɔda',
    });
    write('fr', { hello: 'Bonjour {name}', nights: '' });
    const problems = tools.checkFolder(folder);
    expect(problems).toEqual([
      `${path.join(folder, 'kri.json')}: hello: arguments [nem:argument] differ from English [name:argument]`,
      expect.stringMatching(/kri\.json: nights: does not parse/),
      `${path.join(folder, 'kri.json')}: extra: not in the English source`,
      `${path.join(folder, 'fr.json')}: nights: empty`,
    ]);
  });

  it('takes an English-only folder without its other languages, and names one that appears', () => {
    const partner = path.join(folder, 'frontend-partner', 'src', 'messages');
    fs.mkdirSync(partner, { recursive: true });
    fs.writeFileSync(path.join(partner, 'en.json'), JSON.stringify({ title: 'Bookings' }));
    expect(tools.checkFolder(partner)).toEqual([]);
    // The same folder elsewhere is held to every language.
    fs.writeFileSync(path.join(folder, 'en.json'), JSON.stringify({ title: 'Bookings' }));
    expect(tools.checkFolder(folder)).toEqual([
      `${path.join(folder, 'kri.json')}: missing`,
      `${path.join(folder, 'fr.json')}: missing`,
    ]);
    fs.writeFileSync(path.join(partner, 'kri.json'), JSON.stringify({ title: 'Bukin dɛm' }));
    expect(tools.checkFolder(partner)).toEqual([
      `${path.join(partner, 'kri.json')}: the catalogue is English-only (ENGLISH_ONLY in catalogue-tools.cjs)`,
    ]);
  });

  it('compiles a message without arguments to its text, and any other to its syntax tree', () => {
    const compiled = tools.compileCatalogue({ plain: "Centre d'aide", rich: 'Hi {name}' });
    expect(compiled.plain).toBe("Centre d'aide");
    expect(Array.isArray(compiled.rich)).toBe(true);
  });
});
