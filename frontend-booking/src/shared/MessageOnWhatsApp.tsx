import { listingMessage, whatsappLink } from '@salone/format';
import { Button, MessageCircleIcon } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../i18n';

/**
 * "Message on WhatsApp" to the listing's operator, with the listing's name in the first
 * message (issue 30). Nothing when the operator published no WhatsApp number.
 */
export function MessageOnWhatsApp({
  number,
  listingName,
  fullWidth = true,
}: {
  number: string | null | undefined;
  listingName: string;
  fullWidth?: boolean;
}) {
  const t = useT(bookingMessages);
  const href = number ? whatsappLink(number, listingMessage(listingName)) : null;
  if (!href) return null;
  return (
    <Button
      as="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outline"
      size="lg"
      fullWidth={fullWidth}
    >
      <MessageCircleIcon size={18} />
      {t('common.messageOnWhatsApp')}
    </Button>
  );
}
