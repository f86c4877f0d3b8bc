// The `oplab` bin's own plain-JavaScript modules (packages/cli), required at run time: the bin and the
// resident server must apply one rule (where this build's socket is, whether the build is fresh), not
// two copies of it.
import { join } from 'node:path';
import { REPO_ROOT } from '../prebuilt.ts';

export function binModule<T>(file: string): T {
  return process.getBuiltinModule('node:module').createRequire(import.meta.url)(
    join(REPO_ROOT, 'packages', 'cli', file),
  ) as T;
}
