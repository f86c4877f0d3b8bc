// `go mod init` and `go mod edit` (the flags the lessons use).
import { renderGoCmdError } from '../../../go/build/mod/errors.ts';
import { formatModFile, readModFile } from '../../../go/build/mod/modfile.ts';
import { fail, findModRoot, type GoRun, loadMainModule, writeModFiles } from './run.ts';

export async function goModInit(run: GoRun, args: string[]): Promise<void> {
  const path = args.find((a) => !a.startsWith('-'));
  const existing = await findModRoot(run.fs, run.cwd);
  if (existing === run.cwd) fail(run, `go: ${run.cwd === '/' ? '' : run.cwd}/go.mod already exists`);
  if (!path) {
    fail(
      run,
      `go: cannot determine module path for source directory ${run.cwd} (outside GOPATH, module path must be specified)

Example usage:
	'go mod init example.com/m' to initialize a v0 or v1 module
	'go mod init example.com/m/v2' to initialize a v2 module

Run 'go help mod init' for more information.`,
    );
  }
  run.stderr.push(`go: creating new go.mod: module ${path}\n`);
  // A new go.mod records the running Go version ([CAPTURED] go1.23.5 writes `go 1.23.5`).
  await run.fs.writeFile(
    `${run.cwd === '/' ? '' : run.cwd}/go.mod`,
    `module ${path}\n\ngo ${run.goVersion}\n`,
  );
  const names = await run.fs.readdir(run.cwd);
  if (names.some((n) => n.endsWith('.go')))
    run.stderr.push('go: to add module requirements and sums:\n\tgo mod tidy\n');
}

export async function goModEdit(run: GoRun, args: string[]): Promise<void> {
  const mod = await loadMainModule(run);
  // Go's flag package accepts both -flag=value and -flag value.
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (/^-(replace|require|droprequire|dropreplace|go|toolchain)$/.test(a) && args[i + 1] !== undefined)
      joined.push(`${a}=${args[++i]}`);
    else joined.push(a);
  }
  for (const a of joined) {
    const m = /^-(replace|require|droprequire|dropreplace|go|toolchain)=(.*)$/.exec(a);
    if (!m) {
      if (a === '-replace' || a === '-require') fail(run, `go: flag needs an argument: ${a}`, 2);
      fail(run, `go: unknown flag ${a}`, 2);
    }
    const [, flag, value] = m;
    if (flag === 'replace') {
      const r = /^([^=@]+)(?:@[^=]+)?=([^@]+)@(v\S+)$/.exec(value);
      if (!r) fail(run, `go: -replace=${value}: need old[@v]=new[@w] (missing =)`);
      mod.replace = mod.replace.filter((x) => x.oldPath !== r[1]);
      mod.replace.push({ oldPath: r[1], newPath: r[2], newVersion: r[3] });
    } else if (flag === 'require') {
      const r = /^(.+)@(v\S+)$/.exec(value);
      if (!r) fail(run, `go: -require=${value}: need path@version`);
      const have = mod.require.find((x) => x.path === r[1]);
      if (have) have.version = r[2];
      else mod.require.push({ path: r[1], version: r[2], indirect: false });
    } else if (flag === 'droprequire') mod.require = mod.require.filter((x) => x.path !== value);
    else if (flag === 'dropreplace') mod.replace = mod.replace.filter((x) => x.oldPath !== value);
    else if (flag === 'go') mod.go = value;
    else if (flag === 'toolchain') mod.toolchain = value === 'none' ? undefined : value;
  }
  const text = formatModFile(mod);
  const check = readModFile('go.mod', text);
  if (!check.ok) fail(run, renderGoCmdError(check.error));
  await writeModFiles(run, text, undefined);
}
