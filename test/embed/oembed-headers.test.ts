// oEmbed answers and the embed route's response headers.
import { expect, test } from 'vitest';
import { embedConfig } from '../../src/embed/config.ts';
import { embedHeaderRules, headersFileText, headersFor, parseHeadersFile } from '../../src/embed/headers.ts';
import { oembedFor, oembedPath } from '../../src/embed/oembed.ts';

test('an oEmbed answer has the oEmbed 1.0 rich fields, with an iframe to the widget', () => {
  const o = oembedFor('https://lab.example', 'scope-get', 'zh-cn', 'code', 'Get 要带上 "命名空间" <ns>');
  expect(o.version).toBe('1.0');
  expect(o.type).toBe('rich');
  expect(Number.isInteger(o.width) && Number.isInteger(o.height)).toBe(true);
  expect(o.provider_url).toBe('https://lab.example/');
  expect(o.html).toMatch(/^<iframe src="https:\/\/lab\.example\/embed\/scope-get\/zh-cn\/" /);
  // The title is text in an attribute, escaped.
  expect(o.html).toContain('title="Get 要带上 &quot;命名空间&quot; &lt;ns&gt;"');
  expect(oembedPath('scope-get', 'en')).toBe('/oembed/scope-get.json');
  expect(oembedPath('scope-get', 'zh-cn')).toBe('/oembed/scope-get.zh-cn.json');
});

test('configuration from the build environment, with defaults', () => {
  expect(embedConfig({})).toEqual({
    siteUrl: 'http://127.0.0.1:4321',
    siteUrlConfigured: false,
    allowedOrigins: ['*'],
    frameAncestors: '*',
  });
  const c = embedConfig({
    SITE_URL: 'https://lab.example/',
    EMBED_ALLOWED_ORIGINS: ' https://a.example  https://b.example ',
    EMBED_FRAME_ANCESTORS: "'self' https://a.example",
  });
  expect(c.siteUrl).toBe('https://lab.example');
  expect(c.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  expect(c.frameAncestors).toBe("'self' https://a.example");
});

test('the _headers file frames /embed/* only, and reads back as written', () => {
  const rules = embedHeaderRules(embedConfig({ EMBED_FRAME_ANCESTORS: 'https://a.example' }));
  const text = headersFileText(rules);
  expect(text).toContain('/embed/*\n  Content-Security-Policy: frame-ancestors https://a.example\n');
  const back = parseHeadersFile(text);
  expect(back).toEqual(rules);
  expect(headersFor(back, '/embed/scope-get/zh-cn/')).toEqual([
    ['Content-Security-Policy', 'frame-ancestors https://a.example'],
  ]);
  expect(headersFor(back, '/en/exercises/scope-get/')).toEqual([]);
  expect(headersFor(back, '/oembed/scope-get.json')).toEqual([['Access-Control-Allow-Origin', '*']]);
});
