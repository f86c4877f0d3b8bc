// The reflector name in "Failed to watch" lines (an informer the manager's RBAC cannot list) is
// GetNameFromCallsite's: with client-go in the module cache the ignored "client-go/tools/cache/"
// never matches (the path has "@vX.Y.Z" in it), so it names NewReflectorWithOptions' own line of
// that client-go release, cut at "/pkg/" — `pkg/mod/k8s.io/client-go@v0.32.1/tools/cache/reflector.go:251`
// (the widely seen `...@v0.29.0/...reflector.go:229` and `...@v0.31.1/...reflector.go:243` are
// the same rule). It was always "client-go@v0.36.0 ... reflector.go:290", whatever go.mod pinned,
// and 290 is v0.34's line, not v0.36's (343).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { reflectorName } from '../../../src/kube/runtime/cache.ts';
import { loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'website');

describe('reflector name of the project’s client-go', () => {
  it('follows go.mod: client-go itself, else controller-runtime’s minor, else v0.36.0', () => {
    expect(reflectorName('require (\n\tk8s.io/client-go v0.32.1\n)')).toBe(
      'pkg/mod/k8s.io/client-go@v0.32.1/tools/cache/reflector.go:251',
    );
    expect(reflectorName('require k8s.io/client-go v0.29.0\n')).toBe(
      'pkg/mod/k8s.io/client-go@v0.29.0/tools/cache/reflector.go:229',
    );
    expect(reflectorName('require sigs.k8s.io/controller-runtime v0.19.3\n')).toBe(
      'pkg/mod/k8s.io/client-go@v0.31.0/tools/cache/reflector.go:243',
    );
    expect(reflectorName('')).toBe('pkg/mod/k8s.io/client-go@v0.36.0/tools/cache/reflector.go:343');
  });

  it('a project without list on pods logs its own client-go’s reflector', () => {
    const files = loadProject(dir).map((f) =>
      f.name === 'internal/controller/website_controller.go'
        ? {
            ...f,
            src: f.src.replace('// +kubebuilder:rbac:groups=core,resources=pods,verbs=get;list;watch\n', ''),
          }
        : f,
    );
    const r = runProject({
      files,
      objects: loadYaml(join(dir, 'config/samples/objects.yaml')),
      virtualTimeLimitMs: 5_000,
    });
    const failed = r.logs.find((l) => l.msg === 'Failed to watch')!;
    expect(failed.logger).toBe('UnhandledError');
    expect(failed.fields[0]).toEqual([
      'reflector',
      'pkg/mod/k8s.io/client-go@v0.32.1/tools/cache/reflector.go:251',
    ]);
  });
});
