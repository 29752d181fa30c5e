/**
 * A function's source text as an inline script for a rendered page, without its comments and
 * indentation. The functions given here hold no string with a comment's marks, so this is
 * safe for them (and the tests run the text it gives).
 */
export function inlineScript(run: (win: Window) => unknown): string {
  const source = run
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\n\s*/g, '\n')
    .trim();
  return `(${source})(window);`;
}
