// ValidatePodUpdate (kubernetes pkg/apis/core/validation/validation.go): a Pod's spec is immutable
// but for the images, activeDeadlineSeconds, added tolerations and terminationGracePeriodSeconds
// from negative to 1. A reconciler that rebuilds a Pod and Updates it drops the tolerations that
// admission added on create and is refused with the 422 below.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { admin, expectOk, ns, pods, TestClock } from '../helpers.ts';

const HEADER =
  'Pod "web" is invalid: spec: Forbidden: pod updates may not change fields other than `spec.containers[*].image`,`spec.initContainers[*].image`,`spec.activeDeadlineSeconds`,`spec.tolerations` (only additions to existing tolerations),`spec.terminationGracePeriodSeconds` (allow it to be set to 1 if it was previously negative)\n';

function setup() {
  const server = new ApiServer({ clock: new TestClock() });
  const created = expectOk(
    server.create(admin, ns(pods, 'default'), {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'web' },
      spec: { containers: [{ name: 'app', image: 'nginx:1.27', ports: [{ containerPort: 80 }] }] },
    }),
  );
  const update = (change: (spec: JsonObject, pod: KubeObject) => void) => {
    const cur = expectOk(server.get(admin, ns(pods, 'default'), 'web'));
    const next = structuredClone(cur);
    change(next.spec as JsonObject, next);
    return server.update(admin, ns(pods, 'default'), next);
  };
  return { server, created, update };
}

describe('Pod updates', () => {
  it('may change the image, the labels, and lower activeDeadlineSeconds', () => {
    const { update } = setup();
    expect(
      update((s) => {
        (s.containers as JsonObject[])[0].image = 'nginx:1.28';
      }).ok,
    ).toBe(true);
    expect(
      update((_, p) => {
        (p.metadata as JsonObject).labels = { app: 'web' };
      }).ok,
    ).toBe(true);
    expect(update((s) => void (s.activeDeadlineSeconds = 60)).ok).toBe(true);
    expect(update((s) => void (s.activeDeadlineSeconds = 30)).ok).toBe(true);
    const up = update((s) => void (s.activeDeadlineSeconds = 90));
    if (up.ok) throw new Error('raised activeDeadlineSeconds accepted');
    expect(up.status.message).toBe(
      'Pod "web" is invalid: spec.activeDeadlineSeconds: Invalid value: 90: must be less than or equal to previous value',
    );
  });

  it('refuses another field with the updatable list and a diff of core.PodSpec', () => {
    const { update } = setup();
    const r = update((s) => {
      (s.containers as JsonObject[])[0].ports = [{ containerPort: 8080, protocol: 'TCP' }];
    });
    if (r.ok) throw new Error('accepted');
    expect([r.code, r.status.reason]).toEqual([422, 'Invalid']);
    expect(r.status.details?.causes).toEqual([
      {
        reason: 'FieldValueForbidden',
        message: expect.stringMatching(/^Forbidden: pod updates may not change/),
        field: 'spec',
      },
    ]);
    expect(r.status.message.startsWith(HEADER)).toBe(true);
    const diff = r.status.message.slice(HEADER.length).split('\n');
    expect(diff[0]).toBe('  core.PodSpec{');
    expect(diff[1]).toBe('  \t... // 2 identical fields');
    expect(diff[2]).toMatch(
      /^- \tContainers: \{\{Name: "app", Image: "nginx:1\.27", Ports: \{\{ContainerPort: 80, /,
    );
    expect(diff[3]).toMatch(
      /^\+ \tContainers: \{\{Name: "app", Image: "nginx:1\.27", Ports: \{\{ContainerPort: 8080, /,
    );
    expect(diff.at(-2)).toBe('  }');
  });

  it('refuses dropping the tolerations admission added, and adding or removing a container', () => {
    const { update } = setup();
    const dropped = update((s) => void delete s.tolerations);
    if (dropped.ok) throw new Error('accepted');
    expect(dropped.status.message).toBe(
      'Pod "web" is invalid: spec.tolerations: Forbidden: existing toleration can not be modified except its tolerationSeconds',
    );
    const longer = update((s) => {
      for (const t of s.tolerations as JsonObject[]) t.tolerationSeconds = 600;
      (s.tolerations as JsonObject[]).push({ key: 'dedicated', operator: 'Exists', effect: 'NoSchedule' });
    });
    expect(longer.ok).toBe(true);
    const added = update((s) => void (s.containers as JsonObject[]).push({ name: 'side', image: 'busybox' }));
    if (added.ok) throw new Error('accepted');
    expect(added.status.message).toBe(
      'Pod "web" is invalid: spec.containers: Forbidden: pod updates may not add or remove containers',
    );
  });
});
