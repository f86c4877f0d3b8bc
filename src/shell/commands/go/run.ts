// The state of one `go` invocation: where the main module is, the resolved go environment, output
// buffers, go.sum, and the toolchain actually running (which GOTOOLCHAIN=auto may switch).
import type { IFileSystem } from 'just-bash';
import { renderGoCmdError } from '../../../go/build/mod/errors.ts';
import * as gover from '../../../go/build/mod/gover.ts';
import { type GoSum, type ModFile, parseGoSum, readModFile } from '../../../go/build/mod/modfile.ts';
import type { Network } from '../../network/transport.ts';
import type { OutputChunk } from '../../order.ts';
import type { FetchEnv } from './fetch.ts';

export interface GoRun {
  fs: IFileSystem;
  cwd: string;
  net: Network;
  env: Record<string, string>;
  osEnv: Record<string, string>;
  /** The Go version running this command, e.g. "1.23.5". */
  goVersion: string;
  stdout: string[];
  stderr: string[];
  modRoot?: string;
  mod?: ModFile;
  sum: GoSum;
  /** Set once go.sum gained or changed lines. */
  sumDirty: boolean;
  /** The program's output in the order written (go run), pushed after the first stdout/stderr entries. */
  written?: { stdout: number; stderr: number; chunks: OutputChunk[] };
}

/** Thrown to end the command with the given status after its output is written. */
export class GoExit extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}

export function fetchEnv(run: GoRun): FetchEnv {
  return {
    GOPROXY: run.env.GOPROXY,
    GONOPROXY: run.env.GONOPROXY,
    GONOSUMDB: run.env.GONOSUMDB,
    GOSUMDB: run.env.GOSUMDB,
    GOMODCACHE: run.env.GOMODCACHE,
  };
}

/**
 * -x (on the command line or in GOFLAGS, cfg.BuildX): the command's HTTP requests are traced on
 * stderr as they happen (network/transport.ts httpGet).
 */
export function traceGets(run: GoRun, flag: boolean): void {
  if (flag || /(?:^|\s)-x(?:=(?:true|1|t|T|TRUE|True))?(?:\s|$)/.test(run.env.GOFLAGS ?? ''))
    run.net.trace = (line) => errln(run, line);
}

export function errln(run: GoRun, text: string): void {
  run.stderr.push(`${text}\n`);
}

export function fail(run: GoRun, text: string, code = 1): never {
  errln(run, text);
  throw new GoExit(code);
}

export async function findModRoot(fs: IFileSystem, cwd: string): Promise<string | undefined> {
  let dir = cwd;
  for (;;) {
    if (await fs.exists(`${dir === '/' ? '' : dir}/go.mod`)) return dir;
    if (dir === '/' || dir === '') return undefined;
    dir = dir.slice(0, dir.lastIndexOf('/')) || '/';
  }
}

const modFile = (run: GoRun, name: string) => `${run.modRoot === '/' ? '' : run.modRoot}/${name}`;

/** Loads go.mod and go.sum; without a go.mod, fails with cmd/go's message. */
export async function loadMainModule(run: GoRun): Promise<ModFile> {
  if (run.mod) return run.mod;
  if (run.env.GO111MODULE === 'off')
    fail(run, `go: modules disabled by GO111MODULE=off; see 'go help modules'`);
  run.modRoot = await findModRoot(run.fs, run.cwd);
  if (!run.modRoot)
    fail(
      run,
      `go: go.mod file not found in current directory or any parent directory; see 'go help modules'`,
    );
  // cmd/go shortens paths relative to the working directory (base.ShortPath).
  const shown = run.modRoot === run.cwd ? 'go.mod' : modFile(run, 'go.mod');
  const parsed = readModFile(shown, await run.fs.readFile(modFile(run, 'go.mod')), {
    legacy: gover.compare(run.goVersion, '1.21') < 0,
  });
  if (!parsed.ok) fail(run, renderGoCmdError(parsed.error));
  run.mod = parsed.mod;
  const sumPath = modFile(run, 'go.sum');
  run.sum = (await run.fs.exists(sumPath)) ? parseGoSum(await run.fs.readFile(sumPath)) : new Map();
  return parsed.mod;
}

export async function writeModFiles(
  run: GoRun,
  goModText: string,
  goSumText: string | undefined,
): Promise<void> {
  await run.fs.writeFile(modFile(run, 'go.mod'), goModText);
  if (goSumText !== undefined) await run.fs.writeFile(modFile(run, 'go.sum'), goSumText);
}

/** Rewrites go.sum alone (`go mod download path@version` records sums without touching go.mod). */
export async function writeGoSum(run: GoRun, goSumText: string): Promise<void> {
  await run.fs.writeFile(modFile(run, 'go.sum'), goSumText);
}
