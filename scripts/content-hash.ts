// The short content hash the build names its files by and the bench names a bundle by.
import { createHash } from 'node:crypto';

/** The first `length` hex characters of the content's SHA-256; the build's file names take 10. */
export const contentHash = (content: string | Buffer, length = 10): string =>
  createHash('sha256').update(content).digest('hex').slice(0, length);
