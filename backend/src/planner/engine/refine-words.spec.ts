import { readRefinement } from './refine-words.js';

const read = (message: string) => readRefinement(message).understood;

describe('reading a change in words without a language model', () => {
  it('reads a slower or faster day, by number, word or ordinal', () => {
    expect(read('slower day 3')).toEqual([{ kind: 'lighter-day', day: 3 }]);
    expect(read('Make day three a bit lighter')).toEqual([{ kind: 'lighter-day', day: 3 }]);
    expect(read('the third day is too packed')).toEqual([{ kind: 'lighter-day', day: 3 }]);
    expect(read('less on day 4 please')).toEqual([{ kind: 'lighter-day', day: 4 }]);
    expect(read('busier day 2')).toEqual([{ kind: 'fuller-day', day: 2 }]);
    expect(read('Day 5 faster')).toEqual([{ kind: 'fuller-day', day: 5 }]);
  });

  it('reads a slower or faster trip as a change of pace', () => {
    expect(read('slow it down')).toEqual([{ kind: 'pace', direction: 'slower' }]);
    expect(read('It is too rushed')).toEqual([{ kind: 'pace', direction: 'slower' }]);
    expect(read('Speed it up')).toEqual([{ kind: 'pace', direction: 'faster' }]);
  });

  it('reads more of an interest', () => {
    expect(read('more beaches')).toEqual([{ kind: 'more', interest: 'beaches' }]);
    expect(read('More beach time, please!')).toEqual([{ kind: 'more', interest: 'beaches' }]);
    expect(read('add more history')).toEqual([{ kind: 'more', interest: 'culture' }]);
    expect(read('more chimps')).toEqual([{ kind: 'more', interest: 'wildlife' }]);
    expect(read('extra live music')).toEqual([{ kind: 'more', interest: 'music' }]);
  });

  it('reads a swap of two days, in either wording', () => {
    expect(read('swap days 2 and 3')).toEqual([{ kind: 'swap-days', days: [2, 3] }]);
    expect(read('Switch day 4 with day 6')).toEqual([{ kind: 'swap-days', days: [4, 6] }]);
    expect(read('swap days two and five')).toEqual([{ kind: 'swap-days', days: [2, 5] }]);
  });

  it('reads a rest day, wherever it fits or on a given day', () => {
    expect(read('add a rest day')).toEqual([{ kind: 'rest-day', day: null }]);
    expect(read('I need a day off')).toEqual([{ kind: 'rest-day', day: null }]);
    expect(read('make day 4 a rest day')).toEqual([{ kind: 'rest-day', day: 4 }]);
    expect(read('a free day on day 6')).toEqual([{ kind: 'rest-day', day: 6 }]);
  });

  it('reads no boats and cheaper hotels', () => {
    expect(read('no boats')).toEqual([{ kind: 'no-boats' }]);
    expect(read("I get seasick, so I'd rather skip the island trips")).toEqual([
      { kind: 'no-boats' },
    ]);
    expect(read('cheaper hotels')).toEqual([{ kind: 'cheaper-hotels' }]);
    expect(read('the hotels are too expensive')).toEqual([{ kind: 'cheaper-hotels' }]);
  });

  it('reads several requests in one message, in order, once each', () => {
    expect(read('slower day 3 and more beaches; swap days 5 and 6, also no boats')).toEqual([
      { kind: 'lighter-day', day: 3 },
      { kind: 'more', interest: 'beaches' },
      { kind: 'swap-days', days: [5, 6] },
      { kind: 'no-boats' },
    ]);
    expect(read('more beaches. more beaches!')).toEqual([{ kind: 'more', interest: 'beaches' }]);
  });

  it('understands nothing it was not built for, and says which parts it did not read', () => {
    expect(readRefinement('Make it feel like a honeymoon')).toEqual({
      understood: [],
      unread: ['make it feel like a honeymoon'],
    });
    expect(read('')).toEqual([]);
    expect(read('day 3')).toEqual([]);
    expect(readRefinement('more beaches and a honeymoon feel').unread).toEqual([
      'a honeymoon feel',
    ]);
  });
});
