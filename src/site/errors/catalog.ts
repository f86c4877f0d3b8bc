// The site's error catalogue: a thin view of src/shell/errors (the single source of truth, also used
// by `oplab-explain` in the terminal), with Starlight's `zh-CN` locale key. test/site/errors.test.ts
// checks ids, links, locales and that messages are quoted verbatim.
import { ERROR_CATALOGUE } from '../../shell/errors/index.ts';
import type { ErrorEntry as ShellEntry } from '../../shell/errors/types.ts';
import type { ErrorArea, ErrorEntry, Localized } from './types.ts';

export const areaTitles: Record<ErrorArea, Localized> = {
  scope: { en: 'Namespaces and scope', 'zh-CN': '命名空间与作用域' },
  status: { en: 'Status, resourceVersion and conflicts', 'zh-CN': 'Status、resourceVersion 与冲突' },
  loop: { en: 'The reconcile loop', 'zh-CN': '调谐循环' },
  rbac: { en: 'Permissions (RBAC)', 'zh-CN': '权限（RBAC）' },
  webhooks: { en: 'Webhooks', 'zh-CN': 'Webhook' },
  modules: { en: 'Go modules and the network', 'zh-CN': 'Go 模块与网络' },
  scaffold: { en: 'Scaffolding, make and kubectl', 'zh-CN': '脚手架、make 与 kubectl' },
};

const site = (l: { en: string; 'zh-cn': string }): Localized => ({ en: l.en, 'zh-CN': l['zh-cn'] });

function toSite(e: ShellEntry): ErrorEntry {
  return {
    id: e.id,
    area: e.area,
    message: e.message,
    origin: site(e.origin),
    provenance: e.provenance,
    ...(e.source ? { source: e.source } : {}),
    lesson: e.lesson,
    ...(e.exercise ? { exercise: e.exercise } : {}),
    title: site(e.title),
    cause: site(e.cause),
    fix: site(e.fix),
  };
}

export const errorCatalog: readonly ErrorEntry[] = ERROR_CATALOGUE.map(toSite);

/** Looks an entry up by id; throws on an unknown id so a typo in a lesson fails the build. */
export function errorEntry(id: string): ErrorEntry {
  const entry = errorCatalog.find((e) => e.id === id);
  if (!entry) throw new Error(`unknown error-catalogue id "${id}"`);
  return entry;
}
