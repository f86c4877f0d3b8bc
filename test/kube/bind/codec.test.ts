// encoding/json semantics and the Kubernetes marshalers, end to end: Go objects go to the simulated
// API server as JSON (checked on the stored object) and come back into Go values (checked by the
// program's output).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { durationString } from '../../../src/go/std/time/duration.ts';
import { canonicalQuantity } from '../../../src/kube/gopkg/apimachinery/resource.ts';
import { runWithCluster } from './helpers.ts';

const src = readFileSync(join(import.meta.dirname, 'codec.go'), 'utf8');

describe('codec', () => {
  const r = runWithCluster(src);
  const admin = { user: r.env.identity };
  const stored = (resource: string, group: string, name: string) => {
    const g = r.env.server.get(admin, { group, version: 'v1', resource, namespace: 'default' }, name);
    if (!g.ok) throw new Error(g.status.message);
    return g.object;
  };

  it('round-trips through the server; Go sees what the real client decodes', () => {
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'secret: <nil> true 9',
        'service: <nil> 8080 metrics',
        'deployment: <nil> 3',
        'quantities: 1 128Mi 500m 134217728',
        'created: 2026-01-01T00:00:00Z true',
        'configmap: <nil> true true',
        'get: <nil> true',
        'condition time set: true',
        '',
      ].join('\n'),
    );
  });

  it('[]byte is base64; maps sorted; omitempty drops empty fields; struct fields stay (creationTimestamp null → set by the server)', () => {
    const s = stored('secrets', '', 's');
    expect(s.data).toEqual({ password: 'aHVudGVyMgD/' });
    expect(s.type).toBe('Opaque');
    expect(Object.keys(s.metadata as object)).toContain('labels');
  });

  it('IntOrString is a number or a string; Quantity is canonical; pointers are values', () => {
    const svc = stored('services', '', 'web');
    expect((svc.spec as { ports: unknown[] }).ports).toEqual([
      expect.objectContaining({ name: 'http', port: 80, targetPort: 8080 }),
      expect.objectContaining({ name: 'metrics', port: 9090, targetPort: 'metrics' }),
    ]);
    const dep = stored('deployments', 'apps', 'web') as any;
    expect(dep.spec.replicas).toBe(3);
    expect(dep.spec.template.spec.containers[0].resources).toEqual({
      limits: { cpu: '1', memory: '128Mi' },
      requests: { cpu: '500m' },
    });
  });

  it('canonical quantities and durations', () => {
    expect(canonicalQuantity(1500, 'DecimalSI')).toBe('1500m');
    expect(canonicalQuantity(2000, 'DecimalSI')).toBe('2');
    expect(canonicalQuantity(1_000_000, 'DecimalSI')).toBe('1k');
    expect(canonicalQuantity(134217728000, 'BinarySI')).toBe('128Mi');
    expect(canonicalQuantity(1000, 'BinarySI')).toBe('1');
    expect(canonicalQuantity(12e9, 'DecimalExponent')).toBe('12e6');
    expect(canonicalQuantity(-500, 'DecimalSI')).toBe('-500m');
    expect(durationString(90_000_000_000)).toBe('1m30s');
    expect(durationString(1_500_000_000)).toBe('1.5s');
    expect(durationString(3_600_000_000_000)).toBe('1h0m0s');
    expect(durationString(2_000_000)).toBe('2ms');
  });
});
