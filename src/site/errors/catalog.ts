// The error-message catalogue: every message quoted to the letter from the design documents
// (SEMANTICS.md for the cluster and controller-runtime, TOOLCHAIN.md for go, make and webhooks),
// with its cause and fix in both locales. test/site/errors.test.ts checks ids, links and locales.
import type { ErrorArea, ErrorEntry, Localized } from './types.ts';

export const areaTitles: Record<ErrorArea, Localized> = {
  scope: { en: 'Namespaces and scope', 'zh-CN': '命名空间与作用域' },
  status: { en: 'Status, resourceVersion and conflicts', 'zh-CN': 'Status、resourceVersion 与冲突' },
  loop: { en: 'The reconcile loop', 'zh-CN': '调谐循环' },
  rbac: { en: 'Permissions (RBAC)', 'zh-CN': '权限（RBAC）' },
  webhooks: { en: 'Webhooks', 'zh-CN': 'Webhook' },
  modules: { en: 'Go modules and the network', 'zh-CN': 'Go 模块与网络' },
};

const apiServer = (code: string): Localized => ({
  en: `API server (${code})`,
  'zh-CN': `API Server（${code}）`,
});
const plain = (who: string, zh: string): Localized => ({
  en: `${who} (plain Go error, not an API status)`,
  'zh-CN': `${zh}（普通 Go error，不是 API Status）`,
});
const local = (en: string, zh: string): Localized => ({ en, 'zh-CN': zh });

export const errorCatalog: readonly ErrorEntry[] = [
  // ── Scope ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'unknown-namespace-get',
    area: 'scope',
    message: 'unable to get: other-ns/my-secret because of unknown namespace for the cache',
    origin: plain('controller-runtime multi-namespace cache', 'controller-runtime 多命名空间缓存'),
    provenance: 'exact',
    lesson: 'lessons/scope#cache-namespaces',
    title: local('Get outside the cache’s namespaces', '在缓存未覆盖的命名空间里 Get'),
    cause: local(
      'The manager’s cache was restricted with DefaultNamespaces (v0.16+) and the key’s namespace is not one of them. It is not NotFound: IsNotFound is false and IgnoreNotFound passes it through, so Reconcile returns it and the request is retried with backoff forever.',
      '管理器的缓存用 DefaultNamespaces（v0.16 起）限定了命名空间，而 key 的命名空间不在其中。这不是 NotFound：IsNotFound 返回 false，IgnoreNotFound 也不会吞掉它，于是 Reconcile 返回错误、请求带退避无限重试。',
    ),
    fix: local(
      'Add the namespace to cache.Options.DefaultNamespaces (or add the cache.AllNamespaces key ""), or read that object with mgr.GetAPIReader(), which does not use the cache (and needs get permission there).',
      '把该命名空间加进 cache.Options.DefaultNamespaces（或加入 cache.AllNamespaces 即 "" 键），或者用不走缓存的 mgr.GetAPIReader() 读取（需要在那里有 get 权限）。',
    ),
  },
  {
    id: 'unknown-namespace-list',
    area: 'scope',
    message: 'unable to list: <ns> because of unknown namespace for the cache',
    origin: plain('controller-runtime multi-namespace cache', 'controller-runtime 多命名空间缓存'),
    provenance: 'exact',
    lesson: 'lessons/scope#cache-namespaces',
    title: local('List in a namespace the cache does not watch', '在缓存未监听的命名空间里 List'),
    cause: local(
      'Same as the Get case: client.InNamespace names a namespace outside DefaultNamespaces. (v0.10–v0.15 printed "unable to get:" for List too.)',
      '与 Get 的情况相同：client.InNamespace 指定的命名空间不在 DefaultNamespaces 里。（v0.10–v0.15 对 List 也打印 "unable to get:"。）',
    ),
    fix: local(
      'Widen the cache’s namespaces or list through the API reader.',
      '扩大缓存的命名空间范围，或通过 APIReader 列出。',
    ),
  },
  {
    id: 'cache-not-found-kind',
    area: 'scope',
    message: 'Guestbook.webapp.my.domain "gb" not found',
    origin: local('the cache (404 NotFound, IsNotFound true)', '缓存（404 NotFound，IsNotFound 为 true）'),
    provenance: 'exact',
    lesson: 'lessons/scope#empty-namespace',
    title: local('NotFound that names the Kind', '消息里是 Kind 的 NotFound'),
    cause: local(
      'A cached Get of a namespaced kind with an empty namespace in the key. The cache looks up just the name, misses, and builds a NotFound with the Kind (not the plural resource) in the message — the tell-tale sign it came from the cache. Core kinds read e.g. Pod "web" not found.',
      '对命名空间级资源做缓存 Get，但 key 的命名空间为空。缓存只按名字查找、找不到，于是构造了一个消息里带 Kind（而非复数资源名）的 NotFound——这正是它来自缓存的标志。核心资源会显示为 Pod "web" not found 这样的形式。',
    ),
    fix: local(
      'Build the key with the namespace: r.Get(ctx, req.NamespacedName, obj) or client.ObjectKey{Namespace: req.Namespace, Name: name}.',
      '构造 key 时带上命名空间：r.Get(ctx, req.NamespacedName, obj) 或 client.ObjectKey{Namespace: req.Namespace, Name: name}。',
    ),
  },
  {
    id: 'api-not-found',
    area: 'scope',
    message: 'guestbooks.webapp.my.domain "gb" not found',
    origin: apiServer('404 NotFound'),
    provenance: 'exact',
    lesson: 'lessons/scope#namespaced-and-cluster-scoped',
    title: local('NotFound from the API server', 'API Server 返回的 NotFound'),
    cause: local(
      'The API server has no such object in that namespace; its messages name the plural resource and group. The same text comes back from Status().Update on a CRD without the status subresource — indistinguishable from "deleted".',
      'API Server 在该命名空间里没有这个对象；它的消息使用复数资源名和组名。对没有开启 status 子资源的 CRD 调用 Status().Update 也会得到一模一样的文本——与“对象已被删除”无法区分。',
    ),
    fix: local(
      'Check the namespace and name in the key. If it came from Status().Update, add // +kubebuilder:subresource:status, run make manifests and reinstall the CRD. For objects that may be gone, return client.IgnoreNotFound(err).',
      '检查 key 中的命名空间和名字。如果来自 Status().Update，请加上 // +kubebuilder:subresource:status，执行 make manifests 并重新安装 CRD。对可能已被删除的对象，返回 client.IgnoreNotFound(err)。',
    ),
  },
  {
    id: 'empty-namespace-with-name',
    area: 'scope',
    message: 'an empty namespace may not be set when a resource name is provided',
    origin: plain('client-go REST client, before any request is sent', 'client-go REST 客户端，请求发出之前'),
    provenance: 'exact',
    lesson: 'lessons/scope#empty-namespace',
    title: local('Direct Get/Update/Delete without a namespace', '直连客户端 Get/Update/Delete 没有命名空间'),
    cause: local(
      'A direct (uncached) GET, PUT or DELETE of a namespaced kind with a name but an empty namespace. The client refuses before sending; this is not an API status.',
      '对命名空间级资源的直连（不走缓存）GET、PUT 或 DELETE 带了名字却没有命名空间。客户端在发送前就拒绝了；这不是 API Status。',
    ),
    fix: local('Set the namespace on the object or key.', '在对象或 key 上设置命名空间。'),
  },
  {
    id: 'empty-namespace-create',
    area: 'scope',
    message: 'an empty namespace may not be set during creation',
    origin: plain('client-go REST client, before any request is sent', 'client-go REST 客户端，请求发出之前'),
    provenance: 'exact',
    lesson: 'lessons/scope#empty-namespace',
    title: local('Create of a namespaced object without a namespace', '创建命名空间级对象时没有命名空间'),
    cause: local(
      'r.Create(ctx, child) where child.Namespace was never set. There is no default namespace in the client.',
      '调用 r.Create(ctx, child) 时从未设置 child.Namespace。客户端里没有“默认命名空间”。',
    ),
    fix: local(
      'Set child.Namespace (usually to the owner’s namespace, req.Namespace).',
      '设置 child.Namespace（通常是属主所在的命名空间，即 req.Namespace）。',
    ),
  },
  {
    id: 'empty-name',
    area: 'scope',
    message: 'resource name may not be empty',
    origin: plain('client-go REST client', 'client-go REST 客户端'),
    provenance: 'exact',
    lesson: 'lessons/scope#empty-namespace',
    title: local('Request with an empty name', '请求中名字为空'),
    cause: local('The key or object has no name.', 'key 或对象没有名字。'),
    fix: local(
      'Fill in the name (req.Name for the object being reconciled).',
      '填上名字（被调谐对象的名字是 req.Name）。',
    ),
  },
  {
    id: 'innamespace-not-get-option',
    area: 'scope',
    message:
      'cannot use client.InNamespace(req.Namespace) (value of type client.InNamespace) as client.GetOption value in argument to r.Client.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
    origin: local('Go compiler (gc)', 'Go 编译器（gc）'),
    provenance: 'exact',
    lesson: 'lessons/scope#get-takes-a-key',
    title: local('client.InNamespace passed to Get', '把 client.InNamespace 传给了 Get'),
    cause: local(
      'InNamespace only has ApplyToList and ApplyToDeleteAllOf; it is not a GetOption, in any controller-runtime version. Get already takes the namespace from its key.',
      'InNamespace 只实现了 ApplyToList 和 ApplyToDeleteAllOf，在任何 controller-runtime 版本里都不是 GetOption。Get 的命名空间本来就来自 key。',
    ),
    fix: local(
      'Drop the option and put the namespace in the key: r.Get(ctx, client.ObjectKey{Namespace: req.Namespace, Name: n}, obj). Keep InNamespace for List and DeleteAllOf.',
      '去掉这个选项，把命名空间放进 key：r.Get(ctx, client.ObjectKey{Namespace: req.Namespace, Name: n}, obj)。InNamespace 留给 List 和 DeleteAllOf 用。',
    ),
  },
  {
    id: 'cluster-scoped-owner',
    area: 'scope',
    message: "cluster-scoped resource must not have a namespace-scoped owner, owner's namespace %s",
    origin: plain(
      'controllerutil.SetControllerReference / SetOwnerReference',
      'controllerutil.SetControllerReference / SetOwnerReference',
    ),
    provenance: 'exact',
    lesson: 'lessons/scope#owner-references',
    title: local(
      'Owner reference from a cluster-scoped (or namespace-less) child',
      '集群级（或没有命名空间的）子对象设置属主',
    ),
    cause: local(
      'The child has no namespace and the owner has one. The check only looks at the namespace string, so a namespaced child whose Namespace you forgot to set fails the same way.',
      '子对象没有命名空间而属主有。这个检查只比较命名空间字符串，所以忘了设置 Namespace 的命名空间级子对象也会这样失败。',
    ),
    fix: local(
      'Set the child’s namespace before SetControllerReference; a truly cluster-scoped child cannot be owned by a namespaced object (use a finalizer to clean it up instead).',
      '在 SetControllerReference 之前设置子对象的命名空间；真正的集群级子对象不能由命名空间级对象拥有（改用 finalizer 来清理）。',
    ),
  },
  {
    id: 'cross-namespace-owner',
    area: 'scope',
    message: "cross-namespace owner references are disallowed, owner's namespace %s, obj's namespace %s",
    origin: plain(
      'controllerutil.SetControllerReference / SetOwnerReference',
      'controllerutil.SetControllerReference / SetOwnerReference',
    ),
    provenance: 'exact',
    lesson: 'lessons/scope#owner-references',
    title: local('Owner in another namespace', '属主在另一个命名空间'),
    cause: local('Owner references only work within one namespace.', '属主引用只能在同一个命名空间内生效。'),
    fix: local(
      'Create the child in the owner’s namespace, or track it another way (labels plus a finalizer).',
      '把子对象建在属主的命名空间里，或换一种方式跟踪（标签加 finalizer）。',
    ),
  },
  {
    id: 'namespace-mismatch',
    area: 'scope',
    message: 'the namespace of the provided object does not match the namespace sent on the request',
    origin: apiServer('400 BadRequest'),
    provenance: 'exact',
    lesson: 'lessons/scope#namespaced-and-cluster-scoped',
    title: local('Object namespace differs from the request', '对象的命名空间与请求不一致'),
    cause: local(
      'A namespaced object whose metadata.namespace differs from the namespace in the URL.',
      '命名空间级对象的 metadata.namespace 与 URL 中的命名空间不同。',
    ),
    fix: local(
      'Use one namespace for both; with controller-runtime, set only obj.Namespace.',
      '两处使用同一个命名空间；使用 controller-runtime 时只设置 obj.Namespace 即可。',
    ),
  },

  // ── Status ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'conflict',
    area: 'status',
    message:
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    origin: apiServer('409 Conflict'),
    provenance: 'exact',
    lesson: 'lessons/status#conflicts',
    title: local('Conflict: the object has been modified', '冲突：对象已被修改'),
    cause: local(
      'Update or Status().Update sent a metadata.resourceVersion that is no longer the stored one: someone (often your own previous write) changed the object since you read it. There is one resourceVersion per object; spec, metadata and status writes all bump it. apierrors.IsConflict(err) is true.',
      'Update 或 Status().Update 发送的 metadata.resourceVersion 已不是存储中的版本：自从你读取后，有人（常常就是你自己上一次的写入）改动了对象。每个对象只有一个 resourceVersion；写 spec、metadata、status 都会让它递增。apierrors.IsConflict(err) 为 true。',
    ),
    fix: local(
      'Return the error (the request is requeued with backoff and the next reconcile reads fresh data), or wrap read-modify-write in retry.RetryOnConflict with a re-Get inside, or use a merge patch (client.MergeFrom), which sends no resourceVersion.',
      '直接返回错误（请求会带退避重新入队，下次调谐读到新数据）；或用 retry.RetryOnConflict 包住“读-改-写”并在其中重新 Get；或改用合并补丁 client.MergeFrom，它不携带 resourceVersion。',
    ),
  },
  {
    id: 'resource-version-required',
    area: 'status',
    message:
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
    origin: apiServer('422 Invalid'),
    provenance: 'exact',
    lesson: 'lessons/status#resource-version',
    title: local(
      'Update of a custom resource without resourceVersion',
      '更新自定义资源时缺少 resourceVersion',
    ),
    cause: local(
      'Custom resources never allow unconditional updates. Kubernetes before 1.34 renders the value as 0x0. (Built-ins such as Deployment accept an empty resourceVersion: last write wins.)',
      '自定义资源从不允许无条件更新。1.34 之前的 Kubernetes 把值显示为 0x0。（Deployment 等内置资源接受空 resourceVersion：后写者胜。）',
    ),
    fix: local(
      'Update the object you read (it carries its resourceVersion), or use a patch.',
      '更新你读出来的那个对象（它带着 resourceVersion），或者改用补丁。',
    ),
  },
  {
    id: 'resource-version-on-create',
    area: 'status',
    message: 'resourceVersion should not be set on objects to be created',
    origin: apiServer('500'),
    provenance: 'exact',
    lesson: 'lessons/status#resource-version',
    title: local('Create with a resourceVersion', '创建时带了 resourceVersion'),
    cause: local(
      'The object passed to Create was copied from an existing one and still has metadata.resourceVersion.',
      '传给 Create 的对象是从已有对象复制来的，仍带着 metadata.resourceVersion。',
    ),
    fix: local(
      'Build new objects from scratch, or clear ResourceVersion (and UID) before Create.',
      '从头构造新对象，或在 Create 之前清空 ResourceVersion（以及 UID）。',
    ),
  },
  {
    id: 'already-exists',
    area: 'status',
    message: '<plural>.<group> "<name>" already exists',
    origin: apiServer('409 AlreadyExists'),
    provenance: 'exact',
    lesson: 'lessons/status#conflicts',
    title: local('Create of an object that exists', '创建一个已存在的对象'),
    cause: local(
      'Create is not idempotent; a second reconcile that creates the same child fails.',
      'Create 不是幂等的；第二次调谐再创建同一个子对象就会失败。',
    ),
    fix: local(
      'Get first and create only on NotFound, or treat apierrors.IsAlreadyExists as success, or use controllerutil.CreateOrUpdate.',
      '先 Get，仅在 NotFound 时创建；或把 apierrors.IsAlreadyExists 视为成功；或使用 controllerutil.CreateOrUpdate。',
    ),
  },
  {
    id: 'optimistic-lock-without-rv',
    area: 'status',
    message: 'cannot use OptimisticLock, object %q does not have any resource version we can use',
    origin: plain(
      'controller-runtime client.MergeFromWithOptimisticLock',
      'controller-runtime client.MergeFromWithOptimisticLock',
    ),
    provenance: 'exact',
    lesson: 'lessons/status#merge-patches',
    title: local(
      'Optimistic-lock patch from an object without resourceVersion',
      '基于没有 resourceVersion 的对象做乐观锁补丁',
    ),
    cause: local(
      'MergeFromWithOptimisticLock puts the original’s resourceVersion into the patch; the original had none.',
      'MergeFromWithOptimisticLock 会把原对象的 resourceVersion 写进补丁；而原对象没有。',
    ),
    fix: local(
      'Take the original with DeepCopy from an object you read from the cluster.',
      '原对象要从集群读取的对象 DeepCopy 而来。',
    ),
  },
  {
    id: 'apply-needs-field-manager',
    area: 'status',
    message:
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    origin: apiServer('422 Invalid'),
    provenance: 'exact',
    lesson: 'lessons/status#server-side-apply',
    title: local('Server-side apply without a field manager', '服务端应用（SSA）没有 field manager'),
    cause: local('Apply requests must name who owns the fields.', 'Apply 请求必须说明字段归谁所有。'),
    fix: local('Pass client.FieldOwner("my-operator").', '传入 client.FieldOwner("my-operator")。'),
  },
  {
    id: 'apply-conflict',
    area: 'status',
    message: 'Apply failed with 1 conflict: conflict with "<manager>": .spec.x',
    origin: apiServer('409 Conflict'),
    provenance: 'exact',
    lesson: 'lessons/status#server-side-apply',
    title: local('Server-side apply ownership conflict', 'SSA 字段所有权冲突'),
    cause: local(
      'Another field manager owns a field you applied with a different value.',
      '另一个 field manager 拥有你以不同值应用的字段。',
    ),
    fix: local(
      'Stop applying that field, or take ownership deliberately with client.ForceOwnership.',
      '不再应用该字段，或有意地用 client.ForceOwnership 接管所有权。',
    ),
  },
  {
    id: 'status-invalid',
    area: 'status',
    message: 'Guestbook.webapp.my.domain "gb" is invalid: status.<field>: …',
    origin: apiServer('422 Invalid'),
    provenance: 'exact',
    lesson: 'lessons/status#status-subresource',
    title: local('Status rejected by the schema', 'status 未通过 schema 校验'),
    cause: local(
      'Writes to /status are validated against the status schema and CEL rules (the spec you send there is ignored, so it is not validated).',
      '写入 /status 时会按 status 的 schema 和 CEL 规则校验（发往那里的 spec 会被忽略，因此不会被校验）。',
    ),
    fix: local(
      'Make the status value satisfy the CRD’s validation markers.',
      '让 status 的值满足 CRD 上的校验标记。',
    ),
  },
  {
    id: 'unknown-field-warning',
    area: 'status',
    message: 'unknown field "status.foo"',
    origin: local(
      'API server warning (logged by controller-runtime at Info level, not an error)',
      'API Server 警告（controller-runtime 以 Info 级别记录，不是错误）',
    ),
    provenance: 'exact',
    lesson: 'lessons/status#status-lost-silently',
    title: local('A status field the CRD does not know', 'CRD 不认识的 status 字段'),
    cause: local(
      'The field is not in the CRD schema, so the server prunes it. The write succeeds and the value is silently gone.',
      '该字段不在 CRD 的 schema 里，服务器会把它裁剪掉。写入成功，值却悄无声息地没了。',
    ),
    fix: local(
      'Add the field to the Go type, run make manifests and reinstall the CRD.',
      '把字段加进 Go 类型，执行 make manifests 并重新安装 CRD。',
    ),
  },

  // ── Loop ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'result-and-error',
    area: 'loop',
    message:
      'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil. …',
    origin: local('controller-runtime log', 'controller-runtime 日志'),
    provenance: 'exact',
    lesson: 'lessons/status#requeue-semantics',
    title: local('Result and error returned together', '同时返回了 Result 和 error'),
    cause: local(
      'With a non-nil error the Result is ignored: the request is requeued with the rate limiter’s backoff, not after your RequeueAfter. (v0.18–v0.20 word this "Warning: Reconciler returned both a non-zero result and a non-nil error. …")',
      '只要 error 非 nil，Result 就会被忽略：请求按限速器的退避重新入队，而不是按你的 RequeueAfter。（v0.18–v0.20 的措辞是 "Warning: Reconciler returned both a non-zero result and a non-nil error. …"）',
    ),
    fix: local(
      'Return either an error or a Result, not both.',
      '要么返回 error，要么返回 Result，不要同时返回。',
    ),
  },
  {
    id: 'panic-recovered',
    area: 'loop',
    message: 'panic: <value> [recovered]',
    origin: local(
      'controller-runtime (RecoverPanic defaults to true)',
      'controller-runtime（RecoverPanic 默认开启）',
    ),
    provenance: 'exact',
    lesson: 'lessons/status#requeue-semantics',
    title: local('A panic inside Reconcile', 'Reconcile 中发生 panic'),
    cause: local(
      'The panic is recovered and becomes an error, so the request is requeued with backoff.',
      'panic 被 recover 并转成 error，请求带退避重新入队。',
    ),
    fix: local(
      'Fix the nil dereference or index; the log line "Reconciler error" names the object.',
      '修复空指针或越界访问；日志中的 "Reconciler error" 会指出是哪个对象。',
    ),
  },

  // ── RBAC ──────────────────────────────────────────────────────────────────────────────────
  {
    id: 'forbidden-list-cluster',
    area: 'rbac',
    message:
      'pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope',
    origin: apiServer('403 Forbidden'),
    provenance: 'exact',
    lesson: 'lessons/permissions#forbidden-messages',
    title: local('List forbidden at the cluster scope', '在集群范围 List 被拒绝'),
    cause: local(
      'The service account may not list pods in all namespaces. The default cache is cluster-wide, so an informer for a type lists at the cluster scope even if your Role grants it in one namespace.',
      '该服务账号无权在所有命名空间中 list pods。默认缓存是集群范围的，所以即使 Role 在某个命名空间里授予了权限，某类型的 informer 仍会在集群范围 list。',
    ),
    fix: local(
      'Add // +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch and run make manifests, or restrict the cache to the namespaces your Role covers.',
      '加上 // +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch 并执行 make manifests；或把缓存限定在 Role 覆盖的命名空间内。',
    ),
  },
  {
    id: 'forbidden-get-namespace',
    area: 'rbac',
    message:
      'deployments.apps "web" is forbidden: User "…" cannot get resource "deployments" in API group "apps" in the namespace "default"',
    origin: apiServer('403 Forbidden'),
    provenance: 'exact',
    lesson: 'lessons/permissions#forbidden-messages',
    title: local('Get forbidden in a namespace', '在命名空间内 Get 被拒绝'),
    cause: local(
      'The request names the object, so the message includes "web"; the verb, resource, group and namespace say exactly which rule is missing.',
      '请求带了对象名，所以消息里有 "web"；动词、资源、组、命名空间准确说明了缺哪条规则。',
    ),
    fix: local(
      'Add the verb for that group/resource in an RBAC marker and regenerate.',
      '在 RBAC 标记中为该组/资源加上这个动词，然后重新生成。',
    ),
  },
  {
    id: 'forbidden-create',
    area: 'rbac',
    message:
      'deployments.apps is forbidden: User "…" cannot create resource "deployments" in API group "apps" in the namespace "default"',
    origin: apiServer('403 Forbidden'),
    provenance: 'exact',
    lesson: 'lessons/permissions#writes-fail-fast',
    title: local('Create forbidden', 'Create 被拒绝'),
    cause: local(
      'Writes always go straight to the API server, so a missing verb fails at once (no name: creates have none yet).',
      '写操作总是直达 API Server，缺少动词会立即失败（没有名字：创建时对象还没有名字）。',
    ),
    fix: local(
      'Add create (and usually update, patch, delete) to the marker for that resource.',
      '在该资源的标记里加上 create（通常还有 update、patch、delete）。',
    ),
  },
  {
    id: 'forbidden-status',
    area: 'rbac',
    message:
      'guestbooks.webapp.my.domain "gb" is forbidden: User "…" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default"',
    origin: apiServer('403 Forbidden'),
    provenance: 'exact',
    lesson: 'lessons/permissions#rbac-markers',
    title: local('Status update forbidden', '更新 status 被拒绝'),
    cause: local(
      'The status subresource is a separate RBAC resource: guestbooks/status.',
      'status 子资源在 RBAC 中是独立的资源：guestbooks/status。',
    ),
    fix: local(
      'Keep the scaffolded marker // +kubebuilder:rbac:groups=<group>,resources=<plural>/status,verbs=get;update;patch.',
      '保留脚手架生成的标记 // +kubebuilder:rbac:groups=<group>,resources=<plural>/status,verbs=get;update;patch。',
    ),
  },
  {
    id: 'cache-sync-timeout',
    area: 'rbac',
    message:
      'failed to wait for <controller> caches to sync kind source: *v1.Guestbook: timed out waiting for cache to be synced for kind source: *v1.Guestbook',
    origin: local(
      'controller-runtime, after CacheSyncTimeout (2 min by default)',
      'controller-runtime，CacheSyncTimeout（默认 2 分钟）之后',
    ),
    provenance: 'exact',
    lesson: 'lessons/permissions#caches-that-never-sync',
    title: local('Controller caches never synced', '控制器的缓存始终没有同步'),
    cause: local(
      'A type in For/Owns/Watches cannot be listed or watched (usually RBAC). The informer retries forever; after the timeout mgr.Start returns this error and the manager exits. The root cause is only in the earlier reflector log lines ("Failed to watch … is forbidden").',
      'For/Owns/Watches 中的某个类型无法 list 或 watch（通常是 RBAC）。informer 会无限重试；超时后 mgr.Start 返回这个错误，管理器退出。根因只出现在更早的 reflector 日志里（"Failed to watch … is forbidden"）。',
    ),
    fix: local(
      'Grant list and watch on that resource (get alone is not enough for a cache).',
      '为该资源授予 list 和 watch（对缓存而言只有 get 不够）。',
    ),
  },
  {
    id: 'informer-sync-timeout',
    area: 'rbac',
    message: 'Timeout: failed waiting for *v1.Secret Informer to sync',
    origin: local('the cache (504 Timeout, IsTimeout true)', '缓存（504 Timeout，IsTimeout 为 true）'),
    provenance: 'exact',
    lesson: 'lessons/permissions#lazy-informers-hang',
    title: local('A lazily started informer never synced', '惰性启动的 informer 始终没有同步'),
    cause: local(
      'The first r.Get/List of a type starts an informer; without list/watch permission it never syncs. With the default context (no deadline) the reconcile hangs forever instead; this error only appears if the context has a deadline.',
      '第一次对某类型 r.Get/List 会启动 informer；没有 list/watch 权限它就永远不会同步。在默认（无截止时间的）context 下调谐会一直挂住；只有 context 设了截止时间才会出现这个错误。',
    ),
    fix: local(
      'Grant list and watch on the type, or read it with mgr.GetAPIReader() (needs get only).',
      '为该类型授予 list 和 watch，或用 mgr.GetAPIReader() 读取（只需要 get）。',
    ),
  },
  {
    id: 'reflector-forbidden',
    area: 'rbac',
    message:
      '"Failed to watch" err="failed to list *v1.Pod: pods is forbidden: …" reflector="…" type="*v1.Pod"',
    origin: local(
      'client-go reflector log (client-go v0.33 and later)',
      'client-go reflector 日志（client-go v0.33 及以后）',
    ),
    provenance: 'exact',
    lesson: 'lessons/permissions#caches-that-never-sync',
    title: local('The informer cannot list', 'informer 无法 list'),
    cause: local(
      'The real reason a cache never syncs. It repeats with backoff (800 ms up to 30 s).',
      '缓存无法同步的真正原因。它按退避（800 ms 到 30 s）反复出现。',
    ),
    fix: local(
      'Read the forbidden part: it names the verb and resource to grant.',
      '看 forbidden 那一段：它指明了要授予的动词和资源。',
    ),
  },

  // ── Webhooks ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'webhook-cert-missing',
    area: 'webhooks',
    message: 'open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory',
    origin: local(
      'the manager, logged as "problem running manager", exit status 1',
      '管理器，日志为 "problem running manager"，退出码 1',
    ),
    provenance: 'exact',
    lesson: 'lessons/webhooks#serving-certs',
    title: local('make run with webhooks and no certificates', '启用 webhook 但没有证书时执行 make run'),
    cause: local(
      'The project has webhooks and ENABLE_WEBHOOKS is not the exact string false, so the manager starts the webhook server on :9443 and looks for its certificate in the default cert dir.',
      '项目里有 webhook，且 ENABLE_WEBHOOKS 不是字符串 false，于是管理器在 :9443 启动 webhook 服务器，并在默认证书目录里找证书。',
    ),
    fix: local(
      'Either make run ENABLE_WEBHOOKS=false, or put tls.crt and tls.key (with a SAN the API server will use) in /tmp/k8s-webhook-server/serving-certs.',
      '要么 make run ENABLE_WEBHOOKS=false；要么把 tls.crt 和 tls.key（SAN 要匹配 API Server 访问你时用的地址）放进 /tmp/k8s-webhook-server/serving-certs。',
    ),
  },
  {
    id: 'no-cert-manager-target',
    area: 'webhooks',
    message: "make: *** No rule to make target 'cert-manager'.  Stop.",
    origin: local('GNU make (exit status 2)', 'GNU make（退出码 2）'),
    provenance: 'exact',
    lesson: 'lessons/webhooks#cert-manager',
    title: local('There is no make cert-manager', '根本没有 make cert-manager'),
    cause: local(
      'Neither kubebuilder’s nor operator-sdk’s Makefile has such a target.',
      'kubebuilder 和 operator-sdk 的 Makefile 都没有这个目标。',
    ),
    fix: local(
      'Install cert-manager from its own manifests if you deploy in-cluster; it does not help a manager running on your machine.',
      '要在集群内部署时，按 cert-manager 自己的清单安装它；它对在你本机运行的管理器没有帮助。',
    ),
  },
  {
    id: 'webhook-no-endpoints',
    area: 'webhooks',
    message:
      'Error from server (InternalError): error when creating "jobset.yaml": Internal error occurred: failed calling webhook "mjobset.kb.io": failed to call webhook: Post "https://jobset-webhook-service.jobset-system.svc:443/mutate-batch-x-k8s-io-v1alpha1-jobset?timeout=10s": no endpoints available for service "jobset-webhook-service"',
    origin: local(
      'API server via kubectl (webhook with failurePolicy Fail)',
      'API Server 经 kubectl（failurePolicy 为 Fail 的 webhook）',
    ),
    provenance: 'exact',
    lesson: 'lessons/webhooks#failure-strings',
    title: local('Webhook Service with no endpoints', 'webhook 的 Service 没有 endpoints'),
    cause: local(
      'The webhook configuration points at a Service with no ready pod behind it — for example, your manager runs on your laptop, not in the cluster.',
      'webhook 配置指向的 Service 后面没有就绪的 Pod——比如你的管理器在笔记本上运行，而不在集群里。',
    ),
    fix: local(
      'Deploy the manager, or point the configuration at your machine with clientConfig.url and caBundle, or remove the configuration while developing.',
      '部署管理器；或用 clientConfig.url 和 caBundle 把配置指向你的机器；或在开发期间删除该配置。',
    ),
  },
  {
    id: 'webhook-service-not-found',
    area: 'webhooks',
    message:
      'Error from server (InternalError): error when creating "...kusk-frontend-route.yaml": Internal error occurred: failed calling webhook "mstaticroute.kb.io": failed to call webhook: Post "https://webhook-service.kusk-system.svc:443/mutate-gateway-kusk-io-v1alpha1-staticroute?timeout=10s": service "webhook-service" not found',
    origin: local('API server via kubectl', 'API Server 经 kubectl'),
    provenance: 'exact',
    lesson: 'lessons/webhooks#failure-strings',
    title: local('Webhook Service not found', '找不到 webhook 的 Service'),
    cause: local(
      'clientConfig.service names a Service or namespace that does not exist (e.g. manifests applied without kustomize’s name prefix).',
      'clientConfig.service 指向的 Service 或命名空间不存在（例如没经过 kustomize 加名字前缀就应用了清单）。',
    ),
    fix: local(
      'Make service.name and service.namespace match the real Service (after make deploy: <project>-webhook-service in <project>-system).',
      '让 service.name 和 service.namespace 与真实的 Service 一致（make deploy 之后是 <project>-system 中的 <project>-webhook-service）。',
    ),
  },
  {
    id: 'webhook-connection-refused',
    area: 'webhooks',
    message:
      'Internal error occurred: failed calling webhook "mclusterdefinition.kb.io": failed to call webhook: Post "https://host.minikube.internal:40377/mutate-dbaas-kubeblocks-io-v1alpha1-clusterdefinition?timeout=10s": dial tcp 192.168.49.1:40377: connect: connection refused',
    origin: local('API server', 'API Server'),
    provenance: 'exact',
    lesson: 'lessons/webhooks#failure-strings',
    title: local('Nothing listening where the webhook points', 'webhook 指向的地址没有进程在监听'),
    cause: local(
      'The host answers but no process listens on that port: the manager is not running, or listens on another port.',
      '主机可达，但该端口没有进程监听：管理器没在运行，或监听在别的端口。',
    ),
    fix: local(
      'Start the manager with webhooks enabled and check the port (9443 by default).',
      '启动启用了 webhook 的管理器，检查端口（默认 9443）。',
    ),
  },
  {
    id: 'webhook-unknown-authority',
    area: 'webhooks',
    message: 'tls: failed to verify certificate: x509: certificate signed by unknown authority',
    origin: local(
      'API server calling the webhook (Go 1.20+ wording)',
      'API Server 调用 webhook 时（Go 1.20+ 的措辞）',
    ),
    provenance: 'exact',
    lesson: 'lessons/webhooks#failure-strings',
    title: local(
      'The API server does not trust the webhook’s certificate',
      'API Server 不信任 webhook 的证书',
    ),
    cause: local(
      'caBundle is missing or is not the CA that signed the serving certificate (e.g. cert-manager CA injection not enabled).',
      'caBundle 缺失，或者不是签发服务证书的那个 CA（例如没有启用 cert-manager 的 CA 注入）。',
    ),
    fix: local(
      'Put the signing CA, base64-encoded, in clientConfig.caBundle (or enable the cert-manager.io/inject-ca-from annotation in-cluster).',
      '把签发 CA（base64 编码）放进 clientConfig.caBundle（集群内部署则启用 cert-manager.io/inject-ca-from 注解）。',
    ),
  },
  {
    id: 'webhook-san-mismatch',
    area: 'webhooks',
    message: 'x509: certificate is valid for <names>, not <host>',
    origin: local('API server calling the webhook', 'API Server 调用 webhook 时'),
    provenance: 'exact',
    lesson: 'lessons/webhooks#reaching-your-machine',
    title: local('Certificate made for another host name', '证书是为别的主机名签发的'),
    cause: local(
      'The serving certificate’s SANs do not include the host in clientConfig.url (typical when a cert for webhook-service.<ns>.svc is reused on a laptop).',
      '服务证书的 SAN 不包含 clientConfig.url 中的主机（把为 webhook-service.<ns>.svc 签的证书拿到笔记本上用时很常见）。',
    ),
    fix: local(
      'Issue a certificate whose SAN is the host or IP the API server uses to reach you.',
      '签发一张 SAN 为 API Server 访问你时所用主机名或 IP 的证书。',
    ),
  },
  {
    id: 'webhook-deadline',
    area: 'webhooks',
    message:
      'Internal error occurred: failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://memcached-operator-webhook-service.memcached-operator-system.svc:443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": context deadline exceeded',
    origin: local('API server (Kubernetes 1.23+ format)', 'API Server（Kubernetes 1.23+ 格式）'),
    provenance: 'derived',
    lesson: 'lessons/webhooks#failure-strings',
    title: local('Webhook call timed out', '调用 webhook 超时'),
    cause: local(
      'Packets are dropped between the control plane and the webhook (firewall, unreachable laptop). timeoutSeconds defaults to 10.',
      '控制平面与 webhook 之间的数据包被丢弃（防火墙、无法访问的笔记本）。timeoutSeconds 默认为 10。',
    ),
    fix: local(
      'Fix the network path, or develop without the webhook registered.',
      '打通网络路径，或在开发时不注册该 webhook。',
    ),
  },
  {
    id: 'webhook-denied',
    area: 'webhooks',
    message:
      'Error from server (Forbidden): error when creating "config/samples/...yaml": admission webhook "vmemcached.kb.io" denied the request: <your message>',
    origin: local(
      'API server via kubectl: your validator said no',
      'API Server 经 kubectl：你的校验器拒绝了',
    ),
    provenance: 'derived',
    lesson: 'lessons/webhooks#validating-and-defaulting',
    title: local('Webhook denied the request', 'webhook 拒绝了请求'),
    cause: local(
      'Not a connectivity problem: your ValidateCreate/Update/Delete returned an error; controller-runtime turns it into a 403 denial with your message.',
      '不是连通性问题：你的 ValidateCreate/Update/Delete 返回了错误；controller-runtime 把它变成带你消息的 403 拒绝。',
    ),
    fix: local(
      'Read your own message; fix the object or the validation rule.',
      '读你自己写的消息；修正对象或校验规则。',
    ),
  },

  // ── Go modules ────────────────────────────────────────────────────────────────────────────
  {
    id: 'goproxy-dns',
    area: 'modules',
    message:
      'go: sigs.k8s.io/controller-runtime@v0.16.0: Get "https://proxy.golang.org/sigs.k8s.io/controller-runtime/@v/v0.16.0.mod": dial tcp: lookup proxy.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    origin: local('go get (the resolver address is the machine’s own)', 'go get（解析器地址因机器而异）'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#network-errors',
    title: local('The module proxy cannot be resolved', '无法解析模块代理的域名'),
    cause: local(
      'No DNS or no network towards proxy.golang.org.',
      '到 proxy.golang.org 没有 DNS 或没有网络。',
    ),
    fix: local(
      'Use a reachable proxy: go env -w GOPROXY=https://goproxy.cn,direct (or set HTTPS_PROXY).',
      '使用可访问的代理：go env -w GOPROXY=https://goproxy.cn,direct（或设置 HTTPS_PROXY）。',
    ),
  },
  {
    id: 'goproxy-timeout',
    area: 'modules',
    message:
      'Get "https://proxy.golang.org/github.com/%21azure/azure-pipeline-go/@v/v0.2.2.mod": dial tcp 172.217.160.81:443: i/o timeout',
    origin: local('go command, after 30 s', 'go 命令，30 秒后'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#network-errors',
    title: local('Connections to the proxy are black-holed', '到代理的连接被黑洞'),
    cause: local(
      'SYNs are dropped; the dial times out after 30 s. With GOPROXY=https://proxy.golang.org,direct a timeout does not fall back to direct (only 404/410 do after a comma).',
      'SYN 被丢弃；30 秒后拨号超时。GOPROXY=https://proxy.golang.org,direct 时超时不会回退到 direct（逗号后只有 404/410 才回退）。',
    ),
    fix: local(
      'Point GOPROXY at a reachable proxy; use | instead of , if you want fallback on any error.',
      '把 GOPROXY 指向可访问的代理；想在任何错误时回退，就用 | 代替 ,。',
    ),
  },
  {
    id: 'tls-handshake-timeout',
    area: 'modules',
    message: 'net/http: TLS handshake timeout',
    origin: local('go command, after 10 s', 'go 命令，10 秒后'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#network-errors',
    title: local('TCP connects, TLS never answers', 'TCP 连上了，TLS 没有回应'),
    cause: local(
      'A middlebox accepts the connection but the TLS handshake never completes.',
      '中间设备接受了连接，但 TLS 握手始终完不成。',
    ),
    fix: local('Use another proxy or an HTTPS_PROXY that works.', '换一个代理，或设置可用的 HTTPS_PROXY。'),
  },
  {
    id: 'missing-go-sum-entry',
    area: 'modules',
    message:
      'main.go:6:2: missing go.sum entry for module providing package k8s.io/api/core/v1 (imported by example.com/memcached-operator); to add:',
    origin: local('go build / go vet', 'go build / go vet'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#checksum-database',
    title: local('go.sum was deleted', 'go.sum 被删除了'),
    cause: local(
      'go.sum only holds hashes; without it the go command refuses to build until everything is downloaded and verified again.',
      'go.sum 只存哈希；没有它，go 命令会拒绝构建，直到所有模块重新下载并校验。',
    ),
    fix: local(
      'Restore go.sum from version control; run go mod tidy only with a working proxy.',
      '从版本控制里恢复 go.sum；只在代理可用时执行 go mod tidy。',
    ),
  },
  {
    id: 'checksum-mismatch',
    area: 'modules',
    message: 'verifying k8s.io/api@v0.28.0: checksum mismatch',
    origin: local('go command (followed by SECURITY ERROR)', 'go 命令（后面跟着 SECURITY ERROR）'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#checksum-database',
    title: local('Downloaded module does not match go.sum', '下载的模块与 go.sum 不符'),
    cause: local(
      'The bits differ from an earlier download recorded in go.sum — possibly tampering.',
      '内容与 go.sum 记录的早先下载不同——可能被篡改。',
    ),
    fix: local(
      'Investigate (which proxy served it?); do not delete go.sum to make it go away.',
      '调查原因（是哪个代理提供的？）；不要为了消除它而删掉 go.sum。',
    ),
  },
  {
    id: 'sumdb-unreachable',
    area: 'modules',
    message:
      'verifying module: k8s.io/api@v0.28.0: Get "https://sum.golang.org/lookup/k8s.io/api@v0.28.0": dial tcp: lookup sum.golang.org on 10.255.255.53:53: dial udp 10.255.255.53:53: connect: network is unreachable',
    origin: local('go command', 'go 命令'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#checksum-database',
    title: local('Checksum database unreachable', '无法访问校验和数据库'),
    cause: local(
      'The module came through, but its hash could not be checked against sum.golang.org.',
      '模块下载到了，但无法向 sum.golang.org 校验哈希。',
    ),
    fix: local(
      'Use a proxy that also proxies the checksum database (goproxy.cn does), or GOSUMDB=sum.golang.google.cn. Do not set GOSUMDB=off.',
      '使用同时代理校验和数据库的代理（goproxy.cn 就是），或 GOSUMDB=sum.golang.google.cn。不要设置 GOSUMDB=off。',
    ),
  },
  {
    id: 'go-version-too-old',
    area: 'modules',
    message: 'go: go.mod requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)',
    origin: local('go command (Go 1.21 and later)', 'go 命令（Go 1.21 及以后）'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#version-alignment',
    title: local('The module needs a newer Go', '模块需要更新的 Go'),
    cause: local(
      'go.mod (yours or a dependency’s) declares a newer go line and toolchain switching is off.',
      '（你的或依赖的）go.mod 声明了更新的 go 版本，而工具链切换被关闭了。',
    ),
    fix: local(
      'Install that Go, or allow GOTOOLCHAIN=auto (the toolchain download also goes through GOPROXY and needs the checksum database).',
      '安装该版本的 Go，或允许 GOTOOLCHAIN=auto（工具链下载同样经过 GOPROXY，并需要校验和数据库）。',
    ),
  },
  {
    id: 'go-version-format',
    area: 'modules',
    message: "go.mod:3: invalid go version '1.21.0': must match format 1.23",
    origin: local('Go 1.20 and older reading a new go.mod', 'Go 1.20 及更早版本读取新格式 go.mod'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#version-alignment',
    title: local('Old Go, new go.mod', '旧 Go 遇上新 go.mod'),
    cause: local(
      'Three-part go lines (1.21.0) and toolchain lines are Go 1.21+ syntax.',
      '三段式 go 版本（1.21.0）和 toolchain 行是 Go 1.21+ 的语法。',
    ),
    fix: local('Upgrade Go.', '升级 Go。'),
  },
  {
    id: 'metrics-server-missing',
    area: 'modules',
    message:
      'cmd/main.go:8:2: no required module provides package sigs.k8s.io/controller-runtime/pkg/metrics/server; to add it:',
    origin: local(
      'go build after downgrading k8s.io/api with go get',
      '用 go get 降级 k8s.io/api 之后 go build',
    ),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#downgrading',
    title: local('Scaffold newer than controller-runtime', '脚手架比 controller-runtime 新'),
    cause: local(
      'go get k8s.io/api@v0.27.6 also downgraded controller-runtime to v0.15.2, which has no pkg/metrics/server; the v0.16-era main.go imports it.',
      'go get k8s.io/api@v0.27.6 连带把 controller-runtime 降到了 v0.15.2，而它没有 pkg/metrics/server；v0.16 时代的 main.go 却导入了它。',
    ),
    fix: local(
      'Do not downgrade: a v0.28 client works with a 1.27 cluster. If you must, move controller-runtime and the scaffold to the same era together.',
      '不要降级：v0.28 的客户端可以正常访问 1.27 的集群。如果非降不可，请把 controller-runtime 和脚手架一起换到同一时代的版本。',
    ),
  },
  {
    id: 'undefined-container-restart-policy',
    area: 'modules',
    message: 'undefined: corev1.ContainerRestartPolicy',
    origin: local('go build, inside client-go v0.28.0', 'go build，出错位置在 client-go v0.28.0 内部'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#downgrading',
    title: local('k8s.io/api forced older than client-go', 'k8s.io/api 被强行降到比 client-go 旧'),
    cause: local(
      'A replace pinned k8s.io/api to v0.27.6 while client-go v0.28.0 uses a type added in k8s.io/api v0.28.0.',
      'replace 把 k8s.io/api 钉在 v0.27.6，而 client-go v0.28.0 用到了 k8s.io/api v0.28.0 才加入的类型。',
    ),
    fix: local(
      'Remove the replace; keep k8s.io/api, apimachinery, client-go and controller-runtime at matching minors.',
      '删除 replace；让 k8s.io/api、apimachinery、client-go 与 controller-runtime 保持配套的次版本。',
    ),
  },
  {
    id: 'goproxy-off',
    area: 'modules',
    message: 'module lookup disabled by GOPROXY=off',
    origin: local('go command', 'go 命令'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
    title: local('Downloads disabled', '下载被禁用'),
    cause: local('GOPROXY=off forbids downloading from any source.', 'GOPROXY=off 禁止从任何来源下载。'),
    fix: local('Set GOPROXY to a proxy list.', '把 GOPROXY 设为代理列表。'),
  },
  {
    id: 'go-env-w-overridden',
    area: 'modules',
    message: 'warning: go env -w GOPROXY=... does not override conflicting OS environment variable',
    origin: local('go env -w', 'go env -w'),
    provenance: 'exact',
    lesson: 'lessons/modules-and-goproxy#goproxy-list',
    title: local('An exported GOPROXY wins over go env -w', '已导出的 GOPROXY 优先于 go env -w'),
    cause: local(
      'Your shell exports GOPROXY; go env -w writes the config file, which the environment variable overrides.',
      '你的 shell 导出了 GOPROXY；go env -w 写的是配置文件，而环境变量会覆盖它。',
    ),
    fix: local(
      'Unset or change the exported variable (check your shell profile).',
      '取消或修改导出的变量（检查 shell 配置文件）。',
    ),
  },
];

/** Looks an entry up by id; throws on an unknown id so a typo in a lesson fails the build. */
export function errorEntry(id: string): ErrorEntry {
  const entry = errorCatalog.find((e) => e.id === id);
  if (!entry) throw new Error(`unknown error-catalogue id "${id}"`);
  return entry;
}
