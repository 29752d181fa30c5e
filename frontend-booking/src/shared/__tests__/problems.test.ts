import { problemMessage } from '../problems';

describe("the server's refusals of an image, in the page's language", () => {
  it('finds the catalogue message of an image that does not decode', () => {
    expect(
      problemMessage(
        'The image could not be read: the file is damaged or not a JPG or PNG image. Please choose another file.',
      ),
    ).toEqual({ key: 'problem.imageUnreadable', values: undefined });
  });

  it('reads the size and the limit back out of a refusal over the pixel limit', () => {
    expect(
      problemMessage(
        'The image is 50000 x 50000 pixels; images may have at most 40 megapixels. Please upload a smaller image.',
      ),
    ).toEqual({
      key: 'problem.imageTooManyPixels',
      values: { width: '50000', height: '50000', max: 40 },
    });
  });
});
