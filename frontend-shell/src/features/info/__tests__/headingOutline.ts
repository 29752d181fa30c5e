// Test helper of the info, help and contact pages (not a test file: jest only runs *.test.tsx).
/**
 * The page's headings as [level, text], and whether the outline is sound: exactly one h1,
 * first, and no level skipped on the way down.
 */
export function headingOutline(container: HTMLElement) {
  const headings = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map(
    (element) => [Number(element.tagName[1]), element.textContent ?? ''] as const,
  );
  const levels = headings.map(([level]) => level);
  const oneH1First = levels.filter((level) => level === 1).length === 1 && levels[0] === 1;
  const noSkips = levels.every((level, index) => index === 0 || level <= levels[index - 1] + 1);
  return { headings, sound: oneH1First && noSkips };
}
