import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsPhone } from '../../common/phone.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Trimmed; an empty or blank value counts as not given. */
const trimToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** The contact form. Every text is trimmed; name, email, subject and message are required. */
export class SendContactMessageDto {
  /**
   * At most 100 characters.
   * @example "Aminata Kamara"
   */
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  @IsString({ message: 'Name must be text' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Name is required' })
  name: string;

  /**
   * Where the reply goes; at most 254 characters.
   * @example "aminata@example.com"
   */
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  email: string;

  /**
   * Optional: a Sierra Leone number or another country's with its +code, stored in E.164.
   * Empty counts as not given.
   * @example "+23276123456"
   */
  @IsOptional()
  @IsPhone()
  @Transform(trimToUndefined)
  phone?: string;

  /**
   * At most 150 characters.
   * @example "Airport transfer for a group of six"
   */
  @MaxLength(150, { message: 'Subject must be at most 150 characters' })
  @IsString({ message: 'Subject must be text' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Subject is required' })
  subject: string;

  /**
   * At most 5000 characters. Kept as plain text.
   * @example "We land at Lungi on 12 December. Can you arrange the water taxi to Freetown?"
   */
  @MaxLength(5000, { message: 'Message must be at most 5000 characters' })
  @IsString({ message: 'Message must be text' })
  @Transform(trim)
  @IsNotEmpty({ message: 'Message is required' })
  message: string;
}

/** Proof that a contact message was stored. */
export class ContactMessageReceiptDto {
  /**
   * The stored message; support staff can look it up by this id.
   * @example "5c1e9a3b-8d2f-4e6a-9b7c-1a2b3c4d5e6f"
   */
  id: string;

  /**
   * When it was received, ISO 8601.
   * @example "2026-11-25T10:00:00.000Z"
   */
  createdAt: Date;
}
