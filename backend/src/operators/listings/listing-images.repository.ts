import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The photos operators uploaded for their listings (table `listing_images`). */
@Injectable()
export class ListingImagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One photo's bytes and type, or undefined when there is none with that id. */
  async findImage(imageId: string): Promise<{ mime_type: string; content: Buffer } | undefined> {
    const [image]: { mime_type: string; content: Buffer }[] = await this.dataSource.query(
      `SELECT mime_type, content FROM listing_images WHERE id = $1`,
      [imageId],
    );
    return image;
  }
}
