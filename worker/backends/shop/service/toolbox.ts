// The Toolbox file tools (spec: toolbox-optimize-image, -convert-file, -convert-pdf, -download) on the Images
// binding. Honest configuration: the embedded backend cannot render PDFs, so convert-pdf always answers 501; and
// results are answered directly in the POST, never stored, so toolbox-download knows no id and answers 404.
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { TOOLBOX_FILE_FIELD } from '../../../../shared/components/blocks/toolbox-props';
import type { AppEnv } from '../../../env';
import { readQuery } from '../catalogue/query';
import { shopError } from '../http';

/** Uploads above 15 MB are refused. */
export const TOOLBOX_MAX_BYTES = 15 * 1024 * 1024;
const MAX_WIDTH = 4000;
const MIME = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' } as const;
type Format = keyof typeof MIME;
const FORMATS = Object.keys(MIME) as Format[];

/** A 501 with the error shape the dialogs read: something this backend is not configured to do. */
export function notImplemented(c: Context<AppEnv>, text: string) {
  return c.json({ message: { text } }, 501);
}

const badFile = (c: Context<AppEnv>, message: string) =>
  shopError(c, 400, 'invalidField', { field: TOOLBOX_FILE_FIELD, reason: message }, [
    { field: TOOLBOX_FILE_FIELD, message },
  ]);

/**
 * Reads the multipart upload (`file`: an image of at most 15 MB) and answers it transformed: at most 4000 px
 * wide, quality 85, as `format` (convert) or the upload's own format when it is webp/png/jpg, else webp
 * (optimize); `Content-Disposition: attachment` names the result. Bad input is a 400 naming the field.
 */
async function transformUpload(c: Context<AppEnv>, convert: boolean): Promise<Response> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    return badFile(c, 'must be a multipart upload');
  }
  const file = form.get(TOOLBOX_FILE_FIELD);
  if (!(file instanceof File) || file.size === 0) return badFile(c, 'is required');
  if (file.size > TOOLBOX_MAX_BYTES) return badFile(c, 'must be at most 15 MB');
  if (!file.type.startsWith('image/')) return badFile(c, 'must be an image');
  const requested = form.get('format') ?? undefined;
  const format = v.safeParse(v.optional(v.picklist(FORMATS)), requested);
  if (!format.success) {
    const message = `must be one of ${FORMATS.join(', ')}`;
    return shopError(c, 400, 'invalidField', { field: 'format', reason: message }, [
      { field: 'format', message },
    ]);
  }
  const own = FORMATS.find((key) => MIME[key] === file.type);
  const target: Format = (convert ? format.output : own) ?? 'webp';
  try {
    const result = await c.env.IMAGES.input(file.stream())
      .transform({ width: MAX_WIDTH, fit: 'scale-down' })
      .output({ format: MIME[target], quality: 85 });
    const name = `${file.name.replace(/\.[^.]*$/, '') || 'result'}.${target}`;
    return new Response(result.image(), {
      headers: {
        'Content-Type': result.contentType(),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch {
    return badFile(c, 'could not be read as an image');
  }
}

export const toolboxApi = new Hono<AppEnv>();

toolboxApi.post('/web-api/toolbox-optimize-image', (c) => transformUpload(c, false));
toolboxApi.post('/web-api/toolbox-convert-file', (c) => transformUpload(c, true));
toolboxApi.post('/web-api/toolbox-convert-pdf', (c) =>
  notImplemented(c, 'PDF conversion is not available: this shop backend cannot render PDF files.'),
);

const DownloadQuery = v.object({
  id: v.pipe(v.string('is required'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a result id')),
});

/** Results are answered directly by the tools above and never stored, so no id is known: always a 404. */
toolboxApi.get('/web-api/toolbox-download', (c) => {
  const query = readQuery(c, DownloadQuery);
  if (!query.ok) return query.response;
  return shopError(c, 404, 'noToolboxResult');
});
