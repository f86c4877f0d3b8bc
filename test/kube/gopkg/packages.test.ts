// Every Kubernetes-facing package is well-formed Go that our checker accepts, and the registry has
// the shape the driver expects.

import { describe, expect, it } from 'vitest';
import { isKubePackage, kubeNatives, kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';
import { checkMain } from './helpers.ts';

describe('kube Go package registry', () => {
  it('maps each import path to a package declaring that path, built once', () => {
    expect(kubePackagePaths.length).toBeGreaterThanOrEqual(17);
    for (const path of kubePackagePaths) {
      const pkg = kubePackage(path)!;
      expect(pkg.path).toBe(path);
      expect(pkg.files.length).toBeGreaterThan(0);
      expect(kubePackage(path)).toBe(pkg);
      expect(isKubePackage(path)).toBe(true);
    }
    expect(kubePackage('k8s.io/nope')).toBeUndefined();
    expect(isKubePackage('toString')).toBe(false);
    expect(kubeNatives.natives('k8s.io/api/core/v1')).toBeDefined();
  });

  // Packages whose real name is not their last path element.
  const realNames: Record<string, string> = {
    'sigs.k8s.io/controller-runtime': 'controllerruntime',
    'gomodules.xyz/jsonpatch/v2': 'jsonpatch',
    'github.com/onsi/ginkgo/v2': 'ginkgo',
    // client_model's generated package, imported as dto
    'github.com/prometheus/client_model/go': 'io_prometheus_client',
    'k8s.io/klog/v2': 'klog',
    'github.com/robfig/cron/v3': 'cron',
    'gopkg.in/inf.v0': 'inf',
  };

  it('declares the package clause each import path implies', () => {
    for (const path of kubePackagePaths) {
      const want = realNames[path] ?? (path.endsWith('/v1') ? 'v1' : path.slice(path.lastIndexOf('/') + 1));
      for (const f of kubePackage(path)!.files)
        expect(/^package (\w+)$/m.exec(f.src)?.[1], `${path}/${f.name}`).toBe(want);
    }
  });

  /** A registry package importing `path` (an internal package is checked through it). */
  const importerOf = (path: string): string | undefined =>
    kubePackagePaths.find((p) => kubePackage(p)!.files.some((f) => f.src.includes(`"${path}"`)));

  for (const path of kubePackagePaths) {
    it(`${path} parses and type-checks`, () => {
      // a program may not import an internal package (go's "use of internal package ... not
      // allowed"): one of the registry packages allowed to does (the simulator's own helpers, which
      // generated files import, are open to every package)
      const internal = /(^|\/)internal(\/|$)/.test(path) && !path.startsWith('oplab.dev/');
      const via = internal ? importerOf(path) : path;
      expect(via, `a registry package importing ${path}`).toBeDefined();
      const r = checkMain(`package main\n\nimport _ "${via}"\n\nfunc main() {}\n`);
      expect(r.ok ? '' : r.stderr).toBe('');
    });
  }

  it('has a native for every body-less function it binds, and no stray natives', () => {
    for (const path of kubePackagePaths) {
      const pkg = kubePackage(path)!;
      const src = pkg.files.map((f) => f.src).join('\n');
      for (const key of Object.keys(pkg.natives)) {
        const m = /^(\*?)(\w+)\.(\w+)$/.exec(key);
        const decl =
          m === null
            ? new RegExp(`^func ${key}(\\[[^\\]]*\\])?\\(.*\\)[^{]*$`, 'm')
            : new RegExp(`^func \\(\\w+ ${m[1] === '*' ? '\\*' : ''}${m[2]}\\) ${m[3]}\\(.*\\)[^{]*$`, 'm');
        expect(decl.test(src), `${path}: native ${key} has no body-less declaration`).toBe(true);
      }
    }
  });
});
