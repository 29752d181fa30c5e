import { didYouMean, fold, popularPlaces } from '../searchSuggestions';

const CATALOGUE = [
  { name: 'Tacugama Chimpanzee Sanctuary Visit', place: 'Regent, Freetown' },
  { name: 'Banana Islands Day Trip', place: 'Kent, Western Area Peninsula' },
  { name: 'Lumley Beach Sunset Walk', place: 'Lumley Beach, Freetown' },
  { name: 'Tiwai Island Wildlife Retreat', place: 'Tiwai Island, Kenema' },
  { name: 'Fritɔŋ Waka', place: 'Fritɔŋ' },
];

describe('search suggestions', () => {
  it('offers the catalogue word nearest to a misspelt one', () => {
    expect(didYouMean('lumly', CATALOGUE)).toEqual(['Lumley']);
    expect(didYouMean('Takugama', CATALOGUE)).toEqual(['Tacugama']);
  });

  it('corrects the unknown words of a longer search and keeps the known ones', () => {
    expect(didYouMean('banana islnds', CATALOGUE)).toEqual(['banana Islands']);
  });

  it('offers nothing for a search nothing in the catalogue is near', () => {
    expect(didYouMean('helicopter', CATALOGUE)).toEqual([]);
    expect(didYouMean('   ', CATALOGUE)).toEqual([]);
  });

  it('does not offer a phrase the catalogue would not find', () => {
    // Both words are near catalogue words, but never side by side.
    expect(didYouMean('tiwai sunsett', CATALOGUE)).toEqual([]);
  });

  it("reads Krio's letters as a common keyboard types them", () => {
    expect(fold('Fritɔŋ')).toBe('fritong');
    expect(didYouMean('fritonk', CATALOGUE)).toEqual(['Fritɔŋ']);
  });

  it('names the towns most listings are in, leaving out the one searched', () => {
    expect(popularPlaces(CATALOGUE, undefined)).toEqual(['Freetown', 'Fritɔŋ', 'Kenema']);
    expect(popularPlaces(CATALOGUE, 'freetown', 2)).toEqual(['Fritɔŋ', 'Kenema']);
  });
});
