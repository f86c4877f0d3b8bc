// `controller-gen object` (make generate) writes zz_generated.deepcopy.go as controller-tools v0.13
// does (src/shell/controller-gen/object.ts), so go build and go vet compile a Kubernetes module's API
// types on the simulated packages. The expected file of the shapes fixture is the generator's output,
// reviewed against controller-tools' rules (pkg/deepcopy/traverse.go); the generator itself was
// compared with controller-gen's own outputs (kubebuilder's testdata projects, controller-tools'
// deepcopy testdata): identical.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/session.ts';

const here = import.meta.dirname;
const ROOT = '/home/user/shapes';
const BOILERPLATE =
  '/*\nCopyright 2023.\n\nLicensed under the Apache License, Version 2.0 (the "License");\n*/';
const GEN = 'bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."';

async function shapes(extra: Record<string, string> = {}) {
  return ShellSession.create({
    cwd: ROOT,
    goToolchain: srcGoToolchain,
    files: {
      [`${ROOT}/go.mod`]:
        'module example.com/shapes\n\ngo 1.21\n\nrequire (\n\tk8s.io/api v0.28.0\n\tk8s.io/apimachinery v0.28.0\n\tsigs.k8s.io/controller-runtime v0.16.0\n)\n',
      [`${ROOT}/api/v1/widget_types.go`]: readFileSync(join(here, 'fixtures/deepcopy-shapes.go'), 'utf8'),
      [`${ROOT}/hack/boilerplate.go.txt`]: BOILERPLATE,
      [`${ROOT}/bin/controller-gen`]: '#!/bin/sh\noplab-tool controller-gen "$@"\n',
      ...extra,
    },
  });
}

describe('controller-gen object', () => {
  it('writes each field shape as controller-gen does, and the file compiles on the simulated packages', async () => {
    const s = await shapes();
    expect(await s.run(GEN)).toMatchObject({ stdout: '', stderr: '', exitCode: 0 });
    const got = await s.readFile(`${ROOT}/api/v1/zz_generated.deepcopy.go`);
    expect(got).toBe(readFileSync(join(here, 'fixtures/deepcopy-shapes.golden'), 'utf8'));
    // the real go vet on the same package with this file passes; so does the simulated one
    expect((await s.run('go mod tidy')).exitCode).toBe(0);
    const vet = await s.run('go vet ./...');
    expect(vet).toMatchObject({ stdout: '', stderr: '', exitCode: 0 });
  }, 300_000);

  it('a missing header file: the generator fails as controller-gen does, and writes nothing', async () => {
    const s = await shapes();
    await s.run('rm hack/boilerplate.go.txt');
    expect(await s.run(GEN)).toMatchObject({
      stdout: '',
      stderr:
        'open hack/boilerplate.go.txt: no such file or directory\nError: not all generators ran successfully\nrun `controller-gen object:headerFile=hack/boilerplate.go.txt paths=./... -w` to see all available markers, or `controller-gen object:headerFile=hack/boilerplate.go.txt paths=./... -h` for usage\n',
      exitCode: 1,
    });
    expect((await s.run('ls api/v1')).stdout).toBe('widget_types.go\n');
  }, 300_000);

  it('webhook-local: without its deepcopy file go vet fails; make generate writes the shipped file back and go vet passes', async () => {
    const ex = JSON.parse(
      readFileSync(join(here, '../../exercises/webhook-local/exercise.json'), 'utf8'),
    ) as {
      files: Record<string, string>;
      cwd: string;
    };
    const zz = `${ex.cwd}/api/v1alpha1/zz_generated.deepcopy.go`;
    const s = await ShellSession.create({ files: ex.files, cwd: ex.cwd, goToolchain: srcGoToolchain });
    await s.run(`rm ${zz}`);
    const broken = await s.run('go vet ./...');
    expect(broken.exitCode).toBe(1);
    expect(broken.stderr).toContain(
      '*Memcached does not implement "k8s.io/apimachinery/pkg/runtime".Object (missing method DeepCopyObject)',
    );
    const gen = await s.run('make generate');
    expect(gen.exitCode).toBe(0);
    expect(await s.readFile(zz)).toBe(ex.files[zz]);
    expect(await s.run('go vet ./...')).toMatchObject({ stderr: '', exitCode: 0 });
  }, 300_000);
});

describe('controller-gen crd, rbac and webhook (make manifests)', () => {
  it('webhook-local: write the markers’ CRD, role and webhook configuration where controller-gen does', async () => {
    const ex = JSON.parse(
      readFileSync(join(here, '../../exercises/webhook-local/exercise.json'), 'utf8'),
    ) as { files: Record<string, string>; cwd: string };
    const crd = `${ex.cwd}/config/crd/bases/cache.example.com_memcacheds.yaml`;
    const webhooks = `${ex.cwd}/config/webhook/manifests.yaml`;
    const s = await ShellSession.create({ files: ex.files, cwd: ex.cwd, goToolchain: srcGoToolchain });
    await s.run(`rm ${crd} ${webhooks}`);
    const r = await s.run(
      'bin/controller-gen rbac:roleName=manager-role crd webhook paths="./..." output:crd:artifacts:config=config/crd/bases',
    );
    expect(r).toMatchObject({ stdout: '', stderr: '', exitCode: 0 });
    // as the CRD shipped with the exercise (controller-gen v0.13.0, the Makefile's): its version, names,
    // descriptions joined into paragraphs as v0.13 does (its status schema was trimmed by hand)
    const text = (await s.readFile(crd)) ?? '';
    const got = parseYaml(text);
    const shipped = parseYaml(ex.files[crd]);
    expect(got.metadata).toEqual(shipped.metadata);
    expect(got.spec.names).toEqual(shipped.spec.names);
    const props = (o: any) => o.spec.versions[0].schema.openAPIV3Schema.properties;
    expect(props(got).apiVersion).toEqual(props(shipped).apiVersion);
    expect(props(got).spec).toEqual(props(shipped).spec);
    expect(text.startsWith('---\napiVersion: apiextensions.k8s.io/v1\n')).toBe(true);
    // and printed as controller-gen's yaml.v2 prints it: the long descriptions folded at 80 columns
    const apiVersionBlock = /^ {10}apiVersion:\n(?: {12}.*\n)+/m;
    expect(apiVersionBlock.exec(text)?.[0]).toBe(apiVersionBlock.exec(ex.files[crd])?.[0]);
    expect(await s.readFile(webhooks)).toBe(ex.files[webhooks]);
    const role = (await s.readFile(`${ex.cwd}/config/rbac/role.yaml`)) ?? '';
    expect(
      role.startsWith(
        '---\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: manager-role\nrules:\n- apiGroups:\n  - cache.example.com\n',
      ),
    ).toBe(true);
  }, 300_000);

  it('kubebuilder’s quick start: init, create api, make install run, a sample applied and listed', async () => {
    const s = await ShellSession.create({ profile: 'open', cwd: '/home/user', goToolchain: srcGoToolchain });
    await s.run('mkdir demo && cd demo');
    await s.run('kubebuilder init --domain example.com --repo example.com/demo');
    await s.run('kubebuilder create api --group apps --version v1 --kind Guestbook --resource --controller');
    const install = await s.run('make install');
    // make's echoed commands and the recipes' output come as one stream (src/shell/commands/make.ts)
    expect(install.stdout + install.stderr).toContain(
      'customresourcedefinition.apiextensions.k8s.io/guestbooks.apps.example.com created',
    );
    expect(install.exitCode).toBe(0);
    const crd = (await s.readFile('/home/user/demo/config/crd/bases/apps.example.com_guestbooks.yaml')) ?? '';
    expect(crd).toContain('    controller-gen.kubebuilder.io/version: v0.13.0\n');
    // v0.13 joins a comment's lines into one paragraph
    expect(parseYaml(crd).spec.versions[0].schema.openAPIV3Schema.properties.spec.description).toBe(
      'GuestbookSpec is the desired state of Guestbook. Add fields here (json tags are required), then run "make" to regenerate code.',
    );
    expect((await s.run('kubectl get crds')).stdout).toContain('guestbooks.apps.example.com');
    const run = await s.run('make run');
    expect(run.exitCode).toBe(0);
    expect((await s.run('kubectl apply -f config/samples/')).stdout).toBe(
      'guestbook.apps.example.com/guestbook-sample created\n',
    );
    expect((await s.run('kubectl get guestbooks')).stdout).toContain('guestbook-sample');
    await s.run('oplab-manager stop');
  }, 300_000);
});
