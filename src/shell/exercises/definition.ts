// Terminal exercise definitions (exercises/<id>/exercise.json), validated with zod. Definitions are
// imported, not read from disk, so the engine loads them in a Web Worker as well as in Node.
import { z } from 'zod';
import gomodPrivate from '../../../exercises/gomod-private/exercise.json' with { type: 'json' };
import gomodProxy from '../../../exercises/gomod-proxy/exercise.json' with { type: 'json' };
import webhookLocal from '../../../exercises/webhook-local/exercise.json' with { type: 'json' };
import { isProfileId } from '../network/profiles.ts';
import { type TerminalExerciseId, terminalExerciseIds } from './ids.ts';

export { terminalExerciseIds };

const localized = z.object({ en: z.string().min(1), 'zh-cn': z.string().min(1) });

export const CHECK_IDS = [
  // gomod-proxy
  'tidy-succeeds',
  'tidy-succeeds-in-new-terminal',
  'versions-aligned',
  'checksums-verified',
  // gomod-private
  'private-stays-private',
  // webhook-local
  'manager-serving-webhooks',
  'invalid-rejected',
  'valid-accepted',
  'fails-closed',
  'no-invalid-stored',
] as const;

/** Titles of the end-state checks, as a report lists them. */
export const CHECK_TITLES: Record<(typeof CHECK_IDS)[number], { en: string; 'zh-cn': string }> = {
  'tidy-succeeds': {
    en: '`go mod tidy` succeeds on this network',
    'zh-cn': '`go mod tidy` 在这个网络下成功',
  },
  'tidy-succeeds-in-new-terminal': {
    en: '`go mod tidy` also succeeds in a new terminal',
    'zh-cn': '在新开的终端里 `go mod tidy` 也成功',
  },
  'versions-aligned': { en: 'Module versions stay aligned', 'zh-cn': '模块版本保持对齐' },
  'checksums-verified': { en: 'Checksums are still verified', 'zh-cn': '校验和验证仍然开启' },
  'private-stays-private': {
    en: 'The company module goes to no public proxy or checksum database',
    'zh-cn': '公司模块不会发往任何公共代理或校验和数据库',
  },
  'manager-serving-webhooks': {
    en: 'The manager runs locally with its webhook server',
    'zh-cn': '管理器在本地运行并启动了 webhook 服务器',
  },
  'invalid-rejected': {
    en: 'An invalid Memcached is denied by the local webhook',
    'zh-cn': '不合法的 Memcached 被本地 webhook 拒绝',
  },
  'valid-accepted': { en: 'A valid Memcached is admitted', 'zh-cn': '合法的 Memcached 被接受' },
  'fails-closed': {
    en: 'The webhook fails closed (failurePolicy Fail)',
    'zh-cn': 'webhook 失败即拒绝（failurePolicy 为 Fail）',
  },
  'no-invalid-stored': { en: 'No invalid Memcached is stored', 'zh-cn': '集群中没有不合法的 Memcached' },
};

export const terminalExerciseSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.literal('terminal'),
  title: localized,
  lesson: localized,
  network: z.string().refine(isProfileId, { message: 'unknown network profile' }),
  goVersion: z.string().regex(/^1\.\d+\.\d+$/),
  cwd: z.string().startsWith('/'),
  instructions: localized,
  hints: z.object({ en: z.array(z.string()).length(3), 'zh-cn': z.array(z.string()).length(3) }),
  files: z.record(z.string().startsWith('/'), z.string()),
  /** Commands run before the learner starts (not in the history): the cluster's starting state. */
  setup: z.array(z.string()).optional(),
  solution: z.array(z.string()).min(1),
  checks: z.array(z.enum(CHECK_IDS)).min(1),
});

export type TerminalExercise = z.infer<typeof terminalExerciseSchema>;

const RAW: Record<TerminalExerciseId, unknown> = {
  'gomod-proxy': gomodProxy,
  'gomod-private': gomodPrivate,
  'webhook-local': webhookLocal,
};

/** Loads and validates an exercise; throws a clear error for unknown ids or invalid files. */
export function loadTerminalExercise(id: string): TerminalExercise {
  const raw = (RAW as Record<string, unknown>)[id];
  if (raw === undefined) {
    throw new Error(`unknown terminal exercise "${id}" (known: ${terminalExerciseIds().join(', ')})`);
  }
  const parsed = terminalExerciseSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(
      `exercises/${id}/exercise.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
