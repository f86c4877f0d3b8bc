// The error reference, webhooks, scope, status, the reconcile loop and RBAC (TOOLCHAIN.md §B, SEMANTICS.md). One entry per real message: `message` is quoted to the letter from
// shared/design (TOOLCHAIN.md / SEMANTICS.md) or, where they are silent, from the real source named in
// `source`; `examples` are real variants the lookup matches pasted text against.
// This is the single source of truth: src/site/errors/catalog.ts re-exports it for the site.
import type { ErrorEntry } from './types.ts';

const L = (en: string, zh: string) => ({ en, 'zh-cn': zh });

export const clusterErrors: ErrorEntry[] = [
  {
    id: 'webhook-cert-missing',
    area: 'webhooks',
    message: 'open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory',
    examples: [
      'ERROR\tsetup\tproblem running manager\t{"error": "open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory"}',
      'open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory',
    ],
    origin: L(
      'the manager, logged as "problem running manager", exit status 1',
      '管理器，日志为 "problem running manager"，退出码 1',
    ),
    provenance: 'exact',
    title: L('make run with webhooks and no certificates', '启用 webhook 但没有证书时执行 make run'),
    cause: L(
      'The project has webhooks and ENABLE_WEBHOOKS is not the exact string false, so the manager starts the webhook server on :9443 and looks for its certificate in the default cert dir.',
      '项目里有 webhook，且 ENABLE_WEBHOOKS 不是字符串 false，于是管理器在 :9443 启动 webhook 服务器，并在默认证书目录里找证书。',
    ),
    fix: L(
      'Either make run ENABLE_WEBHOOKS=false, or put tls.crt and tls.key (with a SAN the API server will use) in /tmp/k8s-webhook-server/serving-certs.',
      '要么 make run ENABLE_WEBHOOKS=false；要么把 tls.crt 和 tls.key（SAN 要匹配 API Server 访问你时用的地址）放进 /tmp/k8s-webhook-server/serving-certs。',
    ),
    lesson: 'lessons/webhooks#serving-certs',
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-no-endpoints',
    area: 'webhooks',
    message:
      'Error from server (InternalError): error when creating "jobset.yaml": Internal error occurred: failed calling webhook "mjobset.kb.io": failed to call webhook: Post "https://jobset-webhook-service.jobset-system.svc:443/mutate-batch-x-k8s-io-v1alpha1-jobset?timeout=10s": no endpoints available for service "jobset-webhook-service"',
    examples: [
      'Error from server (InternalError): error when creating "jobset.yaml": Internal error occurred: failed calling webhook "mjobset.kb.io": failed to call webhook: Post "https://jobset-webhook-service.jobset-system.svc:443/mutate-batch-x-k8s-io-v1alpha1-jobset?timeout=10s": no endpoints available for service "jobset-webhook-service"',
    ],
    origin: L(
      'API server via kubectl (webhook with failurePolicy Fail)',
      'API Server 经 kubectl（failurePolicy 为 Fail 的 webhook）',
    ),
    provenance: 'exact',
    title: L('Webhook Service with no endpoints', 'webhook 的 Service 没有 endpoints'),
    cause: L(
      'The webhook configuration points at a Service with no ready pod behind it — for example, your manager runs on your laptop, not in the cluster.',
      'webhook 配置指向的 Service 后面没有就绪的 Pod——比如你的管理器在笔记本上运行，而不在集群里。',
    ),
    fix: L(
      'Deploy the manager, or point the configuration at your machine with clientConfig.url and caBundle, or remove the configuration while developing.',
      '部署管理器；或用 clientConfig.url 和 caBundle 把配置指向你的机器；或在开发期间删除该配置。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-service-not-found',
    area: 'webhooks',
    message:
      'Error from server (InternalError): error when creating "...kusk-frontend-route.yaml": Internal error occurred: failed calling webhook "mstaticroute.kb.io": failed to call webhook: Post "https://webhook-service.kusk-system.svc:443/mutate-gateway-kusk-io-v1alpha1-staticroute?timeout=10s": service "webhook-service" not found',
    examples: [
      'Error from server (InternalError): error when creating "route.yaml": Internal error occurred: failed calling webhook "mstaticroute.kb.io": failed to call webhook: Post "https://webhook-service.kusk-system.svc:443/mutate-gateway-kusk-io-v1alpha1-staticroute?timeout=10s": service "webhook-service" not found',
    ],
    origin: L('API server via kubectl', 'API Server 经 kubectl'),
    provenance: 'exact',
    title: L('Webhook Service not found', '找不到 webhook 的 Service'),
    cause: L(
      'clientConfig.service names a Service or namespace that does not exist (e.g. manifests applied without kustomize’s name prefix).',
      'clientConfig.service 指向的 Service 或命名空间不存在（例如没经过 kustomize 加名字前缀就应用了清单）。',
    ),
    fix: L(
      'Make service.name and service.namespace match the real Service (after make deploy: <project>-webhook-service in <project>-system).',
      '让 service.name 和 service.namespace 与真实的 Service 一致（make deploy 之后是 <project>-system 中的 <project>-webhook-service）。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
  },
  {
    id: 'webhook-path-not-found',
    area: 'webhooks',
    message:
      'Internal error occurred: failed calling webhook "<name>": failed to call webhook: the server could not find the requested resource',
    examples: [
      'Error from server (InternalError): error when creating "captain.yaml": Internal error occurred: failed calling webhook "vcaptain.kb.io": failed to call webhook: the server could not find the requested resource',
      'Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: the server could not find the requested resource',
      'failed calling webhook "vmemcached.kb.io": failed to call webhook: the server could not find the requested resource',
    ],
    origin: L(
      'API server via kubectl (the webhook server answered 404; failurePolicy Fail)',
      'API Server 经 kubectl（webhook 服务器返回 404；failurePolicy 为 Fail）',
    ),
    provenance: 'exact',
    source:
      'kubernetes/apiserver pkg/admission/plugin/webhook/validating/dispatcher.go (failed calling webhook); client-go rest: a 404 without a Status body reads "the server could not find the requested resource"',
    title: L(
      'The webhook path in the marker is not the path the manager serves',
      'marker 中的 webhook 路径不是管理器实际提供服务的路径',
    ),
    cause: L(
      'The API server reached the webhook server, but nothing is registered at the path it called: the path= of the +kubebuilder:webhook marker (copied into the webhook configuration) differs from the path the builder registers, /validate-<group with dashes>-<version>-<kind in lower case>. The webhook server answers 404, and the API server reports it as this error.',
      'API Server 连上了 webhook 服务器，但它调用的路径上没有注册任何处理器：+kubebuilder:webhook marker 里的 path=（会原样写进 webhook 配置）与 builder 注册的路径 /validate-<group 中点换成横线>-<version>-<小写 kind> 不一致。webhook 服务器返回 404，API Server 就报出这条错误。',
    ),
    fix: L(
      'Make the marker path the registered one (the manager logs "Registering webhook" with the path it serves), run make manifests and apply the new configuration.',
      '把 marker 的路径改成实际注册的路径（管理器启动时会记录 "Registering webhook" 及其路径），执行 make manifests 并重新应用配置。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
  },
  {
    id: 'webhook-service-port',
    area: 'webhooks',
    message: 'no service port %d found for service %q',
    examples: [
      'failed calling webhook "vmemcached.kb.io": failed to call webhook: no service port 443 found for service "memcached-operator-webhook-service"',
    ],
    origin: L(
      'API server (HTTP 500, InternalError; failurePolicy Fail)',
      'API Server（HTTP 500，InternalError；failurePolicy 为 Fail）',
    ),
    provenance: 'exact',
    title: L('The Service has no such port', 'Service 没有这个端口'),
    cause: L(
      'clientConfig.service.port does not match a port of the Service.',
      'clientConfig.service.port 与 Service 的端口不匹配。',
    ),
    fix: L(
      'Use the Service’s port (443 in the scaffold, targetPort 9443).',
      '使用 Service 的端口（脚手架里是 443，targetPort 为 9443）。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
  },
  {
    id: 'webhook-connection-refused',
    area: 'webhooks',
    message:
      'Internal error occurred: failed calling webhook "mclusterdefinition.kb.io": failed to call webhook: Post "https://host.minikube.internal:40377/mutate-dbaas-kubeblocks-io-v1alpha1-clusterdefinition?timeout=10s": dial tcp 192.168.49.1:40377: connect: connection refused',
    examples: [
      'Error from server (InternalError): Internal error occurred: failed calling webhook "s2ibuildertemplate.kb.io": failed to call webhook: Post "https://webhook-server-service.kubesphere-devops-system.svc:443/validate-devops-kubesphere-io-v1alpha1-s2ibuildertemplate?timeout=10s": dial tcp 10.96.25.146:443: connect: connection refused',
      'Internal error occurred: failed calling webhook "mclusterdefinition.kb.io": failed to call webhook: Post "https://host.minikube.internal:40377/mutate-dbaas-kubeblocks-io-v1alpha1-clusterdefinition?timeout=10s": dial tcp 192.168.49.1:40377: connect: connection refused',
    ],
    origin: L('API server', 'API Server'),
    provenance: 'exact',
    title: L('Nothing listening where the webhook points', 'webhook 指向的地址没有进程在监听'),
    cause: L(
      'The host answers but no process listens on that port: the manager is not running, or listens on another port.',
      '主机可达，但该端口没有进程监听：管理器没在运行，或监听在别的端口。',
    ),
    fix: L(
      'Start the manager with webhooks enabled and check the port (9443 by default).',
      '启动启用了 webhook 的管理器，检查端口（默认 9443）。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-unknown-authority',
    area: 'webhooks',
    message: 'tls: failed to verify certificate: x509: certificate signed by unknown authority',
    examples: [
      'Error from server (InternalError): Internal error occurred: failed calling webhook "llminferenceserviceconfig.kserve-webhook-server.validator": failed to call webhook: Post "https://kserve-webhook-server-service.kserve.svc:443/validate-serving-kserve-io-v1alpha1-llminferenceserviceconfig?timeout=10s": tls: failed to verify certificate: x509: certificate signed by unknown authority',
      'x509: certificate signed by unknown authority (possibly because of "crypto/rsa: verification error" while trying to verify candidate authority certificate "controller-ca")',
    ],
    origin: L(
      'API server calling the webhook (Go 1.20+ wording)',
      'API Server 调用 webhook 时（Go 1.20+ 的措辞）',
    ),
    provenance: 'exact',
    title: L('The API server does not trust the webhook’s certificate', 'API Server 不信任 webhook 的证书'),
    cause: L(
      'caBundle is missing or is not the CA that signed the serving certificate (e.g. cert-manager CA injection not enabled).',
      'caBundle 缺失，或者不是签发服务证书的那个 CA（例如没有启用 cert-manager 的 CA 注入）。',
    ),
    fix: L(
      'Put the signing CA, base64-encoded, in clientConfig.caBundle (or enable the cert-manager.io/inject-ca-from annotation in-cluster).',
      '把签发 CA（base64 编码）放进 clientConfig.caBundle（集群内部署则启用 cert-manager.io/inject-ca-from 注解）。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-san-mismatch',
    area: 'webhooks',
    message: 'x509: certificate is valid for <names>, not <host>',
    examples: [
      'failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://192.168.49.1:9443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": tls: failed to verify certificate: x509: certificate is valid for memcached-operator-webhook-service.memcached-operator-system.svc, not 192.168.49.1',
    ],
    origin: L('API server calling the webhook', 'API Server 调用 webhook 时'),
    provenance: 'exact',
    title: L('Certificate made for another host name', '证书是为别的主机名签发的'),
    cause: L(
      'The serving certificate’s SANs do not include the host in clientConfig.url (typical when a cert for webhook-service.<ns>.svc is reused on a laptop).',
      '服务证书的 SAN 不包含 clientConfig.url 中的主机（把为 webhook-service.<ns>.svc 签的证书拿到笔记本上用时很常见）。',
    ),
    fix: L(
      'Issue a certificate whose SAN is the host or IP the API server uses to reach you.',
      '签发一张 SAN 为 API Server 访问你时所用主机名或 IP 的证书。',
    ),
    lesson: 'lessons/webhooks#reaching-your-machine',
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-cert-expired',
    area: 'webhooks',
    message: 'x509: certificate has expired or is not yet valid',
    examples: [
      'tls: failed to verify certificate: x509: certificate has expired or is not yet valid: current time 2026-01-05T09:00:00Z is after 2025-12-01T00:00:00Z',
    ],
    origin: L(
      'API server (HTTP 500, InternalError; failurePolicy Fail)',
      'API Server（HTTP 500，InternalError；failurePolicy 为 Fail）',
    ),
    provenance: 'exact',
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
    message: 'x509: certificate relies on legacy Common Name field, use SANs instead',
    examples: ['x509: certificate relies on legacy Common Name field, use SANs instead'],
    origin: L(
      'API server (HTTP 500, InternalError; failurePolicy Fail)',
      'API Server（HTTP 500，InternalError；failurePolicy 为 Fail）',
    ),
    provenance: 'exact',
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
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-deadline',
    area: 'webhooks',
    message:
      'Internal error occurred: failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://memcached-operator-webhook-service.memcached-operator-system.svc:443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": context deadline exceeded',
    examples: [
      'Error from server (InternalError): error when creating "config/development/cluster-issuer.yaml": Internal error occurred: failed calling webhook "webhook.cert-manager.io": Post "https://cert-manager-webhook.managed.svc:443/mutate?timeout=10s": context deadline exceeded',
      'Internal error occurred: failed calling webhook "vmemcached.kb.io": failed to call webhook: Post "https://memcached-operator-webhook-service.memcached-operator-system.svc:443/validate-cache-example-com-v1alpha1-memcached?timeout=10s": context deadline exceeded',
    ],
    origin: L('API server (Kubernetes 1.23+ format)', 'API Server（Kubernetes 1.23+ 格式）'),
    provenance: 'derived',
    title: L('Webhook call timed out', '调用 webhook 超时'),
    cause: L(
      'Packets are dropped between the control plane and the webhook (firewall, unreachable laptop). timeoutSeconds defaults to 10.',
      '控制平面与 webhook 之间的数据包被丢弃（防火墙、无法访问的笔记本）。timeoutSeconds 默认为 10。',
    ),
    fix: L(
      'Fix the network path, or develop without the webhook registered.',
      '打通网络路径，或在开发时不注册该 webhook。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
  },
  {
    id: 'webhook-denied',
    area: 'webhooks',
    message:
      'Error from server (Forbidden): error when creating "config/samples/...yaml": admission webhook "vmemcached.kb.io" denied the request: <your message>',
    examples: [
      'Error from server (Forbidden): error when creating "config/samples/cache_v1alpha1_memcached.yaml": admission webhook "vmemcached.kb.io" denied the request: spec.size must be at most 5',
    ],
    origin: L('API server via kubectl: your validator said no', 'API Server 经 kubectl：你的校验器拒绝了'),
    provenance: 'derived',
    title: L('Webhook denied the request', 'webhook 拒绝了请求'),
    cause: L(
      'Not a connectivity problem: your ValidateCreate/Update/Delete returned an error; controller-runtime turns it into a 403 denial with your message.',
      '不是连通性问题：你的 ValidateCreate/Update/Delete 返回了错误；controller-runtime 把它变成带你消息的 403 拒绝。',
    ),
    fix: L(
      'Read your own message; fix the object or the validation rule.',
      '读你自己写的消息；修正对象或校验规则。',
    ),
    lesson: 'lessons/webhooks#validating-and-defaulting',
    exercise: 'webhook-local',
  },
  {
    id: 'webhook-invalid',
    area: 'webhooks',
    message:
      'admission webhook "vapp-v1.kb.io" denied the request: App.lab.example.com "big" is invalid: spec.replicas: Invalid value: 20: must be between 1 and 10',
    examples: [
      'admission webhook "vapp-v1.kb.io" denied the request: App.lab.example.com "big" is invalid: spec.replicas: Invalid value: 20: must be between 1 and 10',
    ],
    origin: L(
      'API server (HTTP 422, reason Invalid): your validator returned an apierrors status',
      'API Server（HTTP 422，reason Invalid）：你的校验器返回了 apierrors 的 Status',
    ),
    provenance: 'derived',
    source:
      'kubernetes-sigs/controller-runtime pkg/webhook/admission/validator_custom.go (an APIStatus error keeps its Status); kubernetes/apiserver pkg/admission/plugin/webhook/errors/statuserror.go ToStatusErr (the "denied the request: " prefix)',
    title: L('Webhook rejected the object as Invalid', 'webhook 以 Invalid 拒绝了对象'),
    cause: L(
      'Your ValidateCreate/Update/Delete returned an error that is an API status, such as apierrors.NewInvalid(gk, name, fieldErrs). controller-runtime sends that Status back unchanged, so the client sees its code (422), reason (Invalid) and field causes; only plain errors become a 403 denial.',
      '你的 ValidateCreate/Update/Delete 返回的错误本身是一个 API Status，例如 apierrors.NewInvalid(gk, name, fieldErrs)。controller-runtime 原样返回这个 Status，所以客户端看到的是它的状态码（422）、reason（Invalid）和字段原因；只有普通 error 才会变成 403 拒绝。',
    ),
    fix: L(
      'Read the field errors; fix the object. Keep returning field errors: apierrors.IsInvalid lets callers tell a bad object from a denial.',
      '看字段错误，修正对象。继续返回字段错误是好做法：调用方可以用 apierrors.IsInvalid 区分“对象无效”和“被拒绝”。',
    ),
    lesson: 'lessons/webhooks#validating-and-defaulting',
  },
  {
    id: 'webhook-dry-run',
    area: 'webhooks',
    message:
      'Error from server (BadRequest): admission webhook "validate.nginx.ingress.kubernetes.io" does not support dry run',
    examples: [
      'Error from server (BadRequest): admission webhook "validate.nginx.ingress.kubernetes.io" does not support dry run',
    ],
    origin: L('API server (HTTP 400, BadRequest)', 'API Server（HTTP 400，BadRequest）'),
    provenance: 'exact',
    title: L('The webhook does not declare sideEffects None', 'webhook 没有声明 sideEffects None'),
    cause: L(
      'Dry-run requests are rejected for webhooks with sideEffects Unknown or Some.',
      '对 sideEffects 为 Unknown 或 Some 的 webhook，dry-run 请求会被拒绝。',
    ),
    fix: L(
      'Set sideEffects=None in the +kubebuilder:webhook marker if the webhook has no side effects.',
      '如果 webhook 没有副作用，在 +kubebuilder:webhook 标记里设置 sideEffects=None。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
  },
  {
    id: 'webhook-side-effects-required',
    area: 'webhooks',
    message:
      'The ValidatingWebhookConfiguration "x" is invalid: webhooks[0].sideEffects: Required value: must specify one of None, NoneOnDryRun',
    examples: [
      'The ValidatingWebhookConfiguration "validating-webhook-configuration" is invalid: webhooks[0].sideEffects: Required value: must specify one of None, NoneOnDryRun',
    ],
    origin: L('API server (HTTP 422, Invalid)', 'API Server（HTTP 422，Invalid）'),
    provenance: 'derived',
    title: L('sideEffects is required', '必须填写 sideEffects'),
    cause: L(
      'admissionregistration/v1 requires sideEffects on every webhook.',
      'admissionregistration/v1 要求每个 webhook 都填写 sideEffects。',
    ),
    fix: L(
      'Add sideEffects=None to the marker and regenerate (make manifests).',
      '在标记里加上 sideEffects=None 并重新生成（make manifests）。',
    ),
    lesson: 'lessons/webhooks#failure-strings',
  },
  {
    id: 'webhook-url-invalid',
    area: 'webhooks',
    message: "'https' is the only allowed URL scheme",
    examples: [
      'webhooks[0].clientConfig.url: Invalid value: "http://192.168.49.1:9443/validate": \'https\' is the only allowed URL scheme; desired format: https://host[/path]',
      'webhooks[0].clientConfig.url: Invalid value: "https://192.168.49.1:9443/validate?timeout=5s": query parameters are not permitted in the URL; desired format: https://host[/path]',
    ],
    origin: L('API server (HTTP 422, Invalid)', 'API Server（HTTP 422，Invalid）'),
    provenance: 'exact',
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
  {
    id: 'unknown-namespace-get',
    area: 'scope',
    message: 'unable to get: other-ns/my-secret because of unknown namespace for the cache',
    examples: [
      'unable to get: other-ns/my-secret because of unknown namespace for the cache',
      'unable to list: other-ns because of unknown namespace for the cache',
    ],
    origin: L(
      'controller-runtime multi-namespace cache (plain Go error, not an API status)',
      'controller-runtime 多命名空间缓存（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L('Get outside the cache’s namespaces', '在缓存未覆盖的命名空间里 Get'),
    cause: L(
      'The manager’s cache was restricted with DefaultNamespaces (v0.16+) and the key’s namespace is not one of them. It is not NotFound: IsNotFound is false and IgnoreNotFound passes it through, so Reconcile returns it and the request is retried with backoff forever.',
      '管理器的缓存用 DefaultNamespaces（v0.16 起）限定了命名空间，而 key 的命名空间不在其中。这不是 NotFound：IsNotFound 返回 false，IgnoreNotFound 也不会吞掉它，于是 Reconcile 返回错误、请求带退避无限重试。',
    ),
    fix: L(
      'Add the namespace to cache.Options.DefaultNamespaces (or add the cache.AllNamespaces key ""), or read that object with mgr.GetAPIReader(), which does not use the cache (and needs get permission there).',
      '把该命名空间加进 cache.Options.DefaultNamespaces（或加入 cache.AllNamespaces 即 "" 键），或者用不走缓存的 mgr.GetAPIReader() 读取（需要在那里有 get 权限）。',
    ),
    lesson: 'lessons/scope#cache-namespaces',
  },
  {
    id: 'empty-namespace-with-name',
    area: 'scope',
    message: 'an empty namespace may not be set when a resource name is provided',
    examples: ['an empty namespace may not be set when a resource name is provided'],
    origin: L(
      'client-go REST client, before any request is sent (plain Go error, not an API status)',
      'client-go REST 客户端，请求发出之前（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L('Direct Get/Update/Delete without a namespace', '直连客户端 Get/Update/Delete 没有命名空间'),
    cause: L(
      'A direct (uncached) GET, PUT or DELETE of a namespaced kind with a name but an empty namespace. The client refuses before sending; this is not an API status.',
      '对命名空间级资源的直连（不走缓存）GET、PUT 或 DELETE 带了名字却没有命名空间。客户端在发送前就拒绝了；这不是 API Status。',
    ),
    fix: L('Set the namespace on the object or key.', '在对象或 key 上设置命名空间。'),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'empty-namespace-create',
    area: 'scope',
    message: 'an empty namespace may not be set during creation',
    examples: ['an empty namespace may not be set during creation'],
    origin: L(
      'client-go REST client, before any request is sent (plain Go error, not an API status)',
      'client-go REST 客户端，请求发出之前（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L('Create of a namespaced object without a namespace', '创建命名空间级对象时没有命名空间'),
    cause: L(
      'r.Create(ctx, child) where child.Namespace was never set. There is no default namespace in the client.',
      '调用 r.Create(ctx, child) 时从未设置 child.Namespace。客户端里没有“默认命名空间”。',
    ),
    fix: L(
      'Set child.Namespace (usually to the owner’s namespace, req.Namespace).',
      '设置 child.Namespace（通常是属主所在的命名空间，即 req.Namespace）。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'patch-without-namespace',
    area: 'scope',
    message: 'the server could not find the requested resource (patch guestbooks.webapp.my.domain gb)',
    examples: [
      'the server could not find the requested resource (patch guestbooks.webapp.my.domain gb)',
      'the server could not find the requested resource',
    ],
    origin: L(
      'API server (404 NotFound) for a PATCH sent to the cluster-wide URL of a namespaced kind; client-go adds the part in parentheses',
      'API Server（404 NotFound），PATCH 被发往命名空间级资源的集群级 URL；括号里的部分由 client-go 补上',
    ),
    provenance: 'derived',
    title: L(
      'Patch, Status().Patch or Apply without a namespace',
      'Patch、Status().Patch 或 Apply 没有命名空间',
    ),
    cause: L(
      'client-go checks for an empty namespace only on POST and on GET, PUT and DELETE of a named object, not on PATCH. The patch goes to /apis/<group>/<version>/<plural>/<name>, which does not exist for a namespaced kind, and the server answers 404 (built-in kinds: without the part in parentheses). apierrors.IsNotFound is true, so client.IgnoreNotFound turns it into nil and the write silently does nothing.',
      'client-go 只对 POST，以及带名字的 GET、PUT、DELETE 检查空命名空间，不检查 PATCH。补丁被发到 /apis/<group>/<version>/<plural>/<name>，命名空间级资源没有这个地址，服务器返回 404（内置类型的消息没有括号部分）。apierrors.IsNotFound 为 true，所以 client.IgnoreNotFound 把它变成 nil，这次写入悄无声息地什么都没做。',
    ),
    fix: L(
      'Set the namespace on the object before patching (usually req.Namespace), and do not wrap write errors in client.IgnoreNotFound.',
      '打补丁前给对象设置命名空间（通常是 req.Namespace），也不要用 client.IgnoreNotFound 包住写操作的错误。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'empty-name',
    area: 'scope',
    message: 'resource name may not be empty',
    examples: ['resource name may not be empty'],
    origin: L(
      'client-go REST client (plain Go error, not an API status)',
      'client-go REST 客户端（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L('Request with an empty name', '请求中名字为空'),
    cause: L('The key or object has no name.', 'key 或对象没有名字。'),
    fix: L(
      'Fill in the name (req.Name for the object being reconciled).',
      '填上名字（被调谐对象的名字是 req.Name）。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'innamespace-not-get-option',
    area: 'scope',
    message:
      'cannot use client.InNamespace(req.Namespace) (value of string type client.InNamespace) as client.GetOption value in argument to r.Client.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
    examples: [
      'cannot use client.InNamespace(req.Namespace) (value of string type client.InNamespace) as client.GetOption value in argument to r.Client.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
      'cannot use client.InNamespace(req.Namespace) (value of type client.InNamespace) as client.GetOption value in argument to r.Client.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
    ],
    origin: L('Go compiler (gc)', 'Go 编译器（gc）'),
    provenance: 'exact',
    // SEMANTICS.md quotes Go ≤ 1.23; the lab's Go 1.26 names the kind of the operand's type.
    source:
      'golang/go src/cmd/compile/internal/types2/operand.go (Go 1.24+ operand wording "value of string type", GO.md §6.2); Go 1.23 and older print "value of type client.InNamespace"',
    title: L('client.InNamespace passed to Get', '把 client.InNamespace 传给了 Get'),
    cause: L(
      'InNamespace only has ApplyToList and ApplyToDeleteAllOf; it is not a GetOption, in any controller-runtime version. Get already takes the namespace from its key.',
      'InNamespace 只实现了 ApplyToList 和 ApplyToDeleteAllOf，在任何 controller-runtime 版本里都不是 GetOption。Get 的命名空间本来就来自 key。',
    ),
    fix: L(
      'Drop the option and put the namespace in the key: r.Get(ctx, client.ObjectKey{Namespace: req.Namespace, Name: n}, obj). Keep InNamespace for List and DeleteAllOf.',
      '去掉这个选项，把命名空间放进 key：r.Get(ctx, client.ObjectKey{Namespace: req.Namespace, Name: n}, obj)。InNamespace 留给 List 和 DeleteAllOf 用。',
    ),
    lesson: 'lessons/scope#get-takes-a-key',
  },
  {
    id: 'cluster-scoped-owner',
    area: 'scope',
    message: "cluster-scoped resource must not have a namespace-scoped owner, owner's namespace %s",
    examples: ["cluster-scoped resource must not have a namespace-scoped owner, owner's namespace default"],
    origin: L(
      'controllerutil.SetControllerReference / SetOwnerReference (plain Go error, not an API status)',
      'controllerutil.SetControllerReference / SetOwnerReference（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L(
      'Owner reference from a cluster-scoped (or namespace-less) child',
      '集群级（或没有命名空间的）子对象设置属主',
    ),
    cause: L(
      'The child has no namespace and the owner has one. The check only looks at the namespace string, so a namespaced child whose Namespace you forgot to set fails the same way.',
      '子对象没有命名空间而属主有。这个检查只比较命名空间字符串，所以忘了设置 Namespace 的命名空间级子对象也会这样失败。',
    ),
    fix: L(
      'Set the child’s namespace before SetControllerReference; a truly cluster-scoped child cannot be owned by a namespaced object (use a finalizer to clean it up instead).',
      '在 SetControllerReference 之前设置子对象的命名空间；真正的集群级子对象不能由命名空间级对象拥有（改用 finalizer 来清理）。',
    ),
    lesson: 'lessons/scope#owner-references',
  },
  {
    id: 'cross-namespace-owner',
    area: 'scope',
    message: "cross-namespace owner references are disallowed, owner's namespace %s, obj's namespace %s",
    examples: [
      "cross-namespace owner references are disallowed, owner's namespace team-a, obj's namespace team-b",
    ],
    origin: L(
      'controllerutil.SetControllerReference / SetOwnerReference (plain Go error, not an API status)',
      'controllerutil.SetControllerReference / SetOwnerReference（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L('Owner in another namespace', '属主在另一个命名空间'),
    cause: L('Owner references only work within one namespace.', '属主引用只能在同一个命名空间内生效。'),
    fix: L(
      'Create the child in the owner’s namespace, or track it another way (labels plus a finalizer).',
      '把子对象建在属主的命名空间里，或换一种方式跟踪（标签加 finalizer）。',
    ),
    lesson: 'lessons/scope#owner-references',
  },
  {
    id: 'namespace-mismatch',
    area: 'scope',
    message: 'the namespace of the provided object does not match the namespace sent on the request',
    examples: ['the namespace of the provided object does not match the namespace sent on the request'],
    origin: L('API server (400 BadRequest)', 'API Server（400 BadRequest）'),
    provenance: 'exact',
    title: L('Object namespace differs from the request', '对象的命名空间与请求不一致'),
    cause: L(
      'A namespaced object whose metadata.namespace differs from the namespace in the URL.',
      '命名空间级对象的 metadata.namespace 与 URL 中的命名空间不同。',
    ),
    fix: L(
      'Use one namespace for both; with controller-runtime, set only obj.Namespace.',
      '两处使用同一个命名空间；使用 controller-runtime 时只设置 obj.Namespace 即可。',
    ),
    lesson: 'lessons/scope#namespaced-and-cluster-scoped',
  },
  {
    id: 'byobject-namespaces-cluster-scoped',
    area: 'scope',
    message: 'type %T is not namespaced, but its ByObject.Namespaces setting is not nil',
    examples: ['type *v1.Node is not namespaced, but its ByObject.Namespaces setting is not nil'],
    origin: L(
      'controller-runtime cache options (plain Go error at manager start)',
      'controller-runtime 缓存选项（管理器启动时的普通 Go error）',
    ),
    provenance: 'exact',
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
    message: 'not running in-cluster, please specify LeaderElectionNamespace',
    examples: ['not running in-cluster, please specify LeaderElectionNamespace'],
    origin: L(
      'controller-runtime leader election (plain Go error at manager start)',
      'controller-runtime 领导者选举（管理器启动时的普通 Go error）',
    ),
    provenance: 'exact',
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
    id: 'finalizer-added-while-deleting',
    area: 'loop',
    message:
      'Guestbook.webapp.my.domain "shop" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"webapp.my.domain/backup"}',
    examples: [
      'Guestbook.webapp.my.domain "shop" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"webapp.my.domain/backup"}',
    ],
    origin: L('API server (HTTP 422, reason Invalid)', 'API Server（HTTP 422，reason Invalid）'),
    provenance: 'exact',
    source:
      'kubernetes/apimachinery pkg/api/validation/objectmeta.go ValidateNoNewFinalizers ("no new finalizers can be added if the object is being deleted, found new finalizers %#v"), called from ValidateObjectMetaUpdate once deletionTimestamp is set',
    title: L('A finalizer added to an object that is being deleted', '给正在删除的对象添加 finalizer'),
    cause: L(
      'The object already has a deletionTimestamp: it is waiting for its finalizers to be removed, and none may be added any more. A controller that adds its finalizer before checking for deletion hits this when it first meets an object that is already being deleted.',
      '对象已经有了 deletionTimestamp：它正在等待已有的 finalizer 被移除，不允许再添加新的。先加 finalizer、后检查删除的控制器，第一次遇到一个已在删除中的对象时就会碰到这个错误。',
    ),
    fix: L(
      'Check deletionTimestamp first. If the object is being deleted and does not carry your finalizer, you never created anything for it: return without adding one.',
      '先检查 deletionTimestamp。如果对象正在删除、又没有你的 finalizer，说明你还没为它创建过任何东西：直接返回，不要再加 finalizer。',
    ),
    lesson: 'lessons/finalizers#adding-the-finalizer',
  },
  {
    id: 'api-not-found',
    area: 'status',
    message: 'guestbooks.webapp.my.domain "gb" not found',
    examples: [
      'guestbooks.webapp.my.domain "gb" not found',
      'the server could not find the requested resource (put guestbooks.webapp.my.domain gb)',
    ],
    origin: L('API server (404 NotFound)', 'API Server（404 NotFound）'),
    provenance: 'exact',
    title: L('NotFound from the API server', 'API Server 返回的 NotFound'),
    cause: L(
      'The API server has no such object in that namespace; its messages name the plural resource and group. The same text comes back from Status().Update on a CRD without the status subresource — indistinguishable from "deleted".',
      'API Server 在该命名空间里没有这个对象；它的消息使用复数资源名和组名。对没有开启 status 子资源的 CRD 调用 Status().Update 也会得到一模一样的文本——与“对象已被删除”无法区分。',
    ),
    fix: L(
      'Check the namespace and name in the key. If it came from Status().Update, add // +kubebuilder:subresource:status, run make manifests and reinstall the CRD. For objects that may be gone, return client.IgnoreNotFound(err).',
      '检查 key 中的命名空间和名字。如果来自 Status().Update，请加上 // +kubebuilder:subresource:status，执行 make manifests 并重新安装 CRD。对可能已被删除的对象，返回 client.IgnoreNotFound(err)。',
    ),
    lesson: 'lessons/scope#namespaced-and-cluster-scoped',
  },
  {
    id: 'conflict',
    area: 'status',
    message:
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    examples: [
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    ],
    origin: L('API server (409 Conflict)', 'API Server（409 Conflict）'),
    provenance: 'exact',
    title: L('Conflict: the object has been modified', '冲突：对象已被修改'),
    cause: L(
      'Update or Status().Update sent a metadata.resourceVersion that is no longer the stored one: someone changed the object since you read it — often your own operator: a reconcile that read the object from a cache that had not yet seen its previous write, or a second copy of the operator. There is one resourceVersion per object; spec, metadata and status writes all bump it. apierrors.IsConflict(err) is true.',
      'Update 或 Status().Update 发送的 metadata.resourceVersion 已不是存储中的版本：自从你读取后，有人改动了对象——常常就是你自己的 operator：某次调谐从还没看到上一次写入的缓存里读到了旧对象，或者另一个 operator 副本也在写。每个对象只有一个 resourceVersion；写 spec、metadata、status 都会让它递增。apierrors.IsConflict(err) 为 true。',
    ),
    fix: L(
      'Return the error (the request is requeued with backoff and the next reconcile reads fresh data), or wrap read-modify-write in retry.RetryOnConflict with a re-Get inside, or use a merge patch (client.MergeFrom), which sends no resourceVersion.',
      '直接返回错误（请求会带退避重新入队，下次调谐读到新数据）；或用 retry.RetryOnConflict 包住“读-改-写”并在其中重新 Get；或改用合并补丁 client.MergeFrom，它不携带 resourceVersion。',
    ),
    lesson: 'lessons/status#conflicts',
  },
  {
    id: 'list-map-duplicate',
    area: 'status',
    message: '<Kind>.<group> "<name>" is invalid: <path>[<i>]: Duplicate value: {"<key>":"<value>"}',
    examples: [
      'Guestbook.webapp.my.domain "gb" is invalid: status.conditions[2]: Duplicate value: {"type":"Ready"}',
    ],
    origin: L('API server (422 Invalid)', 'API Server（422 Invalid）'),
    provenance: 'exact',
    source:
      'kubernetes/apiextensions-apiserver pkg/apiserver/schema/listtype/validation.go; apimachinery pkg/util/validation/field (Duplicate)',
    title: L(
      'Duplicate value: two list entries with the same key',
      'Duplicate value：列表里有两个键相同的元素',
    ),
    cause: L(
      'The field is a list declared `+listType=map` (conditions are, keyed by `type`) or `+listType=set`, and the write carried two entries with the same key. The API server refuses the whole write; the index is the second entry. It usually comes from appending a condition on every reconcile instead of setting it in place. An object stored before the rule existed may keep its duplicates, but no write may add new ones.',
      '该字段是声明为 `+listType=map`（conditions 就是，以 `type` 为键）或 `+listType=set` 的列表，而这次写入里有两个键相同的元素。API Server 拒绝整个写入；下标指向第二个元素。最常见的原因是每次调谐都 append 一个 condition，而不是原地设置。规则生效前就已存入的对象可以保留原有的重复项，但任何写入都不能再增加新的重复。',
    ),
    fix: L(
      'Set conditions with meta.SetStatusCondition (it replaces the entry of the same type and moves lastTransitionTime only when the status changes); for other map lists, find the entry by its key and update it.',
      '用 meta.SetStatusCondition 设置 condition（它会替换同一 type 的元素，且只在 status 变化时更新 lastTransitionTime）；其他 map 类型的列表，按键找到已有元素再修改。',
    ),
    lesson: 'lessons/status#conditions',
  },
  {
    id: 'fake-client-conflict',
    area: 'status',
    message: 'Operation cannot be fulfilled on <resource>.<group> "<name>": object was modified',
    examples: ['Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": object was modified'],
    origin: L(
      'controller-runtime fake client (409 Conflict)',
      'controller-runtime fake client（409 Conflict）',
    ),
    provenance: 'exact',
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
    message:
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
    examples: [
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
    ],
    origin: L('API server (422 Invalid)', 'API Server（422 Invalid）'),
    provenance: 'exact',
    title: L('Update of a custom resource without resourceVersion', '更新自定义资源时缺少 resourceVersion'),
    cause: L(
      'Custom resources never allow unconditional updates. Kubernetes before 1.34 renders the value as 0x0. (Built-ins such as Deployment accept an empty resourceVersion: last write wins.)',
      '自定义资源从不允许无条件更新。1.34 之前的 Kubernetes 把值显示为 0x0。（Deployment 等内置资源接受空 resourceVersion：后写者胜。）',
    ),
    fix: L(
      'Update the object you read (it carries its resourceVersion), or use a patch.',
      '更新你读出来的那个对象（它带着 resourceVersion），或者改用补丁。',
    ),
    lesson: 'lessons/status#resource-version',
  },
  {
    id: 'resource-version-on-create',
    area: 'status',
    message: 'resourceVersion should not be set on objects to be created',
    examples: [
      'resourceVersion should not be set on objects to be created',
      'resourceVersion can not be set for Create requests',
    ],
    origin: L('API server (500)', 'API Server（500）'),
    provenance: 'exact',
    title: L('Create with a resourceVersion', '创建时带了 resourceVersion'),
    cause: L(
      'The object passed to Create was copied from an existing one and still has metadata.resourceVersion.',
      '传给 Create 的对象是从已有对象复制来的，仍带着 metadata.resourceVersion。',
    ),
    fix: L(
      'Build new objects from scratch, or clear ResourceVersion (and UID) before Create.',
      '从头构造新对象，或在 Create 之前清空 ResourceVersion（以及 UID）。',
    ),
    lesson: 'lessons/status#resource-version',
  },
  {
    id: 'already-exists',
    area: 'status',
    message: '<plural>.<group> "<name>" already exists',
    examples: ['deployments.apps "web" already exists'],
    origin: L('API server (409 AlreadyExists)', 'API Server（409 AlreadyExists）'),
    provenance: 'exact',
    title: L('Create of an object that exists', '创建一个已存在的对象'),
    cause: L(
      'Create is not idempotent; a second reconcile that creates the same child fails.',
      'Create 不是幂等的；第二次调谐再创建同一个子对象就会失败。',
    ),
    fix: L(
      'Get first and create only on NotFound, or treat apierrors.IsAlreadyExists as success, or use controllerutil.CreateOrUpdate.',
      '先 Get，仅在 NotFound 时创建；或把 apierrors.IsAlreadyExists 视为成功；或使用 controllerutil.CreateOrUpdate。',
    ),
    lesson: 'lessons/status#conflicts',
  },
  {
    id: 'optimistic-lock-without-rv',
    area: 'status',
    message: 'cannot use OptimisticLock, object %q does not have any resource version we can use',
    examples: ['cannot use OptimisticLock, object "gb" does not have any resource version we can use'],
    origin: L(
      'controller-runtime client.MergeFromWithOptimisticLock (plain Go error, not an API status)',
      'controller-runtime client.MergeFromWithOptimisticLock（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L(
      'Optimistic-lock patch from an object without resourceVersion',
      '基于没有 resourceVersion 的对象做乐观锁补丁',
    ),
    cause: L(
      'MergeFromWithOptimisticLock puts the original’s resourceVersion into the patch; the original had none.',
      'MergeFromWithOptimisticLock 会把原对象的 resourceVersion 写进补丁；而原对象没有。',
    ),
    fix: L(
      'Take the original with DeepCopy from an object you read from the cluster.',
      '原对象要从集群读取的对象 DeepCopy 而来。',
    ),
    lesson: 'lessons/status#merge-patches',
  },
  {
    id: 'apply-needs-field-manager',
    area: 'status',
    message:
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    examples: [
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    ],
    origin: L('API server (422 Invalid)', 'API Server（422 Invalid）'),
    provenance: 'exact',
    title: L('Server-side apply without a field manager', '服务端应用（SSA）没有 field manager'),
    cause: L('Apply requests must name who owns the fields.', 'Apply 请求必须说明字段归谁所有。'),
    fix: L('Pass client.FieldOwner("my-operator").', '传入 client.FieldOwner("my-operator")。'),
    lesson: 'lessons/status#server-side-apply',
  },
  {
    id: 'apply-conflict',
    area: 'status',
    message: 'Apply failed with 1 conflict: conflict with "<manager>": .spec.x',
    examples: [
      // An Update manager is printed with its apiVersion (apimachinery managedfields/internal/conflict.go printManager).
      'Apply failed with 1 conflict: conflict with "kubectl-client-side-apply" using apps/v1: .spec.replicas',
    ],
    origin: L('API server (409 Conflict)', 'API Server（409 Conflict）'),
    provenance: 'exact',
    title: L('Server-side apply ownership conflict', 'SSA 字段所有权冲突'),
    cause: L(
      'Another field manager owns a field you applied with a different value.',
      '另一个 field manager 拥有你以不同值应用的字段。',
    ),
    fix: L(
      'Stop applying that field, or take ownership deliberately with client.ForceOwnership.',
      '不再应用该字段，或有意地用 client.ForceOwnership 接管所有权。',
    ),
    lesson: 'lessons/status#server-side-apply',
  },
  {
    id: 'status-invalid',
    area: 'status',
    message: 'Guestbook.webapp.my.domain "gb" is invalid: status.<field>: …',
    examples: [
      'Guestbook.webapp.my.domain "gb" is invalid: status.replicas: Invalid value: -1: status.replicas in body should be greater than or equal to 0',
    ],
    origin: L('API server (422 Invalid)', 'API Server（422 Invalid）'),
    provenance: 'exact',
    title: L('Status rejected by the schema', 'status 未通过 schema 校验'),
    cause: L(
      'Writes to /status are validated against the status schema and CEL rules (the spec you send there is ignored, so it is not validated).',
      '写入 /status 时会按 status 的 schema 和 CEL 规则校验（发往那里的 spec 会被忽略，因此不会被校验）。',
    ),
    fix: L(
      'Make the status value satisfy the CRD’s validation markers.',
      '让 status 的值满足 CRD 上的校验标记。',
    ),
    lesson: 'lessons/status#status-subresource',
  },
  {
    id: 'unknown-field-warning',
    area: 'status',
    message: 'unknown field "status.foo"',
    examples: ['unknown field "status.foo"'],
    origin: L(
      'API server warning (logged by controller-runtime at Info level, not an error)',
      'API Server 警告（controller-runtime 以 Info 级别记录，不是错误）',
    ),
    provenance: 'exact',
    title: L('A status field the CRD does not know', 'CRD 不认识的 status 字段'),
    cause: L(
      'The field is not in the CRD schema, so the server prunes it. The write succeeds and the value is silently gone.',
      '该字段不在 CRD 的 schema 里，服务器会把它裁剪掉。写入成功，值却悄无声息地没了。',
    ),
    fix: L(
      'Add the field to the Go type, run make manifests and reinstall the CRD.',
      '把字段加进 Go 类型，执行 make manifests 并重新安装 CRD。',
    ),
    lesson: 'lessons/status#status-lost-silently',
  },
  {
    id: 'result-and-error',
    area: 'loop',
    message:
      'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil. …',
    examples: [
      'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil.',
      'Warning: Reconciler returned both a non-zero result and a non-nil error. The result will always be ignored if the error is non-nil and the non-nil error causes requeuing with exponential backoff.',
    ],
    origin: L('controller-runtime log', 'controller-runtime 日志'),
    provenance: 'exact',
    title: L('Result and error returned together', '同时返回了 Result 和 error'),
    cause: L(
      'With a non-nil error the Result is ignored: the request is requeued with the rate limiter’s backoff, not after your RequeueAfter. (v0.18–v0.20 word this "Warning: Reconciler returned both a non-zero result and a non-nil error. …")',
      '只要 error 非 nil，Result 就会被忽略：请求按限速器的退避重新入队，而不是按你的 RequeueAfter。（v0.18–v0.20 的措辞是 "Warning: Reconciler returned both a non-zero result and a non-nil error. …"）',
    ),
    fix: L(
      'Return either an error or a Result, not both.',
      '要么返回 error，要么返回 Result，不要同时返回。',
    ),
    lesson: 'lessons/status#requeue-semantics',
  },
  {
    id: 'panic-recovered',
    area: 'loop',
    message: 'panic: <value> [recovered]',
    examples: ['panic: runtime error: invalid memory address or nil pointer dereference [recovered]'],
    origin: L(
      'controller-runtime (RecoverPanic defaults to true)',
      'controller-runtime（RecoverPanic 默认开启）',
    ),
    provenance: 'exact',
    title: L('A panic inside Reconcile', 'Reconcile 中发生 panic'),
    cause: L(
      'The panic is recovered and becomes an error, so the request is requeued with backoff.',
      'panic 被 recover 并转成 error，请求带退避重新入队。',
    ),
    fix: L(
      'Fix the nil dereference or index; the log line "Reconciler error" names the object.',
      '修复空指针或越界访问；日志中的 "Reconciler error" 会指出是哪个对象。',
    ),
    lesson: 'lessons/status#requeue-semantics',
  },
  {
    id: 'forbidden-list-cluster',
    area: 'rbac',
    message:
      'pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope',
    examples: [
      'pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope',
    ],
    origin: L('API server (403 Forbidden)', 'API Server（403 Forbidden）'),
    provenance: 'exact',
    title: L('List forbidden at the cluster scope', '在集群范围 List 被拒绝'),
    cause: L(
      'The service account may not list pods in all namespaces. The default cache is cluster-wide, so an informer for a type lists at the cluster scope even if your Role grants it in one namespace.',
      '该服务账号无权在所有命名空间中 list pods。默认缓存是集群范围的，所以即使 Role 在某个命名空间里授予了权限，某类型的 informer 仍会在集群范围 list。',
    ),
    fix: L(
      'Add // +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch and run make manifests, or restrict the cache to the namespaces your Role covers.',
      '加上 // +kubebuilder:rbac:groups="",resources=pods,verbs=get;list;watch 并执行 make manifests；或把缓存限定在 Role 覆盖的命名空间内。',
    ),
    lesson: 'lessons/permissions#forbidden-messages',
  },
  {
    id: 'forbidden-get-namespace',
    area: 'rbac',
    message:
      'deployments.apps "web" is forbidden: User "…" cannot get resource "deployments" in API group "apps" in the namespace "default"',
    examples: [
      'deployments.apps "web" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot get resource "deployments" in API group "apps" in the namespace "default"',
      'deployments.apps is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot create resource "deployments" in API group "apps" in the namespace "default"',
    ],
    origin: L('API server (403 Forbidden)', 'API Server（403 Forbidden）'),
    provenance: 'exact',
    title: L('Get forbidden in a namespace', '在命名空间内 Get 被拒绝'),
    cause: L(
      'The request names the object, so the message includes "web"; the verb, resource, group and namespace say exactly which rule is missing.',
      '请求带了对象名，所以消息里有 "web"；动词、资源、组、命名空间准确说明了缺哪条规则。',
    ),
    fix: L(
      'Add the verb for that group/resource in an RBAC marker and regenerate.',
      '在 RBAC 标记中为该组/资源加上这个动词，然后重新生成。',
    ),
    lesson: 'lessons/permissions#forbidden-messages',
  },
  {
    id: 'forbidden-status',
    area: 'rbac',
    message:
      'guestbooks.webapp.my.domain "gb" is forbidden: User "…" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default"',
    examples: [
      'guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default"',
    ],
    origin: L('API server (403 Forbidden)', 'API Server（403 Forbidden）'),
    provenance: 'exact',
    title: L('Status update forbidden', '更新 status 被拒绝'),
    cause: L(
      'The status subresource is a separate RBAC resource: guestbooks/status.',
      'status 子资源在 RBAC 中是独立的资源：guestbooks/status。',
    ),
    fix: L(
      'Keep the scaffolded marker // +kubebuilder:rbac:groups=<group>,resources=<plural>/status,verbs=get;update;patch.',
      '保留脚手架生成的标记 // +kubebuilder:rbac:groups=<group>,resources=<plural>/status,verbs=get;update;patch。',
    ),
    lesson: 'lessons/permissions#rbac-markers',
  },
  {
    id: 'block-owner-deletion-forbidden',
    area: 'rbac',
    message:
      '<res> "<name>" is forbidden: cannot set blockOwnerDeletion if an ownerReference refers to a resource you can\'t set finalizers on: <reason>, <err>',
    examples: [
      'configmaps "cm" is forbidden: cannot set blockOwnerDeletion if an ownerReference refers to a resource you can\'t set finalizers on: , <nil>',
    ],
    origin: L(
      'API server, OwnerReferencesPermissionEnforcement admission (HTTP 403)',
      'API Server，OwnerReferencesPermissionEnforcement 准入插件（HTTP 403）',
    ),
    provenance: 'exact',
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
    message:
      'failed to wait for <controller> caches to sync kind source: *v1.Guestbook: timed out waiting for cache to be synced for kind source: *v1.Guestbook',
    examples: [
      'failed to wait for guestbook caches to sync kind source: *v1.Guestbook: timed out waiting for cache to be synced for kind source: *v1.Guestbook',
      'Could not wait for Cache to sync',
    ],
    origin: L(
      'controller-runtime, after CacheSyncTimeout (2 min by default)',
      'controller-runtime，CacheSyncTimeout（默认 2 分钟）之后',
    ),
    provenance: 'exact',
    title: L('Controller caches never synced', '控制器的缓存始终没有同步'),
    cause: L(
      'A type in For/Owns/Watches cannot be listed or watched (usually RBAC). The informer retries forever; after the timeout mgr.Start returns this error and the manager exits. The root cause is only in the earlier reflector log lines ("Failed to watch … is forbidden").',
      'For/Owns/Watches 中的某个类型无法 list 或 watch（通常是 RBAC）。informer 会无限重试；超时后 mgr.Start 返回这个错误，管理器退出。根因只出现在更早的 reflector 日志里（"Failed to watch … is forbidden"）。',
    ),
    fix: L(
      'Grant list and watch on that resource (get alone is not enough for a cache).',
      '为该资源授予 list 和 watch（对缓存而言只有 get 不够）。',
    ),
    lesson: 'lessons/permissions#caches-that-never-sync',
  },
  {
    id: 'informer-sync-timeout',
    area: 'rbac',
    message: 'Timeout: failed waiting for *v1.Secret Informer to sync',
    examples: ['Timeout: failed waiting for *v1.Secret Informer to sync'],
    origin: L('the cache (504 Timeout, IsTimeout true)', '缓存（504 Timeout，IsTimeout 为 true）'),
    provenance: 'exact',
    title: L('A lazily started informer never synced', '惰性启动的 informer 始终没有同步'),
    cause: L(
      'The first r.Get/List of a type starts an informer; without list/watch permission it never syncs. With the default context (no deadline) the reconcile hangs forever instead; this error only appears if the context has a deadline.',
      '第一次对某类型 r.Get/List 会启动 informer；没有 list/watch 权限它就永远不会同步。在默认（无截止时间的）context 下调谐会一直挂住；只有 context 设了截止时间才会出现这个错误。',
    ),
    fix: L(
      'Grant list and watch on the type, or read it with mgr.GetAPIReader() (needs get only).',
      '为该类型授予 list 和 watch，或用 mgr.GetAPIReader() 读取（只需要 get）。',
    ),
    lesson: 'lessons/permissions#lazy-informers-hang',
  },
  {
    id: 'resource-not-cached',
    area: 'rbac',
    message: '/v1, Kind=Secret is not cached',
    examples: ['/v1, Kind=Secret is not cached', 'apps/v1, Kind=Deployment is not cached'],
    origin: L(
      'the cache, with cache.Options.ReaderFailOnMissingInformer set (plain Go error, ErrResourceNotCached)',
      '缓存，设置了 cache.Options.ReaderFailOnMissingInformer 时（普通 Go error，ErrResourceNotCached）',
    ),
    provenance: 'exact',
    source:
      'kubernetes-sigs/controller-runtime pkg/cache/internal/informers.go (ErrResourceNotCached.Error: "%s is not cached" of the GroupVersionKind)',
    title: L('A read of a kind the cache has no informer for', '读取一个缓存里没有 informer 的类型'),
    cause: L(
      'ReaderFailOnMissingInformer is on, and this Get or List is the first read of a kind no controller watches. Instead of starting an informer (and hanging if it cannot list), the cache refuses at once. It is not a NotFound.',
      '开启了 ReaderFailOnMissingInformer，而这次 Get 或 List 是对一个没有控制器 watch 的类型的第一次读取。缓存不会去启动 informer（没有 list 权限时会一直挂住），而是立即拒绝。这不是 NotFound。',
    ),
    fix: L(
      'Watch the kind (For, Owns or Watches) and grant list and watch on it, or read it with mgr.GetAPIReader() (needs get only).',
      'watch 这个类型（For、Owns 或 Watches）并授予 list 和 watch，或用 mgr.GetAPIReader() 读取（只需要 get）。',
    ),
    lesson: 'lessons/permissions#lazy-informers-hang',
  },
  {
    id: 'reflector-forbidden',
    area: 'rbac',
    message:
      '"Failed to watch" err="failed to list *v1.Pod: pods is forbidden: …" reflector="…" type="*v1.Pod"',
    examples: [
      '"Failed to watch" err="failed to list *v1.Pod: pods is forbidden: User \\"system:serviceaccount:my-op-system:my-op-controller-manager\\" cannot list resource \\"pods\\" in API group \\"\\" at the cluster scope" reflector="pkg/mod/k8s.io/client-go@v0.33.0/tools/cache/reflector.go:285" type="*v1.Pod"',
      // The same call through a logr logger (klog routed to zap): logger "UnhandledError", the error as a field
      // (k8s.io/apimachinery pkg/util/runtime/runtime.go handleError: WithName("UnhandledError").Error(err, msg, …)).
      'ERROR\tUnhandledError\tFailed to watch\t{"reflector": "pkg/mod/k8s.io/client-go@v0.36.0/tools/cache/reflector.go:343", "type": "*v1.Pod", "error": "failed to list *v1.Pod: pods is forbidden: User \\"system:serviceaccount:my-op-system:my-op-controller-manager\\" cannot list resource \\"pods\\" in API group \\"\\" at the cluster scope"}',
      'W0105 09:00:01.000000 1 reflector.go:535] failed to list *v1.Pod: pods is forbidden',
    ],
    origin: L(
      'client-go reflector log (client-go v0.33 and later)',
      'client-go reflector 日志（client-go v0.33 及以后）',
    ),
    provenance: 'exact',
    title: L('The informer cannot list', 'informer 无法 list'),
    cause: L(
      'The real reason a cache never syncs. It repeats with backoff (800 ms up to 30 s).',
      '缓存无法同步的真正原因。它按退避（800 ms 到 30 s）反复出现。',
    ),
    fix: L(
      'Read the forbidden part: it names the verb and resource to grant.',
      '看 forbidden 那一段：它指明了要授予的动词和资源。',
    ),
    lesson: 'lessons/permissions#caches-that-never-sync',
  },
  {
    id: 'unknown-namespace-list',
    area: 'scope',
    message: 'unable to list: <ns> because of unknown namespace for the cache',
    examples: ['unable to list: <ns> because of unknown namespace for the cache'],
    origin: L(
      'controller-runtime multi-namespace cache (plain Go error, not an API status)',
      'controller-runtime 多命名空间缓存（普通 Go error，不是 API Status）',
    ),
    provenance: 'exact',
    title: L('List in a namespace the cache does not watch', '在缓存未监听的命名空间里 List'),
    cause: L(
      'Same as the Get case: client.InNamespace names a namespace outside DefaultNamespaces. (v0.10–v0.15 printed "unable to get:" for List too.)',
      '与 Get 的情况相同：client.InNamespace 指定的命名空间不在 DefaultNamespaces 里。（v0.10–v0.15 对 List 也打印 "unable to get:"。）',
    ),
    fix: L(
      'Widen the cache’s namespaces or list through the API reader.',
      '扩大缓存的命名空间范围，或通过 APIReader 列出。',
    ),
    lesson: 'lessons/scope#cache-namespaces',
  },
  {
    id: 'cache-not-found-kind',
    area: 'scope',
    message: 'Guestbook.webapp.my.domain "gb" not found',
    examples: ['Guestbook.webapp.my.domain "gb" not found', 'Pod "web" not found'],
    origin: L('the cache (404 NotFound, IsNotFound true)', '缓存（404 NotFound，IsNotFound 为 true）'),
    provenance: 'exact',
    title: L('NotFound that names the Kind', '消息里是 Kind 的 NotFound'),
    cause: L(
      'A cached Get of a namespaced kind with an empty namespace in the key. The cache looks up just the name, misses, and builds a NotFound with the Kind (not the plural resource) in the message — the tell-tale sign it came from the cache. Core kinds read e.g. Pod "web" not found.',
      '对命名空间级资源做缓存 Get，但 key 的命名空间为空。缓存只按名字查找、找不到，于是构造了一个消息里带 Kind（而非复数资源名）的 NotFound——这正是它来自缓存的标志。核心资源会显示为 Pod "web" not found 这样的形式。',
    ),
    fix: L(
      'Build the key with the namespace: r.Get(ctx, req.NamespacedName, obj) or client.ObjectKey{Namespace: req.Namespace, Name: name}.',
      '构造 key 时带上命名空间：r.Get(ctx, req.NamespacedName, obj) 或 client.ObjectKey{Namespace: req.Namespace, Name: name}。',
    ),
    lesson: 'lessons/scope#empty-namespace',
  },
  {
    id: 'forbidden-create',
    area: 'rbac',
    message:
      'deployments.apps is forbidden: User "…" cannot create resource "deployments" in API group "apps" in the namespace "default"',
    examples: [
      'deployments.apps is forbidden: User "…" cannot create resource "deployments" in API group "apps" in the namespace "default"',
    ],
    origin: L('API server (403 Forbidden)', 'API Server（403 Forbidden）'),
    provenance: 'exact',
    title: L('Create forbidden', 'Create 被拒绝'),
    cause: L(
      'Writes always go straight to the API server, so a missing verb fails at once (no name: creates have none yet).',
      '写操作总是直达 API Server，缺少动词会立即失败（没有名字：创建时对象还没有名字）。',
    ),
    fix: L(
      'Add create (and usually update, patch, delete) to the marker for that resource.',
      '在该资源的标记里加上 create（通常还有 update、patch、delete）。',
    ),
    lesson: 'lessons/permissions#writes-fail-fast',
  },
  {
    id: 'webhook-key-mismatch',
    area: 'webhooks',
    message: 'tls: private key does not match public key',
    examples: [
      'ERROR\tsetup\tproblem running manager\t{"error": "tls: private key does not match public key"}',
    ],
    origin: L(
      "the manager's webhook server (crypto/tls.LoadX509KeyPair), logged as problem running manager",
      '管理器的 webhook 服务器（crypto/tls.LoadX509KeyPair），日志里是 problem running manager',
    ),
    provenance: 'exact',
    source: 'golang/go src/crypto/tls/tls.go (X509KeyPair)',
    title: L('tls.key does not belong to tls.crt', 'tls.key 和 tls.crt 不是一对'),
    cause: L(
      'The cert dir holds a certificate and a private key from two different key pairs (for example a key regenerated after the certificate was made).',
      '证书目录里的证书和私钥来自两对不同的密钥（例如证书生成之后又重新生成了私钥）。',
    ),
    fix: L(
      'Generate the key and the certificate together (openssl req -x509 -newkey … -keyout tls.key -out tls.crt) and put both in the cert dir.',
      '一起生成私钥和证书（openssl req -x509 -newkey … -keyout tls.key -out tls.crt），把两者都放进证书目录。',
    ),
    lesson: 'lessons/webhooks#serving-certs',
    exercise: 'webhook-local',
  },
  {
    id: 'kind-crd-not-installed',
    area: 'loop',
    message: 'if kind is a CRD, it should be installed before calling Start',
    examples: [
      'ERROR\tcontroller-runtime.source\tif kind is a CRD, it should be installed before calling Start\t{"kind": "Memcached.cache.example.com", "error": "no matches for kind \\"Memcached\\" in version \\"cache.example.com/v1alpha1\\""}',
    ],
    origin: L(
      'controller-runtime source.Kind (log line at controller start)',
      'controller-runtime 的 source.Kind（控制器启动时的日志）',
    ),
    provenance: 'exact',
    source: 'kubernetes-sigs/controller-runtime v0.16.0 pkg/internal/source/kind.go',
    title: L('The controller watches a kind the cluster does not serve', '控制器监听的 kind 集群并不提供'),
    cause: L(
      'The manager started (make run) before the CRD was installed. The informer cannot list the kind, never syncs, and after CacheSyncTimeout (2 minutes) the manager exits with failed to wait for … caches to sync.',
      '管理器（make run）在 CRD 安装之前就启动了。informer 无法 list 这个 kind，永远无法同步；过了 CacheSyncTimeout（2 分钟）后，管理器以 failed to wait for … caches to sync 退出。',
    ),
    fix: L(
      'Run make install before make run, then start the manager again.',
      '先 make install，再 make run 重新启动管理器。',
    ),
    lesson: 'lessons/permissions#caches-that-never-sync',
    exercise: 'webhook-local',
  },
];
