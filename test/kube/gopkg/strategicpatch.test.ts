// k8s.io/apimachinery/pkg/util/strategicpatch and util/mergepatch were not provided: a reconciler
// that diffs desired against live with CreateTwoWayMergePatch, overlays a user's pod template with
// StrategicMergePatch or computes an apply-style CreateThreeWayMergePatch failed to build. The
// expected lines follow the real patch.go: keyed lists walk sorted by the merge key's %v text
// (deletions after the changes, port 443 before 80), `$retainKeys` for Volumes (merge,retainKeys),
// new items go first when the patch has no `$setElementOrder`, server-only items keep their place,
// and the errors are mergepatch's texts (ErrBadJSONDoc is the same variable).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputTrailer, runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'strategicpatch.go'), 'utf8');

describe('strategicpatch', () => {
  it('diffs, merges and reports errors as the real package', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(outputTrailer(PROGRAM));
  });
});
