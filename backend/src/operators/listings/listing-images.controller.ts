import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { Public } from '../../auth/index.js';
import { isImageTooLarge } from '../../uploads/index.js';
import { ListingImagesRepository } from './listing-images.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Photos operators uploaded for their listings before photos were stored as variants (new ones
 * are served at /api/photos).
 */
@ApiTags('Listings')
@ApiServerError()
@Public()
@Controller('listing-images')
export class ListingImagesController {
  constructor(private readonly images: ListingImagesRepository) {}

  /**
   * One listing photo (JPEG or PNG). Public; cached for a year (a new photo gets a new id). An
   * image whose header declares more than 40 megapixels, or none, is not served.
   */
  @Get(':imageId')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOkResponse({
    description: 'The image',
    content: {
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'image/png': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFound('Image')
  async getListingImage(@Param('imageId') imageId: string): Promise<StreamableFile> {
    if (!UUID.test(imageId)) throw notFound('Image');
    const image = await this.images.findImage(imageId);
    if (!image || (await isImageTooLarge(image.content))) throw notFound('Image');
    return new StreamableFile(image.content, {
      type: image.mime_type,
      length: image.content.length,
    });
  }
}
