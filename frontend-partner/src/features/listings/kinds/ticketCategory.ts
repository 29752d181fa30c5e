import { z } from 'zod';
import type { PartnerTicketCategoryDto, TicketCategoryInputDto } from '@salone/api-client/partner';
import { dollars, text, whole } from './fieldRules';

export const ticketCategorySchema = z.object({
  name: text('Name', 40),
  description: text('Description', 200),
  price: dollars('Price', 100_000),
  quantity: whole('Quantity', 0, 1_000_000),
});

export type TicketCategoryValues = z.infer<typeof ticketCategorySchema>;

export const emptyTicketCategory = (): TicketCategoryValues => ({
  name: '',
  description: '',
  price: '',
  quantity: '',
});

export const ticketCategoryValues = (category: PartnerTicketCategoryDto): TicketCategoryValues => ({
  name: category.name,
  description: category.description,
  price: String(category.price),
  quantity: String(category.quantity),
});

export const toTicketCategoryInput = (values: TicketCategoryValues): TicketCategoryInputDto => ({
  name: values.name.trim(),
  description: values.description.trim(),
  price: Number(values.price),
  quantity: Number(values.quantity),
});
