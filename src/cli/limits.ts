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

/** `10m`, `90s`, `1h30m`, `500ms` → milliseconds. */
export function parseDuration(s: string): number | undefined {
  const re = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
  let total = 0;
  let m: RegExpExecArray | null;
  let end = 0;
  for (;;) {
    m = re.exec(s);
    if (m === null) break;
    total += Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h'];
    end = re.lastIndex;
  }
  return end === s.length && s.length > 0 ? total : undefined;
}
