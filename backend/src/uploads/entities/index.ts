import { UploadEntity } from './upload.entity.js';

export const UPLOAD_ENTITIES = [UploadEntity];
