// Every exercise's API package yields a CRD the simulated API server installs and then enforces:
// validation markers become schema checks with kube-openapi's messages, unknown fields are pruned
// with the `unknown field` warning, and the rbac markers become the manager's ClusterRole.
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/index.ts';
import { generateManifests } from '../../../src/kube/markers/index.ts';
import { admin, crds, newServer, ns } from '../helpers.ts';
import { exerciseFiles, exerciseIds } from './exercises.ts';

const apps = { group: 'lab.example.com', version: 'v1', resource: 'apps' };

function install(objs: KubeObject[]) {
  const { server } = newServer();
  for (const crd of objs) {
    const r = server.create(admin, crds, crd);
    expect(r.ok, JSON.stringify(r)).toBe(true);
  }
  server.create(
    admin,
    { group: '', version: 'v1', resource: 'namespaces' },
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'team-a' },
    },
  );
  return server;
}

function app(spec: Record<string, unknown>, name = 'shop'): KubeObject {
  return {
    apiVersion: 'lab.example.com/v1',
    kind: 'App',
    metadata: { name, namespace: 'team-a' },
    spec,
  } as KubeObject;
}

describe('every exercise project', () => {
  for (const id of exerciseIds()) {
    for (const layer of ['starter', 'solution'] as const) {
      it(`${id} (${layer}): manifests without diagnostics, CRD installs`, () => {
        const m = generateManifests(exerciseFiles(id, layer));
        expect(m.diagnostics).toEqual([]);
        expect(m.crds.map((c) => c.metadata?.name)).toEqual(['apps.lab.example.com']);
        install(m.crds);
      });
    }
  }
});

describe('capstone CRD enforces its markers', () => {
  const m = generateManifests(exerciseFiles('capstone'));
  const server = install(m.crds);

  it('accepts a valid App and prunes unknown fields with the warning', () => {
    const r = server.create(
      admin,
      ns(apps, 'team-a'),
      app({ image: 'shop:1.0', replicas: 2, secretName: 'db', colour: 'red' }),
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings).toEqual(['unknown field "spec.colour"']);
    expect((r.object.spec as Record<string, unknown>).colour).toBeUndefined();
  });

  it('rejects Maximum, MinLength and required violations with the apiserver messages', () => {
    const r = server.create(admin, ns(apps, 'team-a'), app({ image: '', replicas: 11 }, 'bad'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(422);
    expect(r.status.reason).toBe('Invalid');
    expect(r.status.message).toContain('App.lab.example.com "bad" is invalid: [');
    expect(r.status.message).toContain(
      'spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10',
    );
    expect(r.status.message).toContain(
      'spec.image: Invalid value: "": spec.image in body should be at least 1 chars long',
    );
    expect(r.status.message).toContain('spec.secretName: Required value');
  });
});

describe('scope-cache Enum marker', () => {
  it('rejects a value outside the enum with the supported values listed', () => {
    const m = generateManifests(exerciseFiles('scope-cache'));
    const server = install(m.crds);
    const spec = (m.crds[0].spec as any).versions[0].schema.openAPIV3Schema.properties.spec;
    const enumField = Object.entries(spec.properties as Record<string, any>).find(([, s]) =>
      Array.isArray(s.enum),
    );
    expect(enumField?.[1].enum).toEqual(['bronze', 'silver', 'gold']);
    const body: Record<string, unknown> = {};
    for (const req of spec.required ?? []) body[req] = spec.properties[req].type === 'integer' ? 1 : 'x';
    body[enumField![0]] = 'platinum';
    const r = server.create(admin, ns(apps, 'team-a'), app(body));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toContain(
      `spec.${enumField![0]}: Unsupported value: "platinum": supported values: "bronze", "silver", "gold"`,
    );
  });
});

describe('rbac-markers exercise', () => {
  it('starter and solution differ exactly in the rules the lesson is about', () => {
    const starter = generateManifests(exerciseFiles('rbac-markers', 'starter')).rbac;
    const solution = generateManifests(exerciseFiles('rbac-markers', 'solution')).rbac;
    expect(solution).toHaveLength(1);
    expect(solution[0].kind).toBe('ClusterRole');
    expect(solution[0].metadata?.name).toBe('manager-role');
    expect(JSON.stringify(starter)).not.toEqual(JSON.stringify(solution));
  });
});
