describe('formats made ahead of the first render', () => {
  afterEach(() => jest.restoreAllMocks());

  /** A fresh copy of the library (no formatter made yet) and a count of the Intl formats made. */
  function freshLibrary() {
    const numberFormats = jest.spyOn(Intl, 'NumberFormat');
    const dateFormats = jest.spyOn(Intl, 'DateTimeFormat');
    let library!: typeof import('../index');
    jest.isolateModules(() => {
      library = jest.requireActual('../index');
    });
    return { library, numberFormats, dateFormats };
  }

  it('the whole-dollar format made ahead is the one the money on screen is written with', () => {
    const { library, numberFormats } = freshLibrary();
    library.prepareNumberFormats();
    expect(numberFormats).toHaveBeenCalledTimes(1);
    expect(library.formatUsd(1250)).toBe('$1,250');
    expect(numberFormats).toHaveBeenCalledTimes(1);
  });

  it('the day, month and year formats made ahead are the ones a date is written with', () => {
    const { library, dateFormats } = freshLibrary();
    library.prepareDateFormats();
    const made = dateFormats.mock.calls.length;
    expect(made).toBe(3);
    expect(library.formatDate('2026-12-12')).toBe('12 Dec 2026');
    expect(dateFormats).toHaveBeenCalledTimes(made);
  });
});
