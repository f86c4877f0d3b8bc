// GOPROXY values as the go command's proxyList (cmd/go/internal/modfetch/proxy.go) reads them: which
// elements get `https://`, and newProxyRepo's refusals to the letter. Every expected error was
// printed by go1.23.5 (`GOPROXY=<value> go mod download example.com/lib@v1.0.0`, after the
// `go: example.com/lib@v1.0.0: ` prefix); the module name plays no part in them.
import { describe, expect, it } from 'vitest';
import { parseGoproxy, parseGosumdb } from '../../../src/go/build/mod/proxy.ts';

describe('GOPROXY elements proxyList refuses', () => {
  const refused: [string, string][] = [
    ['/abs/path', 'invalid proxy URL missing scheme: /abs/path'],
    ['x:/y', 'invalid proxy URL scheme (must be https, http, file): x:/y'],
    ['c:/x', 'invalid proxy URL scheme (must be https, http, file): c:/x'],
    ['HTPS://X', 'invalid proxy URL scheme (must be https, http, file): htps://X'],
    ['htps://user:pw@x', 'invalid proxy URL scheme (must be https, http, file): htps://user:xxxxx@x'],
    ['file:/srv', 'invalid file:// proxy URL with non-path elements: file:/srv'],
    ['file://host/x', 'invalid file:// proxy URL with non-path elements: file://host/x'],
    ['file:///srv?x', 'invalid file:// proxy URL with non-path elements: file:///srv?x'],
    ['x', 'invalid proxy URL missing scheme: x'],
    ['//a.b', 'invalid proxy URL missing scheme: //a.b'],
    [',', 'GOPROXY list is not the empty string, but contains no entries'],
    [' ', 'GOPROXY list is not the empty string, but contains no entries'],
    ['https://u:p@goproxy.cn:x', 'parse "https://u:p@goproxy.cn:x": invalid port ":x" after host'],
    ['a.b c', 'parse "https://a.b c": invalid character " " in host name'],
    ['x:y', 'parse "https://x:y": invalid port ":y" after host'],
    ['file:relative', 'parse "https://file:relative": invalid port ":relative" after host'],
    ['https://a.b/%zz', 'parse "https://a.b/%zz": invalid URL escape "%zz"'],
    ['http://[::1', `parse "http://[::1": missing ']' in host`],
    // a later element is checked before the first one is used
    ['https://proxy.golang.org,/srv/proxy', 'invalid proxy URL missing scheme: /srv/proxy'],
  ];
  for (const [value, error] of refused) {
    it(`GOPROXY=${JSON.stringify(value)}`, () => {
      expect(parseGoproxy(value)).toEqual({ ok: false, error });
    });
  }
});

describe('GOPROXY elements proxyList accepts', () => {
  it('adds https:// only to elements without :/ that are not absolute paths', () => {
    expect(parseGoproxy('goproxy.cn|HTTPS://a.b/P,file:///srv/proxy,direct,/ignored')).toEqual({
      ok: true,
      entries: [
        { kind: 'url', url: 'https://goproxy.cn', fallBackOnError: true },
        { kind: 'url', url: 'https://a.b/P', fallBackOnError: false },
        { kind: 'url', url: 'file:///srv/proxy', fallBackOnError: false },
        { kind: 'direct' },
      ],
    });
  });

  it('stops at direct or off before checking what follows', () => {
    expect(parseGoproxy('direct,htps://x')).toEqual({ ok: true, entries: [{ kind: 'direct' }] });
    expect(parseGoproxy('off|x')).toEqual({ ok: true, entries: [{ kind: 'off' }] });
  });
});

describe('GOSUMDB (modfetch/sumdb.go dbDial)', () => {
  it('a URL in GOSUMDB, or sum.golang.google.cn, bypasses the proxies', () => {
    expect(parseGosumdb('sum.golang.org')).toMatchObject({ ok: true, viaProxies: true });
    expect(parseGosumdb('sum.golang.google.cn')).toMatchObject({
      ok: true,
      name: 'sum.golang.org',
      url: 'https://sum.golang.google.cn',
      viaProxies: false,
    });
    expect(parseGosumdb('sum.golang.org https://sum.example')).toMatchObject({
      ok: true,
      url: 'https://sum.example',
      viaProxies: false,
    });
  });
});
