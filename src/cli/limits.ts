// The run limits the CLI's commands share: `-memory=SIZE` sets the interpreter's memory budget.
// SIZE is written as GOMEMLIMIT is (runtime/debug: a number of bytes with an optional B, KiB, MiB,
// GiB or TiB suffix), which Go programmers know.

const UNITS: Record<string, number> = { '': 1, B: 1, KiB: 2 ** 10, MiB: 2 ** 20, GiB: 2 ** 30, TiB: 2 ** 40 };

/** This process's CPU time in ms: the interpreter's time limit (60 s of CPU by default) reads it. */
export function processCpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Bytes for a SIZE like `512MiB`, or an error message. */
export function parseMemorySize(text: string): number | { error: string } {
  const m = /^(\d+)(B|KiB|MiB|GiB|TiB)?$/.exec(text);
  if (m === null || Number(m[1]) <= 0)
    return { error: `invalid -memory=${text}: want a positive size such as 512MiB or 2GiB` };
  return Number(m[1]) * UNITS[m[2] ?? ''];
}

/** `-memory=SIZE` / `--memory=SIZE`: the size text, or undefined when `arg` is another flag. */
export function memoryFlag(arg: string): string | undefined {
  return /^--?memory=(.*)$/.exec(arg)?.[1];
}
