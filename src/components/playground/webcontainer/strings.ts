// The full sandbox's words, in both locales.
import type { SiteLocale } from '../../../workspace/exercise-data.ts';
import type { SandboxBlocker } from './support.ts';

const en = {
  title: 'Full sandbox',
  description: 'The playground’s project in a WebContainer: a real shell with Node.js and the oplab CLI.',
  open: 'Open in a full sandbox',
  openTitle:
    'A real shell in a WebContainer (loaded from StackBlitz, opt-in; the playground itself stays offline)',
  intro:
    'A WebContainer is Node.js running inside your browser tab, made by StackBlitz. Here it gets your playground project and the oplab CLI, and a real shell in which npx oplab run . runs the project on the same simulated cluster. Unlike the rest of Operator Lab, starting it loads code from StackBlitz’s servers; nothing starts until you press the button.',
  noProject: 'No project was handed over. Open the sandbox from the playground (“Open in a full sandbox”).',
  badProject: (why: string) => `The project could not be read: ${why}.`,
  project: (files: number) =>
    `${files} ${files === 1 ? 'file' : 'files'} from the playground. In the shell, run:`,
  start: 'Start the sandbox',
  blockersTitle: 'The full sandbox cannot start here:',
  blockers: {
    'not-isolated':
      'This page is not cross-origin isolated. WebContainers need SharedArrayBuffer, which browsers only give to pages served with the headers Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp. The site’s host did not send them for this page.',
    'no-shared-memory': 'This browser has no SharedArrayBuffer, which WebContainers need.',
    offline: 'The browser is offline, and the WebContainer service has to be loaded from StackBlitz.',
  } satisfies Record<SandboxBlocker, string>,
  fallback: 'The playground keeps working without it: Run there uses the same simulated cluster.',
  back: 'Back to the playground',
  loadingApi: 'Loading the WebContainer API…',
  booting: 'Starting the WebContainer (StackBlitz)…',
  loadingCli: 'Loading the oplab CLI…',
  mounting: (files: number) => `Writing ${files} files…`,
  ready: (cmd: string) => `Ready. Type ${cmd} and press Enter.`,
  bootTimeout: (s: number) =>
    `The WebContainer service did not answer within ${s} s: the network, a firewall or a browser extension blocks StackBlitz.`,
  bootFailed: (why: string) => `The WebContainer did not start: ${why}`,
  cliFailed: (why: string) => `The oplab CLI could not be loaded from this site: ${why}`,
  terminal: 'Sandbox shell',
};

export type SandboxStrings = typeof en;

const zhCN: SandboxStrings = {
  title: '完整沙箱',
  description: '在 WebContainer 中打开演练场的项目：带 Node.js 和 oplab 命令行的真实 shell。',
  open: '在完整沙箱中打开',
  openTitle: '在 WebContainer 中打开真实 shell（从 StackBlitz 加载，需要你主动开启；演练场本身始终离线运行）',
  intro:
    'WebContainer 是 StackBlitz 开发的、运行在浏览器标签页里的 Node.js。这里会把你的演练场项目和 oplab 命令行放进去，并给你一个真实的 shell，在其中执行 npx oplab run . 即可在同一个模拟集群上运行项目。与 Operator 实验室的其他部分不同，启动它需要从 StackBlitz 的服务器加载代码；在你按下按钮之前，什么都不会加载。',
  noProject: '没有收到项目。请从演练场打开沙箱（“在完整沙箱中打开”）。',
  badProject: (why: string) => `无法读取项目：${why}。`,
  project: (files: number) => `来自演练场的 ${files} 个文件。在 shell 中执行：`,
  start: '启动沙箱',
  blockersTitle: '完整沙箱无法在这里启动：',
  blockers: {
    'not-isolated':
      '此页面没有启用跨源隔离。WebContainer 需要 SharedArrayBuffer，而浏览器只向带有 Cross-Origin-Opener-Policy: same-origin 和 Cross-Origin-Embedder-Policy: require-corp 响应头的页面提供它。本站的托管服务没有为此页面发送这两个响应头。',
    'no-shared-memory': '此浏览器不支持 WebContainer 所需的 SharedArrayBuffer。',
    offline: '浏览器处于离线状态，而 WebContainer 服务必须从 StackBlitz 加载。',
  },
  fallback: '没有它，演练场照常可用：那里的“运行”使用的是同一个模拟集群。',
  back: '返回演练场',
  loadingApi: '正在加载 WebContainer API……',
  booting: '正在启动 WebContainer（StackBlitz）……',
  loadingCli: '正在加载 oplab 命令行……',
  mounting: (files: number) => `正在写入 ${files} 个文件……`,
  ready: (cmd: string) => `就绪。输入 ${cmd} 后按回车。`,
  bootTimeout: (s: number) =>
    `WebContainer 服务在 ${s} 秒内没有响应：网络、防火墙或浏览器扩展拦截了 StackBlitz。`,
  bootFailed: (why: string) => `WebContainer 没有启动：${why}`,
  cliFailed: (why: string) => `无法从本站加载 oplab 命令行：${why}`,
  terminal: '沙箱 shell',
};

export function sandboxStrings(locale: SiteLocale): SandboxStrings {
  return locale === 'zh-cn' ? zhCN : en;
}
