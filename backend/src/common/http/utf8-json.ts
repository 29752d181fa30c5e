import type { NextFunction, Request, Response } from 'express';

const JSON_TYPE = /^application\/([\w.+-]+\+)?json\b/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/**
 * JSON is UTF-8 (RFC 8259), but the body parser would also decode a body declared as UTF-7,
 * UTF-16 or UTF-32, where `+ADw-script+AD4-` turns into `<script>` after every text check a
 * proxy or firewall made on the bytes. Such bodies answer 415, shaped like the parser's own
 * error so the exception filter words it the same way.
 */
export function refuseNonUtf8Json(request: Request, _response: Response, next: NextFunction) {
  const type = request.headers['content-type'] ?? '';
  const charset = CHARSET.exec(type)?.[1]?.toLowerCase();
  if (JSON_TYPE.test(type) && charset && charset !== 'utf-8' && charset !== 'utf8') {
    return next(
      Object.assign(new Error('Unsupported charset'), {
        status: 415,
        type: 'charset.unsupported',
      }),
    );
  }
  next();
}
