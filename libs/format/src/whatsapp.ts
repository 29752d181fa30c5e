/**
 * A "Message on WhatsApp" link (WhatsApp's click-to-chat, `https://wa.me/<number>?text=`):
 * the number in international form with digits only, and the first message filled in.
 * Null when the number has no digits to call.
 */
export function whatsappLink(number: string, text: string): string | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The first message about a listing: its name, so the operator knows what it is about. */
export const listingMessage = (listingName: string): string =>
  `Hello, I have a question about ${listingName} on Salone.`;

/** The first message about a booking: its reference and what was booked. */
export const bookingMessage = (reference: string, serviceName: string): string =>
  `Hello, about my Salone booking ${reference} (${serviceName}).`;
