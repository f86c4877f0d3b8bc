// The embed's own words (the workspace's come from src/workspace/strings.ts).
import type { EmbedLocale } from './protocol.ts';

export interface EmbedStrings {
  openInLab: string;
  embedThis: string;
  embedIntro: string;
  webComponent: string;
  iframe: string;
  copy: string;
  copied: string;
  protocolLink: string;
}

const en: EmbedStrings = {
  openInLab: 'Open in Operator Lab',
  embedThis: 'Embed this exercise',
  embedIntro:
    'Put this exercise in your own page: the web component sizes itself and sends your page events (ready, run, check); the plain iframe needs no script.',
  webComponent: 'Web component',
  iframe: 'Plain iframe',
  copy: 'Copy',
  copied: 'Copied',
  protocolLink: 'Events and commands',
};

const zhCn: EmbedStrings = {
  openInLab: '在 Operator 实验室中打开',
  embedThis: '嵌入这个练习',
  embedIntro:
    '把这个练习放进你自己的页面：Web 组件会自动调整高度，并向你的页面发送事件（ready、run、check）；普通 iframe 不需要任何脚本。',
  webComponent: 'Web 组件',
  iframe: '普通 iframe',
  copy: '复制',
  copied: '已复制',
  protocolLink: '事件与命令',
};

export function embedStrings(locale: EmbedLocale): EmbedStrings {
  return locale === 'zh-cn' ? zhCn : en;
}
