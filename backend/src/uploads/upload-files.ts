import { fileTypeFromBuffer } from 'file-type';
import type { UploadMimeType } from './entities/upload.entity.js';

/** The extensions a name may carry (when it has one), by the type they announce. */
const EXTENSIONS: Record<string, UploadMimeType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const CANONICAL_EXTENSION: Record<UploadMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Magic bytes, checked on top of `file-type` so the allow-list never depends on it alone. */
const SIGNATURES: Record<UploadMimeType, number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

export const MAX_FILE_NAME_LENGTH = 200;

/** Whatever follows the last path separator: browsers may send a full path. */
const baseName = (name: string) => name.split(/[/\\]/).pop() ?? '';

/** The lower-cased extension of a name, or null when it has none. */
export function extensionOf(name: string): string | null {
  const base = baseName(name);
  const dot = base.lastIndexOf('.');
  return dot === -1 ? null : base.slice(dot + 1).toLowerCase();
}

/** False when the name carries an extension other than .pdf .jpg .jpeg .png. */
export const hasAcceptedExtension = (name: string): boolean => {
  const extension = extensionOf(name);
  return extension === null || Object.hasOwn(EXTENSIONS, extension);
};

/** The type of a document read from its first bytes; null when it is not PDF, JPEG or PNG. */
export async function sniffMimeType(content: Buffer): Promise<UploadMimeType | null> {
  const detected = await fileTypeFromBuffer(content);
  const mime = detected?.mime as UploadMimeType | undefined;
  if (!mime || !Object.hasOwn(SIGNATURES, mime)) return null;
  const signature = SIGNATURES[mime];
  return signature.every((byte, index) => content[index] === byte) ? mime : null;
}

/**
 * A name safe to store and to send back in a header: no path, no control or bidi characters,
 * none of `"\/:*?<>|;`, at most 200 characters, and an extension that matches the sniffed
 * type (a PNG sent as `scan.pdf` is kept as `scan.png`).
 */
export function safeFileName(original: string, mimeType: UploadMimeType): string {
  const cleaned = baseName(original.normalize('NFC'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g, '')
    .replace(/["\\/:*?<>|;]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const extension = extensionOf(cleaned);
  const sentExtension = extension === null ? '' : cleaned.slice(-extension.length);
  const keepExtension = extension !== null && EXTENSIONS[extension] === mimeType;
  const stem = (extension === null ? cleaned : cleaned.slice(0, -(extension.length + 1)))
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  // The extension as sent (`.JPG` stays `.JPG`) when it matches the content.
  const suffix = `.${keepExtension ? sentExtension : CANONICAL_EXTENSION[mimeType]}`;
  const room = MAX_FILE_NAME_LENGTH - suffix.length;
  const shortStem = Array.from(stem || 'document')
    .slice(0, room)
    .join('')
    .trim();
  return `${shortStem || 'document'}${suffix}`;
}

/**
 * `attachment; filename="..."`, with an RFC 5987 `filename*` for names that are not plain
 * ASCII (the quoted one then has `_` in their place).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
