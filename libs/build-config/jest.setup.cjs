/* global window, Element, beforeAll */
require('@testing-library/jest-dom');
// A part of a page loaded on first use (a booking dialog) is compiled by the test run the first
// time it is imported; with a cold cache on a busy machine that can take longer than Testing
// Library's default of one second to appear.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// jsdom has no layout engine: scrolling is a no-op there.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}
// jsdom has no pointer capture; Radix UI's swipe and press handling call it.
Element.prototype.setPointerCapture ??= function setPointerCapture() {};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
// The dialog and the toaster load their code when first needed; tests start with it loaded
// (libs/ui/src/__tests__/lazyParts.test.tsx covers the loading itself).
const { loadLazyParts } = require('@salone/ui/testing');
beforeAll(() => loadLazyParts());
// A page's messages load with it (one language at a time); tests start with the English
// messages of every catalogue the test file imports, as a page rendered on the server does.
const { loadDeclaredCatalogues } = require('@salone/i18n');
beforeAll(() => loadDeclaredCatalogues('en'));
