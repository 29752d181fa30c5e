import { Controller, Get, Header, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import type { PhotoFormat } from '@salone/booking-rules';
import type { Response } from 'express';
import { Public } from '../../auth/index.js';
import { notFound } from '../../common/errors/domain.exception.js';
import { ApiNotFound, ApiServerError } from '../../common/openapi/index.js';
import { PhotosService } from './photos.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** `{width}.webp`, `{width}.jpg`, or the listed `{width}x{height}.jpg` (the largest JPEG). */
const VARIANT = /^([1-9]\d{0,4})(?:x[1-9]\d{0,4})?\.(webp|jpg)$/;

const binary = { schema: { type: 'string', format: 'binary' } } as const;

/**
 * Listing and review photos, as stored variants (docs/decisions/photo-variants-webp-and-jpeg.md,
 * review-photos-through-the-pipeline.md).
 */
@ApiTags('Listings')
@ApiServerError()
@Public()
@Controller('photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  /**
   * One stored variant of a photo: `{width}.webp` or `{width}.jpg` for each stored width (320,
   * 640, 1024 and 1600 pixels, those no wider than the upload, and the upload's own width when
   * it is narrower than 1600), or `{width}x{height}.jpg`, the address listings and reviews
   * list, for the largest JPEG. Public; a listing's photo is cached for a year (a new photo gets
   * a new id), a review's for an hour (it is served only while a visible review shows it).
   * Decoded and written again on upload: no metadata (camera, GPS) is left in any variant.
   */
  @Get(':photoId/:variant')
  @Header('Cache-Control', 'public, max-age=31536000, immutable')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiParam({ name: 'photoId', format: 'uuid', example: '3f6c1a8e-8a5d-4c1e-9f0a-2b7c4d5e6f70' })
  @ApiParam({
    name: 'variant',
    description: '`{width}.webp`, `{width}.jpg` or `{width}x{height}.jpg`',
    example: '640.webp',
  })
  @ApiOkResponse({
    description: 'The image',
    content: { 'image/webp': binary, 'image/jpeg': binary },
  })
  @ApiNotFound('Photo')
  async getPhoto(
    @Param('photoId') photoId: string,
    @Param('variant') variantName: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const match = VARIANT.exec(variantName);
    if (!UUID.test(photoId) || !match) throw notFound('Photo');
    const variant = await this.photos.variant(photoId, Number(match[1]), match[2] as PhotoFormat);
    if (!variant) throw notFound('Photo');
    if (variant.traveller) response.setHeader('Cache-Control', 'public, max-age=3600');
    return new StreamableFile(variant.content, {
      type: variant.mimeType,
      length: variant.content.length,
    });
  }
}
