// The Toolbox block: known tools only, and the download name of a result.
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { ToolboxBlockSchema, ToolboxPropsSchema, type ToolboxTool, toolboxResultName } from './toolbox-props';

describe('ToolboxBlockSchema', () => {
  test.each([
    [
      ['convert-file', 'optimize-image'],
      ['convert-file', 'optimize-image'],
    ],
    [['convert-pdf', 'shred-file', 'convert-pdf'], ['convert-pdf']],
  ])('tools %j are read as %j', (tools, expected) => {
    const props = v.parse(ToolboxBlockSchema, { component: 'Toolbox', headline: 'Tools', tools });
    expect(props).toEqual({ headline: 'Tools', tools: expected });
    expect(v.parse(ToolboxPropsSchema, props)).toEqual(props);
  });

  test.each([{ tools: [] }, { tools: ['shred-file'] }, { headline: 'x' }, { tools: 'convert-pdf' }])(
    'refuses %j',
    (block) => {
      expect(v.safeParse(ToolboxBlockSchema, block).success).toBe(false);
    },
  );
});

describe('toolboxResultName', () => {
  test.each<[tool: ToolboxTool, uploaded: string, disposition: string | null, expected: string]>([
    ['convert-pdf', 'letter.docx', 'attachment; filename="letter.pdf"', 'letter.pdf'],
    ['convert-pdf', 'letter.docx', 'attachment; filename=letter.pdf', 'letter.pdf'],
    ['optimize-image', 'a.png', "attachment; filename*=UTF-8''gr%C3%BC%C3%9Fe.webp", 'grüße.webp'],
    ['optimize-image', 'a.png', 'attachment; filename*=UTF-8\'\'%E0%A4%A; filename="b.png"', 'b.png'],
    ['optimize-image', 'photo.jpg', null, 'optimize-image-photo.jpg'],
    ['convert-file', '', 'inline', 'convert-file-result'],
  ])('%s of %s with %j is %s', (tool, uploaded, disposition, expected) => {
    expect(toolboxResultName(tool, uploaded, disposition)).toBe(expected);
  });
});
