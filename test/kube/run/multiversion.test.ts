// A multi-version operator in the shape of the kubebuilder book's multiversion tutorial
// (scaffolds/multiversion-v24: CronJob v1 the storage version and conversion hub, v2 a spoke with a
// structured schedule, defaulting and validating webhooks per version, config/crd's conversion
// patch), with a robfig/cron-like module from the module cache, run as `make deploy` + `kubectl
// apply -f config/samples` runs it: CRDs (with the conversion webhook) and RBAC first, the manager
// and its webhooks next, the samples only once they serve. The API server stores v2 objects in v1
// through the manager's /convert, and reads either version in the other.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const SCAFFOLDS = join(import.meta.dirname, 'scaffolds');
const DIR = join(SCAFFOLDS, 'multiversion-v24');
const CRON_DIR = 'github.com/robfig/cron@v1.2.0';
const GROUP = 'batch.tutorial.kubebuilder.io';
const admin = { user: ADMIN_USER, userAgent: 'kubectl', clientPath: 'direct' as const };

function moduleCache() {
  const src = readFileSync(join(SCAFFOLDS, 'modcache', CRON_DIR, 'cron.go'), 'utf8');
  return memoryFS([{ name: `${CRON_DIR}/cron.go`, src }], '/home/gopher/go/pkg/mod');
}

function files() {
  return [...loadProject(DIR), { name: 'go.sum', src: readFileSync(join(DIR, 'go.sum'), 'utf8') }];
}

const samples = [
  ...loadYaml(join(DIR, 'config/samples/batch_v1_cronjob.yaml')),
  ...loadYaml(join(DIR, 'config/samples/batch_v2_cronjob.yaml')),
];

describe('multi-version CRD with a conversion webhook served by the manager (book multiversion tutorial shape)', () => {
  let r: RunProjectResult;
  /** cronjob-v1 read at v2 while the manager serves /convert */
  let readV2: JsonObject | undefined;

  beforeAll(() => {
    r = runProject({
      files: files(),
      objects: samples,
      objectSources: ['config/samples/batch_v1_cronjob.yaml', 'config/samples/batch_v2_cronjob.yaml'],
      objectsAfterManager: true,
      modules: { env: { HOME: '/home/gopher' }, fs: moduleCache() },
      virtualTimeLimitMs: 270_000,
      hooks: {
        afterCall(e, env) {
          if (readV2 !== undefined || e.kind !== 'api' || e.resource !== 'jobs' || e.verb !== 'create')
            return;
          const got = env.server.get(
            admin,
            { group: GROUP, version: 'v2', resource: 'cronjobs', namespace: 'default' },
            'cronjob-v1',
          );
          readV2 = got.ok ? got.object : { error: got.status.message };
        },
      },
    });
  }, 120_000);

  it('runs to the end state: Jobs for both samples on their schedules', () => {
    expect(r.stage).toBe('run');
    expect(r.exitCode).toBe(0);
    expect(r.stderr).not.toMatch(/Error from server|error:/);
    const jobs = r.objects
      .filter((o) => o.kind === 'Job')
      .map((j) => (j.metadata as JsonObject).name as string)
      .sort();
    const t0 = Date.UTC(2026, 0, 1) / 1000;
    expect(jobs).toEqual(
      [
        ...[60, 120, 180, 240].map((s) => `cronjob-v1-${t0 + s}`),
        ...[120, 240].map((s) => `cronjob-v2-${t0 + s}`),
      ].sort(),
    );
  });

  it('stores the v2 sample in the storage version v1, converted by the manager (ConvertTo)', () => {
    const stored = find(r, 'CronJob', 'default', 'cronjob-v2') as KubeObject;
    expect(stored.apiVersion).toBe(`${GROUP}/v1`);
    const spec = stored.spec as JsonObject;
    expect(spec.schedule).toBe('*/2 * * * *');
    // the v2 defaulting webhook ran on the v2 request, before conversion
    expect(spec.successfulJobsHistoryLimit).toBe(3);
    expect(r.stderr).toMatch(/ConvertTo: v2 -> v1 default\/cronjob-v2/);
  });

  it('serves v1 objects at v2 through ConvertFrom', () => {
    expect(readV2).toBeDefined();
    expect(readV2!.apiVersion).toBe(`${GROUP}/v2`);
    expect((readV2!.spec as JsonObject).schedule).toEqual({ minute: '*/1' });
    expect((readV2!.metadata as JsonObject).name).toBe('cronjob-v1');
  });

  it('calls the conversion webhook with the CRD patch config/crd/kustomization.yaml lists', () => {
    const crd = r.objects.find((o) => o.kind === 'CustomResourceDefinition') as KubeObject;
    const conversion = (crd.spec as JsonObject).conversion as JsonObject;
    expect(conversion.strategy).toBe('Webhook');
    expect(((conversion.webhook as JsonObject).clientConfig as JsonObject).service).toEqual({
      name: 'project-webhook-service',
      namespace: 'project-system',
      path: '/convert',
      port: 443,
    });
    const calls = r.trace.flatMap((e) => (e.kind === 'api' ? e.webhooks : []));
    const conversions = calls.filter((c) => c.webhook === `conversion_webhook_for_cronjobs.${GROUP}`);
    expect(conversions.length).toBeGreaterThan(0);
    expect(new Set(conversions.map((c) => c.url))).toEqual(
      new Set(['https://project-webhook-service.project-system.svc:443/convert?timeout=30s']),
    );
    expect(conversions.every((c) => c.outcome === 'allowed')).toBe(true);
  });

  it('applies the samples only after the webhooks serve: both admission webhooks of each version ran', () => {
    const creates = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'cronjobs' && e.verb === 'create',
    );
    expect(creates.map((e) => (e.kind === 'api' ? `${e.version} ${e.result.code}` : ''))).toEqual([
      'v1 201',
      'v2 201',
    ]);
    const names = creates.flatMap((e) => (e.kind === 'api' ? e.webhooks.map((w) => w.webhook) : []));
    expect(names).toEqual(
      expect.arrayContaining([
        'mcronjob-v1.kb.io',
        'vcronjob-v1.kb.io',
        'mcronjob-v2.kb.io',
        'vcronjob-v2.kb.io',
      ]),
    );
  });

  it('sends a v2 request to the v1 webhooks too, converted to v1 (matchPolicy Equivalent, the v1 default)', () => {
    const v2 = r.trace.find(
      (e) => e.kind === 'api' && e.resource === 'cronjobs' && e.verb === 'create' && e.version === 'v2',
    );
    const calls = v2?.kind === 'api' ? v2.webhooks : [];
    const admission = calls.filter((c) => !c.webhook.startsWith('conversion_webhook_for_'));
    // v1's defaulter patches the converted object; converted back, it leaves v2's nothing to do
    expect(admission.map((c) => `${c.webhook} ${c.outcome}`)).toEqual([
      'mcronjob-v1.kb.io patched',
      'mcronjob-v2.kb.io allowed',
      'vcronjob-v1.kb.io allowed',
      'vcronjob-v2.kb.io allowed',
    ]);
    expect(admission[0].url).toBe(
      'https://project-webhook-service.project-system.svc:443/mutate-batch-tutorial-kubebuilder-io-v1-cronjob?timeout=10s',
    );
    // to v1 and back for the mutating webhook, to v1 for the validating one, to v1 for storage
    expect(
      calls.filter((c) => c.webhook.startsWith('conversion_webhook_for_')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('fails a read in the other version with the API server words once nobody serves /convert', () => {
    const got = r.env.server.get(
      admin,
      { group: GROUP, version: 'v2', resource: 'cronjobs', namespace: 'default' },
      'cronjob-v1',
    );
    expect(got.ok).toBe(false);
    if (got.ok) return;
    expect(got.code).toBe(500);
    expect(got.status.reason ?? '').toBe('');
    expect(got.status.message).toBe(
      `conversion webhook for ${GROUP}/v1, Kind=CronJob failed: Post "https://project-webhook-service.project-system.svc:443/convert?timeout=30s": no endpoints available for service "project-webhook-service"`,
    );
    // the storage version needs no webhook
    expect(
      r.env.server.get(
        admin,
        { group: GROUP, version: 'v1', resource: 'cronjobs', namespace: 'default' },
        'cronjob-v2',
      ).ok,
    ).toBe(true);
  });
});
