import { describe, expect, test } from 'vitest';
import {
  EDITOR_TOKEN_MAX_AGE_SECONDS,
  editorTokenStatus,
  editorTokenValid,
  issueEditorToken,
  sameHex,
} from './editor-token';

const SPACE = { id: '1000', previewToken: 'preview-secret' };
const NOW = 1_800_000_000;

describe('editor token', () => {
  test('a token Storyblok issued for this space and preview token is valid while fresh', async () => {
    const token = await issueEditorToken('1000', 'preview-secret', NOW - 10);
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    expect(await editorTokenValid({ spaceId: '1000', timestamp: NOW - 10, token }, SPACE, NOW)).toBe(true);
  });

  test.each([
    ['no token', undefined],
    ['another space', { spaceId: '999', timestamp: NOW, token: 'x' }],
  ])('%s is refused', async (_name, token) => {
    expect(await editorTokenValid(token, SPACE, NOW)).toBe(false);
  });

  test('a token made with another preview token is refused', async () => {
    const token = await issueEditorToken('1000', 'guess', NOW);
    expect(await editorTokenValid({ spaceId: '1000', timestamp: NOW, token }, SPACE, NOW)).toBe(false);
  });

  test('an expired token is refused', async () => {
    const issued = NOW - EDITOR_TOKEN_MAX_AGE_SECONDS - 1;
    const token = await issueEditorToken('1000', 'preview-secret', issued);
    expect(await editorTokenValid({ spaceId: '1000', timestamp: issued, token }, SPACE, NOW)).toBe(false);
  });

  test.each([
    ['missing', undefined, NOW],
    ['invalid', 'guess', NOW],
    ['expired', 'preview-secret', NOW - EDITOR_TOKEN_MAX_AGE_SECONDS - 1],
    ['invalid', 'preview-secret', NOW + 3600],
    ['valid', 'preview-secret', NOW - EDITOR_TOKEN_MAX_AGE_SECONDS],
  ])('the status is %s (made with %s at %s)', async (status, previewToken, issued) => {
    const token =
      previewToken === undefined
        ? undefined
        : { spaceId: '1000', timestamp: issued, token: await issueEditorToken('1000', previewToken, issued) };
    expect(await editorTokenStatus(token, SPACE, NOW)).toBe(status);
  });

  test('a token from the future is refused', async () => {
    const token = await issueEditorToken('1000', 'preview-secret', NOW + 3600);
    expect(await editorTokenValid({ spaceId: '1000', timestamp: NOW + 3600, token }, SPACE, NOW)).toBe(false);
  });

  test('without a configured preview token nothing is valid', async () => {
    const token = await issueEditorToken('1000', '', NOW);
    expect(
      await editorTokenValid(
        { spaceId: '1000', timestamp: NOW, token },
        { id: '1000', previewToken: '' },
        NOW,
      ),
    ).toBe(false);
  });

  test.each([
    ['ab', 'ab', true],
    ['ab', 'ac', false],
    ['ab', 'abc', false],
  ])('sameHex(%s, %s) is %s', (a, b, same) => {
    expect(sameHex(a, b)).toBe(same);
  });
});
