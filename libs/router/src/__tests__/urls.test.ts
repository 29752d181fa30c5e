import { isAppPath, safeExternalUrl } from '../index';

describe('isAppPath', () => {
  it.each(['/hotels', '/hotels/3', '/ai-planner?itinerary=abc', '/'])('accepts %s', (href) => {
    expect(isAppPath(href)).toBe(true);
  });
  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'hotels',
    '',
    null,
    undefined,
  ])('refuses %s', (href) => {
    expect(isAppPath(href)).toBe(false);
  });
});

describe('safeExternalUrl', () => {
  it('keeps http and https links', () => {
    expect(safeExternalUrl('https://sundownlive.example.sl')).toBe(
      'https://sundownlive.example.sl',
    );
    expect(safeExternalUrl('http://agent.example/a?b=1')).toBe('http://agent.example/a?b=1');
  });
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'not a url', '', null])(
    'drops %s',
    (href) => {
      expect(safeExternalUrl(href)).toBeUndefined();
    },
  );
});
