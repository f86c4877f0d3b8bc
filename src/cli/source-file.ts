// Reading a learner's file from disk: .go files keep invalid UTF-8 bytes so that the toolchain can
// report them as gc does (src/go/build/source-bytes.ts); other files are read as UTF-8 text.
import { readFileSync } from 'node:fs';
import { decodeSource } from '../go/build/source-bytes.ts';

export function readSource(path: string): string {
  return path.endsWith('.go') ? decodeSource(readFileSync(path)) : readFileSync(path, 'utf8');
}
