/* global window, Element */
require('@testing-library/jest-dom');
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
