import type { ShellKey } from '../i18n';

/** The install prompt's words, by their message in the shell's catalogue. */
export const INSTALL_TEXT = {
  title: 'install.title',
  body: 'install.body',
  add: 'install.add',
  dismiss: 'install.dismiss',
} as const satisfies Record<string, ShellKey>;
