/**
 * Makes everything on the page inert except `keep` (and what contains it): no focus, no
 * clicks, hidden from assistive technology. Returns the undo. Counted per element, so dialogs
 * that open over each other, or one that opens as another closes, undo only their own part.
 * (The `aria-hidden` package's `inertOthers` shares its counters with the `aria-hidden`
 * attribute Radix sets at the same time, and can leave the page inert.)
 */
const holds = new WeakMap<Element, number>();
const madeInert = new WeakSet<Element>();

export function makeOthersInert(keep: Element[]): () => void {
  const kept = new Set<Element>(keep);
  const onTheWay = new Set<Element>();
  for (const element of keep) {
    for (let node = element.parentElement; node; node = node.parentElement) onTheWay.add(node);
  }
  const held: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (kept.has(child)) continue;
      if (onTheWay.has(child)) {
        visit(child);
        continue;
      }
      const count = holds.get(child) ?? 0;
      if (count === 0 && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        madeInert.add(child);
      }
      holds.set(child, count + 1);
      held.push(child);
    }
  };
  visit(document.body);
  return () => {
    for (const element of held) {
      const count = (holds.get(element) ?? 1) - 1;
      holds.set(element, count);
      if (count === 0 && madeInert.has(element)) {
        element.removeAttribute('inert');
        madeInert.delete(element);
      }
    }
  };
}
