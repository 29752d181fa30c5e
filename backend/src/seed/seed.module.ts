import { Module } from '@nestjs/common';
import { SeedService } from './seed.service.js';

/** Loads the sample data on start when SEED_ON_START says so (after the database module). */
@Module({
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
