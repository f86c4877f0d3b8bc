// `go tool cover -func=PROFILE [-o FILE]`: the coverage of each function a -coverprofile names, as
// go1.23's cmd/cover/func.go prints it (golang.org/x/tools/cover ParseProfiles, then each file's
// FuncDecls, through a tabwriter padding with tabs). Files are found in the main module, as the
// go list cmd/cover runs finds them. -html needs a browser: not simulated.
import { parseFile } from '../../../go/syntax/index.ts';
import { fail, findModRoot, type GoRun } from './run.ts';

interface Block {
  startLine: number;
  startCol: number;
  endLine: number;
  endCol: number;
  stmts: number;
  count: number;
}

const LINE = /^(.+):([0-9]+)\.([0-9]+),([0-9]+)\.([0-9]+) ([0-9]+) ([0-9]+)$/;

/** ParseProfilesFromReader: blocks by file (names sorted), sorted by start, repeats merged. */
function parseProfiles(text: string): Map<string, Block[]> | string {
  const files = new Map<string, Block[]>();
  let mode = '';
  for (const line of text.split('\n')) {
    if (line === '' && mode !== '') continue;
    if (mode === '') {
      if (!line.startsWith('mode: ') || line === 'mode: ') return `bad mode line: ${line}`;
      mode = line.slice('mode: '.length);
      continue;
    }
    const m = LINE.exec(line);
    if (m === null) return `line ${JSON.stringify(line)} doesn't match expected format: ${seekError(line)}`;
    const n = m.slice(2).map(Number);
    const b = { startLine: n[0], startCol: n[1], endLine: n[2], endCol: n[3], stmts: n[4], count: n[5] };
    const list = files.get(m[1]) ?? [];
    files.set(m[1], list);
    list.push(b);
  }
  for (const [name, list] of files) {
    list.sort((a, b) => a.startLine - b.startLine || a.startCol - b.startCol);
    const merged: Block[] = [];
    for (const b of list) {
      const last = merged[merged.length - 1];
      if (
        last &&
        b.startLine === last.startLine &&
        b.startCol === last.startCol &&
        b.endLine === last.endLine &&
        b.endCol === last.endCol
      ) {
        if (b.stmts !== last.stmts) return `inconsistent NumStmt: changed from ${last.stmts} to ${b.stmts}`;
        last.count = mode === 'set' ? last.count | b.count : last.count + b.count;
      } else merged.push({ ...b });
    }
    files.set(name, merged);
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** parseLine's complaint: the first separator, from the end, that is missing (seekBack). */
function seekError(line: string): string {
  let end = line.length;
  for (const [sep, what] of [
    [' ', 'Count'],
    [' ', 'NumStmt'],
    ['.', 'EndCol'],
    [',', 'EndLine'],
    ['.', 'StartCol'],
    [':', 'StartLine'],
  ]) {
    const i = line.lastIndexOf(sep, end - 1);
    if (i < 0) return `couldn't find a ${sep} before ${what}`;
    if (!/^[0-9]+$/.test(line.slice(i + 1, end)))
      return `couldn't parse ${JSON.stringify(line.slice(i + 1, end))}`;
    end = i;
  }
  return 'missing file name';
}

/** text/tabwriter with minwidth 1, tabwidth 8, padding 1, padchar '\t': cells end in tabs. */
function tabbed(rows: string[][]): string {
  const widths: number[] = [];
  for (const r of rows)
    for (let i = 0; i < r.length - 1; i++) widths[i] = Math.max(widths[i] ?? 0, [...r[i]].length + 1);
  return rows
    .map((r) =>
      r
        .map((cell, i) => {
          if (i === r.length - 1) return cell;
          const w = Math.ceil(widths[i] / 8) * 8;
          return cell + '\t'.repeat(Math.ceil((w - [...cell].length) / 8));
        })
        .join(''),
    )
    .join('\n');
}

const percent = (covered: number, total: number) => (total === 0 ? 0 : (100 * covered) / total).toFixed(1);

export async function goToolCover(run: GoRun, args: string[]): Promise<void> {
  let func: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const m = /^--?(func|o|html|mode)(?:=(.*))?$/.exec(args[i]);
    if (m === null) fail(run, `flag provided but not defined: ${args[i].replace(/=.*/, '')}`, 2);
    const value = m[2] ?? args[++i];
    if (value === undefined) fail(run, `flag needs an argument: -${m[1]}`, 2);
    if (m[1] === 'html' || m[1] === 'mode')
      fail(run, `oplab: 'go tool cover -${m[1]}' is not simulated in this terminal; -func is.`, 2);
    if (m[1] === 'func') func = value;
    else out = value;
  }
  if (func === undefined)
    fail(run, `oplab: 'go tool cover' without -func is not simulated in this terminal.`, 2);
  const abs = (p: string) => (p.startsWith('/') ? p : `${run.cwd === '/' ? '' : run.cwd}/${p}`);
  if (!(await run.fs.exists(abs(func)))) fail(run, `cover: open ${func}: no such file or directory`);
  const profiles = parseProfiles(await run.fs.readFile(abs(func)));
  if (typeof profiles === 'string') fail(run, `cover: ${profiles}`);
  const root = await findModRoot(run.fs, run.cwd);
  const gomod = root === undefined ? '' : await run.fs.readFile(`${root === '/' ? '' : root}/go.mod`);
  const mod = /^\s*module\s+"?([^\s"]+)/m.exec(gomod)?.[1];
  const rows: string[][] = [];
  let total = 0;
  let covered = 0;
  for (const [name, blocks] of profiles) {
    // findFile: a relative or absolute name as is; an import path's file in its package's directory
    let path = name;
    if (!name.startsWith('.') && !name.startsWith('/')) {
      if (
        root === undefined ||
        mod === undefined ||
        !(name.startsWith(`${mod}/`) && name.lastIndexOf('/') >= mod.length)
      )
        fail(
          run,
          `cover: no required module provides package ${name.slice(0, name.lastIndexOf('/'))}; to add it:\n\tgo get ${name.slice(0, name.lastIndexOf('/'))}`,
        );
      path = `${root === '/' ? '' : root}/${name.slice(mod.length + 1)}`;
    }
    if (!(await run.fs.exists(abs(path)))) fail(run, `cover: open ${path}: no such file or directory`);
    const { file } = parseFile(path, await run.fs.readFile(abs(path)));
    if (file === undefined) fail(run, `cover: ${path}: cannot parse`);
    for (const d of file.decls) {
      if (d.kind !== 'FuncDecl' || d.body === undefined) continue;
      const start = d.pos;
      const end = d.body.end;
      let c = 0;
      let t = 0;
      for (const b of blocks) {
        if (b.startLine > end.line || (b.startLine === end.line && b.startCol >= end.col)) break;
        if (b.endLine < start.line || (b.endLine === start.line && b.endCol <= start.col)) continue;
        t += b.stmts;
        if (b.count > 0) c += b.stmts;
      }
      rows.push([`${name}:${start.line}:`, d.name.name, `${percent(c, t)}%`]);
      total += t;
      covered += c;
    }
  }
  rows.push(['total:', '(statements)', `${percent(covered, total)}%`]);
  const text = `${tabbed(rows)}\n`;
  if (out === undefined) run.stdout.push(text);
  else await run.fs.writeFile(abs(out), text);
}
