// End-state checks of `webhook-local`: the manager started by `make run` serves its webhooks, the
// API server's admission call reaches it and is denied with the webhook's own message, valid objects
// still pass, the configuration fails closed, and nothing invalid got in while it failed open.
// Probes are server-side dry runs as the kubeconfig user, so they change nothing.
import { isObject, type JsonObject, type KubeObject, str } from '../../kube/apiserver/types.ts';
import type { ShellSession } from '../session.ts';
import type { CheckResult } from './checks.ts';

const MEMCACHEDS = {
  group: 'cache.example.com',
  version: 'v1alpha1',
  resource: 'memcacheds',
  namespace: 'default',
};
const WEBHOOK = 'vmemcached.kb.io';
const MAX = 5;

function probe(session: ShellSession, name: string, size: number) {
  const cluster = session.world.cluster;
  const body: KubeObject = {
    apiVersion: 'cache.example.com/v1alpha1',
    kind: 'Memcached',
    metadata: { name, namespace: 'default' },
    spec: { size },
  };
  return cluster.server.create({ user: cluster.user, userAgent: 'oplab-check' }, MEMCACHEDS, body, {
    dryRun: true,
  });
}

const pass = (id: string, en: string, zh: string): CheckResult => ({
  id,
  status: 'pass',
  message: { en, 'zh-cn': zh },
});
const fail = (id: string, en: string, zh: string): CheckResult => ({
  id,
  status: 'fail',
  message: { en, 'zh-cn': zh },
});

function checkManager(id: string, session: ShellSession): CheckResult {
  const m = session.world.cluster.local.manager;
  if (m !== undefined && m.exitCode !== undefined)
    return fail(
      id,
      `The manager started by \`make run\` exited (exit status ${m.exitCode}): \`oplab-manager logs\` shows why.`,
      `\`make run\` 启动的管理器已退出（exit status ${m.exitCode}）：\`oplab-manager logs\` 会显示原因。`,
    );
  if (m?.webhooks)
    return pass(
      id,
      'The manager started by `make run` is running and its webhook server serves on :9443.',
      '`make run` 启动的管理器正在运行，webhook 服务器在 :9443 上提供服务。',
    );
  if (m)
    return fail(
      id,
      'The manager runs without its webhook server (ENABLE_WEBHOOKS=false?): nothing on the laptop can answer an admission call.',
      '管理器在运行，但没有启动 webhook 服务器（ENABLE_WEBHOOKS=false？）：笔记本上没有进程能响应准入调用。',
    );
  return fail(
    id,
    'No manager is running: start it with `make run` (and read why it exits if it does).',
    '没有正在运行的管理器：用 `make run` 启动它（如果它退出了，读一读原因）。',
  );
}

function checkRejected(id: string, session: ShellSession): CheckResult {
  const r = probe(session, 'oplab-check-invalid', 10);
  const expected = `admission webhook "${WEBHOOK}" denied the request: spec.size must be at most ${MAX}, got 10`;
  if (!r.ok && r.status.message === expected)
    return pass(
      id,
      `An invalid Memcached is denied by the local webhook: ${expected}`,
      `不合法的 Memcached 被本地 webhook 拒绝：${expected}`,
    );
  if (r.ok)
    return fail(
      id,
      'An invalid Memcached (spec.size 10) is accepted: the webhook is not called, or the call fails and failurePolicy Ignore lets it through.',
      '不合法的 Memcached（spec.size 为 10）被接受了：webhook 没有被调用，或者调用失败而 failurePolicy Ignore 放行了它。',
    );
  return fail(
    id,
    `Creating an invalid Memcached fails, but not with the webhook's denial:\n${r.status.message}`,
    `创建不合法的 Memcached 失败了，但不是 webhook 的拒绝：\n${r.status.message}`,
  );
}

function checkAccepted(id: string, session: ShellSession): CheckResult {
  const r = probe(session, 'oplab-check-valid', 3);
  if (r.ok)
    return pass(
      id,
      'A valid Memcached (spec.size 3) is admitted.',
      '合法的 Memcached（spec.size 为 3）被接受。',
    );
  return fail(
    id,
    `A valid Memcached (spec.size 3) is refused:\n${r.status.message}`,
    `合法的 Memcached（spec.size 为 3）被拒绝：\n${r.status.message}`,
  );
}

function webhooksFor(session: ShellSession): JsonObject[] {
  const out: JsonObject[] = [];
  for (const { obj } of session.world.cluster.server.store.list(
    'validatingwebhookconfigurations.admissionregistration.k8s.io',
    undefined,
  ))
    for (const w of Array.isArray(obj.webhooks) ? obj.webhooks : [])
      if (isObject(w) && str(w.name) === WEBHOOK) out.push(w);
  return out;
}

function checkFailClosed(id: string, session: ShellSession): CheckResult {
  const hooks = webhooksFor(session);
  if (hooks.length === 0)
    return fail(
      id,
      `No ValidatingWebhookConfiguration has the webhook ${WEBHOOK} any more.`,
      `已经没有 ValidatingWebhookConfiguration 包含 webhook ${WEBHOOK}。`,
    );
  const open = hooks.filter((w) => str(w.failurePolicy) === 'Ignore');
  if (open.length === 0)
    return pass(
      id,
      'failurePolicy is Fail: when the manager is down, Memcached writes are refused instead of let through.',
      'failurePolicy 为 Fail：管理器停掉时，对 Memcached 的写入会被拒绝而不是放行。',
    );
  return fail(
    id,
    'failurePolicy is Ignore: whenever the laptop is asleep or the manager stopped, invalid objects are admitted silently (the API server only logs "Failed calling webhook, failing open").',
    'failurePolicy 为 Ignore：只要笔记本休眠或管理器停止，不合法的对象就会被悄悄放行（API Server 只在日志里记一条 "Failed calling webhook, failing open"）。',
  );
}

function checkNoInvalid(id: string, session: ShellSession): CheckResult {
  const bad = session.world.cluster.server.store
    .list('memcacheds.cache.example.com', undefined)
    .filter(({ obj }) => isObject(obj.spec) && typeof obj.spec.size === 'number' && obj.spec.size > MAX)
    .map(
      ({ obj }) => `${str((obj.metadata as JsonObject).namespace)}/${str((obj.metadata as JsonObject).name)}`,
    );
  if (bad.length === 0)
    return pass(
      id,
      `No Memcached with spec.size above ${MAX} is stored.`,
      `集群里没有 spec.size 大于 ${MAX} 的 Memcached。`,
    );
  return fail(
    id,
    `Invalid Memcached objects got in while the webhook was not enforced: ${bad.join(', ')}. Delete them (kubectl delete -f …).`,
    `webhook 未生效期间混进了不合法的 Memcached：${bad.join('、')}。请删除它们（kubectl delete -f …）。`,
  );
}

export function evaluateWebhookCheck(id: string, session: ShellSession): CheckResult | undefined {
  switch (id) {
    case 'manager-serving-webhooks':
      return checkManager(id, session);
    case 'invalid-rejected':
      return checkRejected(id, session);
    case 'valid-accepted':
      return checkAccepted(id, session);
    case 'fails-closed':
      return checkFailClosed(id, session);
    case 'no-invalid-stored':
      return checkNoInvalid(id, session);
    default:
      return undefined;
  }
}
