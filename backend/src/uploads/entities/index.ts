import { PhotoEntity, PhotoVariantEntity } from './photo.entity.js';
import { UploadEntity } from './upload.entity.js';

export const UPLOAD_ENTITIES = [UploadEntity, PhotoEntity, PhotoVariantEntity];
