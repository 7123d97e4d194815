// The short content hash the build names its files by and the bench names a bundle by.
import { createHash } from 'node:crypto';

export const contentHash = (content: string | Buffer): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 10);
