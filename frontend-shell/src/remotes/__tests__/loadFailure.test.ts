import { describeLoadFailure } from '../loadFailure';

describe('describeLoadFailure', () => {
  it('names a remote refused for needing a newer shared library, and what to deploy', () => {
    // The federation runtime's words when a strict singleton's version does not satisfy.
    const refusal = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @salone/ui does not satisfy the requirement of booking which needs ^1.2.0)',
    );
    expect(describeLoadFailure(refusal)).toBe(
      'Salone refused to run the booking remote: it was built against @salone/ui ^1.2.0, but the shell provides @salone/ui 1.0.0. Deploy a shell built with @salone/ui ^1.2.0, or a booking built against @salone/ui 1.0.0.',
    );
  });

  it('keeps a plain message for anything else (a remote that is down, say)', () => {
    expect(describeLoadFailure(new TypeError('Failed to fetch'))).toBe(
      'A part of the app failed to load',
    );
    expect(describeLoadFailure('timeout')).toBe('A part of the app failed to load');
  });
});
