import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetToasts } from '@salone/ui/testing';
import { aHotelListing, aRoom } from '../../../test/fixtures';
import { BASE, listingsApi, renderAt } from './helpers';

afterEach(() => act(() => resetToasts()));

const HOTEL = `${BASE}/listings/hotel/12`;
const [A, B, C] = ['/api/listing-images/a', '/api/listing-images/b', '/api/listing-images/c'];
const withImages = (images: string[]) => aHotelListing({}, { images });

describe('a listing’s photos', () => {
  it('moves a photo with the keyboard buttons, keeping the focus on it, and removes one', async () => {
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: withImages([A, B, C]) },
      [`PATCH ${HOTEL}/images`]: (request) => ({
        status: 200,
        body: withImages((request.body as { images: string[] }).images),
      }),
      [`POST ${HOTEL}/images/remove`]: { status: 200, body: withImages([B, A]) },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    const list = await screen.findByRole('list', { name: 'Photos in order' });
    expect(within(list).getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Move down photo 3' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'Move down photo 1' }));
    expect(await screen.findByText('Photos reordered')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ images: [B, A, C] });
    const photos = within(list).getAllByRole('img');
    expect(photos.map((img) => img.getAttribute('src'))).toEqual([B, A, C]);
    // The moved photo, now second, keeps the focus for the next move.
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Move down photo 2' })).toHaveFocus(),
    );

    await user.click(within(list).getByRole('button', { name: 'Remove photo 3' }));
    expect(await screen.findByText('Photo removed')).toBeInTheDocument();
    expect(api.requests.find((r) => r.path.endsWith('/images/remove'))?.body).toEqual({
      image: C,
    });
  });

  it('uploads a picked photo and refuses a dropped file that is not a JPG or PNG', async () => {
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: withImages([]) },
      [`POST ${HOTEL}/images`]: { status: 201, body: withImages([A]) },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    expect(await screen.findByText(/No photos yet/)).toBeInTheDocument();
    const input = screen.getByLabelText(/^Add photos/);

    const gif = new File(['GIF89a'], 'map.gif', { type: 'image/gif' });
    // Dropped anywhere on the area (the event reaches it from the field inside).
    fireEvent.drop(input, { dataTransfer: { files: [gif] } });
    expect(await screen.findByText('map.gif is not a JPG or PNG image.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'room.png', {
      type: 'image/png',
    });
    await user.upload(input, png);
    expect(await screen.findByText('Photo added')).toBeInTheDocument();
    const upload = api.requests.find((r) => r.method === 'POST');
    expect(upload?.path).toBe(`${HOTEL}/images`);
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(await screen.findByRole('list', { name: 'Photos in order' })).toBeInTheDocument();
  });

  it('gives each room type photos of its own, opened on demand', async () => {
    const room = aRoom({ images: [A, B] });
    const api = listingsApi({
      [`GET ${HOTEL}`]: { status: 200, body: aHotelListing({ rooms: [room] }) },
      [`PATCH ${BASE}/hotels/12/rooms/5/images`]: {
        status: 200,
        body: aHotelListing({ rooms: [{ ...room, images: [B, A] }] }),
      },
    });
    const { user } = renderAt('/partner/listings/hotel/12');
    const toggle = await screen.findByRole('button', { name: 'Photos of Garden Room (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const list = screen.getByRole('list', { name: 'Photos of Garden Room in order' });
    await user.click(
      within(list).getByRole('button', { name: 'Move down photo 1 of Garden Room' }),
    );
    expect(await screen.findByText('Photos reordered')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ images: [B, A] });
  });
});
