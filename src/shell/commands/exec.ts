// Runs a command line from inside a custom command with the caller's exported environment.
// just-bash's nested `exec` sets variables from its `env` option without exporting them, so the
// child would not see e.g. a `GOPROXY=… kubebuilder init` prefix; exporting them first fixes that.
import type { ResolvedCommandContext } from 'just-bash';
import { type OrderState, type OutputChunk, ordered } from '../order.ts';

const quote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

export async function execExported(
  ctx: ResolvedCommandContext,
  command: string,
  env: Record<string, string>,
) {
  if (!ctx.exec) return { stdout: '', stderr: 'oplab: no shell available\n', exitCode: 127 };
  const names = Object.keys(env).filter((k) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(k));
  const prefix = names.length > 0 ? `export ${names.map((k) => `${k}=${quote(env[k])}`).join(' ')}; ` : '';
  return ctx.exec(`${prefix}${command}`, { cwd: ctx.cwd });
}

/**
 * execExported for a child given the caller's stdout and stderr (kubebuilder's RunCmd): the line
 * runs marked, and `chunks` is its output in the order written (`make generate`'s echoed commands
 * and its recipes' messages, `go mod tidy`'s lines).
 */
export async function execChunks(
  ctx: ResolvedCommandContext,
  command: string,
  env: Record<string, string>,
  order: OrderState | undefined,
): Promise<{ exitCode: number; chunks: OutputChunk[] }> {
  const armed = order?.armed ?? false;
  if (order) order.armed = true;
  try {
    const r = await execExported(ctx, command, env);
    if (order) order.armed = false;
    const chunks = ordered(r.stdout, r.stderr).chunks;
    return { exitCode: r.exitCode, chunks };
  } finally {
    if (order) order.armed = armed;
  }
}
