// oEmbed 1.0 (https://oembed.com/, section 2.3.4 "rich" type) for exercises: a platform that supports
// oEmbed and finds the discovery <link> on an exercise page embeds the widget from its URL. Static
// JSON per exercise and locale, written at build time (a static host answers no query strings, so
// maxwidth/maxheight are not honoured; the iframe sizes itself to 100% of the width it gets).

import type { EmbedLocale } from './constants.ts';
import { widgetPath } from './constants.ts';

export interface OEmbedRich {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  cache_age: number;
  html: string;
  width: number;
  height: number;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Heights the widget needs with its panels closed: code exercises have an editor, terminals a terminal. */
export const widgetHeight = { code: 640, terminal: 720 } as const;
export const widgetWidth = 800;

export function iframeSnippet(
  siteUrl: string,
  exercise: string,
  lang: EmbedLocale,
  kind: 'code' | 'terminal',
  title: string,
): string {
  const src = `${siteUrl}${widgetPath(exercise, lang)}`;
  return `<iframe src="${escapeAttr(src)}" title="${escapeAttr(title)}" width="100%" height="${widgetHeight[kind]}" style="border:0" loading="lazy" allow="clipboard-read; clipboard-write"></iframe>`;
}

export function componentSnippet(siteUrl: string, exercise: string, lang: EmbedLocale): string {
  const langAttr = lang === 'en' ? '' : ` lang="${lang}"`;
  return `<script src="${escapeAttr(siteUrl)}/embed.js" defer></script>\n<operator-lab-exercise exercise="${escapeAttr(exercise)}"${langAttr}></operator-lab-exercise>`;
}

/** Where the oEmbed JSON of an exercise is: /oembed/<id>.json, /oembed/<id>.zh-cn.json. */
export function oembedPath(exercise: string, lang: EmbedLocale): string {
  return lang === 'en' ? `/oembed/${exercise}.json` : `/oembed/${exercise}.${lang}.json`;
}

export function oembedFor(
  siteUrl: string,
  exercise: string,
  lang: EmbedLocale,
  kind: 'code' | 'terminal',
  title: string,
): OEmbedRich {
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: 'Operator Lab',
    provider_url: `${siteUrl}/`,
    cache_age: 86400,
    html: iframeSnippet(siteUrl, exercise, lang, kind, title),
    width: widgetWidth,
    height: widgetHeight[kind],
  };
}
