// The playground's project model, share links and zips, and the time-travel view, without a browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { lineDiff } from '../../src/components/playground/diff.ts';
import {
  addFile,
  checkPath,
  deleteFile,
  fileTree,
  newFileContent,
  type PlaygroundProject,
  renameFile,
} from '../../src/components/playground/project.ts';
import { DEFAULT_OPTIONS, decodeShare, encodeShare } from '../../src/components/playground/share.ts';
import { importFiles, importZip, projectZip } from '../../src/components/playground/zip.ts';
import { EXAMPLES, loadProject } from '../kube/run/helpers.ts';

const memcached: PlaygroundProject = {
  // As the template has it (templates.ts): the sample is the cluster pane, not a file of the tree.
  files: loadProject(join(EXAMPLES, 'memcached'))
    .map((f) => ({ path: f.name, content: f.src }))
    .filter((f) => f.path !== 'config/samples/cache_v1alpha1_memcached.yaml'),
  objects: readFileSync(join(EXAMPLES, 'memcached/config/samples/cache_v1alpha1_memcached.yaml'), 'utf8'),
  objectsName: 'cache_v1alpha1_memcached.yaml',
  readOnly: [],
};

describe('files', () => {
  it('paths: relative, no . or .., not taken', () => {
    const taken = ['go.mod'];
    expect(checkPath(' ./internal/x.go ', taken)).toEqual({ ok: true, path: 'internal/x.go' });
    expect(checkPath('', taken)).toEqual({ ok: false, reason: 'empty' });
    expect(checkPath('a/../b.go', taken)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPath('a//b.go', taken)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkPath('go.mod', taken)).toEqual({ ok: false, reason: 'exists' });
  });

  it('add, rename and delete keep files sorted and read-only marks with their file', () => {
    let p: PlaygroundProject = {
      files: [{ path: 'go.mod', content: 'module m\n' }],
      objects: '',
      objectsName: 'c.yaml',
      readOnly: ['go.mod'],
    };
    p = addFile(p, 'cmd/main.go', 'package main\n');
    expect(p.files.map((f) => f.path)).toEqual(['cmd/main.go', 'go.mod']);
    p = renameFile(p, 'go.mod', 'zz/go.mod');
    expect(p.readOnly).toEqual(['zz/go.mod']);
    p = deleteFile(p, 'zz/go.mod');
    expect(p.files.map((f) => f.path)).toEqual(['cmd/main.go']);
    expect(p.readOnly).toEqual([]);
  });

  it('a new Go file gets its directory’s package clause', () => {
    expect(newFileContent(memcached, 'internal/controller/helpers.go')).toBe('package controller\n');
    expect(newFileContent(memcached, 'pkg/util/strings.go')).toBe('package util\n');
    expect(newFileContent(memcached, 'README.md')).toBe('');
  });

  it('the tree lists folders first, then files, each sorted', () => {
    const tree = fileTree(['go.mod', 'cmd/main.go', 'api/v1/types.go', 'Makefile']);
    expect(tree.map((n) => n.name)).toEqual(['api', 'cmd', 'Makefile', 'go.mod']);
    expect(tree[0].children?.[0].children?.[0].path).toBe('api/v1/types.go');
  });
});

describe('share links', () => {
  it('restore exactly what was shared; Memcached fits in 6 KB', () => {
    const options = { rbac: 'admin' as const, timeSeconds: 90 };
    const edited = {
      ...memcached,
      readOnly: ['go.mod'],
      files: memcached.files.map((f) => ({ ...f, content: `${f.content}// ✓ 中文\n` })),
    };
    const fragment = encodeShare({ project: edited, options });
    expect(decodeShare(`#${fragment}`)).toEqual({ ok: true, state: { project: edited, options } });
    const plain = encodeShare({ project: memcached, options: DEFAULT_OPTIONS });
    expect(plain.length).toBeLessThanOrEqual(6 * 1024);
  });

  it('a damaged or foreign link says so; other fragments are not links', () => {
    expect(decodeShare('#p=AAAA')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^the link is damaged/),
    });
    const foreign = encodeShare({ project: memcached, options: DEFAULT_OPTIONS });
    expect(decodeShare('#section-2')).toBeUndefined();
    expect(decodeShare(foreign.slice(0, 200))).toMatchObject({ ok: false });
  });
});

describe('zips', () => {
  it('download: files under the project folder, the objects as config/samples, Makefile and README', () => {
    const entries = unzipSync(projectZip(memcached));
    const names = Object.keys(entries).sort();
    expect(names).toContain('memcached-operator/go.mod');
    expect(names).toContain('memcached-operator/config/samples/cache_v1alpha1_memcached.yaml');
    expect(strFromU8(entries['memcached-operator/go.mod'])).toContain(
      'sigs.k8s.io/controller-runtime v0.24.1',
    );
    const readme = strFromU8(entries['memcached-operator/README.md']);
    expect(readme).toContain('go mod tidy\nmake install run\n');
    expect(strFromU8(entries['memcached-operator/Makefile'])).toMatch(/^run: manifests generate fmt vet/m);
    // the same project gives the same bytes
    expect(projectZip(memcached)).toEqual(projectZip(memcached));
  });

  it('import what was downloaded: the same files and objects', () => {
    const r = importZip(projectZip(memcached));
    if (!r.ok) throw new Error(r.error);
    expect(r.project.objects).toBe(memcached.objects);
    expect(r.project.objectsName).toBe(memcached.objectsName);
    const byPath = new Map(r.project.files.map((f) => [f.path, f.content]));
    for (const f of memcached.files) expect(byPath.get(f.path), f.path).toBe(f.content);
    expect([...byPath.keys()].filter((p) => !memcached.files.some((f) => f.path === p)).sort()).toEqual([
      'Makefile',
      'README.md',
    ]);
  });

  it('import: binaries and .git left out, vendor kept, clear errors', () => {
    const zip = zipSync({
      'go.mod': strToU8('module m\n'),
      'vendor/modules.txt': strToU8('# k8s.io/api v0.36.0\n'),
      '.git/HEAD': strToU8('ref: main\n'),
      'bin/manager': new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0]),
      'logo.png': new Uint8Array([0x89, 0x50, 0, 1]),
    });
    const r = importZip(zip);
    expect(r).toMatchObject({ ok: true, skipped: ['logo.png'] });
    if (r.ok) expect(r.project.files.map((f) => f.path)).toEqual(['go.mod', 'vendor/modules.txt']);
    expect(importZip(strToU8('not a zip'))).toMatchObject({ ok: false, error: 'not-zip' });
    expect(importFiles([{ path: 'p/main.go', bytes: strToU8('package main\n') }])).toEqual({
      ok: false,
      error: 'no-go-mod',
    });
    expect(importFiles([])).toEqual({ ok: false, error: 'empty' });
  });
});

describe('line diff', () => {
  it('keeps common lines and marks the rest', () => {
    expect(lineDiff('a\nb\nc\n', 'a\nc\nd\n')).toEqual([
      { op: ' ', text: 'a' },
      { op: '-', text: 'b' },
      { op: ' ', text: 'c' },
      { op: '+', text: 'd' },
    ]);
    expect(lineDiff('', 'x\n')).toEqual([{ op: '+', text: 'x' }]);
  });
});
