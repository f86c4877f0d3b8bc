// The evidence of corpus files whose verdict was already right but whose message misled: each case
// grades one file of corpus/<exercise>/ as `oplab grade` would (the starter with that file in place
// of the editable one) and reads the failing (or skipped) check's words and lines.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import type { Report } from '../../src/grader/report.ts';
import { load } from './helpers.ts';

const CORPUS = join(import.meta.dirname, 'corpus');

function grade(exercise: string, file: string): Report {
  const l = load(exercise);
  const content = readFileSync(join(CORPUS, exercise, file), 'utf8');
  // as the corpus test maps a file: the one its `// replaces:` line names, else the editable file
  // under internal/, else the first editable one
  const editable = l.exercise.files.filter((f) => f.editable).map((f) => f.path);
  const target =
    /^\/\/ replaces: (\S+)$/m.exec(content)?.[1] ??
    editable.find((p) => p.startsWith('internal/')) ??
    editable[0];
  const files = l.files('starter').map((f) => (f.path === target ? { ...f, content } : f));
  return gradeExercise(l.gradable, files);
}

/** A corpus directory: each file replaces the editable file of the same base name. */
function gradeDir(exercise: string, dir: string): Report {
  const l = load(exercise);
  const given = new Map(
    readdirSync(join(CORPUS, exercise, dir)).map((f) => [
      f,
      readFileSync(join(CORPUS, exercise, dir, f), 'utf8'),
    ]),
  );
  // only editable files, as the corpus test maps them (cmd/main.go and test/unit/main.go share a name)
  const editable = new Set(l.exercise.files.filter((f) => f.editable).map((f) => f.path));
  const files = l.files('starter').map((f) => {
    const content = editable.has(f.path) ? given.get(basename(f.path)) : undefined;
    return content === undefined ? f : { ...f, content };
  });
  return gradeExercise(l.gradable, files);
}

const check = (r: Report, id: string) => {
  const c = r.checks.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no check ${id}`);
  return c;
};

describe('a deleted App stuck on its finalizer: what the last write did', () => {
  it('a finalizer removed through the status subresource: the write kept the stored metadata', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-finalizer-removed-via-status.go'),
      'outcome.deletion-completes',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'UPDATE apps/status team-a/shop (direct) → 200. That write went to the status subresource',
    );
    // the etcd timeout of an earlier, retried reconcile is not why the App stays
    expect(c.message.en).not.toContain('etcdserver');
    expect(c.message['zh-cn']).toContain('status 子资源');
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 76 }]);
  });

  it('a finalizer removed from a copy: the update changed nothing', () => {
    const c = check(grade('finalizer-cleanup', 'fail-remove-on-deepcopy.go'), 'outcome.deletion-completes');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'That write changed nothing: the object it sent still listed the finalizer',
    );
    expect(c.message.en).not.toContain('etcdserver');
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 77 }]);
  });
});

describe('a registry entry left behind', () => {
  it('a delete without a namespace: the client refused it, it named no other object', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-unregister-without-namespace.go'),
      'outcome.registration-removed',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The reconciler's delete of it named no namespace, so the client refused it before sending it (client-go's request preflight check): DELETE configmaps shop-example-com (direct) → error: an empty namespace may not be set when a resource name is provided.",
    );
    expect(c.message.en).not.toContain('named another object');
  });

  it('a DeleteAllOf without InNamespace: the server refused the all-namespaces path, not "no request"', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-deleteallof-without-namespace.go'),
      'outcome.registration-removed',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The reconciler's delete of the collection failed: DELETECOLLECTION configmaps (all namespaces) (direct) → 405 the server does not allow this method on the requested resource; it named no namespace",
    );
    expect(c.message.en).not.toContain('No request deleted it');
    expect(c.message['zh-cn']).toContain('调谐器对整个集合的删除失败了：DELETECOLLECTION configmaps');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 45 });
  });
});

describe('a marker that almost grants what the code uses', () => {
  it('a resource written as the kind (ConfigMaps): the marker line and the exact name', () => {
    const c = check(grade('rbac-markers', 'fail-resource-written-as-kind.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The marker at line 27 names resources=ConfigMaps, and RBAC compares resource names exactly: the resource is configmaps.',
    );
    expect(c.message['zh-cn']).toContain('第 27 行的 marker写的是 resources=ConfigMaps');
  });

  it('a misspelt verb: the marker line and the verb it needed, in both languages', () => {
    const c = check(grade('rbac-markers', 'fail-misspelt-verb.go'), 'rbac.writes-allowed');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The marker at line 27 lists the verb "udpate", which is no Kubernetes verb: controller-gen copies it into the role as written, and it grants nothing (update is what the code needs).',
    );
    // the code's use is said in Chinese too, not as "(…, line 37)"
    expect(c.message['zh-cn']).toContain('update configmaps（controllerutil.CreateOrUpdate，第 37 行）');
    expect(c.message['zh-cn']).toContain('"udpate"');
  });

  it('a marker that grants the verb stays quiet', () => {
    const c = check(grade('rbac-markers', 'fail-no-update.go'), 'rbac.writes-allowed');
    expect(c.message.en).not.toContain('which is no Kubernetes verb');
    expect(c.message.en).not.toContain('compares resource names exactly');
  });
});

describe('a rejection that names no field the way the API server reports it', () => {
  it('a Forbidden error listing the field errors: says it is not an Invalid status', () => {
    const c = check(grade('webhook-validate', 'fail-forbidden-lists-fields.go'), 'webhook.field-errors');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain("the webhook's error is a 403, not an Invalid status (422)");
    expect(c.message['zh-cn']).toContain('webhook 返回的错误是 403，不是 Invalid 状态（422）');
  });

  it('paths built with Key: names the bracketed paths and Child', () => {
    const c = check(grade('webhook-validate', 'fail-paths-built-with-key.go'), 'webhook.field-errors');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'names spec[image], spec[replicas], not spec.image, spec.replicas: those paths were built with Key',
    );
    expect(c.message.en).not.toContain('Return field errors wrapped in an Invalid status');
  });
});

describe('a webhook no configuration was generated for', () => {
  it('a marker inside a function body: the actions still run, and path-matches says why nothing was called', () => {
    const r = grade('webhook-validate', 'fail-marker-in-setup-body.go');
    expect(r.status).toBe('fail');
    const c = check(r, 'webhook.path-matches');
    expect(c.status).toBe('fail');
    expect(c.message.en).toBe(
      'The API server called no webhook for the Apps applied: controller-gen generated no webhook configuration, because the +kubebuilder:webhook marker at line 23 is inside a declaration, where controller-gen reads no package marker.',
    );
    expect(c.hint?.en).toContain('top-level comment');
    const rejects = check(r, 'webhook.rejects-invalid');
    expect(rejects.status).toBe('fail');
    expect(rejects.message.en).toContain('the validator was never asked');
    expect(rejects.lines).toEqual([{ file: 'internal/webhook/v1/app_webhook.go', line: 23 }]);
  });

  it('no marker at all: points at the validator type, where kubebuilder writes it', () => {
    const c = check(grade('webhook-validate', 'fail-no-webhook-marker.go'), 'webhook.path-matches');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('because the project has no +kubebuilder:webhook marker');
    expect(c.lines).toEqual([{ file: 'internal/webhook/v1/app_webhook.go', line: 31 }]);
  });
});

describe('status that never landed', () => {
  it('capstone: observedGeneration is not reached after the spec change', () => {
    const r = grade('capstone', 'fail-deployments-no-update.go');
    const c = check(r, 'status.observed-generation');
    expect(c.status).toBe('skip');
    expect(c.message.en).toMatch(
      /^Not reached: no reconcile of App team-a\/shop since its spec changed \(generation 2\) got as far as writing its status \(the last one returned the error deployments\.apps "shop" is forbidden: /,
    );
    expect(check(r, 'outcome.deployment-ready').status).toBe('fail');
  });

  it('status-conditions: a status saved with r.Update names the write that dropped it', () => {
    const c = check(
      grade('status-conditions', 'fail-status-via-update-helper.go'),
      'status.one-condition-per-type',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the reconciler wrote it only with UPDATE apps team-a/shop (direct) → 200, a write to the object itself: the CRD has the status subresource',
    );
  });
});

describe('a status that depends on an object whose change nothing delivered', () => {
  it('no watch of the Deployments: points at SetupWithManager', () => {
    const c = check(grade('predicate-owned-status', 'fail-no-owns.go'), 'outcome.deployment-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: another client changed what the reconciler reads after the last reconcile of App team-a/shop began (PATCH deployments/status team-a/shop-web (direct) → 200), and no reconcile of App team-a/shop followed',
    );
    expect(c.message.en).toContain('SetupWithManager does not watch Deployments');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 71 });
  });

  it('a predicate on the Deployment watch: points at the Watches call', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-watches-owner-generation.go'),
      'outcome.deployment-ready',
    );
    expect(c.message.en).toContain(
      'The controller watches Deployments (line 74), but a predicate dropped this event.',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 74 });
  });

  it('an Owns added by a generic helper: the helper is a watch, not "does not watch Deployments"', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-generic-owned-helper.go'),
      'outcome.deployment-ready',
    );
    expect(c.message.en).toContain(
      'The controller watches Deployments (line 72, 65), but a predicate dropped this event.',
    );
    expect(c.message.en).not.toContain('does not watch');
  });

  it('a filter set with WithEventFilter: the Owns line, then the filter that applies to it too', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-quiet-helper-event-filter.go'),
      'outcome.deployment-ready',
    );
    expect(c.message.en).toContain(
      'The controller watches Deployments (line 77), but a predicate dropped this event: WithEventFilter (line 78) applies its predicates to every watch of the controller, this one included.',
    );
    expect(c.message['zh-cn']).toContain('status.readyReplicas 未设置，预期为 2');
    expect(c.message['zh-cn']).toContain('WithEventFilter（第 78 行）');
    expect(c.lines.slice(0, 2)).toEqual([
      { file: 'internal/controller/app_controller.go', line: 77 },
      { file: 'internal/controller/app_controller.go', line: 78 },
    ]);
  });
});

describe('a Deployment watch whose handler queues the Deployment itself', () => {
  it('names the handler, not a predicate that does not exist', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-raw-source-enqueues-deployment.go'),
      'outcome.deployment-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "but that watch's handler queued the changed object's own name: the reconcile of team-a/shop-web that followed was not one of App team-a/shop.",
    );
    expect(c.message.en).not.toContain('a predicate dropped this event');
    expect(c.message['zh-cn']).toContain('handler 放入队列的是被修改对象自己的名字');
  });

  it('a predicate that drops the event still says so', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-owns-with-predicates.go'),
      'outcome.deployment-ready',
    );
    expect(c.message.en).not.toContain("handler queued the changed object's own name");
  });
});

describe('the watches the builder registered, not the words in the file', () => {
  it('Owns in a loop over a slice of objects, WithEventFilter only in a comment: the Owns line, no filter', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-owns-loop-over-kinds.go'),
      'outcome.deployment-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The controller watches Deployments (line 77), but a predicate dropped this event.',
    );
    expect(c.message.en).not.toContain('WithEventFilter');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 77 });
  });
});

describe('a call made inside a helper or a closure: the helper line, then the line that called it', () => {
  it('status written by a method that calls r.Client.Update: the Update, then the Reconcile line', () => {
    const c = check(
      grade('status-subresource', 'fail-method-hides-update.go'),
      'status.written-via-subresource',
    );
    expect(c.status).toBe('fail');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 29 },
      { file: 'internal/controller/app_controller.go', line: 41, caller: true },
    ]);
  });

  it('a Get in a closure: the closure line, then the call of the closure', () => {
    const c = check(grade('scope-get', 'fail-closure-team-b.go'), 'scope.get-namespace');
    expect(c.status).toBe('fail');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 37 },
      { file: 'internal/controller/app_controller.go', line: 41, caller: true },
    ]);
  });

  it('a call made in Reconcile itself keeps its one line', () => {
    const c = check(grade('scope-get', 'fail-hardcoded-namespace.go'), 'scope.get-namespace');
    expect(c.status).toBe('fail');
    expect(c.lines).toHaveLength(1);
  });
});

describe('a loop kept running only by the error backoff', () => {
  it('an error returned after a pass whose calls all succeeded fails loop.settles, not "not reached"', () => {
    const c = check(grade('capstone', 'fail-error-to-recheck.go'), 'loop.settles');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('and the last one returned the error recheck later');
    expect(c.message.en).toContain('returned an error though every call they made succeeded');
    expect(c.hint?.en).toContain('RequeueAfter');
    // the Reconcile that returns it (a result has no call site), not the status write
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 37 }]);
  });
});

describe('observedGeneration set only in one branch: judged at each status write, not only at the end', () => {
  it('capstone: set only once the Deployment is ready; the earlier writes left it behind', () => {
    const c = check(
      grade('capstone', 'fail-observed-generation-when-ready.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'A reconcile read App team-a/shop at generation 1 and ended without an error; its last status write left status.observedGeneration unset: UPDATE apps/status team-a/shop (direct) → 200.',
    );
    expect(c.message.en).toContain('Only a later write set observedGeneration to 2');
    expect(c.message['zh-cn']).toContain('没有设置 status.observedGeneration');
    // the one assignment (inside the branch), the Status().Update in the helper, the Reconcile line
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 84, col: 3 },
      { file: 'internal/controller/app_controller.go', line: 94 },
      { file: 'internal/controller/app_controller.go', line: 74, caller: true },
    ]);
  });
});

describe('the line that made the mistake, where the write only stored it', () => {
  it('lastTransitionTime stamped by hand in an interface method: that assignment, then the write', () => {
    const c = check(grade('status-conditions', 'fail-ltt-behind-interface.go'), 'status.transition-time');
    expect(c.status).toBe('fail');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 40, col: 2 },
      { file: 'internal/controller/app_controller.go', line: 60 },
    ]);
  });

  it('an update let through: points at ValidateUpdate, and the hint names it', () => {
    const c = check(grade('webhook-validate', 'fail-update-skips-same-image.go'), 'webhook.rejects-invalid');
    expect(c.status).toBe('fail');
    expect(c.message.en).toBe(
      'The invalid App in update-invalid was not rejected by the webhook: accepted (200)',
    );
    expect(c.lines).toEqual([{ file: 'internal/webhook/v1/app_webhook.go', line: 43, col: 1 }]);
    expect(c.message['zh-cn']).toBe('update-invalid 中不合法的 App 没有被 webhook 拒绝：已接受（200）');
    expect(c.hint?.en).toContain('ValidateUpdate must return an error when the new object');
    expect(c.hint?.['zh-cn']).toContain('ValidateUpdate 在新对象');
  });

  it('a create let through keeps the check’s own hint, on ValidateCreate', () => {
    const c = check(grade('webhook-validate', 'fail-zero-replicas-allowed.go'), 'webhook.rejects-invalid');
    expect(c.status).toBe('fail');
    expect(c.hint?.en).toBe('ValidateCreate must return an error for an invalid spec.');
  });
});

describe('a cached read outside the cache whose error the reconcile kept to itself', () => {
  it('a helper given the cached client, the error turned into a quiet RequeueAfter: no backoff is claimed', () => {
    const c = check(grade('scope-cache', 'fail-helper-cached-requeue-after.go'), 'scope.cache-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'It is not a NotFound, and the reconcile did not return it (it asked to run again after 30000 ms): it went on without the object',
    );
    expect(c.message.en).not.toContain('backoff');
    expect(c.message['zh-cn']).toContain('而调谐没有返回这个错误');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 38 },
      { file: 'internal/controller/app_controller.go', line: 52, caller: true },
    ]);
  });

  it('a returned error keeps its backoff', () => {
    const c = check(grade('scope-cache', 'fail-list-platform.go'), 'scope.cache-namespace');
    expect(c.message.en).toContain('so the reconcile fails and is requeued with backoff, forever.');
  });
});

describe('an APIReader field given the cached client in main.go', () => {
  it('names the line that fills the field, and the hint says what to fill it with', () => {
    const c = check(
      gradeDir('cache-secrets', 'fail-apireader-wired-to-cached-client'),
      'outcome.secrets-not-cached',
    );
    expect(c.status).toBe('fail');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 37 });
    expect(c.message.en).toContain(
      "The read at internal/controller/app_controller.go:43 goes through APIReader, which cmd/main.go:37 fills with the manager's GetClient()",
    );
    expect(c.message['zh-cn']).toContain('cmd/main.go:37 把它设成了 manager 的 GetClient()');
    expect(c.hint?.en).toContain('Fill APIReader with mgr.GetAPIReader()');
  });

  it('a wrapper’s reader field filled in SetupWithManager', () => {
    const c = check(
      grade('cache-secrets', 'fail-credentials-wrapper-cached.go'),
      'outcome.secrets-not-cached',
    );
    expect(c.status).toBe('fail');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 67 });
    expect(c.hint?.en).toContain('Fill reader with mgr.GetAPIReader()');
  });

  it('a cached read through the embedded client keeps the check’s hint', () => {
    const c = check(grade('cache-secrets', 'fail-list-in-namespace.go'), 'outcome.secrets-not-cached');
    expect(c.status).toBe('fail');
    expect(c.hint?.en).toContain('A cached Get of one Secret starts an informer');
  });
});

describe("an APIReader filled with a client.New client whose cache reader is the manager's cache", () => {
  it('names the field fill and the CacheOptions.Reader line, and the hint says to drop CacheOptions', () => {
    const c = check(
      gradeDir('cache-secrets', 'fail-client-new-with-cache-reader'),
      'outcome.secrets-not-cached',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "which cmd/main.go:50 fills with a client made by client.New whose CacheOptions.Reader (cmd/main.go:41) is the manager's cache",
    );
    expect(c.lines).toEqual(
      expect.arrayContaining([
        { file: 'cmd/main.go', line: 41 },
        { file: 'cmd/main.go', line: 50 },
      ]),
    );
    expect(c.hint?.en).toContain('Leave CacheOptions out of client.New');
    expect(c.message['zh-cn']).toContain('CacheOptions.Reader（cmd/main.go:41）');
  });
});

describe('a test that fails for every reconciler', () => {
  it('a panic in the set-up: catches-mistake fails too, and says the test fails for a working reconciler', () => {
    const r = gradeDir('fake-client-status', 'fail-test-panics-in-setup');
    const c = check(r, 'test.catches-mistake');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'but it also fails (exit status 2) with your reconciler (“The test program runs against your reconciler”), which works on the cluster',
    );
    expect(c.message.en).toContain('panic: runtime error: invalid memory address or nil pointer dereference');
    expect(c.message['zh-cn']).toContain('对每个调谐器都失败的测试，并没有发现那个错误');
    expect(c.lines).toEqual([{ file: 'test/unit/main.go', line: 24 }]);
  });

  it('a test that catches the mistake and passes for the learner keeps its pass', () => {
    expect(check(gradeDir('fake-client-status', 'pass-status-update'), 'test.catches-mistake').status).toBe(
      'pass',
    );
  });
});

describe('a Secret informer no read started', () => {
  it('a field index on Secrets: names the IndexField line', () => {
    const c = check(grade('cache-secrets', 'fail-index-field-on-secrets.go'), 'outcome.secrets-not-cached');
    expect(c.status).toBe('fail');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 60 });
    expect(c.message.en).toContain(
      "The cache's informer for Secrets was started by the field index at internal/controller/app_controller.go:60",
    );
    expect(c.message['zh-cn']).toContain(
      'Secret 的缓存 informer 是由 internal/controller/app_controller.go:60 的字段索引启动的',
    );
  });
});

describe('a scaled Deployment written back by a write that is not an apply', () => {
  it('CreateOrPatch (a merge patch): the hint names the merge patch, not ForceOwnership', () => {
    const c = check(
      grade('apply-ownership', 'fail-create-or-patch-rebuilds-spec.go'),
      'outcome.scaled-replicas-kept',
    );
    expect(c.status).toBe('fail');
    expect(c.hint?.en).toContain('That write is a merge patch, not a server-side apply');
    expect(c.hint?.['zh-cn']).toContain('这次写入是 merge patch，不是服务端 apply');
  });

  it('an update of a rebuilt object: the hint names the update', () => {
    const c = check(
      grade('apply-ownership', 'fail-update-rebuilt-object.go'),
      'outcome.scaled-replicas-kept',
    );
    expect(c.hint?.en).toContain('That write is an update, not a server-side apply');
  });

  it('a forced apply keeps the check’s server-side apply hint', () => {
    const c = check(grade('apply-ownership', 'fail-default-if-nil.go'), 'outcome.scaled-replicas-kept');
    expect(c.status).toBe('fail');
    expect(c.hint?.en).toContain('With server-side apply, every field you send is yours');
  });
});

describe('a client-go List across every namespace', () => {
  it('a typed clientset: the fix is the namespace given to Pods(), not client.InNamespace', () => {
    const c = check(grade('scope-list', 'fail-clientset-namespace-all.go'), 'scope.list-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('pass Pods() the namespace of the object you reconcile');
    expect(c.message.en).not.toContain('client.InNamespace');
    expect(c.message['zh-cn']).toContain('请把被调谐对象的命名空间传给 Pods()');
  });

  it('a controller-runtime List keeps client.InNamespace', () => {
    const c = check(grade('scope-list', 'fail-generic-count-helper.go'), 'scope.list-namespace');
    expect(c.message.en).toContain('add client.InNamespace with the namespace of the object you reconcile');
  });
});

describe('client-go writes and reads, judged as client-go sends them', () => {
  it('a dynamic-client Update of the status: the hint and the cause name UpdateStatus', () => {
    const r = grade('status-subresource', 'fail-dynamic-update-not-status.go');
    const c = check(r, 'status.written-via-subresource');
    expect(c.status).toBe('fail');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 52 });
    expect(c.hint?.en).toContain('UpdateStatus(ctx, obj, metav1.UpdateOptions{})');
    expect(c.hint?.['zh-cn']).toContain('UpdateStatus');
    expect(check(r, 'outcome.status-ready').message.en).toContain(
      'Status goes through client-go’s UpdateStatus.',
    );
  });

  it('a controller-runtime Update keeps the check’s r.Status().Update hint', () => {
    const r = grade('status-subresource', 'fail-update-with-options.go');
    const c = check(r, 'status.written-via-subresource');
    expect(c.status).toBe('fail');
    expect(c.hint?.en ?? '').not.toContain('UpdateStatus');
  });

  it('a dynamic-client Get with no Namespace(): the request reaches the server, which answers 404', () => {
    const c = check(grade('scope-get', 'fail-dynamic-get-no-namespace.go'), 'scope.get-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'This Get of secrets "db-creds" names no namespace, so it looks for the object outside every namespace and cannot find it: GET secrets db-creds (direct) → 404 the server could not find the requested resource.',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 43 });
  });
});

describe('a reader field filled with mgr.GetCache(), read outside the cache’s namespaces', () => {
  it('names the line that fills the field, and the hint says to fill it with GetAPIReader', () => {
    const c = check(grade('scope-cache', 'fail-reader-is-getcache.go'), 'scope.cache-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The read goes through platform, which internal/controller/app_controller.go:61 fills with mgr.GetCache(): the manager’s cache itself, restricted to the same namespaces.',
    );
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 61 });
    expect(c.hint?.en).toContain('Fill platform with mgr.GetAPIReader()');
    expect(c.hint?.['zh-cn']).toContain('用 mgr.GetAPIReader() 填充 platform');
  });
});

describe('an informer that cannot watch: the marker, then the builder call that started it', () => {
  it('Owns: the marker line, then the Owns line', () => {
    const c = check(grade('rbac-markers', 'fail-no-watch.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.lines.slice(0, 2)).toEqual([
      { file: 'internal/controller/app_controller.go', line: 27 },
      { file: 'internal/controller/app_controller.go', line: 59 },
    ]);
  });

  it('WatchesRawSource with a Kind source: the marker line, then the WatchesRawSource line', () => {
    const c = check(grade('rbac-markers', 'fail-raw-source-no-watch.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.lines.slice(0, 2)).toEqual([
      { file: 'internal/controller/app_controller.go', line: 28 },
      { file: 'internal/controller/app_controller.go', line: 71 },
    ]);
  });
});

describe('a valid App refused with an Invalid error that lists no field', () => {
  it('an empty non-nil ErrorList tested with != nil: the if and its return, then the validator', () => {
    const c = check(grade('webhook-validate', 'fail-nonnil-empty-errorlist.go'), 'webhook.allows-valid');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('The Invalid error lists no field error');
    expect(c.lines.map((l) => l.line)).toEqual([44, 45, 58]);
  });

  it('a risky App refused with a field error keeps the validator line alone', () => {
    const c = check(grade('webhook-validate', 'fail-latest-rejected.go'), 'webhook.warnings');
    expect(c.status).toBe('fail');
    expect(c.message.en).not.toContain('lists no field error');
  });
});

describe('a cluster-scoped kind listed in a namespace by client-go', () => {
  it('the dynamic client puts the namespace in the path: the server answers 404, the List line is named', () => {
    const c = check(grade('scope-cluster', 'fail-dynamic-namespaced-nodes.go'), 'scope.cluster-scoped-list');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'LIST nodes team-a/* (direct) → 404 the server could not find the requested resource',
    );
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 41 }]);
  });
});

describe('a controller made with controller.New and c.Watch(source.Kind(…))', () => {
  it('the filtered Deployment watch: names the Watch line, not "does not watch Deployments"', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-controller-new-watch-filtered.go'),
      'outcome.deployment-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The controller watches Deployments (line 76), but a predicate dropped this event.',
    );
    expect(c.message.en).not.toContain('does not watch');
  });
});

describe('a lastTransitionTime built fresh in a condition literal', () => {
  it('a helper that rebuilds the condition with metav1.Now(): the literal’s line, then the write', () => {
    const c = check(grade('status-conditions', 'fail-adapter-builds-new-slice.go'), 'status.transition-time');
    expect(c.status).toBe('fail');
    expect(c.lines.map((l) => l.line)).toEqual([49, 67]);
  });
});

describe('a status that reports what a read in the wrong namespace did not find', () => {
  it('the read before the last status write got a 404 while the Secret is in the App’s namespace', () => {
    const c = check(grade('scope-get', 'fail-default-namespace.go'), 'outcome.credentials-found');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the reconcile that last wrote App team-a/shop first read GET secrets default/db-creds (cache) → 404 Secret "db-creds" not found, while Secret db-creds exists in team-a, the namespace of App team-a/shop: the read looked in default',
    );
    expect(c.message['zh-cn']).toContain(
      '其实在 team-a（App team-a/shop 所在的命名空间）：这次读取查的是 default',
    );
    expect(c.lines.map((l) => l.line)).toEqual([36, 47]);
  });

  it('a Deployment never created: the last reconcile’s read of the Secret in the operator’s namespace', () => {
    const c = check(grade('capstone', 'fail-secret-operator-namespace.go'), 'outcome.deployment-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Deployment team-a/shop does not exist. Cause: the last reconcile of team-a/shop read GET secrets default/db-creds (cache) → 404',
    );
    expect(c.lines.map((l) => l.line)).toEqual([42]);
  });

  it('not on the Get → NotFound → Create path: the Deployment was created where it was looked for', () => {
    const c = check(grade('capstone', 'fail-no-owns.go'), 'outcome.deployment-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).not.toContain('first read');
    expect(c.message.en).toContain('SetupWithManager does not watch Deployments');
  });
});

describe('a test program that panics while it builds the fake client', () => {
  it('quotes the panic line, not only the last frames, and names the frame in the test, not an import', () => {
    const c = check(
      gradeDir('fake-client-status', 'fail-status-subresource-kind-not-in-scheme'),
      'test.passes',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'It printed:\npanic: failed to get gvk for object *v1.ConfigMap: no kind is registered for the type v1.ConfigMap in scheme',
    );
    expect(c.message['zh-cn']).toContain('它输出了：\npanic: failed to get gvk for object *v1.ConfigMap');
    expect(c.lines).toEqual([{ file: 'test/unit/main.go', line: 33 }]);
  });
});

describe('status writes that went through and changed nothing', () => {
  it('the status set on the App, the earlier copy written: names the writes that left .status as it was', () => {
    const c = check(
      grade('status-subresource', 'fail-status-update-of-earlier-copy.go'),
      'outcome.status-ready',
    );
    expect(c.status).toBe('fail');
    // session 48: the copy the fields were set on and the copy written are named
    expect(c.message.en).toContain(
      'went through and left .status as it was, last UPDATE apps/status team-a/shop (direct) → 200: the status fields are set on app (lines 31–32), but the write at line 36 sends orig, another copy of the object',
    );
    expect(c.message['zh-cn']).toContain('却没有改变 .status');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 31 },
      { file: 'internal/controller/app_controller.go', line: 36 },
    ]);
  });
});

describe('a wrong namespace written away from the call', () => {
  it("a helper that returns the namespace as a literal: the List's line and the helper's return", () => {
    const c = check(grade('scope-list', 'fail-namespace-from-helper.go'), 'scope.list-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'LIST pods team-a/* (cache) → 200. The namespace "team-a" is written at line 23. Pass the namespace',
    );
    expect(c.message['zh-cn']).toContain('命名空间 "team-a" 写在第 23 行。');
    expect(c.lines.map((l) => l.line)).toEqual([36, 23]);
  });

  it('a package constant in a key-building method: the Get, its caller and the constant', () => {
    const c = check(grade('scope-get', 'fail-const-namespace-in-key-func.go'), 'scope.get-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('The namespace "team-a" is written at line 18.');
    expect(c.lines.map((l) => l.line)).toEqual([49, 38, 18]);
  });
});

describe('a cleanup that released the owner without deleting', () => {
  it("pkg/finalizer's Finalize returning when its Get found the entry: the read that decided, then the release", () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-finalizer-package-skips-found-entry.go'),
      'outcome.registration-removed',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'No request deleted it, yet the reconciler released App team-a/shop (UPDATE apps team-a/shop (direct) → 200 removed its last finalizer), in the reconcile whose read found it: GET configmaps registry/shop-example-com (cache) → 200.',
    );
    expect(c.message['zh-cn']).toContain(
      '清理逻辑没有删除 ConfigMap registry/shop-example-com（尽管它还在）就返回了',
    );
    // the Get inside Finalize, then the Update that removed the finalizer
    expect(c.lines.filter((l) => !l.caller).map((l) => l.line)).toEqual([39, 63, 71]);
  });
});

describe('a duplicate condition added by an upsert helper', () => {
  it('the fallback append to a *[]metav1.Condition parameter is named, before the status write', () => {
    const c = check(
      grade('status-conditions', 'fail-upsert-index-off-by-one.go'),
      'status.one-condition-per-type',
    );
    expect(c.status).toBe('fail');
    // the `if i > 0` guard that sent the condition at index 0 to the append, the append, the write
    expect(c.lines.map((l) => l.line)).toEqual([61, 71, 45]);
    expect(c.message.en).toContain(
      'The guard `if i > 0` (line 61) takes the first condition, at index 0, for one not found',
    );
    expect(c.message['zh-cn']).toContain(
      '判断 `if i > 0`（第 61 行）把下标 0 处的第一个 condition 当成了没找到',
    );
  });

  it('the append of a helper that takes and returns []metav1.Condition', () => {
    const c = check(
      grade('status-conditions', 'fail-upsert-matches-reason-too.go'),
      'status.one-condition-per-type',
    );
    expect(c.lines.map((l) => l.line)).toEqual([32, 55]);
  });
});

describe('a status write never reached', () => {
  it('an inverted up-to-date guard: the last call before the reconcile returned, and how it ended', () => {
    const c = check(
      grade('status-subresource', 'fail-inverted-guard-never-writes.go'),
      'status.written-via-subresource',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The last one's last call was GET apps team-a/shop (cache) → 200 (line 25); then it returned ctrl.Result{} and a nil error",
    );
    expect(c.message['zh-cn']).toContain(
      '最后一次调谐的最后一个调用是 GET apps team-a/shop（缓存）→ 200（第 25 行）',
    );
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 25 }]);
  });
});

describe('an App stuck on its finalizer that no reconcile wrote after the delete', () => {
  it('a cleanup guard that is never true: where the reconciles after the delete stopped', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-cleanup-guard-never-true.go'),
      'outcome.deletion-completes',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "No reconcile after the delete wrote it: the last one's last call was GET apps team-a/shop (cache) → 200 (line 32); then it returned ctrl.Result{} and a nil error",
    );
    expect(c.message['zh-cn']).toContain('删除之后没有任何调谐写过它');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 32 });
  });
});

describe('a change seen only by polling', () => {
  it('the filtered Deployment watch and the RequeueAfter that polled in its place', () => {
    const c = check(grade('predicate-owned-status', 'fail-poll-requeue-after.go'), 'loop.settles');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "App team-a/shop saw another client's change only by polling: the change PATCH deployments/status team-a/shop-web",
    );
    expect(c.message.en).toContain('which asked to run again after 2000 ms');
    expect(c.message.en).toContain('WithEventFilter (line 75) applies its predicates to every watch');
    expect(c.message['zh-cn']).toContain('只是靠轮询才看到另一个客户端的修改');
    // the Owns line, the filter, then the RequeueAfter that polled
    expect(c.lines.map((l) => l.line)).toEqual([73, 75, 64]);
    expect(c.hint?.en).toContain('RequeueAfter is for what no watch reports');
  });
});

describe('a selector the cache never applied', () => {
  it('ListOptions.Raw on the cached client: the List line, and the cache reads LabelSelector, not Raw', () => {
    const c = check(grade('scope-cluster', 'fail-raw-label-selector-cached.go'), 'outcome.node-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the List at line 35 (LIST nodes (all namespaces) (cache) → 200) was served by the manager\'s cache, which filters only by ListOptions.LabelSelector and FieldSelector and ignores Raw: Raw.LabelSelector "topology.kubernetes.io/zone=eu-west-1a" was never applied, and it returned all 3 cached objects.',
    );
    expect(c.message['zh-cn']).toContain('忽略 Raw');
    expect(c.lines.map((l) => l.line)).toEqual([35, 39]);
  });
});

describe('what the writes after a change did not do', () => {
  it('an early return once Available: the last call of the reconciles since the spec change', () => {
    const c = check(
      grade('status-conditions', 'fail-already-available-early-return.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "No reconcile since the spec changed wrote the status: the last one's last call was GET apps team-a/shop (cache) → 200 (line 33); then it returned ctrl.Result{} and a nil error",
    );
    expect(c.message['zh-cn']).toContain('自 spec 改变以来没有任何调谐写过 status');
    expect(c.lines.map((l) => l.line)).toEqual([33, 52]);
  });

  it('a finalizer removed by an apply under another field manager: who owns it, not "another copy"', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-ssa-empty-finalizers-other-owner.go'),
      'outcome.deletion-completes',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'That write was a server-side apply by field manager "app-finalizer", which removes only the finalizers that field manager set itself: "lab.example.com/registration" belongs to "manager" (Update) in metadata.managedFields, so it stayed.',
    );
    expect(c.message.en).not.toContain('another copy');
    expect(c.message['zh-cn']).toContain('server-side apply');
  });
});

describe('session 34 corpus: where the value came from, and what the message names', () => {
  it('a replicas value from a table of unstructured paths: the table row, then the apply', () => {
    const c = check(
      grade('apply-ownership', 'fail-unstructured-defaults-table.go'),
      'outcome.scaled-replicas-kept',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('changed it back');
    expect(c.lines.map((l) => l.line)).toEqual([46, 58]);
  });

  it('a cached List that finds nothing leaves the status as stored: the message does not assume a lost copy', () => {
    const c = check(grade('scope-cluster', 'fail-generic-scoped-list-helper.go'), 'outcome.node-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('Either the values it computed were the same as before');
    expect(c.message['zh-cn']).toContain('要么它算出的值和之前一样');
  });

  it('InNamespace given a namespace/name key: says so, with a hint about InNamespace itself', () => {
    const c = check(grade('scope-list', 'fail-namespacedname-string-ssa-status.go'), 'scope.list-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('"team-a/shop" is a namespace/name key');
    expect(c.message['zh-cn']).toContain('不是命名空间');
    expect(c.hint?.en).toContain('client.InNamespace takes the bare namespace name');
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 35 }]);
  });

  it('an untagged image behind a registry port, unwarned: the message names the image', () => {
    const c = check(grade('webhook-validate', 'fail-registry-port-counts-as-tag.go'), 'webhook.warnings');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'apply-untagged-port (spec.image "registry.example.com:5000/shop") carries no warning',
    );
    expect(c.message['zh-cn']).toContain('没有带任何警告');
  });

  it('a scenario change that waits for a status write which never came: the message says so', () => {
    const c = check(grade('capstone', 'fail-retry-get-update-main-append.go'), 'outcome.deployment-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "the change this scenario makes to App team-a/shop (spec.image) never came: another client makes it right after the reconciler's first write (create, update or patch) of apps/status that succeeds",
    );
    expect(c.message.en).not.toContain('no later update or patch carried the change');
    expect(c.message['zh-cn']).toContain('从未发生');
  });

  it('a cached Get answered NotFound by a cache with a label selector: names the selector in main.go', () => {
    const c = check(
      gradeDir('scope-cache', 'fail-platform-label-selector-cache'),
      'outcome.replicas-from-tier',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "ConfigMap platform/tiers exists, but the manager's cache holds only the objects its selector matches (cmd/main.go:40)",
    );
    expect(c.message['zh-cn']).toContain('缓存于是回答 NotFound');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 40 });
  });

  it('a condition replaced on a range copy: the assignment first, with why', () => {
    const c = check(
      grade('status-conditions', 'fail-generic-upsert-range-copy.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('Line 28 assigns to the loop variable of a range, a copy of the element');
    expect(c.message['zh-cn']).toContain('第 28 行赋值给了 range 的循环变量');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 28 });
  });
});

describe('session 35 corpus: what other styles of learner file are told', () => {
  it('a typed apply configuration built in a helper: its WithReplicas line, then the apply', () => {
    const c = check(
      grade('apply-ownership', 'fail-typed-apply-config-builder.go'),
      'outcome.scaled-replicas-kept',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('changed it back');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 49 },
      { file: 'internal/controller/app_controller.go', line: 35 },
    ]);
  });
  it('a condition applied from an unstructured map stamped with a fresh time: the map key, then the apply', () => {
    const c = check(
      grade('status-conditions', 'fail-unstructured-apply-condition-now.go'),
      'status.transition-time',
    );
    expect(c.status).toBe('fail');
    expect(c.message['zh-cn']).toContain('写入 PATCH apps/status team-a/shop（直连）→ 200 把它的');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 56, col: 3 },
      { file: 'internal/controller/app_controller.go', line: 43 },
    ]);
  });
});

describe('session 35: a 409 dropped by a return under a conflict test', () => {
  it('a conflict recognised through %w and dropped: the return first, then the write', () => {
    const c = check(
      grade('status-conflict', 'fail-wrapped-isconflict-swallowed.go'),
      'status.conflict-handled',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'the conflict was dropped by the return at line 52, under `if apierrors.IsConflict(err)` (line 49), which gives back no error',
    );
    expect(c.message['zh-cn']).toContain('丢掉它的是第 52 行的 return');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 52 },
      { file: 'internal/controller/app_controller.go', line: 31 },
      { file: 'internal/controller/app_controller.go', line: 48, caller: true },
    ]);
  });

  it('a switch case for the conflict in a helper: the return under the case', () => {
    const c = check(grade('status-conflict', 'fail-helper-swallows-conflict.go'), 'status.conflict-handled');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('under `case apierrors.IsConflict(err)` (line 42)');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 43 });
  });

  it('every error but a conflict returned: the return after that guard', () => {
    const c = check(grade('capstone', 'fail-step-functions-conflict-ignored.go'), 'status.conflict-handled');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'by the return at line 114, after `if err != nil && !apierrors.IsConflict(err)` (line 111)',
    );
    expect(c.message['zh-cn']).toContain('之后，返回的错误是 nil');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 114 });
  });
});

describe('session 35: an informer started through a wrapper', () => {
  it('client.NewNamespacedClient over the cached client: names the wrapper and why it still caches', () => {
    const c = check(
      grade('cache-secrets', 'fail-namespaced-client-over-cache.go'),
      'outcome.secrets-not-cached',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The read at internal/controller/app_controller.go:41 goes through the client.NewNamespacedClient made at internal/controller/app_controller.go:39, which only fills in each request',
    );
    expect(c.message['zh-cn']).toContain('它只负责给每个请求填上命名空间');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 39 });
  });
});

describe('session 35: a 403 the reconcile never saw', () => {
  it('an Event refused by RBAC: says the recorder writes in the background and drops it', () => {
    const c = check(grade('rbac-markers', 'fail-recorder-without-events-marker.go'), 'rbac.writes-allowed');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'the Event call returned at once and the reconcile never saw this 403; the manager only logged "Server rejected event (will not retry!)"',
    );
    expect(c.message['zh-cn']).toContain('调谐从未看到这个 403');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 54 });
  });
});

describe('session 35: a change nothing queued', () => {
  it('a Deployment applied without an owner reference: Owns queues nothing for it, and the message says why', () => {
    const c = check(grade('capstone', 'fail-typed-apply-config-no-owner-ref.go'), 'outcome.deployment-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The controller watches Deployments with Owns (line 95), which queues the changed object's controller owner; Deployment team-a/shop has no owner reference with controller: true",
    );
    expect(c.message['zh-cn']).toContain('没有 controller: true 的属主引用');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 95 });
  });

  it('a cached Get right after the apply that created the object: says the cache had not received it', () => {
    const c = check(
      grade('capstone', 'fail-typed-apply-config-get-after-create.go'),
      'status.written-via-subresource',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'That Get read the cache right after this reconcile created the object (PATCH deployments team-a/shop (direct) → 201, line 51): the cache had not received it yet',
    );
    expect(c.message['zh-cn']).toContain('缓存还没有收到它');
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 55 },
      { file: 'internal/controller/app_controller.go', line: 51 },
    ]);
  });
});

describe('session 36: a 409 retried with the same stale copy, then dropped', () => {
  it('says how many times the write was refused in the reconcile', () => {
    const c = check(grade('status-conflict', 'fail-sleep-and-retry.go'), 'status.conflict-handled');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'It was sent 3 times in this reconcile and refused each time: sending the same stale copy again cannot succeed.',
    );
    expect(c.message['zh-cn']).toContain('这次调谐里它一共发送了 3 次，每次都被拒绝');
  });

  it('with no conflict test, points at the return under the error check after the loop', () => {
    const c = check(grade('status-conflict', 'fail-retry-loop-error-logged.go'), 'status.conflict-handled');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'the conflict was dropped by the return at line 51, under `if err != nil` (line 49), which gives back no error',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 51 });
  });
});

describe('session 41: a cache restricted for some kinds only', () => {
  it('a ByObject entry that widens one kind: names the other kinds listed in the namespace and points at the entry', () => {
    const c = check(
      grade('watch-namespace', 'fail-byobject-configmaps-all-namespaces.go'),
      'rbac.cache-syncs',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The cache lists apps only in team-a, but configmaps in every namespace: DefaultNamespaces applies to each kind without a cache.ByObject entry of its own, and a ByObject entry's Namespaces replace it for its kind.",
    );
    expect(c.message.en).not.toContain('restrict it to team-a with cache.Options DefaultNamespaces');
    expect(c.message['zh-cn']).toContain('ByObject 条目里的 Namespaces 会替换掉它');
    expect(c.lines[0]).toEqual({ file: 'cmd/main.go', line: 43 });
  });

  it('a restricted NewManager on a path never taken: points at the NewManager call that built the manager', () => {
    const c = check(grade('watch-namespace', 'fail-restrict-only-on-retry.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('restrict it to team-a with cache.Options DefaultNamespaces');
    expect(c.lines[0]).toEqual({ file: 'cmd/main.go', line: 34 });
  });

  it('options in a variable: points at the assignment that shaped its cache, then the NewManager call', () => {
    const c = check(grade('watch-namespace', 'fail-field-selector-namespace.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.lines.slice(0, 2)).toEqual([
      { file: 'cmd/main.go', line: 38 },
      { file: 'cmd/main.go', line: 43 },
    ]);
  });
});

describe('session 41: a Secret informer narrowed by a label selector', () => {
  it('says the selector rides on a list of every namespace, and points at it', () => {
    const r = grade('cache-secrets', 'fail-byobject-label-selector.go');
    const c = check(r, 'outcome.secrets-not-cached');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The informer lists with the label selector app.kubernetes.io/part-of=lab (cmd/main.go:41): the cache keeps only the objects that match, but a selector filters what comes back, not where the informer lists',
    );
    expect(c.message['zh-cn']).toContain('标签选择器 app.kubernetes.io/part-of=lab');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 41 });
  });

  it('the status reports the Secret missing: the cached Get that the selector left empty-handed', () => {
    const c = check(grade('cache-secrets', 'fail-byobject-label-selector.go'), 'outcome.credentials-found');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the reconcile that last wrote App team-a/shop first read GET secrets team-a/db-creds (cache) → 404 Secret "db-creds" not found. Secret team-a/db-creds exists, but the manager\'s cache holds only the objects its selector matches (cmd/main.go:41)',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 39 });
  });
});

describe('session 41: a read outside the cache through a client that still reads the cache', () => {
  it('a client.New with the manager cache as its reader, in a client.Client field: names both lines', () => {
    const c = check(
      grade('scope-cache', 'fail-client-new-cache-reader-in-setup.go'),
      'scope.cache-namespace',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The read goes through tiersClient, which internal/controller/app_controller.go:70 fills with a client made by client.New whose CacheOptions.Reader (internal/controller/app_controller.go:65) is the manager's cache",
    );
    expect(c.hint?.en).toBe(
      'Leave CacheOptions out of client.New (a client without a cache reader reads from the API server), or read with mgr.GetAPIReader().',
    );
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 45 },
      { file: 'internal/controller/app_controller.go', line: 65 },
      { file: 'internal/controller/app_controller.go', line: 70 },
    ]);
  });

  it('client.NewNamespacedClient over the manager client: names the wrapper', () => {
    const c = check(grade('scope-cache', 'fail-namespaced-client-platform.go'), 'scope.cache-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The read goes through the client.NewNamespacedClient made at internal/controller/app_controller.go:43, which only fills in each request',
    );
    expect(c.message['zh-cn']).toContain('client.NewNamespacedClient');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 43 });
  });
});

describe('session 41: a fake-client test that passes for the starter, and where it looked away', () => {
  it('a status assertion inside the Get error branch: the fake dropped the status, the check did not fail', () => {
    const c = check(
      gradeDir('fake-client-status', 'fail-test-assert-in-error-branch'),
      'test.catches-mistake',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The fake client did what the API server does: it kept the .status of Update (UPDATE apps team-a/shop) out of the App it stored. The test passed all the same: its status check (test/unit/main.go:47) did not fail',
    );
    expect(c.message['zh-cn']).toContain('它对 status 的检查（test/unit/main.go:47）没有失败');
    expect(c.lines[0]).toEqual({ file: 'test/unit/main.go', line: 47 });
  });

  it('a builder helper the test never calls: points at the builder the test used', () => {
    const r = gradeDir('fake-client-status', 'fail-test-unused-builder-helper');
    const caught = check(r, 'test.catches-mistake');
    expect(caught.status).toBe('fail');
    expect(caught.lines).toEqual([{ file: 'test/unit/main.go', line: 44 }]);
    const passes = check(r, 'test.passes');
    expect(passes.lines).toContainEqual({ file: 'test/unit/main.go', line: 44 });
    expect(passes.lines).not.toContainEqual({ file: 'test/unit/main.go', line: 24 });
  });
});

describe('session 41: a scaled Deployment deleted and created again', () => {
  it('names the delete and the create, not a write that changed the field back', () => {
    const c = check(
      grade('apply-ownership', 'fail-recreate-on-new-image.go'),
      'outcome.scaled-replicas-kept',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: kubernetes-admin (field manager kubectl-patch) wrote it with PATCH deployments team-a/shop-web (direct) → 200; then the reconciler deleted it (DELETE deployments team-a/shop-web (direct) → 200) and created it again (PATCH deployments team-a/shop-web (direct) → 201).',
    );
    expect(c.message.en).not.toContain('generic-garbage-collector');
    expect(c.hint?.en).toContain(
      'Deleting and creating an object again drops every field someone else set on it.',
    );
    expect(c.lines).toEqual([
      { file: 'internal/controller/app_controller.go', line: 54 },
      { file: 'internal/controller/app_controller.go', line: 65 },
    ]);
  });
});

describe('session 42: a cleanup or status error that nobody was left to retry', () => {
  it('capstone, Secret missing: the caller that logs the status error and returns nil is named', () => {
    const c = check(
      grade('capstone', 'fail-secret-pending-status-error-logged.go'),
      'status.conflict-handled',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'the conflict was dropped by the return at line 49, after `if err != nil` (line 45), which gives back no error.',
    );
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 49 });
  });

  it('finalizer-cleanup, delete in a goroutine: released before the delete failed, not "no request deleted it"', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-unregister-in-goroutine.go'),
      'outcome.registration-removed',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).not.toContain('No request deleted it');
    expect(c.message.en).toContain(
      'The reconciler released App team-a/shop (UPDATE apps team-a/shop (direct) → 200 removed its last finalizer) before its delete of ConfigMap registry/shop-example-com had an answer; that delete came after and failed: DELETE configmaps registry/shop-example-com (direct) → 500 etcdserver: request timed out.',
    );
    expect(c.lines.map((l) => l.line).slice(0, 2)).toEqual([52, 87]);
  });
});

describe('session 42: a status patch whose base is the object it sends', () => {
  it('status-subresource: MergeFrom(app) of the patched object names the empty patch and the base', () => {
    const c = check(
      grade('status-subresource', 'fail-status-patch-base-is-same-object.go'),
      'outcome.status-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'its merge-patch base (line 37) is the object it sends, not a copy. client.MergeFrom keeps the object it is given',
    );
    expect(c.message.en).not.toContain('Either the values it computed were the same as before');
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 37 }]);
  });
});

describe('session 42: an rbac marker with an argument it does not have', () => {
  it('rbac-markers: group= for groups= is named as what controller-gen stops on', () => {
    const c = check(grade('rbac-markers', 'fail-marker-group-singular.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The marker at line 27 says group= where the argument is groups=: controller-gen stops on it (unknown argument "group"), so no rule comes from that marker.',
    );
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 27 });
  });
});

describe('session 42: observedGeneration unset because every status write was refused', () => {
  it('status-conditions: a condition status the CRD enum refuses is named, not only "unset"', () => {
    const c = check(
      grade('status-conditions', 'fail-condition-status-lowercase.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'No status write of the reconciler was stored: the API server refused all',
    );
    expect(c.message.en).toContain('Unsupported value: "true": supported values: "True", "False", "Unknown"');
  });
});

describe('session 42: a test whose request to Reconcile has no namespace', () => {
  it('fake-client-status: says the Get found nothing because the request has no Namespace', () => {
    const c = check(gradeDir('fake-client-status', 'fail-test-request-without-namespace'), 'test.passes');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The reconciler\'s Get of App "shop" named no namespace and the fake client answered 404',
    );
    expect(c.message.en).toContain('the request the test passed to Reconcile has no Namespace');
    expect(c.lines).toContainEqual({ file: 'test/unit/main.go', line: 40 });
  });
});

describe('session 42: a NewCache function that drops the namespaces it is handed', () => {
  it('watch-namespace: names the cache.New call, not "restrict it with DefaultNamespaces"', () => {
    const c = check(grade('watch-namespace', 'fail-newcache-rebuilds-options.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'the NewCache function calls cache.New (line 42) with Options of its own, so the DefaultNamespaces the manager hands it in its options argument are dropped.',
    );
    expect(c.message.en).not.toContain('with cache.Options DefaultNamespaces, or grant a ClusterRole');
    expect(c.lines[0]).toEqual({ file: 'cmd/main.go', line: 42 });
  });
});

describe('session 43: a List whose label selector stands in for the namespace', () => {
  it('scope-list, kubernetes.io/metadata.name as a Pod label: says none matched and why, not "returns pods from every namespace"', () => {
    const c = check(grade('scope-list', 'fail-namespace-as-pod-label.go'), 'scope.list-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('here none matched: LIST pods (all namespaces) (cache) → 200 (0 items)');
    expect(c.message.en).toContain('(kubernetes.io/metadata.name=app.Namespace, line 36)');
    expect(c.message.en).toContain('the label the API server puts on each Namespace object');
    expect(c.message.en).not.toContain('returns matching pods from every namespace');
    expect(c.lines?.map((l) => l.line)).toEqual([39, 36]);
    expect(c.hint?.en).toContain('the namespace goes in client.InNamespace');
  });
  it('scope-list, a "namespace" label built in a selector helper: names the helper line', () => {
    const c = check(
      grade('scope-list', 'fail-selector-from-labels-set-namespace-key.go'),
      'scope.list-namespace',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('(namespace=app.GetNamespace(), line 30)');
    expect(c.message.en).not.toContain('kubernetes.io/metadata.name');
    expect(c.lines?.map((l) => l.line)).toEqual([42, 30]);
  });
});

describe('session 43: a Secret informer that a watch started', () => {
  it('cache-secrets, WatchesMetadata beside APIReader reads: names the watch, not a cached Get', () => {
    const c = check(grade('cache-secrets', 'fail-metadata-watch-requeue.go'), 'outcome.secrets-not-cached');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The informer was started by the watch at internal/controller/app_controller.go:73; no read of yours went to the cache for secrets.',
    );
    expect(c.hint?.en).toMatch(/^To notice the secrets appear without watching all of them, drop the watch/);
  });
  it('cache-secrets, a watch and a cached Get: names both', () => {
    const c = check(grade('cache-secrets', 'fail-watch-secrets.go'), 'outcome.secrets-not-cached');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'started by the watch at internal/controller/app_controller.go:66 (the cached reads at internal/controller/app_controller.go:43 would have started it too)',
    );
    expect(c.lines.map((l) => l.line)).toContain(43);
    expect(c.hint?.en).toMatch(/^Read the one you need with the APIReader; and to notice/);
  });
});

describe('session 43: a cache widened to a misspelt namespace', () => {
  it('scope-cache, ByObject names "platfrom": the refusal points at the misspelling', () => {
    const c = check(grade('scope-cache', 'fail-byobject-namespace-typo.go'), 'scope.cache-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('The files name "platfrom" (cmd/main.go:48), not "platform"');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 48 });
    expect(c.hint?.en).toBe('Spell the namespace the cache options name as it is: "platform".');
  });
});

describe('session 43: a test that seeds the status it asserts', () => {
  it('fake-client-status, App seeded Ready: the starter returned early, the test read its own seed', () => {
    const c = check(gradeDir('fake-client-status', 'fail-test-seeds-ready-status'), 'test.catches-mistake');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "PASS\nThe starter's reconciler wrote nothing to the fake client: the object the test seeds already carries a status (test/unit/main.go:34)",
    );
    expect(c.lines[0]).toEqual({ file: 'test/unit/main.go', line: 34 });
  });
});

describe('session 43: a cache restricted too late, or to the variable name', () => {
  it('watch-namespace, opts.Cache set after ctrl.NewManager(cfg, opts): names both lines', () => {
    const c = check(grade('watch-namespace', 'fail-restrict-after-newmanager.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'opts.Cache is set at line 42, after ctrl.NewManager (line 34) was called with opts.',
    );
    expect(c.lines.slice(0, 2)).toEqual([
      { file: 'cmd/main.go', line: 42 },
      { file: 'cmd/main.go', line: 34 },
    ]);
  });
  it('watch-namespace, "WATCH_NAMESPACE" as the DefaultNamespaces key: the name, not the value', () => {
    const c = check(grade('watch-namespace', 'fail-env-name-as-namespace-key.go'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      '"WATCH_NAMESPACE" is written at cmd/main.go:37: that is the name of an environment variable, not its value; read it with os.Getenv("WATCH_NAMESPACE").',
    );
    expect(c.lines[0]).toEqual({ file: 'cmd/main.go', line: 37 });
  });
});

describe('session 43: a reconcile loop that used up the step budget', () => {
  it('predicate-owned-status, a timestamp in every status write: loop.settles, not "Reconcile never returned"', () => {
    const r = grade('predicate-owned-status', 'fail-no-filter-reconcile-time-in-message.go');
    expect(r.checks.find((c) => c.id === 'program.runs')).toBeUndefined();
    const c = check(r, 'loop.settles');
    expect(c.status).toBe('fail');
    expect(c.message.en).toMatch(
      /^App team-a\/shop was reconciled \d+ times \(at most 6 expected\) and never settled/,
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 60 });
    // it loops until the step budget: ~10 s of CPU
  }, 120_000);
});

describe('session 43: a conflict looked for in the error text', () => {
  it('status-conflict, strings.Contains(err.Error(), "Conflict"): names the return that ran and the text test', () => {
    const c = check(
      grade('status-conflict', 'fail-error-text-contains-conflict.go'),
      'status.conflict-handled',
    );
    expect(c.status).toBe('fail');
    // line 43 is `return ctrl.Result{Requeue: true}, nil` under the text test: it did not run
    expect(c.message.en).toContain(
      'the conflict was dropped by the return at line 46, under `if err != nil` (line 40), which gives back no error. The test at line 41 looks for "Conflict" in the error\'s text, which this 409\'s message does not contain',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 46 });
  });
});

describe('session 43: status fields set before the read that refills the object', () => {
  it('status-conflict, fields set before RetryOnConflict, fresh Get inside: names both lines', () => {
    const c = check(grade('status-conflict', 'fail-status-set-before-retry-get.go'), 'outcome.status-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'the status fields of app are set at lines 35–36, and the Get at line 39 then reads into the same app, replacing them with the stored status before the write sends it',
    );
    expect(c.lines.slice(0, 2)).toEqual([
      { file: 'internal/controller/app_controller.go', line: 35 },
      { file: 'internal/controller/app_controller.go', line: 39 },
    ]);
  });
});

describe('session 43: an object never asked for, the reconcile wrote nothing', () => {
  it('finalizer-cleanup, deletion test inverted: the live App made no write, the message says so', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-deletion-test-inverted.go'),
      'outcome.registration-published',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'ConfigMap registry/shop-example-com does not exist: the reconciler never asked for it. It ran once and sent no write at all: it returned ctrl.Result{} and a nil error.',
    );
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 33 });
  });
});

describe('session 43: an API version written as the RBAC group', () => {
  it('rbac-markers, groups=v1 for ConfigMaps: the marker is named, with the core group', () => {
    const c = check(grade('rbac-markers', 'fail-group-is-api-version.go'), 'rbac.generated-role');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The marker at line 27 names groups=v1, which is an API version, not a group: RBAC rules name API groups only, and configmaps are in the core group, written groups="".',
    );
  });
});

describe('session 43: field paths written with the Go names', () => {
  it('webhook-validate, NewPath("Spec").Child("Image"): says JSON names, points at the literals', () => {
    const c = check(grade('webhook-validate', 'fail-paths-go-field-names.go'), 'webhook.field-errors');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'names Spec.Image, Spec.Replicas, not spec.image, spec.replicas: those paths use the Go field names.',
    );
    expect(c.lines.slice(0, 3)).toEqual([
      { file: 'internal/webhook/v1/app_webhook.go', line: 61 },
      { file: 'internal/webhook/v1/app_webhook.go', line: 38 },
      { file: 'internal/webhook/v1/app_webhook.go', line: 41 },
    ]);
  });
});

describe('session 43: observedGeneration never stored by an empty status patch', () => {
  it('capstone, Status().Patch with MergeFrom(&app) after the change: names the base', () => {
    const c = check(
      grade('capstone', 'fail-status-patch-base-after-change.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Its status patches went through and changed nothing: the merge-patch base (line 62) is the object it sends, not a copy',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 62 });
  }, 120_000);
});

describe('session 44: a conflict retried with a fresh read that found nothing left to write', () => {
  it('capstone, RetryOnConflict around a fresh Get, writing only a changed status: the 409 is handled', () => {
    // the 409 comes from its own earlier status write, still missing from the cache; the retry
    // reads that write back (the cache has caught up) and has nothing to write
    const c = check(grade('capstone', 'pass-observe-then-retry-status.go'), 'status.conflict-handled');
    expect(c.status).toBe('pass');
    expect(c.message.en).toContain(
      'the reconcile read the object again, fresh, and found nothing left to write.',
    );
  }, 120_000);
});

describe('session 44: observedGeneration copied from the Deployment', () => {
  it('capstone, dep.Generation: the rollout restart moves it past the App’s, and the message says whose it is', () => {
    const c = check(
      grade('capstone', 'fail-observed-generation-from-deployment.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'App team-a/shop is at generation 2, but status.observedGeneration is 3: a reader cannot tell whether the status describes the current spec. 3 is the generation of Deployment team-a/shop, which the App owns',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 63, col: 3 });
  }, 120_000);
});

describe('session 44: an end state the reconcile loop never let the run reach', () => {
  it('predicate-owned-status, a timestamp in every status write: outcome says the budget stopped the run first', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-no-filter-reconcile-time-in-message.go'),
      'outcome.deployment-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toMatch(
      /The run never got that far: the step budget stopped the program after \d+ reconciles, [\d.]+ s into the scenario, before another client's writes still due: the status of Deployment team-a\/shop-web at 3 s and 5 s\. The reconciles kept queueing each other \(loop\.settles says why\)\.$/,
    );
    // it loops until the step budget: ~10 s of CPU
  }, 120_000);
});

describe('session 44: the status subresource named with a capital letter', () => {
  it('status-subresource, r.SubResource("Status").Update: written-via-subresource names the name', () => {
    const r = grade('status-subresource', 'fail-subresource-name-capitalised.go');
    const c = check(r, 'status.written-via-subresource');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'was sent to the subresource "Status": UPDATE apps/Status team-a/shop (direct) → 403',
    );
    expect(c.message.en).toContain('Subresource names are case-sensitive');
    expect(c.hint?.en).toContain('r.SubResource("status")');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 35 });
  }, 120_000);
});

describe('session 44: a finalizer removed by another name', () => {
  it('finalizer-cleanup, RemoveFinalizer with a misspelt literal: the line and the name are named', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-remove-misspelt-finalizer.go'),
      'outcome.deletion-completes',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Line 50 removes the finalizer "lab.example.com/registered", which it does not carry: RemoveFinalizer removes only an exact match',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 50 });
  }, 120_000);
});

describe('session 44: a webhook marker without the update verb', () => {
  it('webhook-validate, verbs=create only: the hint points at the marker, not at the validator', () => {
    const c = check(grade('webhook-validate', 'fail-marker-verbs-create-only.go'), 'webhook.rejects-invalid');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain("no rule of the webhook's configuration matches UPDATE of apps");
    expect(c.hint?.en).toBe(
      "Add update to the webhook marker's verbs= (verbs=create;update), so that the generated configuration sends those requests to the webhook.",
    );
    expect(c.lines[0]).toEqual({ file: 'internal/webhook/v1/app_webhook.go', line: 29 });
  }, 120_000);
});

describe('session 44: client.InNamespace written, but not given to the List', () => {
  it('scope-list, the namespace option behind a setting main.go never turns on: names where it is written', () => {
    const c = check(
      grade('scope-list', 'fail-namespace-scope-behind-unset-setting.go'),
      'scope.list-namespace',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'client.InNamespace is written at line 56, but this List went out without a namespace: that option did not reach it, or the namespace it was given was empty.',
    );
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 56 });
  }, 120_000);
});

describe('session 44: a main that exits before the manager starts', () => {
  it('watch-namespace, WATCH_NAMESPACES looked up: the cache is not judged, the outcome names the exit and its log', () => {
    const r = grade('watch-namespace', 'fail-lookup-plural-env-exits.go');
    const cache = check(r, 'rbac.cache-syncs');
    expect(cache.status).toBe('skip');
    expect(cache.message.en).toBe(
      'Not reached: the program exited (status 1) before its manager sent a single request; its last error log: setup: unable to get the namespace to watch (WATCH_NAMESPACES must be set).',
    );
    const c = check(r, 'outcome.configmap-published');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the reconciler never ran: the program exited (status 1) before its manager sent a single request',
    );
    expect(c.lines[0]).toEqual({ file: 'cmd/main.go', line: 38 });
  }, 120_000);
});

describe('session 44: a condition written one generation behind its status', () => {
  it('status-conditions, the condition’s observedGeneration copied from the old status: judged at the write', () => {
    const c = check(
      grade('status-conditions', 'fail-condition-og-from-old-status.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'its last status write set status.observedGeneration to 2 but left condition Available at observedGeneration 1',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 43 });
  }, 120_000);
});

describe('session 44b: a map func that gives another name', () => {
  it('predicate-owned-status, Deployments mapped by a label the Deployment does not carry: the mapping is named, not a predicate', () => {
    const c = check(
      grade('predicate-owned-status', 'fail-watches-map-by-unset-label.go'),
      'outcome.deployment-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "that watch's handler mapped the changed object to the request team-a/ (an empty name): the reconcile that followed was not one of App team-a/shop",
    );
    expect(c.message.en).not.toContain('a predicate dropped this event');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 71 });
  }, 120_000);
});

describe('session 44b: a right List whose items the code then filters away', () => {
  it('scope-cluster, Nodes kept only when their namespace is the App’s: the List and what it returned are named', () => {
    const c = check(grade('scope-cluster', 'fail-count-filters-node-namespace.go'), 'outcome.node-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'and that List returned 2 objects, none of them in a namespace: the number expected in status.nodes',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 38 });
  }, 120_000);
});

describe('session 44b: a merge-patch base copied after the change', () => {
  it('status-subresource, base := app.DeepCopy() after the status is set: the copy and the set are named', () => {
    const c = check(
      grade('status-subresource', 'fail-merge-from-base-after-changes.go'),
      'outcome.status-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'its merge-patch base is a copy taken at line 39, after the status fields were set (line 37)',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 39 });
  }, 120_000);
});

describe('session 44b: the cache given its namespace and AllNamespaces too', () => {
  it('watch-namespace, DefaultNamespaces with WATCH_NAMESPACE and cache.AllNamespaces: the AllNamespaces key is named, not ByObject', () => {
    const c = check(
      grade('watch-namespace', 'fail-namespace-plus-all-namespaces-key.go'),
      'rbac.cache-syncs',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The cache lists apps in team-a and also in every namespace: its namespaces hold cache.AllNamespaces ("", line 36) next to team-a',
    );
    expect(c.message.en).not.toContain('ByObject');
    expect(c.lines[0]).toEqual({ file: 'cmd/main.go', line: 36 });
  }, 120_000);
});

describe('session 44b: a panic on a reconciler field main.go never sets', () => {
  it('scope-cache, r.PlatformReader.Get with no PlatformReader in main.go: the field and the literal are named', () => {
    const c = check(grade('scope-cache', 'fail-platform-reader-field-never-set.go'), 'program.runs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'r.PlatformReader is nil: cmd/main.go:44 builds the reconciler without setting PlatformReader',
    );
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 44 });
  }, 120_000);
});

describe('session 45: a delete of the registry entry that failed and was not retried', () => {
  it('finalizer-cleanup, the unregister error logged and nil returned: the failed DELETE is named, not "no request"', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-unregister-error-returns-nil.go'),
      'outcome.registration-removed',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The reconciler's delete of it failed: DELETE configmaps registry/shop-example-com (direct) → 500 etcdserver: request timed out, and no delete of it went through after that. That reconcile returned ctrl.Result{} and a nil error",
    );
    expect(c.message.en).not.toContain('No request deleted it');
    expect(c.message['zh-cn']).toContain(
      '调谐器删除它的请求失败了：DELETE configmaps registry/shop-example-com',
    );
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 114 });
  }, 120_000);
});

describe('session 45: a status write left as a dry run', () => {
  it('status-subresource, r.Status().Update with client.DryRunAll: the dry run is named, with its line', () => {
    const c = check(
      grade('status-subresource', 'fail-status-update-dry-run-left-in.go'),
      'outcome.status-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "Cause: the reconciler's last write to it was a dry run (dryRun=All, the client.DryRunAll option): UPDATE apps/status team-a/shop (direct) → 200 (line 38).",
    );
    expect(c.message['zh-cn']).toContain('dry run（dryRun=All，即 client.DryRunAll 选项）');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 38 });
  }, 120_000);
});

describe('session 45: a retry loop that re-reads a cache that has not caught up', () => {
  it('status-conflict, range-over-int retries with a cached Get, then the conflict dropped: the lagging cache read is named, not "the same stale copy"', () => {
    const c = check(
      grade('status-conflict', 'fail-range-int-retry-gives-up-quietly.go'),
      'status.conflict-handled',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "Before the retries the reconcile read it again, but from the manager's cache (line 36), which had not yet seen the other client's write: GET apps team-a/shop (cache) → 200 gave resourceVersion 19, the API server held 20.",
    );
    expect(c.message.en).toContain('by the return at line 51');
    expect(c.message.en).not.toContain('sending the same stale copy again cannot succeed');
    expect(c.message['zh-cn']).toContain('读的是 manager 的缓存（第 36 行）');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 36 });
  }, 120_000);
});

describe('session 45: a controller that started and never reconciled', () => {
  it('predicate-owned-status, WithEventFilter(predicate.And(generation, not an App)): the filter dropped every event, the controller did start', () => {
    const c = check(grade('predicate-owned-status', 'fail-and-not-is-app.go'), 'outcome.deployment-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the reconciler never ran, though its controller started (the Logs panel shows "Starting workers"): no event reached its work queue. WithEventFilter (line 68) applies its predicates to every watch of the controller, the one on Apps (line 65) included',
    );
    expect(c.message.en).not.toContain('its controller never started');
    expect(c.message['zh-cn']).toContain('尽管它的控制器已经启动');
    expect(c.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: 68 });
  }, 120_000);
});

describe('session 45: a write RBAC refused, and the marker that lacks its verb', () => {
  it('capstone, CreateOrPatch with the deployments marker still without patch: the marker line and the verb', () => {
    const c = check(
      grade('capstone', 'fail-create-or-patch-marker-without-patch.go'),
      'outcome.deployment-ready',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The +kubebuilder:rbac marker for deployments (line 32) grants verbs=get;list;watch;create;update, without patch: controller-gen puts only those verbs in the role. Add patch to it.',
    );
    expect(c.message['zh-cn']).toContain('deployments 的 +kubebuilder:rbac marker（第 32 行）');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 32 });
  }, 120_000);
});

describe('session 45: paging through the manager’s cache', () => {
  it('scope-list, Limit and Continue on the cached client: the cache’s continue token and the error it gives back', () => {
    const c = check(grade('scope-list', 'fail-paged-cached-list.go'), 'outcome.pod-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'returned the error continue list option is not supported by the cache. The manager\'s cache serves no pages: every List it answers (here LIST pods team-a/* (cache) → 200, line 39) carries the continue token "continue-not-supported"',
    );
    expect(c.message['zh-cn']).toContain('manager 的缓存不支持分页');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 39 });
  }, 120_000);

  it('scope-cluster, the same loop over Nodes, once graded a pass: it fails as it does against controller-runtime v0.21+', () => {
    const c = check(grade('scope-cluster', 'fail-paged-list-cached.go'), 'outcome.node-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('continue list option is not supported by the cache');
  }, 120_000);
});

describe('session 46: learner files written by others', () => {
  it('fake-client-status, an unforced status apply over a seeded status: the fake’s "before-first-apply" conflict explained', () => {
    const c = check(gradeDir('fake-client-status', 'fail-test-seeded-status-apply-unforced'), 'test.passes');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The fake client refused the apply (PATCH apps/status team-a/shop → 409 Apply failed with 1 conflict: conflict with "before-first-apply" using lab.example.com/v1: .status.phase)',
    );
    expect(c.message.en).toContain('The test seeds it with a status (test/unit/main.go:31)');
    expect(c.message['zh-cn']).toContain('"before-first-apply"');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 44 });
  }, 120_000);

  it('scope-cache, a ByObject field selector for ConfigMaps without Namespaces: the entry takes DefaultNamespaces, named with its line', () => {
    const c = check(
      grade('scope-cache', 'fail-byobject-field-without-namespaces.go'),
      'scope.cache-namespace',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The cache.ByObject entry for ConfigMap (cmd/main.go:45) names no Namespaces, so it covers DefaultNamespaces',
    );
    expect(c.message['zh-cn']).toContain('没有写 Namespaces');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 45 });
  }, 120_000);

  it('cache-secrets, a ByObject Transform that drops the Secrets’ data: the informer still lists them all, said with the transform’s line', () => {
    const c = check(
      grade('cache-secrets', 'fail-byobject-transform-drops-data.go'),
      'outcome.secrets-not-cached',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The cache transform at cmd/main.go:40 changes what the cache keeps of each object after the informer received it',
    );
    expect(c.message['zh-cn']).toContain('缓存 transform');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 40 });
  }, 120_000);

  it('status-subresource, a status apply of the App it read: the API server’s 400 on its managedFields, explained', () => {
    const c = check(grade('status-subresource', 'fail-apply-object-read-back.go'), 'outcome.status-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('→ 400 metadata.managedFields must be nil');
    expect(c.message.en).toContain(
      'the object sent here still carries the metadata.managedFields it was read with',
    );
    expect(c.message['zh-cn']).toContain('ManagedFields');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 40 });
  }, 120_000);
});

describe('session 47: learner files written by others', () => {
  it('scope-cache, a cached read of platform/tiers returned as a TerminalError: not said to be requeued', () => {
    const c = check(grade('scope-cache', 'fail-terminal-error-on-tiers.go'), 'scope.cache-namespace');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'so the reconcile fails, and it returned a TerminalError (terminal error: unable to get: platform/tiers because of unknown namespace for the cache), which controller-runtime logs and never retries',
    );
    expect(c.message.en).not.toContain('requeued with backoff');
    expect(c.message['zh-cn']).toContain('从不重试');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 40 });
  }, 120_000);
  it('watch-namespace, a ConfigMaps marker with groups=apps: the marker named, with the core group it needs', () => {
    const c = check(gradeDir('watch-namespace', 'fail-configmaps-marker-apps-group'), 'rbac.cache-syncs');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The marker at line 30 names configmaps in groups=apps: a rule grants a resource only in the groups it names, and configmaps are in the core group, written groups="".',
    );
    expect(c.message['zh-cn']).toContain('把 configmaps 写在 groups=apps 下');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 30 });
  }, 120_000);
  it('apply-ownership, a Reconcile that polls the rollout with time.Sleep: the outcome blames the reconcile that never returned', () => {
    const r = grade('apply-ownership', 'fail-wait-for-rollout-poll.go');
    const runs = check(r, 'program.runs');
    expect(runs.status).toBe('fail');
    expect(runs.hint?.en).toContain('return ctrl.Result{RequeueAfter: …} and look again on the next pass');
    const c = check(r, 'outcome.scaled-replicas-kept');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: a reconcile was still running when the scenario ended, waiting at internal/controller/app_controller.go:69',
    );
    expect(c.message.en).not.toContain('no later update or patch carried the change');
    expect(c.message['zh-cn']).toContain('MaxConcurrentReconciles');
    expect(c.hint?.en).toContain('A reconcile must return');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 69, col: 3 });
  }, 120_000);
  it('finalizer-cleanup, the App’s NotFound returned (wrapped) after its deletion: loop.settles names the Get and client.IgnoreNotFound', () => {
    const c = check(grade('finalizer-cleanup', 'fail-get-notfound-wrapped-returned.go'), 'loop.settles');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'reconciles found App team-a/shop gone (GET apps team-a/shop (cache) → 404 App.lab.example.com "shop" not found) and returned that NotFound as their error',
    );
    expect(c.message['zh-cn']).toContain('NotFound');
    expect(c.hint?.en).toContain('client.IgnoreNotFound(err)');
    expect(c.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 41 }]);
  }, 120_000);
  it('cache-secrets, a ByObject entry for Secrets keyed by cache.AllNamespaces: the key named as every namespace', () => {
    const c = check(
      grade('cache-secrets', 'fail-byobject-secrets-all-namespaces-key.go'),
      'outcome.secrets-not-cached',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The cache options name cache.AllNamespaces at cmd/main.go:40: that key is not a namespace of its own but every namespace',
    );
    expect(c.message['zh-cn']).toContain('cache.AllNamespaces');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 40 });
  }, 120_000);
  it('status-conflict, a strategic merge patch of the App’s status: the 415 explained (no patch strategies for a custom resource)', () => {
    const c = check(grade('status-conflict', 'fail-strategic-merge-status-patch.go'), 'outcome.status-ready');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      '→ 415 the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml. A custom resource takes no strategic merge patch (client.StrategicMergeFrom)',
    );
    expect(c.message['zh-cn']).toContain('strategic merge patch');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 43 });
  }, 120_000);
  it('fake-client-status, test.passes’ hint follows what was found: the request’s namespace, the seeded fields’ owner', () => {
    const ns = check(gradeDir('fake-client-status', 'fail-test-request-without-namespace'), 'test.passes');
    expect(ns.status).toBe('fail');
    expect(ns.hint?.en).toContain('client.ObjectKeyFromObject(obj)');
    expect(ns.hint?.en).not.toContain('WithStatusSubresource');
    expect(ns.hint?.['zh-cn']).toContain('命名空间');
    const owned = check(
      gradeDir('fake-client-status', 'fail-test-seeded-status-apply-unforced'),
      'test.passes',
    );
    expect(owned.status).toBe('fail');
    expect(owned.hint?.en).toContain('client.ForceOwnership');
    expect(owned.hint?.en).not.toContain('WithStatusSubresource');
    // the status subresource missing from the fake: the check's own hint still fits
    const missing = check(gradeDir('fake-client-status', 'fail-test-new-fake-client'), 'test.passes');
    expect(missing.hint?.en).toContain('WithStatusSubresource');
  }, 120_000);
  it('watch-namespace, an apps/status marker without update: the outcome names the marker after the 403', () => {
    const c = check(
      gradeDir('watch-namespace', 'fail-status-marker-without-update'),
      'outcome.configmap-published',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The +kubebuilder:rbac marker for apps/status (line 29) grants verbs=get;list;watch, without update',
    );
    expect(c.message['zh-cn']).toContain('第 29 行');
    expect(c.lines).toContainEqual({ file: 'internal/controller/app_controller.go', line: 29 });
  }, 120_000);
});

describe('session 48: learner files written by others', () => {
  const ctrlFile = 'internal/controller/app_controller.go';
  it('finalizer-cleanup, the cleanup’s error returned only after the finalizer’s removal: not said to be ignored', () => {
    const c = check(
      grade('finalizer-cleanup', 'fail-finalizer-removed-before-cleanup-error-checked.go'),
      'outcome.registration-removed',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'removed its last finalizer) and only then returned the error (unregister shop.example.com: etcdserver: request timed out)',
    );
    expect(c.message.en).not.toContain('the error was ignored');
    expect(c.message['zh-cn']).toContain('之后才返回这个错误');
  }, 120_000);
  it('predicate-owned-status and capstone, an owner reference set with SetOwnerReference: named with its line', () => {
    for (const [ex, line] of [
      ['predicate-owned-status', 46],
      ['capstone', 64],
    ] as const) {
      const c = check(grade(ex, 'fail-set-owner-reference-not-controller.go'), 'outcome.deployment-ready');
      expect(c.status).toBe('fail');
      expect(c.message.en).toContain(
        `owner reference to App shop (controllerutil.SetOwnerReference, line ${line}) is not a controller reference (no controller: true), so Owns does not follow it`,
      );
      expect(c.message['zh-cn']).toContain('不是 controller 引用');
      expect(c.lines).toContainEqual({ file: ctrlFile, line });
    }
  }, 120_000);
  it('status-conflict, the status write’s err declared in its if and another err returned: the shadowing named', () => {
    const c = check(grade('status-conflict', 'fail-shadowed-err-returned.go'), 'status.conflict-handled');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The err declared with := in the if at line 39 is a variable of that if statement alone: the return at line 43 gives back another err, which was nil.',
    );
    expect(c.message['zh-cn']).toContain('只属于这条 if 语句');
    expect(c.lines).toContainEqual({ file: ctrlFile, line: 43 });
  }, 120_000);
  it('scope-list, client.MatchingLabels of a nil map: the List stayed in the namespace and selected every Pod', () => {
    const c = check(grade('scope-list', 'fail-matching-labels-nil-map.go'), 'outcome.pod-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'which stayed in team-a and returned 3 objects, more than the 2 expected in status.pods: every Pod in team-a. Its label selector selected nothing out',
    );
    expect(c.hint?.en).toContain('look at its label selector');
    expect(c.hint?.en).not.toContain('Only the Pods in the App’s namespace');
    expect(c.lines).toContainEqual({ file: ctrlFile, line: 34 });
  }, 120_000);
  it('scope-cluster, Nodes selected by a label they do not carry: the count too low blamed on the selector', () => {
    const c = check(grade('scope-cluster', 'fail-deprecated-zone-label.go'), 'outcome.node-count');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "which returned 0 objects, fewer than the 2 expected in status.nodes: the List's scope was right, so its selector left out objects that should count",
    );
    expect(c.lines).toContainEqual({ file: ctrlFile, line: 37 });
  }, 120_000);
  it('scope-get, the App read under a hard-coded namespace: the outcome says the status was never written, and why', () => {
    const c = check(grade('scope-get', 'fail-app-get-hardcoded-namespace.go'), 'outcome.credentials-found');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'Cause: the reconciler never wrote App team-c/billing. The last reconcile of its request (team-c/billing) read GET apps team-a/billing (cache) → 404',
    );
    expect(c.lines).toContainEqual({ file: ctrlFile, line: 34 });
  }, 120_000);
  it('status-subresource and capstone, status set on one read of the App and another copy written: both copies named', () => {
    const s = check(
      grade('status-subresource', 'fail-status-set-on-second-read-first-written.go'),
      'outcome.status-ready',
    );
    expect(s.status).toBe('fail');
    expect(s.message.en).toContain(
      'the status fields are set on latest (lines 39–40), but the write at line 41 sends app, another copy of the object',
    );
    expect(s.message['zh-cn']).toContain('另一个副本');
    const c = check(
      grade('capstone', 'fail-status-fields-on-first-read-fresh-copy-written.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'The status fields are set on app (line 83), but the write at line 97 sends latest, another copy of the object',
    );
  }, 120_000);
  it('status-conditions, observedGeneration assigned after the status write: the line named', () => {
    const c = check(
      grade('status-conditions', 'fail-observed-generation-set-after-write.go'),
      'status.observed-generation',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'It is assigned at line 44, after the status write at line 40: the value stays in the Go object and is never sent.',
    );
    expect(c.lines).toContainEqual({ file: ctrlFile, line: 44 });
  }, 120_000);
  it('apply-ownership, an apply without a field manager: the 422 quoted, the hint about FieldOwner', () => {
    const c = check(
      grade('apply-ownership', 'fail-apply-without-field-owner.go'),
      'outcome.scaled-replicas-kept',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      '→ 422 PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    );
    expect(c.hint?.en).toContain('client.FieldOwner');
    expect(c.hint?.en).not.toContain('every field you send is yours');
  }, 120_000);
  it('fake-client-status, an interceptor that never passes the status write on: named, with its own hint', () => {
    const c = check(gradeDir('fake-client-status', 'fail-interceptor-swallows-status-update'), 'test.passes');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      "The interceptor's SubResourceUpdate (line 43) returns without passing the write on",
    );
    expect(c.hint?.en).toContain('pass it on to the client the function receives');
    expect(c.hint?.en).not.toContain('WithStatusSubresource');
    expect(c.lines).toContainEqual({ file: 'test/unit/main.go', line: 43 });
  }, 120_000);
  it('rbac-markers, a marker typed resource= for its write verbs: named by the role check and after the 403', () => {
    const r = grade('rbac-markers', 'fail-marker-argument-resource-singular.go');
    const role = check(r, 'rbac.generated-role');
    expect(role.lines).toContainEqual({ file: ctrlFile, line: 29 });
    const writes = check(r, 'rbac.writes-allowed');
    expect(writes.message.en).toContain(
      'The marker at line 29 says resource= where the argument is resources=',
    );
    const out = check(r, 'outcome.configmap-published');
    expect(out.message.en).toContain(
      'The +kubebuilder:rbac marker at line 29 names configmaps and create, but it says resource=',
    );
    expect(out.message.en).not.toContain('Add create to it');
  }, 120_000);
  it('watch-namespace, metav1.NamespaceSystem added to DefaultNamespaces: the constant named where it is written', () => {
    const c = check(
      grade('watch-namespace', 'fail-default-namespaces-plus-kube-system.go'),
      'rbac.cache-syncs',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('metav1.NamespaceSystem ("kube-system") is written at cmd/main.go:46.');
    expect(c.lines).toContainEqual({ file: 'cmd/main.go', line: 46 });
  }, 120_000);
  it('webhook-validate, a validator that defaults replicas on the object it judges: the assignment named', () => {
    const c = check(
      grade('webhook-validate', 'fail-validator-defaults-replicas-on-its-copy.go'),
      'webhook.rejects-invalid',
    );
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(
      'ValidateCreate assigns app.Spec.Replicas (line 41) before it validates: a validating webhook cannot change the object',
    );
    expect(c.message['zh-cn']).toContain('validating webhook 无法修改对象');
    expect(c.lines).toContainEqual({ file: 'internal/webhook/v1/app_webhook.go', line: 41 });
  }, 120_000);
});
