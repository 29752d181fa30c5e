import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '@salone/ui/testing';
import { renderWithProviders } from '@salone/host/testing';
import { headingOutline } from '../../info/__tests__/headingOutline';
import { loadDeclaredCatalogues } from '@salone/i18n';
import ContactPage from '../ContactPage';

interface FakeResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

function answer(status: number, body: unknown = {}): FakeResponse {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

const realFetch = globalThis.fetch;
/** What GET /api/contact/channels answers (the server's SALONE_WHATSAPP). */
let channels: { whatsapp: string | null } = { whatsapp: null };

/** The api client calls fetch with a Request; the table above sees (path, init) as sent. */
beforeEach(() => {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url).pathname === '/api/contact/channels') {
      return new Response(JSON.stringify(channels), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const body = await request.text();
    const fake = await fetchMock(new URL(request.url).pathname, {
      method: request.method,
      credentials: request.credentials,
      headers: Object.fromEntries(request.headers.entries()),
      body,
    });
    return new Response(JSON.stringify(await fake.json()), {
      status: fake.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
  channels = { whatsapp: null };
  act(() => resetToasts());
});

function renderContact() {
  const user = userEvent.setup();
  const result = renderWithProviders(<ContactPage />, { route: '/contact' });
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { user, field, ...result };
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  field: (name: string) => HTMLElement,
  phone = '',
) {
  await user.type(field('Name'), 'Aminata Kamara');
  await user.type(field('Email'), 'aminata@example.com');
  if (phone) await user.type(field('Phone (optional)'), phone);
  await user.type(field('Subject'), 'Airport transfer');
  await user.type(field('Message'), 'We land at Lungi on 12 December.');
}

describe('ContactPage', () => {
  it('shows how to reach us, the emergency line and the opening hours', () => {
    const { container } = renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(headingOutline(container).sound).toBe(true);

    const details = screen.getByRole('region', { name: 'Get in touch' });
    expect(within(details).getByRole('link', { name: 'support@salone.travel' })).toHaveAttribute(
      'href',
      'mailto:support@salone.travel',
    );
    expect(within(details).getByRole('link', { name: '+232 76 000 000' })).toHaveAttribute(
      'href',
      'tel:+23276000000',
    );
    expect(details).toHaveTextContent('12 Lightfoot Boston Street');
    expect(details).toHaveTextContent('Freetown, Sierra Leone');
    expect(details).toHaveTextContent('Mon-Fri9AM-6PM');
    expect(details).toHaveTextContent('Sat10AM-4PM');
    expect(details).toHaveTextContent('SundayClosed');
    expect(details).toHaveTextContent('GMT');

    const emergency = screen.getByRole('region', { name: '24/7 emergency support' });
    expect(within(emergency).getByRole('link', { name: '+232 79 000 999' })).toHaveAttribute(
      'href',
      'tel:+23279000999',
    );
  });

  it("offers Salone's WhatsApp when the server has a number, and nothing otherwise", async () => {
    channels = { whatsapp: '+23276000000' };
    const { unmount } = renderContact();
    const link = await screen.findByRole('link', { name: 'Message on WhatsApp' });
    expect(link.getAttribute('href')).toBe(
      'https://wa.me/23276000000?text=Hello%20Salone%2C%20I%20have%20a%20question.',
    );
    expect(link).toHaveAttribute('target', '_blank');
    unmount();

    channels = { whatsapp: null };
    renderContact();
    await screen.findByRole('link', { name: '+232 76 000 000' });
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: 'Message on WhatsApp' })).toBeNull();
  });

  it('shows inline errors for an empty form and sends nothing', async () => {
    const { user, field } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Name')).toHaveAccessibleDescription('Name is required');
    expect(field('Email')).toHaveAccessibleDescription('Valid email is required');
    expect(field('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(field('Message')).toHaveAccessibleDescription('Message is required');
    expect(field('Phone (optional)')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and clears the error once it is fixed', async () => {
    const { user, field } = renderContact();
    await fillForm(user, field);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'aminata@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(field('Email')).toHaveAccessibleDescription('Valid email is required');
    expect(field('Email')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field('Email'), '.com');
    expect(field('Email')).not.toHaveAccessibleDescription('Valid email is required');
  });

  it('sends the message as JSON, says so, and clears the form', async () => {
    let release: (response: FakeResponse) => void = () => {};
    fetchMock.mockReturnValueOnce(
      new Promise((resolve) => {
        release = resolve;
      }),
    );
    const { user, field } = renderContact();
    await fillForm(user, field, '+232 76 123456');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Aminata Kamara',
      email: 'aminata@example.com',
      phone: '+232 76 123456',
      subject: 'Airport transfer',
      message: 'We land at Lungi on 12 December.',
    });

    await act(async () =>
      release(answer(201, { id: 'c0ffee', createdAt: '2026-11-25T10:00:00Z' })),
    );

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    for (const name of ['Name', 'Email', 'Phone (optional)', 'Subject', 'Message']) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('leaves out a blank phone', async () => {
    fetchMock.mockResolvedValueOnce(answer(201));
    const { user, field } = renderContact();
    await fillForm(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).not.toHaveProperty('phone');
  });

  it('shows the error toast when the server fails, and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal server error',
      }),
    );
    const { user, field } = renderContact();
    await fillForm(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Failed to send message. Please try again.');
    expect(field('Name')).toHaveValue('Aminata Kamara');
    expect(field('Message')).toHaveValue('We land at Lungi on 12 December.');
  });

  it("shows the product's text when the server cannot be reached", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, field } = renderContact();
    await fillForm(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send message. Please try again.',
    );
  });

  it("passes on the server's reason when it refuses too many messages", async () => {
    const wait =
      'You have sent several messages in a short time. Please wait a while and try again.';
    fetchMock.mockResolvedValueOnce(
      answer(429, { statusCode: 429, error: 'Too Many Requests', message: wait }),
    );
    const { user, field } = renderContact();
    await fillForm(user, field);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent(wait);
  });

  it('embeds the office map with the address and a link beside it', () => {
    renderContact();
    const map = screen.getByTitle('Map of our Freetown office');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik&marker=8\.4844,-13\.2344$/,
    );
    const section = screen.getByRole('region', { name: 'Find our office' });
    expect(section).toHaveTextContent('12 Lightfoot Boston Street, Freetown, Sierra Leone');
    expect(within(section).getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=8.4844&mlon=-13.2344'),
    );
  });

  it('shows only the address when the browser is offline', () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderContact();
      expect(screen.queryByTitle('Map of our Freetown office')).not.toBeInTheDocument();
      const section = screen.getByRole('region', { name: 'Find our office' });
      expect(section).toHaveTextContent('12 Lightfoot Boston Street');
      expect(section).toHaveTextContent('The map cannot be shown right now.');
    } finally {
      onLine.mockRestore();
    }
  });

  it('answers three common questions and ends with links to hotels and the planner', async () => {
    const { user } = renderContact();
    const faq = screen.getByRole('region', { name: 'Common questions' });
    const questions = within(faq)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(questions).toEqual([
      'How do I pay for a booking?',
      'Can I cancel a booking and get a refund?',
      'Do you offer group discounts?',
    ]);
    await user.click(within(faq).getByRole('button', { name: 'Do you offer group discounts?' }));
    expect(faq).toHaveTextContent('3 or more rooms');
    // What the tour booking form charges (@salone/booking-rules), not a discount on request.
    expect(faq).toHaveTextContent(
      'On guided tours the booking form takes the group discount off your total by itself: 5% off for 4 or more people, 10% for 8 or more, 15% for 12 or more',
    );
    expect(faq).not.toHaveTextContent('does not apply group discounts');
    // The help centre's answers (one set of messages), with the terms' cancellation deadlines.
    await user.click(
      within(faq).getByRole('button', { name: 'Can I cancel a booking and get a refund?' }),
    );
    expect(faq).toHaveTextContent(
      'free of charge for hotels up to 24 hours before check-in; tours up to 48 hours before the tour starts; car rentals up to 12 hours before pick-up;',
    );
    expect(faq).toHaveTextContent('Refunds reach you within 5-10 business days.');
    expect(within(faq).getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      '/help-center',
    );

    expect(screen.getByRole('link', { name: 'Browse hotels' })).toHaveAttribute('href', '/hotels');
    expect(screen.getByRole('link', { name: 'Plan my trip' })).toHaveAttribute(
      'href',
      '/ai-planner',
    );
  });
});

describe.each([
  [
    'kri' as const,
    {
      title: 'Kɔntakt Wi',
      getInTouch: 'Tɔk to wi',
      emergency: 'Ɛp fɔ ɛmajɛnsi 24/7',
      send: 'Sɛn di Mɛsej',
      name: 'Nem',
      nameProblem: 'Duya rayt yu nem',
      question: 'Aw a go pe fɔ bukin?',
      closed: 'Wi lɔk',
    },
  ],
  [
    'fr' as const,
    {
      title: 'Nous contacter',
      getInTouch: 'Nous joindre',
      emergency: "Assistance d'urgence 24 h/24",
      send: 'Envoyer le message',
      name: 'Nom',
      nameProblem: 'Le nom est obligatoire',
      question: 'Comment payer une réservation ?',
      closed: 'Fermé',
    },
  ],
])('the contact page in %s', (locale, words) => {
  beforeAll(() => loadDeclaredCatalogues(locale));

  it('writes the page, its form and the form’s messages in the language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact', locale });
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.getInTouch })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.emergency })).toBeInTheDocument();
    expect(screen.getByText(words.closed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.question })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.send }));
    expect(screen.getByRole('textbox', { name: words.name })).toHaveAccessibleDescription(
      words.nameProblem,
    );
    expect(document.body).not.toHaveTextContent(
      /Contact Us|Get in touch|Send Message|Name is required|How do I pay/,
    );
  });
});
