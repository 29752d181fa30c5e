/** A tel: link for a phone number as people write it (spaces dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
