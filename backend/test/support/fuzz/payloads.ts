/** The hostile values the fuzzer draws from. */

/** Text that trips Unicode handling: astral emoji, bidi overrides, combining marks, NUL. */
export const UNICODE_STRINGS: Record<string, string> = {
  emoji: '🌴🇸🇱 👩🏾‍👩🏾‍👧🏾‍👦🏾 ❤️',
  rtl: '\u202eevil\u202c مرحبا بكم שלום',
  combining: 'Z\u0334\u0321\u031b\u0316a\u0338l\u0337g\u0335o\u0336'.repeat(8),
  nul: 'before\u0000after',
  'zero-width': '\ufeff\u200b\u200d\u2060x',
  'lone high surrogate': 'a\ud800b',
  'lone low surrogate': '\udc00z',
  'control characters': '\u0001\u0007\b\u001b[31m\r\n\t\u007f',
};

export const SQL_INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE bookings; --",
  "1' UNION SELECT id, email, password_hash FROM users --",
  "admin'--",
  '1; SELECT pg_sleep(5)',
  "\\'; SELECT 1; --",
  '$1 $2 ::text',
  "') OR 1=1 --",
];

export const MARKUP = [
  '<script>alert("salone")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<iframe src="//evil.example"></iframe>',
  '{{constructor.constructor("alert(1)")()}}',
];

export const TRAVERSALS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/etc/passwd\u0000.pdf',
];

/**
 * Values for a path parameter, already written as they go in the URL (percent-encoded where
 * the request line needs it, raw where the oddity is the encoding itself).
 */
export const PATH_VALUES = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252fetc%252fpasswd',
  '%2e%2e',
  '%00',
  'a%00b',
  '%ff%fe',
  '%',
  '%zz',
  '%E0%A4%A',
  '-1',
  '0',
  '1.5',
  '1e3',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '2147483648',
  '99999999999999999999999',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-fffffffffffff',
  'g2345678-1234-1234-1234-123456789012',
  '12345678123412341234123456789012',
  '{12345678-1234-1234-1234-123456789012}',
  '%20%201',
  '1%3BDROP%20TABLE%20bookings',
  "'%20OR%20'1'%3D'1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%F0%9F%8C%B4',
  '%ED%A0%80',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '[]',
  'x'.repeat(4000),
  '1'.repeat(4000),
];

/** Odd numbers as raw JSON text (some, like 1e999, have no JavaScript literal to stringify). */
export const ODD_NUMBERS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '0.001',
  '2147483648',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '1e-400',
];

/** Strings that look like UUIDs and are not. */
export const BAD_UUIDS = [
  '00000000-0000-0000-0000-00000000000',
  '00000000-0000-0000-0000-0000000000000',
  'g0000000-0000-0000-0000-000000000000',
  '00000000000000000000000000000000',
  '{00000000-0000-0000-0000-000000000000}',
  '00000000-0000-0000-0000-000000000000\u0000',
  ' 00000000-0000-0000-0000-000000000000',
];

/** YYYY-MM-DD look-alikes. */
export const BAD_DAYS = [
  '2026-02-30',
  '2026-13-01',
  '9999-99-99',
  '0000-00-00',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '+275760-09-13',
  '-000001-01-01',
  '0001-01-01',
  '9999-12-31',
  '20260101',
  '2026-01-01 ',
];

export const BAD_EMAILS = [
  'plainaddress',
  '@example.com',
  'a@',
  'a@b',
  'a@@example.com',
  '"<script>"@example.com',
  `${'a'.repeat(65)}@example.com`,
  'a@example.com\u0000',
  'Ädmin@exämple.com',
  'a@example.com, b@example.com',
];

/** Bodies that are not JSON, or not the JSON a route takes, sent as application/json. */
export const MALFORMED_JSON: Record<string, string> = {
  empty: '',
  'open brace': '{',
  'trailing comma': '{"a":1,}',
  'single quotes': "{'a':1}",
  'bare word': 'undefined',
  'unterminated string': '{"a":"b',
  'NaN literal': '{"a":NaN}',
  comment: '{"a":1 /* x */}',
  'two documents': '{"a":1}{"b":2}',
  null: 'null',
  true: 'true',
  number: '42',
  string: '"text"',
  'empty array': '[]',
  'array of nulls': '[null,null]',
  'prototype pollution':
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
};

/** `{"a":{"a":...}}` nested `depth` levels. */
export const deeplyNestedObject = (depth: number): string =>
  '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

export const deeplyNestedArray = (depth: number): string =>
  '['.repeat(depth) + '1' + ']'.repeat(depth);

/** A tiny valid PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The PNG signature and an IHDR chunk, then HTML: a PNG to a sniffer, a page to a browser. */
export const PNG_HTML_POLYGLOT = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('<html><body><script>alert("stored")</script></body></html>'),
]);

/**
 * A whole, decodable 1x1 PNG with an HTML page after its end: the image decoder accepts it (it
 * reads up to the end chunk), so it is stored, and a browser that sniffed it would see markup.
 */
export const DECODABLE_PNG_WITH_HTML = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from('<html><body><script>alert("stored")</script></body></html>'),
]);

export const HTML_PAGE = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
