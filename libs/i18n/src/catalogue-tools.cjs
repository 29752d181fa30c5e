// Build-time tools of the message catalogues (Node only): compiling a catalogue to the form the
// browser formats without a parser, checking the languages against the English source, and
// counting strings. Used by the webpack loader and Jest transform (libs/build-config), the
// catalogue test and `npm run strings -w @salone/i18n`.
const fs = require('node:fs');
const path = require('node:path');
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

const LOCALES = ['en', 'kri', 'fr'];
const SOURCE = 'en';

/**
 * The catalogues written in English only for now, by folder from the workspace root
 * (docs/decisions/partner-portal-english-only.md): the partner portal's and the e-mails to
 * operators and admins. Every language is shown their English. A Krio or French file in one
 * of them is named by the check: a translated catalogue leaves this list.
 */
const ENGLISH_ONLY = [
  'frontend-partner/src/messages',
  'backend/src/notifications/email/messages/partner',
];

/** Whether `folder` (a path ending in one of ENGLISH_ONLY) holds an English-only catalogue. */
const isEnglishOnly = (folder) => {
  const slashed = folder.split(path.sep).join('/');
  return ENGLISH_ONLY.some((name) => slashed === name || slashed.endsWith(`/${name}`));
};

/** A catalogue as the browser gets it: plain text for a message without arguments, else its tree. */
function compileCatalogue(messages) {
  const out = {};
  for (const [key, text] of Object.entries(messages)) {
    const tree = parse(text);
    out[key] =
      tree.length === 0
        ? ''
        : tree.length === 1 && tree[0].type === TYPE.literal
          ? tree[0].value
          : tree;
  }
  return out;
}

const TYPE_NAMES = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** The arguments of a message, `name:kind` sorted (`count:plural`, `name:argument`). */
function argumentsOf(text) {
  const found = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type in TYPE_NAMES && element.type !== TYPE.literal) {
        found.add(`${element.value}:${TYPE_NAMES[element.type]}`);
      }
      if (element.options) for (const option of Object.values(element.options)) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(parse(text));
  return [...found].sort();
}

/**
 * The catalogue folders of the workspace: a `messages` folder (or one inside it, a package's
 * second catalogue) under a package's `src`, holding `en.json`.
 */
function catalogueFolders(root) {
  const folders = [];
  const visit = (folder, inMessages) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '__tests__')
        continue;
      const child = path.join(folder, entry.name);
      const messages = inMessages || entry.name === 'messages';
      if (messages && fs.existsSync(path.join(child, `${SOURCE}.json`))) folders.push(child);
      visit(child, messages);
    }
  };
  for (const group of ['.', 'libs']) {
    const base = path.join(root, group);
    for (const name of fs.readdirSync(base)) {
      const src = path.join(base, name, 'src');
      if (fs.existsSync(src)) visit(src, false);
    }
  }
  return folders.sort();
}

/** Whether a message needs intl-messageformat (a plural, select, number, date or tag). */
function needsFormatter(text) {
  return parse(text).some(
    (element) => element.type !== TYPE.literal && element.type !== TYPE.argument,
  );
}

const readCatalogue = (folder, locale) => {
  const file = path.join(folder, `${locale}.json`);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

/**
 * What is wrong with a folder's catalogues, one line each: a language that is missing (or, in
 * an English-only folder, one that is there), a key
 * missing in a language or not in the English source, an empty message, a message that does
 * not parse, or a message whose arguments differ from the English one.
 */
function checkFolder(folder) {
  const problems = [];
  const where = (locale, key) => `${path.join(folder, `${locale}.json`)}: ${key}`;
  const source = readCatalogue(folder, SOURCE);
  const sourceArgs = {};
  for (const [key, text] of Object.entries(source)) {
    try {
      sourceArgs[key] = argumentsOf(text).join(', ');
    } catch (error) {
      problems.push(`${where(SOURCE, key)}: does not parse (${error.message})`);
    }
  }
  for (const locale of LOCALES.filter((l) => l !== SOURCE)) {
    const catalogue = readCatalogue(folder, locale);
    if (isEnglishOnly(folder)) {
      if (catalogue) {
        problems.push(
          `${path.join(folder, `${locale}.json`)}: the catalogue is English-only (ENGLISH_ONLY in catalogue-tools.cjs)`,
        );
      }
      continue;
    }
    if (!catalogue) {
      problems.push(`${path.join(folder, `${locale}.json`)}: missing`);
      continue;
    }
    for (const key of Object.keys(source)) {
      if (!(key in catalogue)) problems.push(`${where(locale, key)}: missing`);
    }
    for (const [key, text] of Object.entries(catalogue)) {
      if (!(key in source)) {
        problems.push(`${where(locale, key)}: not in the English source`);
        continue;
      }
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${where(locale, key)}: empty`);
        continue;
      }
      let args;
      try {
        args = argumentsOf(text).join(', ');
      } catch (error) {
        problems.push(`${where(locale, key)}: does not parse (${error.message})`);
        continue;
      }
      if (sourceArgs[key] !== undefined && args !== sourceArgs[key]) {
        problems.push(
          `${where(locale, key)}: arguments [${args}] differ from English [${sourceArgs[key]}]`,
        );
      }
    }
  }
  return problems;
}

/** Strings per language of each catalogue folder: `{ folder: { en: n, kri: n, fr: n } }`. */
function countStrings(root) {
  const counts = {};
  for (const folder of catalogueFolders(root)) {
    const row = {};
    for (const locale of LOCALES)
      row[locale] = Object.keys(readCatalogue(folder, locale) ?? {}).length;
    counts[path.relative(root, folder)] = row;
  }
  return counts;
}

module.exports = {
  ENGLISH_ONLY,
  LOCALES,
  SOURCE,
  argumentsOf,
  catalogueFolders,
  checkFolder,
  compileCatalogue,
  countStrings,
  isEnglishOnly,
  needsFormatter,
};
