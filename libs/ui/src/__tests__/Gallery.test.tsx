import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Gallery } from '../components/Gallery';
import { renderWithTheme } from '../test-utils';

const images = ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg', '/f.jpg'];

describe('Gallery', () => {
  it('starts on the first image and cycles with the large image button, wrapping', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Gallery images={images.slice(0, 3)} alt="Tiwai Island tour" />);
    const large = screen.getByRole('img', { name: 'Tiwai Island tour' });
    expect(large).toHaveAttribute('src', '/a.jpg');
    // Above the fold on a detail page: fetched at once and first, its size reserved.
    expect(large).toHaveAttribute('loading', 'eager');
    expect(large).toHaveAttribute('fetchpriority', 'high');
    expect(large).toHaveAttribute('width');
    expect(large).toHaveAttribute('height', '320');

    const next = screen.getByRole('button', { name: 'Show next image' });
    await user.click(next);
    expect(large).toHaveAttribute('src', '/b.jpg');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(next);
    await user.click(next);
    expect(large).toHaveAttribute('src', '/a.jpg');
  });

  it('selects an image from its thumbnail', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Gallery images={images} alt="Bunce Island" />);
    await user.click(screen.getByRole('button', { name: 'Show image 3' }));
    expect(screen.getByRole('img', { name: 'Bunce Island' })).toHaveAttribute('src', '/c.jpg');
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show image 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows at most maxThumbnails lazy-loaded thumbnails (default 4)', () => {
    const { unmount } = renderWithTheme(<Gallery images={images} alt="Beach" />);
    expect(screen.getAllByRole('button', { name: /^Show image \d$/ })).toHaveLength(4);
    const thumbImages = document.querySelectorAll('img[loading="lazy"]');
    expect(thumbImages).toHaveLength(4);
    thumbImages.forEach((img) => expect(img).toHaveAttribute('height', '120'));
    unmount();

    renderWithTheme(<Gallery images={images} alt="Beach" maxThumbnails={2} />);
    expect(screen.getAllByRole('button', { name: /^Show image \d$/ })).toHaveLength(2);
  });

  it('shows a placeholder with the alt text when there are no images', () => {
    renderWithTheme(<Gallery images={[]} alt="Lumley Beach villa" />);
    expect(screen.getByRole('img', { name: 'Lumley Beach villa' })).toHaveTextContent(
      'Lumley Beach villa',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
