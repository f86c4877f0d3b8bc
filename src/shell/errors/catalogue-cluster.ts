// Error reference entries for webhooks (TOOLCHAIN.md §B) and for scope, status, the reconcile loop
// and RBAC (SEMANTICS.md).
import type { ErrorEntry } from './types.ts';

const L = (en: string, zh: string) => ({ en, 'zh-cn': zh });
const WH = 'lessons/webhooks#failure-strings';

export const clusterErrors: ErrorEntry[] = [
  {
    id: 'webhook-cert-missing',
    area: 'webhooks',
    examples: [
      'ERROR\tsetup\tproblem running manager\t{"error": "open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory"}',
      'open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory',
    ],
    title: L('The webhook server has no certificate', 'webhook 服务器没有证书'),
    cause: L(
      'make run starts the webhook server (ENABLE_WEBHOOKS is unset, so webhooks are on) and it finds no tls.crt/tls.key in the cert dir. cert-manager writes into an in-cluster Secret, never onto your laptop.',
      'make run 会启动 webhook 服务器（ENABLE_WEBHOOKS 未设置，即开启），而证书目录里没有 tls.crt/tls.key。cert-manager 写的是集群里的 Secret，从不写到你的笔记本上。',
    ),
    fix: L(
      'For local runs: make run ENABLE_WEBHOOKS=false. To run webhooks locally, put your own certs in /tmp/k8s-webhook-server/serving-certs.',
      '本地运行：make run ENABLE_WEBHOOKS=false。要在本地运行 webhook，把自己的证书放进 /tmp/k8s-webhook-server/serving-certs。',
    ),
    lesson: 'lessons/webhooks#serving-certs',
  },
  {
    id: 'webhook-no-endpoints',
    area: 'webhooks',
    examples: [
      'Error from server (InternalError): error when creating "jobset.yaml": Internal error occurred: failed calling webhook "mjobset.kb.io": failed to call webhook: Post "https://jobset-webhook-service.jobset-system.svc:443/mutate-batch-x-k8s-io-v1alpha1-jobset?timeout=10s": no endpoints available for service "jobset-webhook-service"',
    ],
    title: L('The webhook Service has no ready pod', 'webhook Service 后面没有就绪的 Pod'),
    cause: L(
      'The webhook configuration points at a Service with no endpoints: the manager Deployment is not ready, or the manager runs on your laptop.',
      'webhook 配置指向的 Service 没有端点：管理器 Deployment 没就绪，或者管理器跑在你的笔记本上。',
    ),
    fix: L(
      'Check kubectl get endpoints <svc>. For a local manager, use clientConfig.url + caBundle, or remove the webhook configuration.',
      '检查 kubectl get endpoints <svc>。本地运行的管理器请用 clientConfig.url + caBundle，或删除 webhook 配置。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-service-not-found',
    area: 'webhooks',
    examples: [
      'Error from server (InternalError): error when creating "route.yaml": Internal error occurred: failed calling webhook "mstaticroute.kb.io": failed to call webhook: Post "https://webhook-service.kusk-system.svc:443/mutate-gateway-kusk-io-v1alpha1-staticroute?timeout=10s": service "webhook-service" not found',
    ],
    title: L('The webhook Service does not exist', 'webhook Service 不存在'),
    cause: L(
      'clientConfig.service names a Service or namespace that does not exist — e.g. un-prefixed manifests applied instead of make deploy’s <project>-webhook-service in <project>-system.',
      'clientConfig.service 指向的 Service 或命名空间不存在——例如直接应用了没有前缀的清单，而不是 make deploy 生成的 <project>-system 里的 <project>-webhook-service。',
    ),
    fix: L(
      'Deploy with make deploy (kustomize fixes the name and namespace) or correct clientConfig.service.',
      '用 make deploy 部署（kustomize 会改好名字和命名空间），或改正 clientConfig.service。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-service-port',
    area: 'webhooks',
    examples: [
      'failed calling webhook "vmemcached.kb.io": failed to call webhook: no service port 443 found for service "memcached-operator-webhook-service"',
    ],
    title: L('The Service has no such port', 'Service 没有这个端口'),
    cause: L(
      'clientConfig.service.port does not match a port of the Service.',
      'clientConfig.service.port 与 Service 的端口不匹配。',
    ),
    fix: L(
      'Use the Service’s port (443 in the scaffold, targetPort 9443).',
      '使用 Service 的端口（脚手架里是 443，targetPort 为 9443）。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-connection-refused',
    area: 'webhooks',
    examples: [
      'Error from server (InternalError): Internal error occurred: failed calling webhook "s2ibuildertemplate.kb.io": failed to call webhook: Post "https://webhook-server-service.kubesphere-devops-system.svc:443/validate-devops-kubesphere-io-v1alpha1-s2ibuildertemplate?timeout=10s": dial tcp 10.96.25.146:443: connect: connection refused',
      'Internal error occurred: failed calling webhook "mclusterdefinition.kb.io": failed to call webhook: Post "https://host.minikube.internal:40377/mutate-dbaas-kubeblocks-io-v1alpha1-clusterdefinition?timeout=10s": dial tcp 192.168.49.1:40377: connect: connection refused',
    ],
    title: L('Nothing listens where the webhook points', 'webhook 指向的地方没有服务在监听'),
    cause: L(
      'The host is up but no webhook server listens on that port (manager not running, webhooks disabled, wrong port).',
      '主机在线，但那个端口上没有 webhook 服务器（管理器没运行、webhook 被关闭、端口错了）。',
    ),
    fix: L(
      'Start the manager with webhooks enabled on the port the configuration uses (9443 by default).',
      '以开启 webhook 的方式启动管理器，并监听配置里的端口（默认 9443）。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-unknown-authority',
    area: 'webhooks',
    examples: [
      'Error from server (InternalError): Internal error occurred: failed calling webhook "llminferenceserviceconfig.kserve-webhook-server.validator": failed to call webhook: Post "https://kserve-webhook-server-service.kserve.svc:443/validate-serving-kserve-io-v1alpha1-llminferenceserviceconfig?timeout=10s": tls: failed to verify certificate: x509: certificate signed by unknown authority',
      'x509: certificate signed by unknown authority (possibly because of "crypto/rsa: verification error" while trying to verify candidate authority certificate "controller-ca")',
    ],
    title: L('The API server does not trust the webhook’s certificate', 'API Server 不信任 webhook 的证书'),
    cause: L(
      'caBundle is missing or wrong: cert-manager CA injection is not enabled, or the certificate was made by another CA.',
      'caBundle 缺失或错误：没开启 cert-manager 的 CA 注入，或证书是另一个 CA 签发的。',
    ),
    fix: L(
      'Enable the cert-manager.io/inject-ca-from annotation, or put your CA (base64) in caBundle.',
      '开启 cert-manager.io/inject-ca-from 注解，或把你的 CA（base64）放进 caBundle。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-san-mismatch',
    area: 'webhooks',
    examples: [
      'failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://192.168.49.1:9443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": tls: failed to verify certificate: x509: certificate is valid for memcached-operator-webhook-service.memcached-operator-system.svc, not 192.168.49.1',
    ],
    title: L('The certificate is for another name', '证书是给另一个名字签的'),
    cause: L(
      'The serving certificate’s SANs do not include the host the API server dials (typical when pointing url at your laptop with a cert made for the in-cluster Service).',
      '服务证书的 SAN 里不包含 API Server 拨号的主机名（把 url 指向笔记本、证书却是为集群内 Service 签发时的典型情况）。',
    ),
    fix: L(
      'Issue the certificate for the exact host or IP in clientConfig.url.',
      '按 clientConfig.url 里的确切主机名或 IP 签发证书。',
    ),
    lesson: 'lessons/webhooks#reaching-your-machine',
  },
  {
    id: 'webhook-cert-expired',
    area: 'webhooks',
    examples: [
      'tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-01-05T09:00:00Z is after 2025-12-01T00:00:00Z',
    ],
    title: L('The webhook certificate expired', 'webhook 证书过期了'),
    cause: L('The serving certificate is outside its validity period.', '服务证书不在有效期内。'),
    fix: L(
      'Renew it (cert-manager renews automatically; self-made certs must be re-issued).',
      '续期（cert-manager 会自动续期；自己做的证书需要重新签发）。',
    ),
    lesson: 'lessons/webhooks#serving-certs',
  },
  {
    id: 'webhook-legacy-cn',
    area: 'webhooks',
    examples: ['x509: certificate relies on legacy Common Name field, use SANs instead'],
    title: L('The certificate has no SANs', '证书没有 SAN'),
    cause: L(
      'Go ignores the Common Name; a serving cert must list its names as Subject Alternative Names.',
      'Go 会忽略 Common Name；服务证书必须把名字写在 Subject Alternative Names 里。',
    ),
    fix: L(
      'Re-issue the certificate with -addext "subjectAltName=DNS:…,IP:…".',
      '用 -addext "subjectAltName=DNS:…,IP:…" 重新签发证书。',
    ),
    lesson: 'lessons/webhooks#serving-certs',
  },
  {
    id: 'webhook-deadline',
    area: 'webhooks',
    examples: [
      'Error from server (InternalError): error when creating "config/development/cluster-issuer.yaml": Internal error occurred: failed calling webhook "webhook.cert-manager.io": Post "https://cert-manager-webhook.managed.svc:443/mutate?timeout=10s": context deadline exceeded',
      'Internal error occurred: failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://memcached-operator-webhook-service.memcached-operator-system.svc:443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": context deadline exceeded',
    ],
    title: L('The webhook call timed out', 'webhook 调用超时'),
    cause: L(
      'Packets between the API server and the webhook are dropped (firewall, a laptop the cluster cannot reach) or the webhook is too slow; timeoutSeconds defaults to 10.',
      'API Server 和 webhook 之间的数据包被丢弃（防火墙、集群访问不到的笔记本），或 webhook 太慢；timeoutSeconds 默认是 10。',
    ),
    fix: L(
      'Check the network path from the control plane; for a remote cluster prefer running the webhook in the cluster.',
      '检查从控制平面出发的网络路径；远程集群最好把 webhook 跑在集群里。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-denied',
    area: 'webhooks',
    examples: [
      'Error from server (Forbidden): error when creating "config/samples/cache_v1alpha1_memcached.yaml": admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5',
    ],
    title: L('Your webhook said no', '你的 webhook 拒绝了请求'),
    cause: L(
      'The webhook ran and returned an error: this is validation working, not a connectivity problem.',
      'webhook 运行了并返回错误：这是校验在起作用，不是连接问题。',
    ),
    fix: L(
      'Fix the object, or the validation logic if it is wrong.',
      '修正对象；如果校验逻辑错了，就修正校验逻辑。',
    ),
    lesson: 'lessons/webhooks#validating-and-defaulting',
  },
  {
    id: 'webhook-dry-run',
    area: 'webhooks',
    examples: [
      'Error from server (BadRequest): admission webhook "validate.nginx.ingress.kubernetes.io" does not support dry run',
    ],
    title: L('The webhook does not declare sideEffects None', 'webhook 没有声明 sideEffects None'),
    cause: L(
      'Dry-run requests are rejected for webhooks with sideEffects Unknown or Some.',
      '对 sideEffects 为 Unknown 或 Some 的 webhook，dry-run 请求会被拒绝。',
    ),
    fix: L(
      'Set sideEffects=None in the +kubebuilder:webhook marker if the webhook has no side effects.',
      '如果 webhook 没有副作用，在 +kubebuilder:webhook 标记里设置 sideEffects=None。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-side-effects-required',
    area: 'webhooks',
    examples: [
      'The ValidatingWebhookConfiguration "validating-webhook-configuration" is invalid: webhooks[0].sideEffects: Required value: must specify one of None, NoneOnDryRun',
    ],
    title: L('sideEffects is required', '必须填写 sideEffects'),
    cause: L(
      'admissionregistration/v1 requires sideEffects on every webhook.',
      'admissionregistration/v1 要求每个 webhook 都填写 sideEffects。',
    ),
    fix: L(
      'Add sideEffects=None to the marker and regenerate (make manifests).',
      '在标记里加上 sideEffects=None 并重新生成（make manifests）。',
    ),
    lesson: WH,
  },
  {
    id: 'webhook-url-invalid',
    area: 'webhooks',
    examples: [
      'webhooks[0].clientConfig.url: Invalid value: "http://192.168.49.1:9443/validate": \'https\' is the only allowed URL scheme; desired format: https://host[/path]',
      'webhooks[0].clientConfig.url: Invalid value: "https://192.168.49.1:9443/validate?timeout=5s": query parameters are not permitted in the URL; desired format: https://host[/path]',
    ],
    title: L('The webhook URL is not allowed', 'webhook URL 不合法'),
    cause: L(
      'clientConfig.url must be https://host[:port][/path] without user info, query or fragment.',
      'clientConfig.url 必须是 https://host[:port][/path]，不能带用户信息、查询参数或片段。',
    ),
    fix: L(
      'Use an https URL with no query string, and a certificate for that host.',
      '使用不带查询参数的 https URL，并为该主机准备证书。',
    ),
    lesson: 'lessons/webhooks#reaching-your-machine',
  },
  // ── Scope ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'unknown-namespace-get',
    area: 'scope',
    examples: [
      'unable to get: other-ns/my-secret because of unknown namespace for the cache',
      'unable to list: other-ns because of unknown namespace for the cache',
    ],
    title: L('Read outside the cache’s namespaces', '在缓存未覆盖的命名空间里读取'),
    cause: L(
      'The cache was restricted with DefaultNamespaces and this namespace is not one of them. It is not NotFound, so IgnoreNotFound does not swallow it and the request is retried forever.',
      '缓存用 DefaultNamespaces 限定了命名空间，而这个命名空间不在其中。这不是 NotFound，IgnoreNotFound 不会吞掉它，请求会无限重试。',
    ),
    fix: L(
      'Add the namespace to cache.Options.DefaultNamespaces, or read with mgr.GetAPIReader().',
      '把命名空间加进 cache.Options.DefaultNamespaces，或用 mgr.GetAPIReader() 读取。',
    ),
    lesson: 'lessons/scope#cache-namespaces',
  },
  {
    id: 'empty-namespace-with-name',
    area: 'scope',
    examples: ['an empty namespace may not be set when a resource name is provided'],
    title: L(
      'Direct read of a namespaced object without a namespace',
      '直接读取命名空间级对象却没给命名空间',
    ),
    cause: L(
      'A direct (non-cached) Get/Update/Delete of a namespaced kind with an empty namespace; client-go stops before sending.',
      '对命名空间级资源做直接（不走缓存）的 Get/Update/Delete，但命名空间为空；client-go 在发送前就拦下了。',
    ),
    fix: L(
      'Set the namespace in the key or object (req.Namespace).',
      '在 key 或对象里设置命名空间（req.Namespace）。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'empty-namespace-create',
    area: 'scope',
    examples: ['an empty namespace may not be set during creation'],
    title: L('Create without a namespace', '创建时没有命名空间'),
    cause: L(
      'r.Create of a namespaced object whose metadata.namespace is empty (a forgotten child.Namespace).',
      'r.Create 的命名空间级对象 metadata.namespace 为空（忘了设置 child.Namespace）。',
    ),
    fix: L(
      'Set child.Namespace = owner.Namespace before Create.',
      '在 Create 之前设置 child.Namespace = owner.Namespace。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'empty-name',
    area: 'scope',
    examples: ['resource name may not be empty'],
    title: L('Request without a name', '请求没有名字'),
    cause: L('The object key has an empty Name.', '对象 key 的 Name 为空。'),
    fix: L('Use req.NamespacedName or set the name.', '使用 req.NamespacedName 或设置名字。'),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'innamespace-not-get-option',
    area: 'scope',
    examples: [
      'cannot use client.InNamespace(req.Namespace) (value of type client.InNamespace) as client.GetOption value in argument to r.Client.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
    ],
    title: L('InNamespace is not an option of Get', 'InNamespace 不是 Get 的选项'),
    cause: L(
      'Get takes an ObjectKey that already carries the namespace; InNamespace only applies to List and DeleteAllOf.',
      'Get 接收的 ObjectKey 本身就带命名空间；InNamespace 只用于 List 和 DeleteAllOf。',
    ),
    fix: L(
      'r.Get(ctx, req.NamespacedName, obj) or client.ObjectKey{Namespace: ns, Name: n}.',
      'r.Get(ctx, req.NamespacedName, obj) 或 client.ObjectKey{Namespace: ns, Name: n}。',
    ),
    lesson: 'lessons/scope#get-takes-a-key',
  },
  {
    id: 'cluster-scoped-owner',
    area: 'scope',
    examples: ["cluster-scoped resource must not have a namespace-scoped owner, owner's namespace default"],
    title: L('Owner and child scopes do not fit', '所有者与子对象的作用域不匹配'),
    cause: L(
      'SetControllerReference on a cluster-scoped child with a namespaced owner — or on a namespaced child whose namespace is still empty.',
      '对集群级子对象设置命名空间级所有者——或子对象是命名空间级但命名空间还没设置。',
    ),
    fix: L(
      'Set the child’s namespace first; never make a namespaced object own a cluster-scoped one.',
      '先设置子对象的命名空间；不要让命名空间级对象拥有集群级对象。',
    ),
    lesson: 'lessons/scope#owner-references',
  },
  {
    id: 'cross-namespace-owner',
    area: 'scope',
    examples: [
      "cross-namespace owner references are disallowed, owner's namespace team-a, obj's namespace team-b",
    ],
    title: L('Owner in another namespace', '所有者在另一个命名空间'),
    cause: L(
      'Owner references cannot cross namespaces; garbage collection would ignore them.',
      '所有者引用不能跨命名空间；垃圾回收会忽略它们。',
    ),
    fix: L(
      'Create the child in the owner’s namespace, or track it with labels and a finalizer.',
      '在所有者的命名空间里创建子对象，或用标签加 finalizer 跟踪。',
    ),
    lesson: 'lessons/scope#owner-references',
  },
  {
    id: 'namespace-mismatch',
    area: 'scope',
    examples: ['the namespace of the provided object does not match the namespace sent on the request'],
    title: L('Object and request disagree on the namespace', '对象和请求的命名空间不一致'),
    cause: L(
      'metadata.namespace differs from the namespace in the request URL.',
      'metadata.namespace 与请求 URL 中的命名空间不同。',
    ),
    fix: L(
      'Make them the same (or leave metadata.namespace empty for the request’s).',
      '让两者一致（或让 metadata.namespace 留空以使用请求的命名空间）。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'byobject-namespaces-cluster-scoped',
    area: 'scope',
    examples: ['type *v1.Node is not namespaced, but its ByObject.Namespaces setting is not nil'],
    title: L('Namespaces configured for a cluster-scoped type', '为集群级类型配置了命名空间'),
    cause: L(
      'cache.Options.ByObject[...].Namespaces was set for a cluster-scoped kind.',
      '给集群级资源设置了 cache.Options.ByObject[...].Namespaces。',
    ),
    fix: L('Remove Namespaces for that type.', '去掉该类型的 Namespaces 设置。'),
    lesson: 'lessons/scope#cluster-scoped-resources',
  },
  {
    id: 'leader-election-namespace',
    area: 'scope',
    examples: ['not running in-cluster, please specify LeaderElectionNamespace'],
    title: L('Leader election needs a namespace outside the cluster', '集群外运行时选主需要命名空间'),
    cause: L(
      'With leader election on, the manager reads its namespace from the service-account mount, which does not exist on a laptop.',
      '开启选主时，管理器从 service account 挂载中读取命名空间，而笔记本上没有它。',
    ),
    fix: L(
      'Set LeaderElectionNamespace, or run locally with --leader-elect=false.',
      '设置 LeaderElectionNamespace，或在本地用 --leader-elect=false 运行。',
    ),
    lesson: 'lessons/scope#cache-is-cluster-wide',
  },
  {
    id: 'api-not-found',
    area: 'status',
    examples: [
      'guestbooks.webapp.my.domain "gb" not found',
      'Guestbook.webapp.my.domain "gb" not found',
      'the server could not find the requested resource (put guestbooks.webapp.my.domain gb)',
    ],
    title: L('NotFound', 'NotFound（找不到）'),
    cause: L(
      'The object does not exist — or, after Status().Update, the CRD has no status subresource; a Kind (not plural) in the message means a cached Get with an empty namespace.',
      '对象不存在——或者在 Status().Update 之后，CRD 没有 status 子资源；消息里是 Kind（而非复数）说明是命名空间为空的缓存 Get。',
    ),
    fix: L(
      'Use client.IgnoreNotFound for deleted objects; add // +kubebuilder:subresource:status and reinstall the CRD; pass the namespace in the key.',
      '对已删除的对象用 client.IgnoreNotFound；加上 // +kubebuilder:subresource:status 并重新安装 CRD；在 key 里带上命名空间。',
    ),
    lesson: 'lessons/status#status-subresource',
  },
  // ── Status and conflicts ───────────────────────────────────────────────────────────────
  {
    id: 'conflict',
    area: 'status',
    examples: [
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    ],
    title: L('409 Conflict: the object changed since you read it', '409 冲突：你读取之后对象变了'),
    cause: L(
      'The resourceVersion you sent is not the stored one (optimistic locking) — someone, often your own earlier write, changed the object.',
      '你发送的 resourceVersion 不是存储中的那个（乐观锁）——有人（常常是你自己之前的写入）改了对象。',
    ),
    fix: L(
      'Return the error (the request is requeued and re-read), use retry.RetryOnConflict with a fresh Get, or a merge patch.',
      '返回错误（请求会重新入队并重新读取），或在 retry.RetryOnConflict 里重新 Get，或使用 merge patch。',
    ),
    lesson: 'lessons/status#conflicts',
  },
  {
    id: 'fake-client-conflict',
    area: 'status',
    examples: ['Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": object was modified'],
    title: L('Conflict from the fake client', 'fake client 给出的冲突'),
    cause: L(
      'The controller-runtime fake client’s own conflict text; the real API server says "the object has been modified; please apply…".',
      '这是 controller-runtime fake client 自己的冲突文字；真正的 API Server 说的是 "the object has been modified; please apply…"。',
    ),
    fix: L(
      'Same as a real conflict; test against envtest for real behaviour.',
      '与真实冲突的处理相同；要看真实行为请用 envtest 测试。',
    ),
    lesson: 'lessons/status#conflicts',
  },
  {
    id: 'resource-version-required',
    area: 'status',
    examples: [
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
    ],
    title: L('Update of a custom resource without resourceVersion', '更新自定义资源时没有 resourceVersion'),
    cause: L(
      'The object was built from scratch instead of read first; CRDs do not allow unconditional updates.',
      '对象是凭空构造的，而不是先读出来的；CRD 不允许无条件更新。',
    ),
    fix: L(
      'Get the object, modify it, then Update (or use Patch).',
      '先 Get 对象，修改后再 Update（或使用 Patch）。',
    ),
    lesson: 'lessons/status#resource-version',
  },
  {
    id: 'resource-version-on-create',
    area: 'status',
    examples: [
      'resourceVersion should not be set on objects to be created',
      'resourceVersion can not be set for Create requests',
    ],
    title: L('Create with a resourceVersion', '创建时带了 resourceVersion'),
    cause: L(
      'An object read from the server (with its resourceVersion) is passed to Create.',
      '把从服务器读出来（带 resourceVersion）的对象传给了 Create。',
    ),
    fix: L(
      'Create a new object, or clear ResourceVersion first.',
      '创建一个新对象，或先清空 ResourceVersion。',
    ),
    lesson: 'lessons/status#resource-version',
  },
  {
    id: 'already-exists',
    area: 'status',
    examples: ['deployments.apps "web" already exists'],
    title: L('The object already exists', '对象已经存在'),
    cause: L(
      'Create of a name that is taken — typical when Reconcile creates without checking first.',
      '创建了一个已被占用的名字——Reconcile 不先检查就创建时的典型情况。',
    ),
    fix: L(
      'Get first and Create only on NotFound, or use controllerutil.CreateOrUpdate / server-side apply.',
      '先 Get，只在 NotFound 时 Create，或使用 controllerutil.CreateOrUpdate / 服务端应用。',
    ),
    lesson: 'lessons/status#resource-version',
  },
  {
    id: 'optimistic-lock-without-rv',
    area: 'status',
    examples: ['cannot use OptimisticLock, object "gb" does not have any resource version we can use'],
    title: L('Optimistic-lock patch without a resourceVersion', '乐观锁 patch 却没有 resourceVersion'),
    cause: L(
      'MergeFromWithOptimisticLock needs the original object to carry a resourceVersion.',
      'MergeFromWithOptimisticLock 要求原始对象带有 resourceVersion。',
    ),
    fix: L('Take the original from a Get (obj.DeepCopy()).', '原始对象要来自 Get（obj.DeepCopy()）。'),
    lesson: 'lessons/status#merge-patches',
  },
  {
    id: 'apply-needs-field-manager',
    area: 'status',
    examples: [
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    ],
    title: L('Server-side apply without a field manager', '服务端应用没有 field manager'),
    cause: L('Apply patches must name their field manager.', 'Apply patch 必须指明 field manager。'),
    fix: L('Pass client.FieldOwner("my-operator").', '传入 client.FieldOwner("my-operator")。'),
    lesson: 'lessons/status#server-side-apply',
  },
  {
    id: 'apply-conflict',
    area: 'status',
    examples: ['Apply failed with 1 conflict: conflict with "kubectl-client-side-apply": .spec.replicas'],
    title: L('Another manager owns the field', '另一个管理者拥有这个字段'),
    cause: L(
      'Server-side apply found fields owned by another field manager.',
      '服务端应用发现字段属于另一个 field manager。',
    ),
    fix: L(
      'Stop setting the field, or take it over with client.ForceOwnership.',
      '不要再设置该字段，或用 client.ForceOwnership 接管。',
    ),
    lesson: 'lessons/status#server-side-apply',
  },
  {
    id: 'status-invalid',
    area: 'status',
    examples: [
      'Guestbook.webapp.my.domain "gb" is invalid: status.replicas: Invalid value: -1: status.replicas in body should be greater than or equal to 0',
    ],
    title: L('Status fails the CRD schema', 'status 不符合 CRD 模式'),
    cause: L(
      '/status is validated against the status schema and CEL rules.',
      '/status 会按 status 模式和 CEL 规则校验。',
    ),
    fix: L(
      'Write a value the schema allows, or fix the validation markers.',
      '写入模式允许的值，或修正校验标记。',
    ),
    lesson: 'lessons/status#status-subresource',
  },
  {
    id: 'unknown-field-warning',
    area: 'status',
    examples: ['unknown field "status.foo"'],
    title: L('A field was pruned', '某个字段被裁剪掉了'),
    cause: L(
      'The field is not in the CRD schema: the server drops it and only warns (logged at Info level).',
      '该字段不在 CRD 模式里：服务器丢弃它，只给出警告（以 Info 级别记录）。',
    ),
    fix: L(
      'Regenerate and reinstall the CRD (make manifests install) after changing the Go types.',
      '修改 Go 类型后重新生成并安装 CRD（make manifests install）。',
    ),
    lesson: 'lessons/status#status-lost-silently',
  },
  // ── Loop ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'result-and-error',
    area: 'loop',
    examples: [
      'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil.',
      'Warning: Reconciler returned both a non-zero result and a non-nil error. The result will always be ignored if the error is non-nil and the non-nil error causes requeuing with exponential backoff.',
    ],
    title: L('Result ignored because an error was returned', '返回了错误，所以 Result 被忽略'),
    cause: L(
      'With a non-nil error the request is requeued with backoff; RequeueAfter is ignored.',
      '错误非 nil 时，请求会按退避重新入队；RequeueAfter 被忽略。',
    ),
    fix: L(
      'Return either an error or a Result with RequeueAfter, not both.',
      '要么返回错误，要么返回带 RequeueAfter 的 Result，不要同时返回。',
    ),
    lesson: 'lessons/status#requeue-semantics',
  },
  {
    id: 'panic-recovered',
    area: 'loop',
    examples: ['panic: runtime error: invalid memory address or nil pointer dereference [recovered]'],
    title: L('Reconcile panicked', 'Reconcile 发生了 panic'),
    cause: L(
      'controller-runtime recovers panics in Reconcile and turns them into errors, so the request is retried.',
      'controller-runtime 会在 Reconcile 中恢复 panic 并把它变成错误，所以请求会被重试。',
    ),
    fix: L(
      'Fix the nil dereference (check errors before using results).',
      '修掉空指针解引用（先检查错误再使用结果）。',
    ),
    lesson: 'lessons/status#requeue-semantics',
  },
  // ── RBAC ─────────────────────────────────────────────────────────────────────────────────
  {
    id: 'forbidden-list-cluster',
    area: 'rbac',
    examples: [
      'pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope',
    ],
    title: L('No permission to list across the cluster', '没有在整个集群范围 list 的权限'),
    cause: L(
      'The cache lists and watches cluster-wide by default, so it needs list/watch in a ClusterRole — a namespaced Role is not enough.',
      '缓存默认在整个集群范围 list 和 watch，所以需要 ClusterRole 里的 list/watch——命名空间级 Role 不够。',
    ),
    fix: L(
      'Add // +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch and make manifests deploy.',
      '加上 // +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch 并执行 make manifests deploy。',
    ),
    lesson: 'lessons/permissions#forbidden-messages',
  },
  {
    id: 'forbidden-get-namespace',
    area: 'rbac',
    examples: [
      'deployments.apps "web" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot get resource "deployments" in API group "apps" in the namespace "default"',
      'deployments.apps is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot create resource "deployments" in API group "apps" in the namespace "default"',
    ],
    title: L('No permission for this verb in this namespace', '在这个命名空间没有这个动作的权限'),
    cause: L(
      'The manager’s role lacks the verb for that resource: writes fail at once with 403.',
      '管理器的角色缺少对该资源的这个动作：写操作会立即 403 失败。',
    ),
    fix: L(
      'Add the verb to the RBAC marker, make manifests, redeploy.',
      '在 RBAC 标记里加上这个动作，执行 make manifests，重新部署。',
    ),
    lesson: 'lessons/permissions#writes-fail-fast',
  },
  {
    id: 'forbidden-status',
    area: 'rbac',
    examples: [
      'guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default"',
    ],
    title: L('No permission on the status subresource', '没有 status 子资源的权限'),
    cause: L(
      'guestbooks/status is a separate resource for RBAC.',
      '对 RBAC 来说 guestbooks/status 是单独的资源。',
    ),
    fix: L(
      '// +kubebuilder:rbac:groups=webapp.my.domain,resources=guestbooks/status,verbs=get;update;patch',
      '// +kubebuilder:rbac:groups=webapp.my.domain,resources=guestbooks/status,verbs=get;update;patch',
    ),
    lesson: 'lessons/permissions#forbidden-messages',
  },
  {
    id: 'block-owner-deletion-forbidden',
    area: 'rbac',
    examples: [
      'configmaps "cm" is forbidden: cannot set blockOwnerDeletion if an ownerReference refers to a resource you can\'t set finalizers on: , <nil>',
    ],
    title: L('Owner reference needs finalizers permission', '所有者引用需要 finalizers 权限'),
    cause: L(
      'With OwnerReferencesPermissionEnforcement (e.g. OpenShift), blockOwnerDeletion requires update on <owner plural>/finalizers.',
      '在启用了 OwnerReferencesPermissionEnforcement 的集群（如 OpenShift）里，blockOwnerDeletion 需要 <所有者复数>/finalizers 的 update 权限。',
    ),
    fix: L(
      'Add // +kubebuilder:rbac:groups=<group>,resources=<plural>/finalizers,verbs=update.',
      '加上 // +kubebuilder:rbac:groups=<group>,resources=<plural>/finalizers,verbs=update。',
    ),
    lesson: 'lessons/permissions#rbac-markers',
  },
  {
    id: 'cache-sync-timeout',
    area: 'rbac',
    examples: [
      'failed to wait for guestbook caches to sync kind source: *v1.Guestbook: timed out waiting for cache to be synced for kind source: *v1.Guestbook',
      'Could not wait for Cache to sync',
    ],
    title: L('The controller’s cache never synced', '控制器的缓存一直没有同步'),
    cause: L(
      'The informer for a For/Owns/Watches type cannot list or watch (usually RBAC); after CacheSyncTimeout (2 min) the manager exits. The root cause is in the earlier reflector logs.',
      'For/Owns/Watches 类型的 informer 无法 list 或 watch（通常是 RBAC）；CacheSyncTimeout（2 分钟）后管理器退出。根因在更早的 reflector 日志里。',
    ),
    fix: L(
      'Grant list and watch on that type; look for "failed to list" in the logs.',
      '授予该类型的 list 和 watch 权限；在日志里查找 "failed to list"。',
    ),
    lesson: 'lessons/permissions#caches-that-never-sync',
  },
  {
    id: 'informer-sync-timeout',
    area: 'rbac',
    examples: ['Timeout: failed waiting for *v1.Secret Informer to sync'],
    title: L('A lazily started informer did not sync', '延迟启动的 informer 没有同步'),
    cause: L(
      'The first cached Get/List of a type started an informer that cannot list/watch it; with a deadline you get this, without one Reconcile hangs.',
      '某类型的第一次缓存 Get/List 启动了一个无法 list/watch 的 informer；有超时就得到这个错误，没有则 Reconcile 一直挂起。',
    ),
    fix: L(
      'Grant list and watch on the type, or read it with the API reader.',
      '授予该类型的 list 和 watch 权限，或用 API reader 读取。',
    ),
    lesson: 'lessons/permissions#lazy-informers-hang',
  },
  {
    id: 'reflector-forbidden',
    area: 'rbac',
    examples: [
      '"Failed to watch" err="failed to list *v1.Pod: pods is forbidden: User \\"system:serviceaccount:my-op-system:my-op-controller-manager\\" cannot list resource \\"pods\\" in API group \\"\\" at the cluster scope" reflector="pkg/mod/k8s.io/client-go@v0.33.0/tools/cache/reflector.go:251" type="*v1.Pod"',
      'W0105 09:00:01.000000 1 reflector.go:535] failed to list *v1.Pod: pods is forbidden',
    ],
    title: L(
      'The informer cannot list (logged, retried forever)',
      'informer 无法 list（记录日志并无限重试）',
    ),
    cause: L(
      'The cache’s reflector lacks list/watch permission; it logs and retries with backoff.',
      '缓存的 reflector 缺少 list/watch 权限；它会记录日志并按退避重试。',
    ),
    fix: L(
      'Add list and watch for that resource to the manager’s ClusterRole.',
      '在管理器的 ClusterRole 里为该资源加上 list 和 watch。',
    ),
    lesson: 'lessons/permissions#cached-reads-need-list-watch',
  },
];
