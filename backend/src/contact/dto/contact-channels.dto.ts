/** How to reach the Salone team besides the contact form. */
export class ContactChannelsDto {
  /**
   * Salone's WhatsApp number (E.164) for "Message on WhatsApp"; null when none is offered.
   * @example "+23276000000"
   */
  whatsapp: string | null;
}
