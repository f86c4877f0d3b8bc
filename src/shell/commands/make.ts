// A small GNU make for the scaffold's Makefile: variables (`=`, `?=`, `:=`, command-line
// overrides exported to recipes), `$(shell …)`, rules with prerequisites, `.PHONY`, file targets
// that are up to date when they exist, `@` silencing, and GNU make 4.3's messages
// (TOOLCHAIN.md B1: `make: *** No rule to make target 'x'.  Stop.`, `make: *** [Makefile:NN: run] Error 1`).
import { defineCommand, type ResolvedCommandContext } from 'just-bash';
import type { ShellWorld } from '../world.ts';
import { controllerGen } from './controller-gen.ts';
import { execExported } from './exec.ts';

interface Rule {
  target: string;
  prereqs: string[];
  recipe: Array<{ text: string; line: number }>;
}

interface Makefile {
  vars: Map<string, string>;
  rules: Map<string, Rule>;
  phony: Set<string>;
  first?: string;
}

type Ctx = ResolvedCommandContext;

class MakeError extends Error {
  readonly code: number;
  constructor(message: string, code: number) {
    super(message);
    this.code = code;
  }
}

async function expand(text: string, mf: Makefile, ctx: Ctx, depth = 0): Promise<string> {
  if (depth > 20) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '$') {
      out += c;
      continue;
    }
    const next = text[i + 1];
    if (next === '$') {
      out += '$';
      i++;
      continue;
    }
    if (next === '(' || next === '{') {
      const close = next === '(' ? ')' : '}';
      let level = 1;
      let j = i + 2;
      while (j < text.length && level > 0) {
        if (text[j] === next) level++;
        else if (text[j] === close) level--;
        j++;
      }
      const inner = text.slice(i + 2, j - 1);
      i = j - 1;
      if (inner.startsWith('shell ')) {
        const cmd = await expand(inner.slice(6), mf, ctx, depth + 1);
        const r = ctx.exec ? await ctx.exec(cmd, { cwd: ctx.cwd }) : undefined;
        out += (r?.stdout ?? '').replace(/\n+$/, '').replace(/\n/g, ' ');
      } else {
        const name = await expand(inner, mf, ctx, depth + 1);
        out += await expand(mf.vars.get(name) ?? ctx.env.get(name) ?? '', mf, ctx, depth + 1);
      }
      continue;
    }
    if (next !== undefined) {
      out += mf.vars.get(next) ?? '';
      i++;
    }
  }
  return out;
}

async function parseMakefile(text: string, overrides: Map<string, string>, ctx: Ctx): Promise<Makefile> {
  const mf: Makefile = { vars: new Map([['MAKEFILE_LIST', 'Makefile']]), rules: new Map(), phony: new Set() };
  let current: Rule[] = [];
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n];
    if (raw.startsWith('\t')) {
      for (const r of current) r.recipe.push({ text: raw.slice(1), line: n + 1 });
      continue;
    }
    const line = raw.replace(/\s+#.*$/, '');
    if (/^\s*(#|$)/.test(line) || /^\s*(ifndef|ifdef|endif|else)\b/.test(line)) {
      if (line.trim() !== '' && !line.trim().startsWith('#')) current = [];
      continue;
    }
    const assign = /^\s*([A-Za-z_][\w-]*)\s*(\?=|:=|::=|=)\s*(.*)$/.exec(line);
    if (assign) {
      current = [];
      const [, name, op, value] = assign;
      if (overrides.has(name)) continue;
      if (op === '?=' && (mf.vars.has(name) || ctx.env.has(name))) continue;
      mf.vars.set(name, op === ':=' || op === '::=' ? await expand(value, mf, ctx) : value);
      continue;
    }
    const rule = /^([^:=]+):(?!=)\s*([^#;]*)/.exec(raw.split('##')[0]);
    if (rule) {
      const targets = (await expand(rule[1].trim(), mf, ctx)).split(/\s+/).filter(Boolean);
      const prereqs = (await expand(rule[2].trim(), mf, ctx)).split(/\s+/).filter(Boolean);
      current = [];
      for (const t of targets) {
        if (t === '.PHONY') {
          for (const p of prereqs) mf.phony.add(p);
          continue;
        }
        const r = mf.rules.get(t) ?? { target: t, prereqs: [], recipe: [] };
        r.prereqs.push(...prereqs);
        mf.rules.set(t, r);
        current.push(r);
        if (!mf.first && !t.startsWith('.')) mf.first = t;
      }
    }
  }
  for (const [k, v] of overrides) mf.vars.set(k, v);
  return mf;
}

export function makeCommand(_world: ShellWorld) {
  return defineCommand('make', async (args, ctx0) => {
    let stdout = '';
    let stderr = '';
    const overrides = new Map<string, string>();
    const goals: string[] = [];
    let dir: string | undefined;
    let file: string | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      const m = /^([A-Za-z_][\w-]*)=(.*)$/.exec(a);
      // -C DIR / -f FILE (and --directory=, --file=, --makefile=)
      const opt = /^(?:-([Cf])(.*)|--(directory|file|makefile)(?:=(.*))?)$/.exec(a);
      if (opt) {
        const value = (opt[2] || opt[4]) ?? args[++i] ?? '';
        if (opt[1] === 'C' || opt[3] === 'directory') dir = value;
        else file = value;
      } else if (m) overrides.set(m[1], m[2]);
      else if (!a.startsWith('-')) goals.push(a);
    }
    let ctx = ctx0;
    let leaving = '';
    if (dir !== undefined) {
      const abs = ctx0.fs.resolvePath(ctx0.cwd, dir);
      if (!(await ctx0.fs.exists(abs)) || !(await ctx0.fs.stat(abs)).isDirectory)
        return { stdout, stderr: `make: *** ${dir}: No such file or directory.  Stop.\n`, exitCode: 2 };
      // -C implies -w: the directory is named on the way in and out
      ctx = { ...ctx0, cwd: abs };
      stdout += `make: Entering directory '${abs}'\n`;
      leaving = `make: Leaving directory '${abs}'\n`;
    }
    const name = file ?? 'Makefile';
    const path = ctx.fs.resolvePath(ctx.cwd, name);
    if (!(await ctx.fs.exists(path))) {
      const msg =
        file !== undefined
          ? `make: ${file}: No such file or directory\nmake: *** No rule to make target '${file}'.  Stop.`
          : goals.length === 0
            ? 'make: *** No targets specified and no makefile found.  Stop.'
            : `make: *** No rule to make target '${goals[0]}'.  Stop.`;
      return { stdout, stderr: `${msg}\n`, exitCode: 2 };
    }
    const mf = await parseMakefile(await ctx.fs.readFile(path), overrides, ctx);
    // GNU make exports command-line variables to recipes (TOOLCHAIN.md B1).
    const recipeEnv: Record<string, string> = { ...(ctx.exportedEnv ?? {}) };
    for (const [k, v] of overrides) recipeEnv[k] = v;
    const done = new Set<string>();
    const build = async (target: string, parent: string | undefined): Promise<void> => {
      if (done.has(target)) return;
      done.add(target);
      const rule = mf.rules.get(target);
      const abs = target.startsWith('/') ? target : `${ctx.cwd}/${target}`;
      if (!rule) {
        if (await ctx.fs.exists(abs)) return;
        throw new MakeError(
          parent
            ? `make: *** No rule to make target '${target}', needed by '${parent}'.  Stop.`
            : `make: *** No rule to make target '${target}'.  Stop.`,
          2,
        );
      }
      for (const p of rule.prereqs) await build(p, target);
      if (!mf.phony.has(target) && rule.recipe.length > 0 && (await ctx.fs.exists(abs))) return;
      for (const step of rule.recipe) {
        let text = await expand(step.text, mf, ctx);
        const silent = text.startsWith('@');
        if (silent) text = text.slice(1);
        // Echoed commands and the recipes' output go to one stream, in order: in a terminal they
        // interleave, and the transcript must read the same (stdout/stderr of one just-bash command
        // are returned separately, so two streams would lose the order).
        if (!silent) stderr += `${text}\n`;
        const r = await execExported(ctx, text, recipeEnv);
        stderr += r.stdout + r.stderr;
        if (r.exitCode !== 0)
          throw new MakeError(`make: *** [${name}:${step.line}: ${target}] Error ${r.exitCode}`, 2);
      }
    };
    try {
      const list = goals.length > 0 ? goals : mf.first ? [mf.first] : [];
      if (list.length === 0) throw new MakeError('make: *** No targets.  Stop.', 2);
      for (const g of list) await build(g, undefined);
    } catch (e) {
      if (!(e instanceof MakeError)) throw e;
      return { stdout, stderr: `${stderr}${e.message}\n${leaving}`, exitCode: e.code };
    }
    return { stdout, stderr: stderr + leaving, exitCode: 0 };
  });
}

/**
 * `kustomize build <dir>` in outline: the `resources:` of its kustomization.yaml (files, or directories
 * built recursively), concatenated as a YAML stream; a directory without one yields nothing.
 */
export async function kustomizeBuild(ctx: Pick<Ctx, 'fs'>, dir: string, depth = 0): Promise<string> {
  const k = `${dir}/kustomization.yaml`;
  if (depth > 8 || !(await ctx.fs.exists(k))) return '';
  const docs: string[] = [];
  let inResources = false;
  for (const line of (await ctx.fs.readFile(k)).split('\n')) {
    if (/^resources:\s*$/.test(line)) {
      inResources = true;
      continue;
    }
    if (/^[^\s-]/.test(line)) inResources = false;
    const m = inResources ? /^\s*-\s*([^#\s]+)/.exec(line) : null;
    if (!m) continue;
    const p = `${dir}/${m[1]}`.replace(/\/\.\//g, '/');
    if (!(await ctx.fs.exists(p))) continue;
    if ((await ctx.fs.stat(p)).isDirectory) {
      const sub = await kustomizeBuild(ctx, p, depth + 1);
      if (sub) docs.push(sub.replace(/\n$/, ''));
    } else docs.push((await ctx.fs.readFile(p)).replace(/^---\n/, '').replace(/\n+$/, ''));
  }
  return docs.length > 0 ? `${docs.join('\n---\n')}\n` : '';
}

/** The tools `go install` puts in bin/: controller-gen, kustomize, setup-envtest (outline only). */
export function toolCommand(world?: Pick<ShellWorld, 'goToolchain'>) {
  return defineCommand('oplab-tool', async (args, ctx) => {
    const [named = '', ...rest] = args;
    // `name@version` from the script go install wrote (a bare name from an older one)
    const [tool, version] = named.split('@');
    if (tool === 'controller-gen') return controllerGen(rest, ctx, world?.goToolchain, version);
    if (tool === 'kustomize') {
      if (rest[0] === 'build') {
        const dir = `${ctx.cwd}/${rest[1] ?? '.'}`;
        if (!(await ctx.fs.exists(dir))) {
          return {
            stdout: '',
            stderr: `Error: must build at directory: not a valid directory: evalsymlink failure on '${dir}' : lstat ${dir}: no such file or directory\n`,
            exitCode: 1,
          };
        }
        return { stdout: await kustomizeBuild(ctx, dir), stderr: '', exitCode: 0 };
      }
      return { stdout: '', stderr: '', exitCode: 0 };
    }
    if (tool === 'setup-envtest') return (await import('./setup-envtest.ts')).setupEnvtest(rest, ctx);
    return { stdout: '', stderr: `${tool}: not simulated\n`, exitCode: 127 };
  });
}
