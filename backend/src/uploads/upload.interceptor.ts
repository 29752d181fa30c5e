import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { badRequest, payloadTooLarge } from '../common/errors/domain.exception.js';
import { MAX_UPLOAD_BYTES } from './entities/upload.entity.js';
import { FILE_TOO_LARGE } from './uploads.service.js';

export const FILE_FIELD = 'file';
export const ONE_FILE_ONLY = 'Send one file, in the field "file"';

/**
 * multer on the `file` part, in memory, stopping at 5 MB: the bytes never touch the disk and
 * an oversized upload is cut off while it is received, then answered with a 413 in the one
 * error body (multer's own errors would otherwise say "File too large").
 */
const MulterFileInterceptor = FileInterceptor(FILE_FIELD, {
  // No `storage` and no `dest`: multer keeps the file in memory (its MemoryStorage), and as the
  // interceptor is built here, with no module options, no global storage can replace it.
  // Names are sent as UTF-8 by browsers.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
});

@Injectable()
export class DocumentFileInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new MulterFileInterceptor();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw payloadTooLarge(FILE_TOO_LARGE, 'FILE_TOO_LARGE');
      }
      const code = (error as { cause?: { code?: unknown } })?.cause?.code;
      if (
        error instanceof BadRequestException &&
        (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE')
      ) {
        throw badRequest(ONE_FILE_ONLY, 'ONE_FILE_ONLY');
      }
      throw error;
    }
  }
}
