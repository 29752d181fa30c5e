import { withScriptSources } from './security-headers.js';

describe('withScriptSources', () => {
  const csp = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'";

  it('adds the sources to script-src only, keeping every other directive as it was', () => {
    expect(withScriptSources(csp, ["'sha256-abc='"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-abc=';style-src 'self' 'unsafe-inline'",
    );
  });

  it('leaves the policy alone with no source, or with no script-src to add to', () => {
    expect(withScriptSources(csp, [])).toBe(csp);
    expect(withScriptSources("default-src 'self'", ["'sha256-abc='"])).toBe("default-src 'self'");
    // script-src-elem is another directive.
    expect(withScriptSources("script-src-elem 'self'", ["'sha256-abc='"])).toBe(
      "script-src-elem 'self'",
    );
  });
});
