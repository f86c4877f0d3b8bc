// The scenario format: how an exercise sets up the simulated cluster, which adversity the real world
// brings to it, how long it runs on the virtual clock, and what the end state must show. Validated
// with zod so an exercise author gets a message naming the field, never a silent no-op.
import { z } from 'zod';
import { Localized } from './report.ts';

const relPath = z
  .string()
  .min(1)
  .refine(
    (p) => !p.startsWith('/') && !p.split('/').includes('..'),
    'must be a relative path inside the exercise',
  );

const dns = z.string().regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'must be a DNS name (lower case)');

/** A Kubernetes object as written in YAML: apiVersion, kind, metadata.name are required. */
export const KubeObjectSchema = z
  .object({
    apiVersion: z.string().min(1),
    kind: z.string().min(1),
    metadata: z.object({ name: dns, namespace: dns.optional() }).passthrough(),
  })
  .passthrough();

/** Names one object of the cluster. */
export const ObjectRef = z.object({
  apiVersion: z.string().min(1),
  kind: z.string().min(1),
  namespace: dns.optional(),
  name: dns,
});
export type ObjectRef = z.infer<typeof ObjectRef>;

/** `500ms`, `90s`, `5m`, `1h30m` (units of Go's time.ParseDuration: h, m, s, ms) → milliseconds. */
export const Duration = z
  .string()
  .regex(/^(\d+h)?(\d+m)?(\d+s)?(\d+ms)?$/, 'use a Go-style duration such as 500ms, 90s, 5m or 1h30m')
  .refine((s) => s.length > 0, 'must not be empty')
  .transform((s) => {
    const n = (unit: string) => Number(new RegExp(`(\\d+)${unit}`).exec(s)?.[1] ?? 0);
    return ((n('h') * 60 + n('m(?!s)')) * 60 + n('s')) * 1000 + n('ms');
  });

/**
 * Who made a call, for triggers and expectations. learner: a call from the exercise's Go code (its
 * call site is in a project file); manager: the manager's own machinery (informers, leader election);
 * any: either.
 */
export const Caller = z.enum(['learner', 'manager', 'any']);
export type Caller = z.infer<typeof Caller>;

/** Matches trace events: a verb on a resource (plural, optionally `/subresource`). */
export const CallMatcher = z.object({
  /** `write` matches create, update and patch (Update vs Patch is a style, not a mistake). */
  verb: z.enum(['get', 'list', 'watch', 'create', 'update', 'patch', 'delete', 'deletecollection', 'write']),
  resource: z.string().regex(/^[a-z0-9.-]+(\/[a-z]+)?$/, 'a plural resource, optionally with /subresource'),
  namespace: z.string().optional(),
  by: Caller.default('learner'),
  /** ok: only calls that succeeded (2xx, or a cache read that returned an object). */
  result: z.enum(['ok', 'any']).default('any'),
});
export type CallMatcher = z.infer<typeof CallMatcher>;

/**
 * When something happens during the run: right after the n-th call matching `after` (between the
 * learner's read and write, say), right before the n-th request matching `before` reaches storage
 * (the learner's write: it is then made from a copy read before the change, whatever the reconciler
 * did in between), or at a virtual time after the cluster was set up.
 */
export const Trigger = z.union([
  z.object({ after: CallMatcher, occurrence: z.number().int().positive().default(1) }).strict(),
  z.object({ before: CallMatcher, occurrence: z.number().int().positive().default(1) }).strict(),
  z.object({ at: Duration }).strict(),
]);
export type Trigger = z.infer<typeof Trigger>;

/** A JSON merge patch (RFC 7386), as `kubectl patch --type merge` takes it. */
const MergePatch = z.record(z.string(), z.unknown());

export const Adversity = z.discriminatedUnion('kind', [
  z.object({
    /** Objects with the same names/labels in these namespaces are traps: a learner read landing there crossed a scope boundary. */
    kind: z.literal('decoys'),
    namespaces: z.array(dns).min(1),
  }),
  z.object({
    /** Another client writes the object between the learner's read and write (runner hooks.afterCall). */
    kind: z.literal('concurrent-writer'),
    when: Trigger,
    target: ObjectRef,
    patch: MergePatch,
    /** Write the status subresource (e.g. a Deployment becoming ready) instead of the object. */
    subresource: z.literal('status').optional(),
    /** How many times it writes (each time after the next matching call). */
    times: z.number().int().positive().default(1),
    /** The writer's user name, as the trace shows it. */
    as: z.string().default('kubernetes-admin'),
    /**
     * The field manager its write is recorded under in managedFields (`kubectl patch` sends
     * kubectl-patch); a server-side apply that sets the same field differently conflicts with it.
     */
    fieldManager: z.string().min(1).optional(),
    /**
     * A status writer playing the object's controller (the Deployment controller reporting a
     * rollout) also sets status.observedGeneration to the object's generation at that moment, as
     * the controller does with what it has seen (kubernetes pkg/controller/deployment/sync.go
     * calculateStatus): a reconciler waiting for observedGeneration to catch up sees it.
     */
    observedGeneration: z.boolean().default(false),
  }),
  z.object({
    /**
     * Someone deletes an object during the run, e.g. the webhook Service right after it is created:
     * the API server can no longer reach the webhook (`service "…" not found`).
     */
    kind: z.literal('remove-object'),
    when: Trigger,
    target: ObjectRef,
    as: z.string().default('kubernetes-admin'),
  }),
  z.object({
    /**
     * The API server fails requests matching `request`, from its `occurrence`-th on, `times` times:
     * etcd timing out on them (`etcd-timeout`: 500 with the storage's error as the message, as
     * `kubectl delete` shows `Error from server: etcdserver: request timed out`). A reconciler that
     * returns the error is requeued and retries; one that ignores it goes on as if it had worked.
     */
    kind: z.literal('refuse-request'),
    request: CallMatcher,
    occurrence: z.number().int().positive().default(1),
    times: z.number().int().positive().default(1),
    answer: z.enum(['etcd-timeout']).default('etcd-timeout'),
  }),
  z.object({
    /**
     * The shipped main.go restricts the manager's cache to these namespaces (DefaultNamespaces).
     * Declarative: the grader verifies the named file configures it; the run does the rest.
     */
    kind: z.literal('cache-namespaces'),
    file: relPath,
    namespaces: z.array(dns).min(1),
  }),
]);
export type Adversity = z.infer<typeof Adversity>;

/**
 * A write made by someone else during the run: `kubectl apply` of a new object (`create`), or of a
 * change to an existing one (`update`: a merge patch, as `kubectl patch --type merge`), e.g. an App
 * the webhook judges on create and on update.
 */
export const Action = z.union([
  z
    .object({ id: dns, when: Trigger, as: z.string().default('kubernetes-admin'), create: KubeObjectSchema })
    .strict(),
  z
    .object({
      id: dns,
      when: Trigger,
      as: z.string().default('kubernetes-admin'),
      update: z.object({ target: ObjectRef, patch: MergePatch }).strict(),
    })
    .strict(),
]);
export type Action = z.infer<typeof Action>;

/** An end-state or trace expectation, owned by the check that reports it. */
export const Expectation = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('object'),
    check: z.string().min(1),
    object: ObjectRef,
    exists: z.boolean().default(true),
    /** Dotted paths into the object (`status.pods`), compared as JSON. */
    fields: z.record(z.string(), z.unknown()).default({}),
    /** metav1.Condition entries that must be present with these values. */
    conditions: z
      .array(
        z.object({
          type: z.string(),
          status: z.enum(['True', 'False', 'Unknown']),
          reason: z.string().optional(),
          /** The condition's own observedGeneration (unset counts as a mismatch). */
          observedGeneration: z.number().int().optional(),
        }),
      )
      .default([]),
  }),
  z.object({
    /** No call of this kind may happen (e.g. no cluster-wide list of Pods). */
    kind: z.literal('no-request'),
    check: z.string().min(1),
    request: CallMatcher,
  }),
  z.object({
    /** The controller settles: at most this many reconciles of the object, and the run ends idle. */
    kind: z.literal('settles'),
    check: z.string().min(1),
    object: ObjectRef,
    maxReconciles: z.number().int().positive(),
    /**
     * Count only the reconciles that found the object gone (the reconciler's Get of it answered
     * NotFound), and judge nothing while it still exists at the end: a deleted object's request
     * must end (a NotFound returned as an error is retried with backoff for ever).
     */
    gone: z.literal(true).optional(),
  }),
  z.object({
    /**
     * How a test program (a scenario with `program`) ended: `pass` is exit status 0, `fail` is the
     * program reporting a failed assertion (exit status 1, as `go test` exits when a test fails).
     */
    kind: z.literal('program'),
    check: z.string().min(1),
    exit: z.enum(['pass', 'fail']),
  }),
  z.object({
    /** How the API server answered an action. */
    kind: z.literal('action'),
    check: z.string().min(1),
    action: dns,
    allowed: z.boolean(),
    /** For a denial: the fields the Invalid status names (details.causes[].field). */
    fields: z.array(z.string()).default([]),
    /** The answer carries at least one warning. */
    warnings: z.boolean().optional(),
  }),
]);
export type Expectation = z.infer<typeof Expectation>;

export const Scenario = z
  .object({
    id: dns,
    title: Localized,
    /** YAML files (multi-document) applied before the manager starts; default: the exercise's `cluster`. */
    cluster: z.array(relPath).optional(),
    /** Extra objects for this scenario only. */
    objects: z.array(KubeObjectSchema).default([]),
    /** The manager's identity: the ClusterRole/Roles from +kubebuilder:rbac markers, or cluster-admin. */
    rbac: z.enum(['markers', 'admin']).default('markers'),
    /** The manager container's environment (as the Deployment or OLM would set it), e.g. WATCH_NAMESPACE. */
    env: z.record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/), z.string()).default({}),
    /** CRDs generated from the api types' markers, or none installed. */
    crds: z.enum(['markers', 'none']).default('markers'),
    /** false: install the generated CRDs without the /status subresource, whatever the markers say. */
    statusSubresource: z.boolean().default(true),
    virtualTimeLimit: Duration.default(600_000),
    adversity: z.array(Adversity).default([]),
    actions: z.array(Action).default([]),
    expect: z.array(Expectation).default([]),
    /**
     * Run this package main instead of the manager: a test program (e.g. on controller-runtime's fake
     * client) that exits 1 when an assertion fails. Its expectations are `program` ones.
     */
    program: relPath.optional(),
    /**
     * Run with the starter's version of these editable files: the known mistake a test program must
     * catch (its `program` expectation then says `exit: fail`).
     */
    starterFiles: z.array(relPath).default([]),
  })
  .superRefine((s, ctx) => {
    s.expect.forEach((e, i) => {
      if ((e.kind === 'program') !== (s.program !== undefined))
        ctx.addIssue({
          code: 'custom',
          path: ['expect', i, 'kind'],
          message:
            s.program === undefined
              ? 'a program expectation needs the scenario to name its `program`'
              : 'a scenario that runs a `program` has only program expectations',
        });
    });
    if (s.starterFiles.length > 0 && s.program === undefined)
      ctx.addIssue({ code: 'custom', path: ['starterFiles'], message: 'starterFiles needs a `program`' });
    const ids = new Set(s.actions.map((a) => a.id));
    s.expect.forEach((e, i) => {
      if (e.kind === 'action' && !ids.has(e.action))
        ctx.addIssue({
          code: 'custom',
          path: ['expect', i, 'action'],
          message: `no action "${e.action}" in this scenario`,
        });
    });
  });
export type Scenario = z.infer<typeof Scenario>;
