import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { ContactInbox } from './contact-inbox.js';
import { ContactController } from './contact.controller.js';
import { ContactRepository } from './contact.repository.js';
import { ContactService } from './contact.service.js';
import { CONTACT_ENTITIES } from './entities/index.js';

/**
 * The contact page's form: messages stored for the support team. Global: the admin console's
 * inbox and 'Delete my account' use its ContactInbox without importing the module.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(CONTACT_ENTITIES), AuthModule],
  controllers: [ContactController],
  providers: [ContactService, ContactRepository, ContactInbox],
  exports: [ContactInbox],
})
export class ContactModule {}
