import {
  contactSchema,
  EMPTY_CONTACT_FORM,
  toContactMessage,
  type ContactFormValues,
} from '../contactForm';

/** The first message per field, as the form shows them; empty when the form can be sent. */
function validateContactForm(values: ContactFormValues) {
  const errors: Record<string, string> = {};
  for (const issue of contactSchema.safeParse(values).error?.issues ?? []) {
    errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

const filled = {
  name: 'Aminata Kamara',
  email: 'aminata@example.com',
  phone: '',
  subject: 'Airport transfer',
  message: 'Can you meet us at Lungi?',
};

describe('contactSchema', () => {
  it('requires name, a valid email, subject and message; phone is optional', () => {
    expect(validateContactForm(EMPTY_CONTACT_FORM)).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(validateContactForm(filled)).toEqual({});
  });

  it('treats blank text as missing and rejects a malformed email', () => {
    expect(validateContactForm({ ...filled, name: '   ', email: 'aminata@' })).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
    });
  });
});

describe('the phone, when given', () => {
  it('takes a Sierra Leone number as people write it, or another with its +code', () => {
    for (const phone of ['076123456', '76 123 456', '+232 76 123 456', '+44 20 7946 0958']) {
      expect(validateContactForm({ ...filled, phone })).toEqual({});
    }
  });

  it('refuses what is not a number, in plain words', () => {
    expect(validateContactForm({ ...filled, phone: '12345' })).toEqual({
      phone: 'Enter a Sierra Leone mobile number, like 076 123 456',
    });
  });
});

describe('toContactMessage', () => {
  it('trims every field and leaves out a blank phone', () => {
    expect(toContactMessage({ ...filled, name: ' Aminata Kamara ', phone: '  ' })).toEqual({
      name: 'Aminata Kamara',
      email: 'aminata@example.com',
      subject: 'Airport transfer',
      message: 'Can you meet us at Lungi?',
    });
  });

  it('keeps a phone that was given', () => {
    expect(toContactMessage({ ...filled, phone: ' +232 76 123456 ' }).phone).toBe('+232 76 123456');
  });
});

describe('contactSchema limits', () => {
  it("refuses text longer than the server keeps, in the server's words", () => {
    expect(validateContactForm({ ...filled, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
  });
});
