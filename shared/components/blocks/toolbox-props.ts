// The Toolbox block: file tools of the shop API (convert a file, convert a PDF, optimise an image), each a
// multipart POST to /web-api/toolbox-<tool> answered with the resulting file.
import * as v from 'valibot';

export const TOOLBOX_TOOLS = ['convert-file', 'convert-pdf', 'optimize-image'] as const;
export type ToolboxTool = (typeof TOOLBOX_TOOLS)[number];

/** Props of the `toolbox` island. */
export const ToolboxPropsSchema = v.object({
  headline: v.string(),
  tools: v.pipe(v.array(v.picklist(TOOLBOX_TOOLS)), v.minLength(1)),
});
export type ToolboxProps = v.InferOutput<typeof ToolboxPropsSchema>;

const isTool = (tool: string): tool is ToolboxTool => (TOOLBOX_TOOLS as readonly string[]).includes(tool);

/** The Toolbox CMS block: unknown tools are left out, duplicates once; a block without a known tool is refused. */
export const ToolboxBlockSchema = v.pipe(
  v.object({ headline: v.optional(v.string(), ''), tools: v.array(v.string()) }),
  v.transform(
    ({ headline, tools }): ToolboxProps => ({ headline, tools: [...new Set(tools.filter(isTool))] }),
  ),
  v.check(({ tools }) => tools.length > 0, 'a toolbox needs a known tool'),
);

/** Which files the file picker offers per tool; the server decides what it converts. */
export const TOOLBOX_ACCEPT: Record<ToolboxTool, string | undefined> = {
  'convert-file': undefined,
  'convert-pdf': undefined,
  'optimize-image': 'image/*',
};

/** The multipart field carrying the upload. */
export const TOOLBOX_FILE_FIELD = 'file';

/**
 * The download name of a result: the server's Content-Disposition filename when it gives one, else the
 * upload's name prefixed with the tool.
 */
export function toolboxResultName(tool: ToolboxTool, uploaded: string, disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: fall back to the plain filename or the upload's name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  return plain || `${tool}-${uploaded || 'result'}`;
}
