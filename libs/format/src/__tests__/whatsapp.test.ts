import { bookingMessage, listingMessage, whatsappLink } from '../index';

describe('Message on WhatsApp links', () => {
  it('calls the number by its digits and fills in the first message', () => {
    expect(
      whatsappLink('+23276555012', bookingMessage('SL-7K3Q9D', 'Radisson Blu Mammy Yoko')),
    ).toBe(
      'https://wa.me/23276555012?text=Hello%2C%20about%20my%20Salone%20booking%20SL-7K3Q9D%20(Radisson%20Blu%20Mammy%20Yoko).',
    );
    expect(whatsappLink('+232 76 555 012', 'Hi & bye?')).toBe(
      'https://wa.me/23276555012?text=Hi%20%26%20bye%3F',
    );
  });

  it('names the listing in a question about it', () => {
    const link = whatsappLink('+23277301118', listingMessage('Tiwai Island Day Trip'))!;
    expect(new URL(link).searchParams.get('text')).toBe(
      'Hello, I have a question about Tiwai Island Day Trip on Salone.',
    );
    expect(new URL(link).pathname).toBe('/23277301118');
  });

  it('gives no link without a number to call', () => {
    expect(whatsappLink('', 'Hello')).toBeNull();
    expect(whatsappLink('+23', 'Hello')).toBeNull();
  });
});
