import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewableBookingDto } from '@salone/api-client/bookings';
import { installFakeApi, reply } from '@salone/api-client/testing';
import { renderWithProviders } from '@salone/host/testing';
import { resetToasts } from '@salone/ui';
import { ReviewForm } from '../components/ReviewForm';

beforeEach(() => resetToasts());

const TOUR: ReviewableBookingDto = {
  bookingId: '3f1d2c4b-5a6e-4f70-8b9c-0d1e2f3a4b5c',
  reference: 'SL-7K3Q9D',
  listingKind: 'tour',
  listingId: 1,
  serviceName: 'Tacugama Chimpanzee Sanctuary Visit',
  subScores: ['guide', 'value'],
  reviewBy: '2026-12-20T00:00:00.000Z',
  review: null,
};

const PHOTO = {
  id: '7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a',
  url: '/api/photos/7d8f2c1e-4b6a-4c33-9a51-0f2e8b7c6d5a/640x480.jpg',
  width: 640,
  height: 480,
};

function renderForm() {
  const onDone = jest.fn();
  const api = installFakeApi({
    'POST /api/reviews/photos': reply('uploadReviewPhoto', PHOTO, 201),
    'POST /api/reviews': (request) =>
      reply(
        'createReview',
        {
          id: '9b2e4c1a-7d3f-4e5b-8a6c-1f2e3d4c5b6a',
          listingKind: 'tour',
          listingId: 1,
          listingName: TOUR.serviceName,
          authorName: 'Aminata K.',
          overall: (request.body as { overall: number }).overall,
          subScores: (request.body as { subScores: Record<string, number> }).subScores,
          text: null,
          photos: [],
          verifiedBooking: true,
          servedAt: '2026-12-05T09:00:00.000Z',
          createdAt: '2026-12-07T10:00:00.000Z',
          reply: null,
          repliedAt: null,
        },
        201,
      ),
  });
  const user = userEvent.setup();
  renderWithProviders(<ReviewForm reviewable={TOUR} onDone={onDone} />);
  return { api, user, onDone };
}

const group = (name: string) => within(screen.getByRole('group', { name }));

describe('ReviewForm', () => {
  it('asks for the overall stars and each of the kind’s sub-scores, and sends nothing without them', async () => {
    const { api, user } = renderForm();
    expect(screen.getByRole('group', { name: 'Guide' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Value' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cleanliness' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(group('Overall').getByRole('alert')).toHaveTextContent(
      'Please choose from 1 to 5 stars',
    );
    expect(group('Guide').getByRole('alert')).toHaveTextContent('Please choose a score');
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends five stars, the sub-scores, the words and the uploaded photo', async () => {
    const { api, user, onDone } = renderForm();
    await user.click(group('Overall').getByRole('radio', { name: '5 stars' }));
    await user.click(group('Guide').getByRole('radio', { name: '5 stars' }));
    await user.click(group('Value').getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/Your review/), 'The chimps were wonderful.');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'chimps.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText(/Photos/), file);
    expect(await screen.findByRole('list', { name: 'Photos added' })).toHaveTextContent(
      'chimps.png',
    );
    // The photo goes to the photo pipeline as a multipart form, as the contract says.
    const upload = api.requests.find((r) => r.path === '/api/reviews/photos');
    expect(upload?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const sent = api.requests.find((r) => r.path === '/api/reviews');
    expect(sent?.body).toEqual({
      bookingId: TOUR.bookingId,
      overall: 5,
      subScores: { guide: 5, value: 4 },
      text: 'The chimps were wonderful.',
      photoIds: [PHOTO.id],
    });
  });

  it('says why the server refused the review', async () => {
    const { api, user, onDone } = renderForm();
    api.on('POST /api/reviews', () => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'REVIEW_ALREADY_EXISTS',
        message: 'You have already reviewed this booking',
      },
    }));
    await user.click(group('Overall').getByRole('radio', { name: '3 stars' }));
    await user.click(group('Guide').getByRole('radio', { name: '3 stars' }));
    await user.click(group('Value').getByRole('radio', { name: '3 stars' }));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('You have already reviewed this booking')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });
});
