// k8s.io/apimachinery/pkg/api/meta's accessors ([AM] pkg/api/meta/meta.go: NewAccessor's
// MetadataAccessor, CommonAccessor, ListAccessor, TypeAccessor, AsPartialObjectMetadata) and
// k8s.io/api/coordination/v1 (Lease, LeaseSpec, LeaseList, registered in client-go's scheme) were
// undefined: a program using meta.NewAccessor() or coordinationv1.Lease failed to build.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'meta-accessor-lease.go'), 'utf8');

describe('meta accessors and coordination/v1', () => {
  it('reads and sets metadata through NewAccessor, and a Lease is a registered deep-copyable kind', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe(
      [
        'a <nil>',
        '7 ConfigMap v1 map[app:x] v1',
        'tok <nil>',
        'object does not implement the List interfaces',
        '9',
        'object does not implement the Object interfaces',
        'ConfigMap v1 <nil>',
        'expected pointer, but got struct {} type',
        'a ns map[app:x]',
        'tok <nil>',
        'host_1 other coordination.k8s.io/v1 OldestEmulationVersion',
        '[coordination.k8s.io/v1, Kind=Lease] <nil>',
        '',
      ].join('\n'),
    );
  });
});
