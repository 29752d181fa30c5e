import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ContactMessageReceiptDto, SendContactMessageDto } from './dto/contact-message.dto.js';
import { ContactMessageEntity } from './entities/contact-message.entity.js';

@Injectable()
export class ContactService {
  private readonly logger = new Logger('Contact');

  constructor(
    @InjectRepository(ContactMessageEntity)
    private readonly messages: Repository<ContactMessageEntity>,
  ) {}

  /** Stores a contact-form message; `userId` is the signed-in sender, if any. */
  async send(dto: SendContactMessageDto, userId: string | null): Promise<ContactMessageReceiptDto> {
    const saved = await this.messages.save(
      this.messages.create({
        name: dto.name,
        email: dto.email,
        phone: dto.phone ?? null,
        subject: dto.subject,
        message: dto.message,
        userId,
      }),
    );
    // Only the id: the message and the sender's details stay out of the logs.
    this.logger.log({ contactMessageId: saved.id }, 'Contact message received');
    return { id: saved.id, createdAt: saved.createdAt };
  }
}
