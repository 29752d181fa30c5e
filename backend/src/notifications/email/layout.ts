/** The frame every Salone e-mail shares: a plain-text part and an HTML part that say the same. */

import escapeHtml from 'escape-html';

/** One block of an e-mail, written once and rendered to both parts. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'facts'; rows: [label: string, value: string][] }
  | { kind: 'code'; label: string; value: string }
  | { kind: 'button'; label: string; url: string };

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const facts = (rows: [string, string | null | undefined][]): Block => ({
  kind: 'facts',
  rows: rows.filter((row): row is [string, string] => Boolean(row[1])),
});
export const code = (label: string, value: string): Block => ({ kind: 'code', label, value });
export const button = (label: string, url: string): Block => ({ kind: 'button', label, url });

/** The frame's words and language, from the e-mail catalogue of the recipient's language. */
export interface Frame {
  /** The `lang` of the HTML part: `en`, `kri`, `fr`. */
  lang: string;
  /** The line above the heading: "Salone — Discover Sierra Leone". */
  brand: string;
  footer: string;
}

export interface RenderedBody {
  text: string;
  html: string;
}

/**
 * Plain text for every client and screen reader; HTML with inline styles only (mail clients
 * drop style sheets), no images, so it reads the same with images blocked.
 */
export function renderBody(
  heading: string,
  blocks: Block[],
  { lang, brand, footer }: Frame,
): RenderedBody {
  const text: string[] = [heading, '='.repeat(Math.min(heading.length, 60)), ''];
  const html: string[] = [];
  for (const block of blocks) {
    switch (block.kind) {
      case 'paragraph':
        text.push(block.text, '');
        html.push(`<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`);
        break;
      case 'facts': {
        const width = Math.max(...block.rows.map(([label]) => label.length));
        for (const [label, value] of block.rows)
          text.push(`${`${label}:`.padEnd(width + 2)}${value}`);
        text.push('');
        html.push(
          '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">' +
            block.rows
              .map(
                ([label, value]) =>
                  `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#4b5563;font-weight:600">${escapeHtml(label)}</th>` +
                  `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
              )
              .join('') +
            '</table>',
        );
        break;
      }
      case 'code':
        text.push(`${block.label}: ${block.value}`, '');
        html.push(
          `<p style="margin:0 0 16px">${escapeHtml(block.label)}:<br>` +
            `<strong style="font-size:22px;letter-spacing:1px;font-family:monospace">${escapeHtml(block.value)}</strong></p>`,
        );
        break;
      case 'button':
        text.push(`${block.label}: ${block.url}`, '');
        html.push(
          `<p style="margin:0 0 16px"><a href="${escapeHtml(block.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`,
        );
        break;
    }
  }
  text.push('--', footer);
  return {
    text: text.join('\n'),
    html:
      `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>` +
      '<body style="margin:0;padding:24px;background:#f9fafb;font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">' +
      '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">' +
      `<p style="margin:0 0 16px;font-weight:700;color:#0f766e">${escapeHtml(brand)}</p>` +
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>` +
      html.join('') +
      `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>` +
      '</div></body></html>',
  };
}
