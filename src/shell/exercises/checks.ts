// End-state checks of terminal exercises. Results keep the shape the shared grader report will
// absorb: { id, status, message: { en, 'zh-cn' } }.

import { parseGoSum, readModFile, requiredVersion } from '../../go/build/mod/modfile.ts';
import * as semver from '../../go/build/mod/semver.ts';
import { matchPrefixPatterns } from '../commands/go/fetch.ts';
import { findVersion, PRIVATE_HOST, PRIVATE_MODULE } from '../modules/universe.ts';
import type { Localized } from '../network/profiles.ts';
import type { ShellSession } from '../session.ts';
import type { TerminalExercise } from './definition.ts';
import { evaluateWebhookCheck } from './webhook-checks.ts';

export interface CheckResult {
  id: string;
  status: 'pass' | 'fail';
  message: Localized;
}

const K8S = ['k8s.io/api', 'k8s.io/apimachinery', 'k8s.io/client-go'];
const CR = 'sigs.k8s.io/controller-runtime';

/**
 * The go command's first error, whole: a line and the tab-indented lines that continue it
 * (`go: example.com/m imports` + `\tk8s.io/api/core/v1: …`), never cut mid-sentence; progress
 * lines (`go: downloading …`) left out.
 */
export function firstError(text: string): string {
  const groups: string[][] = [];
  for (const line of text.trim().split('\n')) {
    if (line.startsWith('go: downloading') || line.startsWith('go: finding')) continue;
    if (line.startsWith('\t') && groups.length > 0) groups[groups.length - 1]!.push(line);
    else groups.push([line]);
  }
  return (groups[0] ?? []).join('\n');
}

/**
 * Why GOPROXY in a terminal is what it is, when `go mod tidy` fails there: an exported GOPROXY
 * (from ~/.bashrc in a new terminal) overrides the go env file that `go env -w` writes (TOOLCHAIN.md
 * A3.3), so a learner who used `go env -w` is told about the export, not about `export`.
 */
async function proxyReason(where: ShellSession, fresh: boolean): Promise<Localized> {
  const exported = where.variables.GOPROXY;
  const goenv = (await where.run('go env GOENV', { record: false })).stdout.trim();
  const file = goenv && goenv !== 'off' ? await where.readFile(goenv) : undefined;
  const written = /^GOPROXY=(.*)$/m.exec(file ?? '')?.[1];
  const origin = fresh
    ? { en: '~/.bashrc exports', zh: '~/.bashrc 导出了' }
    : { en: 'this shell has exported', zh: '当前 shell 导出了' };
  if (exported !== undefined && written !== undefined)
    return {
      en: `\`go env -w\` wrote GOPROXY=${written} to the go env file (${goenv}), but ${origin.en} GOPROXY=${exported}, and an exported variable overrides the go env file. ${fresh ? 'Remove the export from ~/.bashrc.' : 'Unset it in this shell, and remove it from ~/.bashrc.'}`,
      'zh-cn': `\`go env -w\` 已把 GOPROXY=${written} 写进 go env 文件（${goenv}），但${fresh ? ' ' : ''}${origin.zh} GOPROXY=${exported}，导出的环境变量会覆盖 go env 文件。${fresh ? '请删除 ~/.bashrc 中的 export。' : '请在当前 shell 中 unset 它，并把它从 ~/.bashrc 中删除。'}`,
    };
  if (exported !== undefined)
    return {
      en: `${origin.en} GOPROXY=${exported}${fresh ? ' in every new terminal' : ''}: that is the proxy the go command uses.${fresh ? ' A setting made with `export` only lives in the shell it was made in; `go env -w` writes it to the go env file, and the export in ~/.bashrc must go.' : ''}`,
      'zh-cn': `${origin.zh} GOPROXY=${exported}${fresh ? '（每个新终端都会如此）' : ''}：go 命令用的就是这个代理。${fresh ? '用 `export` 设置的变量只在设置它的 shell 中有效；`go env -w` 会把设置写进 go env 文件，而 ~/.bashrc 里的 export 必须删掉。' : ''}`,
    };
  return {
    en: 'A setting made with `export` only lives in the current shell; `go env -w` writes it to the go env file.',
    'zh-cn': '用 `export` 设置的变量只在当前 shell 中有效；`go env -w` 会把设置写进 go env 文件。',
  };
}

async function tidyIn(session: ShellSession, cwd: string): Promise<{ ok: boolean; stderr: string }> {
  // An empty module cache, so the network (and the settings) are really exercised.
  const r = await session.run(`cd '${cwd}' && go clean -modcache && go mod tidy`, { record: false });
  return { ok: r.exitCode === 0, stderr: r.stderr };
}

async function checkTidy(
  id: string,
  session: ShellSession,
  ex: TerminalExercise,
  fresh: boolean,
): Promise<CheckResult> {
  const where = fresh ? await session.newTerminal() : session;
  const r = await tidyIn(where, ex.cwd);
  if (r.ok) {
    return fresh
      ? {
          id,
          status: 'pass',
          message: {
            en: '`go mod tidy` also succeeds in a new terminal: the setting is persistent.',
            'zh-cn': '在新开的终端里 `go mod tidy` 也成功了：设置是持久的。',
          },
        }
      : {
          id,
          status: 'pass',
          message: {
            en: '`go mod tidy` succeeds on this network.',
            'zh-cn': '`go mod tidy` 在这个网络下成功了。',
          },
        };
  }
  const err = firstError(r.stderr);
  const why = await proxyReason(where, fresh);
  // Which proxy a terminal uses explains a network failure, not a refused checksum lookup.
  const network = /dial tcp|timeout/.test(err);
  return fresh
    ? {
        id,
        status: 'fail',
        message: {
          en: `In a new terminal (fresh variables, ~/.bashrc read again, empty module cache) \`go mod tidy\` still fails:\n${err}${network ? `\n${why.en}` : ''}`,
          'zh-cn': `在新开的终端里（变量重新初始化，重新读取 ~/.bashrc，模块缓存为空）\`go mod tidy\` 仍然失败：\n${err}${network ? `\n${why['zh-cn']}` : ''}`,
        },
      }
    : {
        id,
        status: 'fail',
        message: {
          en: `\`go mod tidy\` fails:\n${err}${network ? `\n${why.en}` : ''}`,
          'zh-cn': `\`go mod tidy\` 失败：\n${err}${network ? `\n${why['zh-cn']}` : ''}`,
        },
      };
}

async function checkAligned(id: string, session: ShellSession, ex: TerminalExercise): Promise<CheckResult> {
  const starter = readModFile('go.mod', ex.files[`${ex.cwd}/go.mod`] ?? '');
  const now = readModFile('go.mod', (await session.readFile(`${ex.cwd}/go.mod`)) ?? '');
  if (!now.ok)
    return {
      id,
      status: 'fail',
      message: { en: 'go.mod is missing or does not parse.', 'zh-cn': 'go.mod 不存在或无法解析。' },
    };
  const cr = requiredVersion(now.mod, CR);
  const pinned = cr ? findVersion(CR, cr)?.requires.find((r) => r.path === 'k8s.io/api')?.version : undefined;
  const wantCr = starter.ok ? requiredVersion(starter.mod, CR) : undefined;
  const problems: string[] = [];
  if (!cr || !pinned) problems.push(`${CR} is not required at a known version`);
  else {
    if (wantCr && semver.majorMinor(cr) !== semver.majorMinor(wantCr))
      problems.push(`${CR} moved from ${wantCr} to ${cr}`);
    for (const k of K8S) {
      const v = requiredVersion(now.mod, k);
      if (!v || semver.majorMinor(v) !== semver.majorMinor(pinned))
        problems.push(`${k} is ${v ?? 'missing'}, but ${CR} ${cr} goes with ${semver.majorMinor(pinned)}.x`);
    }
  }
  if (problems.length === 0) {
    return {
      id,
      status: 'pass',
      message: {
        en: `Versions still aligned: ${CR} ${cr} with k8s.io/* ${semver.majorMinor(pinned as string)}.x.`,
        'zh-cn': `版本仍然对齐：${CR} ${cr} 搭配 k8s.io/* ${semver.majorMinor(pinned as string)}.x。`,
      },
    };
  }
  return {
    id,
    status: 'fail',
    message: {
      en: `Version alignment broken: ${problems.join('; ')}. Every controller-runtime minor is tested with one client-go minor; the network problem is not solved by changing versions.`,
      'zh-cn': `版本对齐被破坏：${problems.join('；')}。每个 controller-runtime 小版本只针对一个 client-go 小版本测试过；网络问题不能靠改版本解决。`,
    },
  };
}

async function checksumProblems(session: ShellSession, cwd: string, where: string): Promise<string[]> {
  const r = await session.run(`cd '${cwd}' && go env GOSUMDB GONOSUMDB GOINSECURE GOFLAGS`, {
    record: false,
  });
  const [gosumdb = '', gonosumdb = '', goinsecure = '', goflags = ''] = r.stdout.split('\n');
  const problems: string[] = [];
  if (gosumdb === 'off') problems.push(`GOSUMDB=off (${where})`);
  for (const mod of [CR, ...K8S]) {
    if (matchPrefixPatterns(gonosumdb, mod))
      problems.push(`GONOSUMDB (or GOPRIVATE) covers ${mod} (${where})`);
    if (matchPrefixPatterns(goinsecure, mod)) problems.push(`GOINSECURE covers ${mod} (${where})`);
  }
  if (/-insecure/.test(goflags)) problems.push(`GOFLAGS has -insecure (${where})`);
  return problems;
}

async function checkChecksums(id: string, session: ShellSession, ex: TerminalExercise): Promise<CheckResult> {
  const problems = [
    ...(await checksumProblems(session, ex.cwd, 'this terminal')),
    ...(await checksumProblems(await session.newTerminal(), ex.cwd, 'a new terminal')),
  ];
  const starterSum = parseGoSum(ex.files[`${ex.cwd}/go.sum`] ?? '');
  const nowSum = parseGoSum((await session.readFile(`${ex.cwd}/go.sum`)) ?? '');
  for (const [key, hash] of starterSum) {
    const [path] = key.split(' ');
    if (!nowSum.has(key) && [...nowSum.keys()].some((k) => k.startsWith(`${path} `))) continue;
    if (nowSum.get(key) !== hash) problems.push(`go.sum lost or changed "${key}"`);
  }
  if (problems.length === 0) {
    return {
      id,
      status: 'pass',
      message: {
        en: 'Checksum verification is intact: go.sum kept, GOSUMDB on.',
        'zh-cn': '校验和验证完好：go.sum 保留，GOSUMDB 开启。',
      },
    };
  }
  return {
    id,
    status: 'fail',
    message: {
      en: `Checksum verification weakened: ${problems.join('; ')}. goproxy.cn proxies sum.golang.org, so nothing needs to be switched off.`,
      'zh-cn': `校验和验证被削弱：${problems.join('；')}。goproxy.cn 代理了 sum.golang.org，不需要关闭任何东西。`,
    },
  };
}

/**
 * GOPRIVATE's job (go help module-private): the company module is fetched directly, never through a
 * proxy (GONOPROXY), and never looked up in a checksum database (GONOSUMDB), in a new terminal too.
 * GONOSUMDB alone makes tidy work, but every download still asks the public proxy first, sending
 * the company's module path to it.
 */
async function checkPrivate(id: string, session: ShellSession, ex: TerminalExercise): Promise<CheckResult> {
  const fresh = await session.newTerminal();
  const r = await fresh.run(`cd '${ex.cwd}' && go env GONOPROXY GONOSUMDB GOPROXY`, { record: false });
  const [noproxy = '', nosumdb = '', goproxy = ''] = r.stdout.split('\n');
  const problems: Localized[] = [];
  if (!matchPrefixPatterns(noproxy, PRIVATE_MODULE) && goproxy !== 'direct' && goproxy !== 'off')
    problems.push({
      en: `GONOPROXY does not cover ${PRIVATE_MODULE}, so every download of it asks ${goproxy.split(/[,|]/)[0]} first and hands the company's module path to a public proxy`,
      'zh-cn': `GONOPROXY 没有覆盖 ${PRIVATE_MODULE}，所以每次下载它都会先去问 ${goproxy.split(/[,|]/)[0]}，把公司的模块路径交给了公共代理`,
    });
  if (!matchPrefixPatterns(nosumdb, PRIVATE_MODULE))
    problems.push({
      en: `GONOSUMDB does not cover ${PRIVATE_MODULE}, so the go command looks it up in the public checksum database, which has never seen it`,
      'zh-cn': `GONOSUMDB 没有覆盖 ${PRIVATE_MODULE}，所以 go 命令会去公共校验和数据库查它，而那里从来没见过这个模块`,
    });
  if (problems.length === 0)
    return {
      id,
      status: 'pass',
      message: {
        en: `${PRIVATE_MODULE} is fetched directly from ${PRIVATE_HOST} and never looked up in a checksum database (GONOPROXY=${noproxy}, GONOSUMDB=${nosumdb}).`,
        'zh-cn': `${PRIVATE_MODULE} 直接从 ${PRIVATE_HOST} 拉取，也不会去校验和数据库查询（GONOPROXY=${noproxy}，GONOSUMDB=${nosumdb}）。`,
      },
    };
  return {
    id,
    status: 'fail',
    message: {
      en: `In a new terminal: ${problems.map((p) => p.en).join('; ')}. GOPRIVATE=${PRIVATE_HOST} sets both.`,
      'zh-cn': `在新开的终端里：${problems.map((p) => p['zh-cn']).join('；')}。GOPRIVATE=${PRIVATE_HOST} 会同时设好这两项。`,
    },
  };
}

export async function evaluateChecks(ex: TerminalExercise, session: ShellSession): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const id of ex.checks) {
    if (id === 'tidy-succeeds') results.push(await checkTidy(id, session, ex, false));
    else if (id === 'tidy-succeeds-in-new-terminal') results.push(await checkTidy(id, session, ex, true));
    else if (id === 'versions-aligned') results.push(await checkAligned(id, session, ex));
    else if (id === 'checksums-verified') results.push(await checkChecksums(id, session, ex));
    else if (id === 'private-stays-private') results.push(await checkPrivate(id, session, ex));
    else {
      const r = evaluateWebhookCheck(id, session);
      if (r) results.push(r);
    }
  }
  return results;
}
