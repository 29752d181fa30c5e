import { useCallback } from 'react';
import { useSendContactMessageMutation, type SendContactMessageDto } from '@salone/api-client';

/** What the contact form sends (`POST /api/contact`). */
export type ContactMessage = SendContactMessageDto;

/**
 * Sends a contact message through the api client. A failure rejects with the client's
 * `ApiError` (`status` 0 when the server could not be reached, `serverMessage` from the body).
 */
export function useSendContactMessage(): [
  (body: ContactMessage) => Promise<void>,
  { isLoading: boolean },
] {
  const [trigger, { isLoading }] = useSendContactMessageMutation();
  const send = useCallback(
    async (body: ContactMessage) => {
      await trigger({ sendContactMessageDto: body }).unwrap();
    },
    [trigger],
  );
  return [send, { isLoading }];
}
