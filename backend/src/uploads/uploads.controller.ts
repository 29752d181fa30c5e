import {
  Body,
  Controller,
  Get,
  Header,
  Param,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated, CROSS_SITE_REFUSED, CurrentUser, type UserEntity } from '../auth/index.js';
import { ParseIdPipe } from '../common/parse-id.pipe.js';
import { ApiErrors, ApiNotFound, ApiServerError } from '../common/openapi/index.js';
import { UploadDto, UploadFieldsDto } from './dto/upload.dto.js';
import { UPLOAD_MIME_TYPES, UPLOAD_PURPOSES } from './entities/upload.entity.js';
import { DocumentFileInterceptor, FILE_FIELD } from './upload.interceptor.js';
import { attachmentDisposition } from './upload-files.js';
import { IMAGE_REFUSED } from '../common/photos/photo-pipeline.js';
import {
  DOCUMENT,
  FILE_REQUIRED,
  FILE_TOO_LARGE,
  UNSUPPORTED_FILE,
  uploadsPerDayExceeded,
  UploadsService,
  type ReceivedFile,
} from './uploads.service.js';

const binary = { schema: { type: 'string', format: 'binary' } } as const;

@ApiTags('uploads')
@ApiServerError()
@Authenticated()
@Controller('uploads')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /**
   * Stores a booking document (hotel KYC document or driver's licence) for the signed-in
   * user: a PDF, JPG or PNG of at most 5 MB (an image also of at most 40 megapixels; it is
   * decoded and kept without its metadata, such as camera and GPS). Each account may upload UPLOADS_PER_USER_PER_DAY
   * documents (10) in 24 hours and keep UPLOAD_QUOTA_MB (25) stored; documents never attached
   * to a booking are deleted after 24 hours (docs/retention.md). The type is read from the file's content; the
   * name's extension, when it has one, must be .pdf, .jpg, .jpeg or .png as well. Pass the
   * returned id with the booking.
   */
  @Post()
  @UseInterceptors(DocumentFileInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    description: 'The document and what it is for',
    schema: {
      type: 'object',
      required: [FILE_FIELD, 'purpose'],
      properties: {
        [FILE_FIELD]: {
          type: 'string',
          format: 'binary',
          description: 'PDF, JPG or PNG, at most 5 MB (5242880 bytes)',
        },
        purpose: { type: 'string', enum: [...UPLOAD_PURPOSES], example: 'kyc_document' },
      },
    },
  })
  @ApiCreatedResponse({ description: 'The stored document', type: UploadDto })
  @ApiErrors({
    400: {
      codes: ['FILE_REQUIRED', 'ONE_FILE_ONLY'],
      description:
        'No file, more than one (ONE_FILE_ONLY), or a purpose other than kyc_document or drivers_license',
      messages: { FILE_REQUIRED: FILE_REQUIRED },
    },
    403: {
      codes: ['CSRF'],
      description: 'Sent from another origin',
      messages: { CSRF: CROSS_SITE_REFUSED },
    },
    413: {
      codes: ['PAYLOAD_TOO_LARGE', 'FILE_TOO_LARGE'],
      description:
        'Larger than 5 MB (FILE_TOO_LARGE), or more than the account may keep stored, UPLOAD_QUOTA_MB (UPLOAD_QUOTA_EXCEEDED)',
      messages: { PAYLOAD_TOO_LARGE: FILE_TOO_LARGE },
    },
    415: {
      codes: ['UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_FILE'],
      description: 'The content (or the extension) is not PDF, JPG or PNG',
      messages: { UNSUPPORTED_MEDIA_TYPE: UNSUPPORTED_FILE },
    },
    422: IMAGE_REFUSED,
    429: {
      codes: ['UPLOAD_DAILY_LIMIT'],
      description: 'More documents in 24 hours than UPLOADS_PER_USER_PER_DAY (UPLOAD_DAILY_LIMIT)',
      messages: { UPLOAD_DAILY_LIMIT: uploadsPerDayExceeded(10) },
    },
  })
  uploadDocument(
    @CurrentUser() user: UserEntity,
    @Body() fields: UploadFieldsDto,
    @UploadedFile() file: ReceivedFile | undefined,
  ): Promise<UploadDto> {
    return this.uploads.store(user.id, fields.purpose, file);
  }

  /**
   * Downloads a document: only its uploader may (to anyone else it does not exist). Always
   * an attachment with the sniffed type, never rendered by the browser.
   */
  @Get(':id')
  @Header('X-Content-Type-Options', 'nosniff')
  @Header('Cache-Control', 'private, no-store')
  @ApiParam({ name: 'id', description: 'The id returned by the upload', format: 'uuid' })
  @ApiOkResponse({
    description: 'The bytes, as `attachment; filename="..."`',
    content: Object.fromEntries(UPLOAD_MIME_TYPES.map((type) => [type, binary])),
  })
  @ApiNotFound(DOCUMENT)
  async downloadDocument(
    @CurrentUser() user: UserEntity,
    @Param('id', new ParseIdPipe('Document', 'uuid')) id: string,
  ): Promise<StreamableFile> {
    const document = await this.uploads.read(user.id, id);
    return new StreamableFile(document.content, {
      type: document.mimeType,
      disposition: attachmentDisposition(document.fileName),
      length: document.content.length,
    });
  }
}
