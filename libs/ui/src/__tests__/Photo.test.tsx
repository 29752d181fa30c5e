import { screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Gallery } from '../components/Gallery';
import { Photo } from '../components/Photo';
import { renderWithTheme } from '../test-utils';

const ID = '3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70';
/** A 4000 x 3000 upload: stored at 320, 640, 1024 and 1600 px wide. */
const STORED = `/api/photos/${ID}/1600x1200.jpg`;
/** A 500 px wide upload: stored at 320 px and its own 500, never wider. */
const NARROW = `/api/photos/${ID}/500x375.jpg`;

describe('Photo', () => {
  it('offers every stored width of a stored photo as WebP and JPEG, with its size', () => {
    const { container } = renderWithTheme(
      <Photo src={STORED} alt="Aberdeen Bay Hotel" sizes="100vw" width={400} height={200} />,
    );
    const img = screen.getByRole('img', { name: 'Aberdeen Bay Hotel' });
    expect(img).toHaveAttribute('src', STORED);
    expect(img).toHaveAttribute(
      'srcset',
      [320, 640, 1024, 1600].map((w) => `/api/photos/${ID}/${w}.jpg ${w}w`).join(', '),
    );
    expect(img).toHaveAttribute('sizes', '100vw');
    // The stored photo's own size, so the box keeps its shape before the bytes arrive.
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    const webp = container.querySelector('picture > source[type="image/webp"]');
    expect(webp).toHaveAttribute(
      'srcset',
      [320, 640, 1024, 1600].map((w) => `/api/photos/${ID}/${w}.webp ${w}w`).join(', '),
    );
    expect(webp).toHaveAttribute('sizes', '100vw');
  });

  it('never offers a width the photo was not stored at', () => {
    renderWithTheme(<Photo src={NARROW} alt="" sizes="50vw" width={400} height={200} />);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute(
      'srcset',
      `/api/photos/${ID}/320.jpg 320w, /api/photos/${ID}/500.jpg 500w`,
    );
  });

  it('waits until scrolled near, unless it is the priority photo', () => {
    renderWithTheme(
      <>
        <Photo src={STORED} alt="first" sizes="100vw" width={1} height={1} priority />
        <Photo src={STORED} alt="second" sizes="100vw" width={1} height={1} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'first' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'second' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('shows a drawing (not a stored photo) as it is, with the size it is given', () => {
    const { container } = renderWithTheme(
      <Photo
        src="/api/media/listings/hotels/aberdeen-bay-hotel.svg"
        alt="drawing"
        sizes="100vw"
        width={400}
        height={200}
      />,
    );
    const img = screen.getByRole('img', { name: 'drawing' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '200');
    expect(container.querySelector('source')).toBeNull();
  });

  it('is rendered on the server with srcset, sizes and priority (the detail page gallery)', () => {
    const html = renderToStaticMarkup(
      <Gallery images={[STORED, NARROW]} alt="Lakka Cove Hotel" height={360} />,
    );
    expect(html).toContain(`<source type="image/webp" srcSet="/api/photos/${ID}/320.webp 320w`);
    expect(html).toMatch(
      /<img src="[^"]+1600x1200\.jpg" srcSet="[^"]+" sizes="\(min-width: 1200px\) 780px, \(min-width: 1024px\) 66vw, 100vw" alt="Lakka Cove Hotel" width="1600" height="1200" loading="eager" fetchPriority="high"/,
    );
    // The thumbnails wait, and ask for a quarter of the gallery's width.
    expect(html).toMatch(
      /sizes="\(min-width: 1200px\) 195px, \(min-width: 1024px\) 17vw, 25vw" alt="" width="500" height="375" loading="lazy"/,
    );
  });
});
