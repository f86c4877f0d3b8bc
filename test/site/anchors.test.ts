import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsTable, docsRoot, pageAnchors, pageOrder } from './anchors.ts';

describe('lesson anchors', () => {
  const en = pageAnchors('en');
  const zh = pageAnchors('zh-cn');

  it('every lesson and reference page in the sidebar has explicit anchors', () => {
    expect(en.map((p) => p.page)).toEqual(pageOrder);
  });

  it('both locales have the same pages with the same anchors in the same order', () => {
    expect(zh.map((p) => p.page)).toEqual(en.map((p) => p.page));
    for (const page of en) {
      const other = zh.find((p) => p.page === page.page)!;
      expect(
        other.anchors.map((a) => [a.id, a.depth]),
        page.page,
      ).toEqual(page.anchors.map((a) => [a.id, a.depth]));
    }
  });

  it('anchors are unique within a page and use lowercase ASCII words', () => {
    for (const page of [...en, ...zh]) {
      const ids = page.anchors.map((a) => a.id);
      expect(new Set(ids).size, page.page).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('every in-page link to a lesson section names an anchor that exists', () => {
    const byPage = new Map(en.map((p) => [p.page, new Set(p.anchors.map((a) => a.id))]));
    for (const locale of ['en', 'zh-cn'] as const) {
      for (const page of pageAnchors(locale)) {
        const text = readFileSync(join(docsRoot, locale, `${page.page}.mdx`), 'utf8');
        for (const m of text.matchAll(/\]\(\.\.\/([a-z-]+)\/#([a-z0-9-]+)\)/g)) {
          const target = `lessons/${m[1]}`;
          expect(byPage.get(target)?.has(m[2]), `${locale}/${page.page} → ${target}#${m[2]}`).toBe(true);
        }
      }
    }
  });

  it('content/ANCHORS.md is up to date', () => {
    const file = readFileSync(join(docsRoot, '..', 'ANCHORS.md'), 'utf8');
    expect(file).toBe(anchorsTable());
  });
});
