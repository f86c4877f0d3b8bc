// End-state checks of terminal exercises. Results keep the shape the shared grader report will
// absorb: { id, status, message: { en, 'zh-cn' } }.

import { parseGoSum, readModFile, requiredVersion } from '../../go/build/mod/modfile.ts';
import * as semver from '../../go/build/mod/semver.ts';
import { matchPrefixPatterns } from '../commands/go/fetch.ts';
import { findVersion } from '../modules/universe.ts';
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

function firstLines(text: string, n = 3): string {
  return text
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('go: downloading'))
    .slice(0, n)
    .join('\n');
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
  const err = firstLines(r.stderr);
  return fresh
    ? {
        id,
        status: 'fail',
        message: {
          en: `In a new terminal (fresh variables, ~/.bashrc read again, empty module cache) \`go mod tidy\` still fails:\n${err}\nA setting made with \`export\` only lives in the current shell; \`go env -w\` writes it to the go env file.`,
          'zh-cn': `在新开的终端里（变量重新初始化，重新读取 ~/.bashrc，模块缓存为空）\`go mod tidy\` 仍然失败：\n${err}\n用 \`export\` 设置的变量只在当前 shell 中有效；\`go env -w\` 会把设置写进 go env 文件。`,
        },
      }
    : {
        id,
        status: 'fail',
        message: { en: `\`go mod tidy\` fails:\n${err}`, 'zh-cn': `\`go mod tidy\` 失败：\n${err}` },
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

export async function evaluateChecks(ex: TerminalExercise, session: ShellSession): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const id of ex.checks) {
    if (id === 'tidy-succeeds') results.push(await checkTidy(id, session, ex, false));
    else if (id === 'tidy-succeeds-in-new-terminal') results.push(await checkTidy(id, session, ex, true));
    else if (id === 'versions-aligned') results.push(await checkAligned(id, session, ex));
    else if (id === 'checksums-verified') results.push(await checkChecksums(id, session, ex));
    else {
      const r = evaluateWebhookCheck(id, session);
      if (r) results.push(r);
    }
  }
  return results;
}
