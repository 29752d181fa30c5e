// jsdom plus the WHATWG fetch classes of Node (jsdom has none), with relative URLs resolved
// against the page's location as a browser does, and Node's WebCrypto.
const { TestEnvironment } = require('jest-environment-jsdom');

class SaloneJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    const win = this.global;
    const NodeRequest = globalThis.Request;
    class BrowserRequest extends NodeRequest {
      constructor(input, init) {
        super(
          typeof input === 'string' ? new URL(input, win.location.href).toString() : input,
          init,
        );
      }
    }
    win.Request = BrowserRequest;
    win.Response = globalThis.Response;
    win.Headers = globalThis.Headers;
    win.AbortController = globalThis.AbortController;
    win.AbortSignal = globalThis.AbortSignal;
    win.fetch = () => Promise.reject(new TypeError('No network in component tests'));
    // jsdom's crypto has no `subtle`: Node's WebCrypto is the same standard API.
    if (!win.crypto || !win.crypto.subtle) {
      Object.defineProperty(win, 'crypto', { value: globalThis.crypto, configurable: true });
    }
  }
}

module.exports = SaloneJsdomEnvironment;
