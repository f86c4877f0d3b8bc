/**
 * The CEL URL library's parser against go1.23's net/url on the same inputs
 * (testdata/net-url/golden.json, written by scripts/regen-cel-net-golden.sh from real Go): validity and
 * error text of url.ParseRequestURI (isURL, url()), then the parts url.Parse gives (getScheme, getHost,
 * getHostname, getPort, getEscapedPath, getQuery).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CelError, evaluate } from '../../../../src/kube/apiserver/cel/eval.ts';
import { parse } from '../../../../src/kube/apiserver/cel/parse.ts';
import { isURL, toURL, urlMember } from '../../../../src/kube/apiserver/cel/urls.ts';

type GoResult = {
  In: string;
  IsURLErr: string;
  ConvErr: string;
  Scheme: string;
  Host: string;
  Hostname: string;
  Port: string;
  Path: string;
  Query: string[][] | null;
};

const golden: GoResult[] = JSON.parse(
  readFileSync(new URL('./testdata/net-url/golden.json', import.meta.url), 'utf8'),
);

describe('url() and isURL() parse as go1.23 net/url does', () => {
  for (const g of golden)
    it(JSON.stringify(g.In), () => {
      expect(isURL(g.In)).toBe(g.IsURLErr === '');
      if (g.IsURLErr !== '') {
        expect(() => toURL(g.In)).toThrow(`URL parse error during conversion from string: ${g.IsURLErr}`);
        return;
      }
      expect(g.ConvErr).toBe('');
      const u = toURL(g.In);
      expect({
        scheme: urlMember(u, 'getScheme'),
        host: urlMember(u, 'getHost'),
        hostname: urlMember(u, 'getHostname'),
        port: urlMember(u, 'getPort'),
        path: urlMember(u, 'getEscapedPath'),
        query: [...(urlMember(u, 'getQuery') as Map<string, string[]>)]
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, vs]) => [k, ...vs]),
      }).toEqual({
        scheme: g.Scheme,
        host: g.Host,
        hostname: g.Hostname,
        port: g.Port,
        path: g.Path,
        query: g.Query ?? [],
      });
    });
});

describe('the URL library in a rule', () => {
  const run = (rule: string, self: string) => evaluate(parse(rule), new Map([['self', self]]));
  it('a rule kubebuilder users write holds or fails on the value', () => {
    const rule = "isURL(self) && (url(self).getScheme() == 'http' || url(self).getScheme() == 'https')";
    expect(run(rule, 'https://issuer.example.com/realms/a')).toBe(true);
    expect(run(rule, 'ftp://files.example.com/')).toBe(false);
    expect(run(rule, 'issuer.example.com')).toBe(false);
  });
  it("url() of an invalid string is the rule's evaluation error, with net/url's text", () => {
    expect(() => run("url(self).getHost() == ''", 'https://a:b:c/')).toThrow(CelError);
    expect(() => run("url(self).getHost() == ''", 'https://a:b:c/')).toThrow(
      'URL parse error during conversion from string: parse "https://a:b:c/": invalid port ":c" after host',
    );
  });
});
