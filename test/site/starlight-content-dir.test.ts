import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blockLocale, mapContentUrl } from '../../src/site/starlight-content-dir.ts';

// Starlight finds a page's language from its path below src/content/docs; our lessons are in
// content/docs. These prove the mapping hands it the right path, and only for our lessons.
const root = '/repo';
const from = join(root, 'content', 'docs');
const to = join(root, 'src', 'content', 'docs');

describe('mapContentUrl: Starlight sees a lesson where it looks for the language', () => {
  it('moves a Chinese lesson under src/content/docs, keeping its locale directory', () => {
    const url = pathToFileURL(join(from, 'zh-cn', 'lessons', 'scope.mdx'));
    expect(mapContentUrl(url, from, to)?.pathname).toBe(join(to, 'zh-cn', 'lessons', 'scope.mdx'));
  });

  it('leaves files elsewhere, look-alike directories and non-file URLs alone', () => {
    for (const path of [
      join(root, 'src', 'pages', 'x.md'),
      join(root, 'content', 'docs-old', 'a.md'),
      from,
    ]) {
      const url = pathToFileURL(path);
      expect(mapContentUrl(url, from, to)).toBe(url);
    }
    const web = new URL('https://example.test/zh-cn/lessons/scope/');
    expect(mapContentUrl(web, from, to)).toBe(web);
    expect(mapContentUrl(undefined, from, to)).toBeUndefined();
  });
});

describe('blockLocale: code blocks get their page’s language for the copy button', () => {
  const locale = blockLocale(from, { en: 'en', 'zh-cn': 'zh-CN' }, 'en');
  it('takes the locale directory of a lesson', () => {
    expect(locale({ file: { path: join(from, 'zh-cn', 'lessons', 'scope.mdx') } })).toBe('zh-CN');
    expect(locale({ file: { path: join(from, 'en', 'lessons', 'scope.mdx') } })).toBe('en');
  });
  it('takes the first path segment of a page rendered from a URL', () => {
    expect(locale({ file: { url: new URL('https://x.test/zh-cn/exercises/scope-get/') } })).toBe('zh-CN');
  });
  it('falls back to the default language for anything else', () => {
    expect(locale({ file: { path: join(root, 'src', 'pages', 'index.astro') } })).toBe('en');
    expect(locale({ file: { path: join(from, 'fr', 'a.mdx') } })).toBe('en');
    expect(locale({ file: {} })).toBe('en');
  });
});
