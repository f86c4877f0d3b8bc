// sigs.k8s.io/controller-runtime/pkg/finalizer was not provided (a reconciler built on
// finalizer.NewFinalizers() failed to build). As [CR] pkg/finalizer/finalizer.go: Register refuses
// a key twice, Finalize adds the keys to a live object (Updated), and on an object being deleted
// runs each Finalizer, removing its key when it succeeds and wrapping its error as
// `finalizer "<key>" failed: ...` (kept key, the finalizer's own Result flags) when it fails.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = readFileSync(join(import.meta.dirname, 'testdata', 'finalizer.go'), 'utf8');

describe('controller-runtime pkg/finalizer', () => {
  it('registers, adds, runs and removes finalizers', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '<nil>',
        'finalizer for key "example.com/cleanup" already registered',
        '{Updated:true StatusUpdated:false} <nil> [example.com/cleanup]',
        '{Updated:false StatusUpdated:false} <nil> [example.com/cleanup]',
        '{Updated:false StatusUpdated:true} finalizer "example.com/cleanup" failed: bucket not empty [example.com/cleanup]',
        '{Updated:true StatusUpdated:false} <nil> [] map[cleaned:yes]',
        '',
      ].join('\n'),
    );
  });
});
