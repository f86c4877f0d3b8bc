/**
 * SEMANTICS.md checklist — status subresource on/off, generation, schema validation and pruning of status.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  deployments,
  expectErr,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  meta,
  mwcs,
  newServer,
  ns,
  rv,
} from '../helpers.ts';

const gbs = ns(guestbooks, 'default');

describe('Status subresource on: Update/Create ignore `.status` silently; `/status` ignores spec and all metadata except managedFields; a missing `status` key on `/status` deletes status; generation bumps only on non-metadata, non-status changes', () => {
  it('Create and Update drop .status without error or warning', () => {
    const { server } = newServer();
    installGuestbook(server);
    const r = server.create(admin, gbs, { ...guestbook('gb'), status: { ready: 3 } });
    expect(r.ok && r.warnings).toEqual([]);
    const created = expectOk(r);
    expect(created.status).toBeUndefined();
    const withStatus = expectOk(
      server.update(admin, gbs, { ...created, status: { ready: 1 } }, { subresource: 'status' }),
    );
    const upd = server.update(admin, gbs, { ...withStatus, spec: { size: 2 }, status: { ready: 7 } });
    expect(upd.ok && upd.warnings).toEqual([]);
    expect(expectOk(upd).status).toEqual({ ready: 1 });
  });

  it('/status ignores spec, labels, annotations, finalizers and ownerReferences', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const res = expectOk(
      server.update(
        admin,
        gbs,
        {
          ...created,
          metadata: { ...meta(created), labels: { l: 'v' }, annotations: { a: 'b' }, finalizers: ['x.io/f'] },
          spec: { size: 9 },
          status: { ready: 2 },
        },
        { subresource: 'status' },
      ),
    );
    expect(res.spec).toEqual(created.spec);
    expect(meta(res).labels).toBeUndefined();
    expect(meta(res).annotations).toBeUndefined();
    expect(meta(res).finalizers).toBeUndefined();
    expect(res.status).toEqual({ ready: 2 });
    const mf = meta(res).managedFields as JsonObject[];
    expect(mf.some((e) => e.subresource === 'status' && e.operation === 'Update')).toBe(true);
  });

  it('/status without a status key deletes the stored status', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectOk(
      server.update(admin, gbs, { ...created, status: { ready: 2 } }, { subresource: 'status' }),
    );
    const { status: _drop, ...noStatus } = st;
    const res = expectOk(server.update(admin, gbs, noStatus, { subresource: 'status' }));
    expect(res.status).toBeUndefined();
    expect(Number(rv(res))).toBeGreaterThan(Number(rv(st)));
  });

  it('generation moves on spec changes only, not on metadata or status', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    expect(meta(created).generation).toBe(1);
    const labelled = expectOk(
      server.update(admin, gbs, { ...created, metadata: { ...meta(created), labels: { a: 'b' } } }),
    );
    expect(meta(labelled).generation).toBe(1);
    const st = expectOk(
      server.update(admin, gbs, { ...labelled, status: { ready: 1 } }, { subresource: 'status' }),
    );
    expect(meta(st).generation).toBe(1);
    const spec = expectOk(server.update(admin, gbs, { ...st, spec: { size: 5 } }));
    expect(meta(spec).generation).toBe(2);
  });
});

describe('Status subresource off: Update writes status and bumps generation; `Status().Update` → 404 `<plural>.<group> "<name>" not found`', () => {
  it('Update writes status and bumps generation', () => {
    const { server } = newServer();
    installGuestbook(server, { status: false });
    const created = expectOk(server.create(admin, gbs, { ...guestbook('gb'), status: { ready: 1 } }));
    expect(created.status).toEqual({ ready: 1 });
    const upd = expectOk(server.update(admin, gbs, { ...created, status: { ready: 2 } }));
    expect(upd.status).toEqual({ ready: 2 });
    expect(meta(upd).generation).toBe(2);
  });

  it('/status is 404 NotFound, indistinguishable from a deleted object', () => {
    const { server } = newServer();
    installGuestbook(server, { status: false });
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectErr(
      server.update(admin, gbs, { ...created, status: { ready: 1 } }, { subresource: 'status' }),
    );
    expect(st.code).toBe(404);
    expect(st.reason).toBe('NotFound');
    expect(st.message).toBe('guestbooks.webapp.my.domain "gb" not found');
    expect(st.details).toEqual({ name: 'gb', group: 'webapp.my.domain', kind: 'guestbooks' });
    const patch = expectErr(
      server.patch(admin, gbs, 'gb', 'merge', { status: { ready: 1 } }, { subresource: 'status' }),
    );
    expect(patch.message).toBe('guestbooks.webapp.my.domain "gb" not found');
  });
});

describe('Status validated against schema/CEL (422 `<Kind>.<group> "<name>" is invalid: status.…`); unknown fields pruned with warning `unknown field "status.x"` (logged, not an error); webhooks on `<plural>` don\'t see `<plural>/status`', () => {
  it('status is validated against the status schema, message Kind-qualified', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectErr(
      server.update(admin, gbs, { ...created, status: { ready: -1 } }, { subresource: 'status' }),
    );
    expect(st.code).toBe(422);
    expect(st.reason).toBe('Invalid');
    expect(st.message).toBe(
      'Guestbook.webapp.my.domain "gb" is invalid: status.ready: Invalid value: -1: status.ready in body should be greater than or equal to 0',
    );
    expect(st.details?.kind).toBe('Guestbook');
  });

  it('unknown status fields are pruned with a warning, the write succeeds', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const r = server.update(
      admin,
      gbs,
      { ...created, status: { ready: 1, x: true } },
      { subresource: 'status' },
    );
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual(['unknown field "status.x"']);
    expect(expectOk(r).status).toEqual({ ready: 1 });
  });

  it('a webhook registered for guestbooks is not called for guestbooks/status', () => {
    const { server, trace } = newServer();
    installGuestbook(server);
    expectOk(
      server.create(admin, mwcs, {
        metadata: { name: 'm' },
        webhooks: [
          {
            name: 'mguestbook.kb.io',
            sideEffects: 'None',
            admissionReviewVersions: ['v1'],
            clientConfig: { url: 'https://10.0.0.9:9443/mutate' }, // nothing listens: any call would fail
            rules: [
              {
                operations: ['CREATE', 'UPDATE'],
                apiGroups: ['webapp.my.domain'],
                apiVersions: ['v1'],
                resources: ['guestbooks'],
              },
            ],
          },
        ],
      }),
    );
    const created = expectErr(server.create(admin, gbs, guestbook('gb')));
    expect(created.message).toContain('failed calling webhook "mguestbook.kb.io"');
    // create it with the webhook ignoring failures, then write status
    const cfg = expectOk(server.get(admin, mwcs, 'm'));
    (cfg.webhooks as JsonObject[])[0].failurePolicy = 'Ignore';
    expectOk(server.update(admin, mwcs, cfg));
    const gb = expectOk(server.create(admin, gbs, guestbook('gb')));
    const before = trace.apiCalls().length;
    expectOk(server.update(admin, gbs, { ...gb, status: { ready: 1 } }, { subresource: 'status' }));
    const statusCall = trace.apiCalls().slice(before)[0];
    expect(statusCall.subresource).toBe('status');
    expect(statusCall.webhooks).toEqual([]);
  });
});

describe('CRD schema validation and pruning on the main resource', () => {
  it('reports every kube-openapi failure with its field-error rendering', () => {
    const { server } = newServer();
    installGuestbook(server);
    const cases: [JsonObject, string][] = [
      [{ size: 11 }, 'spec.size: Invalid value: 11: spec.size in body should be less than or equal to 10'],
      [
        { size: 'three' },
        'spec.size: Invalid value: "string": spec.size in body must be of type integer: "string"',
      ],
      [{}, 'spec.size: Required value'],
      [{ size: 1, mode: 'slow' }, 'spec.mode: Unsupported value: "slow": supported values: "fast", "safe"'],
      [
        { size: 1, name: 'ABC' },
        'spec.name: Invalid value: "ABC": spec.name in body should match \'^[a-z]+$\'',
      ],
      // kube-openapi stops at a string's first failure (maxLength, minLength, then pattern:
      // pkg/validation/validate/validator.go stringValidator.Validate), so "" fails minLength alone
      [
        { size: 1, name: '' },
        'spec.name: Invalid value: "": spec.name in body should be at least 1 chars long',
      ],
      [{ size: 1, name: 'abcdefghij' }, 'spec.name: Too long: may not be more than 8 bytes'],
      [{ size: 1, tags: ['a', 'b', 'c'] }, 'spec.tags: Too many: 3: must have at most 2 items'],
    ];
    for (const [spec, field] of cases) {
      const st = expectErr(server.create(admin, gbs, guestbook('gb', 'default', spec)));
      expect(st.code).toBe(422);
      expect(st.message).toBe(`Guestbook.webapp.my.domain "gb" is invalid: ${field}`);
    }
    const two = expectErr(server.create(admin, gbs, guestbook('gb', 'default', { size: 11, mode: 'slow' })));
    expect(two.message).toBe(
      'Guestbook.webapp.my.domain "gb" is invalid: [spec.mode: Unsupported value: "slow": supported values: "fast", "safe", spec.size: Invalid value: 11: spec.size in body should be less than or equal to 10]',
    );
    expect(two.details?.causes?.length).toBe(2);
  });

  it('defaults are applied and unknown spec fields pruned with a warning', () => {
    const { server } = newServer();
    installGuestbook(server);
    const r = server.create(admin, gbs, guestbook('gb', 'default', { size: 1, colour: 'red' }));
    expect(r.warnings).toEqual(['unknown field "spec.colour"']);
    expect(expectOk(r).spec).toEqual({ size: 1, image: 'nginx:1.27' });
  });
});

describe('built-in status strategies and generation', () => {
  const deploymentBody = {
    metadata: { name: 'web', labels: { app: 'web' } },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'c', image: 'nginx:1.27' }] },
      },
    },
  };

  it('Deployment /status resets spec and labels but keeps other metadata; annotations bump generation', () => {
    const { server } = newServer();
    const d = ns(deployments, 'default');
    const created = expectOk(server.create(admin, d, deploymentBody));
    expect(meta(created).generation).toBe(1);
    expect((created.spec as JsonObject).replicas).toBe(1); // defaulted
    const st = expectOk(
      server.update(
        admin,
        d,
        {
          ...created,
          metadata: { ...meta(created), labels: { app: 'changed' }, annotations: { note: 'kept' } },
          spec: { ...(created.spec as JsonObject), replicas: 9 },
          status: { readyReplicas: 1 },
        },
        { subresource: 'status' },
      ),
    );
    expect((st.spec as JsonObject).replicas).toBe(1);
    expect(meta(st).labels).toEqual({ app: 'web' });
    expect(meta(st).annotations).toEqual({ note: 'kept' });
    expect(st.status).toEqual({ readyReplicas: 1 });
    const annotated = expectOk(
      server.update(admin, d, { ...st, metadata: { ...meta(st), annotations: { note: 'changed' } } }),
    );
    expect(meta(annotated).generation).toBe(2);
    const labelled = expectOk(
      server.update(admin, d, {
        ...annotated,
        metadata: { ...meta(annotated), labels: { app: 'web', x: 'y' } },
      }),
    );
    expect(meta(labelled).generation).toBe(2);
    expect(rv(labelled)).not.toBe(rv(annotated));
  });
});
