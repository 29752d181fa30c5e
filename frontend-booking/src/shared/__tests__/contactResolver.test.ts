import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { CUSTOMER_MESSAGES } from '@salone/booking-rules';
import { contactResolver, contactShape } from '../contactSchema';

const schema = z.object({ ...contactShape, guests: z.string().regex(/^\d+$/, 'Guests') });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
const filled: Values = { fullName: 'Fatmata Sesay', email: '', phone: '076 123 456', guests: '2' };

describe('the contact rules for the signed-in account', () => {
  it('lets an account with no e-mail address (a phone account) leave the e-mail empty', async () => {
    const result = await contactResolver(schema, { email: null })(filled, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ ...filled, email: '' });
  });

  it('still checks an e-mail a phone account types, and the other fields', async () => {
    const resolve = contactResolver(schema, { email: null });
    const typed = await resolve({ ...filled, email: 'not an address' }, undefined, options);
    expect(typed.errors.email?.message).toBe(CUSTOMER_MESSAGES.email);
    const other = await resolve({ ...filled, guests: 'two' }, undefined, options);
    expect(Object.keys(other.errors)).toEqual(['guests']);
  });

  it('asks an e-mail account, and a traveller not signed in, for the e-mail', async () => {
    for (const user of [{ email: 'fatmata@example.com' }, undefined]) {
      const result = await contactResolver(schema, user)(filled, undefined, options);
      expect(result.errors.email?.message).toBe(CUSTOMER_MESSAGES.email);
    }
  });
});
