// Response headers the embed route needs, in the `_headers` file format that static hosts read
// (Netlify, Cloudflare Pages: a path pattern, then indented `Name: value` lines), written into the
// build by the integration in headers-integration.ts, and applied by the servers in this repository
// that serve a build (the end-to-end tests' static server, the workshop server).
//
// Only /embed/* gets a frame-ancestors policy: hosts merge every matching rule, so a stricter rule
// for /* would also forbid framing the widget.
import type { EmbedConfig } from './config.ts';

export interface HeaderRule {
  /** A path, `*` matching any run of characters (as the hosts' format does). */
  pattern: string;
  headers: [string, string][];
}

export function embedHeaderRules(config: Pick<EmbedConfig, 'frameAncestors'>): HeaderRule[] {
  return [
    {
      pattern: '/embed/*',
      headers: [['Content-Security-Policy', `frame-ancestors ${config.frameAncestors}`]],
    },
    // oEmbed consumers may fetch the JSON from a browser.
    { pattern: '/oembed/*', headers: [['Access-Control-Allow-Origin', '*']] },
  ];
}

export function headersFileText(rules: readonly HeaderRule[]): string {
  return rules
    .map((r) => `${r.pattern}\n${r.headers.map(([k, v]) => `  ${k}: ${v}`).join('\n')}\n`)
    .join('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const m = /^\s+([^:]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (m?.[1] && m[2] !== undefined && rule) rule.headers.push([m[1].trim(), m[2].trim()]);
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  return re.test(path);
}

/** The headers for a request path, every matching rule's, in file order. */
export function headersFor(rules: readonly HeaderRule[], path: string): [string, string][] {
  return rules.filter((r) => matches(r.pattern, path)).flatMap((r) => r.headers);
}
