// //go:embed in a build whose files come from the request (a workspace, the CLI's directory): the
// embedded bytes are the files' own (text handed over as source text, invalid UTF-8 escaped as
// source-bytes.ts does), and an edit to an embedded file alone changes the next build's values, also
// when the package's check and compiled form are kept from the build before.
import { describe, expect, it } from 'vitest';
import { makePhases } from '../../../src/go/build/default.ts';
import { parseGoEmbed, pathMatch, sourceGoBytes } from '../../../src/go/build/embed.ts';
import { decodeSource } from '../../../src/go/build/source-bytes.ts';
import { lookupRegistry, registryPaths } from '../../../src/go/build/wiring.ts';
import { runGo, type SourceFile } from '../../../src/go/index.ts';

const mod = { name: 'go.mod', src: 'module example.com/app\n\ngo 1.23\n' };
const main = {
  name: 'main.go',
  src: 'package main\n\nimport (\n\t"embed"\n\t"fmt"\n\n\t"example.com/app/config"\n)\n\n//go:embed web\nvar web embed.FS\n\nfunc main() {\n\tb, err := web.ReadFile("web/index.html")\n\tfmt.Printf("%q %v %q\\n", b, err, config.Default)\n}\n',
};
const config = {
  name: 'config/config.go',
  src: 'package config\n\nimport _ "embed"\n\n//go:embed default.yaml\nvar Default string\n',
};

function run(files: SourceFile[], phases = makePhases(lookupRegistry, registryPaths)) {
  const r = runGo({ files, target: { kind: 'dir', dir: '.' }, phases });
  return { code: r.exitCode, out: r.stdout, err: r.stderr };
}

describe('//go:embed from the build request', () => {
  it('embeds the bytes of text and of escaped invalid UTF-8, in the importing package too', () => {
    const html = decodeSource(new Uint8Array([0x68, 0xc3, 0xa9, 0xff, 0x0a]));
    const r = run([
      mod,
      main,
      config,
      { name: 'web/index.html', src: html },
      { name: 'config/default.yaml', src: 'a: 1\n' },
    ]);
    expect(r.err).toBe('');
    expect(r.out).toBe('"hé\\xff\\n" <nil> "a: 1\\n"\n');
  });

  it('an edit to an embedded file alone changes the next build of the same phases', () => {
    const phases = makePhases(lookupRegistry, registryPaths);
    const files = (v: string) => [
      mod,
      main,
      config,
      { name: 'web/index.html', src: 'x\n' },
      { name: 'config/default.yaml', src: v },
    ];
    expect(run(files('v: 1\n'), phases).out).toBe('"x\\n" <nil> "v: 1\\n"\n');
    expect(run(files('v: 2\n'), phases).out).toBe('"x\\n" <nil> "v: 2\\n"\n');
    const gone = run(files('v: 2\n').slice(0, 4), phases);
    expect(gone.err).toBe('config/config.go:5:12: pattern default.yaml: no matching files found\n');
    expect(run(files('v: 3\n'), phases).out).toBe('"x\\n" <nil> "v: 3\\n"\n');
  });

  it('parses patterns as go/build does and matches as path.Match does', () => {
    expect(parseGoEmbed(' a.txt  "b c.txt"\t`d`')).toEqual([
      { path: 'a.txt', at: 1 },
      { path: 'b c.txt', at: 8 },
      { path: 'd', at: 18 },
    ]);
    expect(parseGoEmbed(' "x')).toEqual({ err: 'invalid quoted string in //go:embed: "x' });
    expect(parseGoEmbed(' `x`y')).toEqual({ err: 'invalid quoted string in //go:embed: y' });
    expect(pathMatch('a/*.yaml', 'a/b.yaml')).toBe(true);
    expect(pathMatch('*', 'a/b')).toBe(false);
    expect(pathMatch('[a-c]?', 'bx')).toBe(true);
    expect(() => pathMatch('[', '')).toThrow();
    expect(sourceGoBytes('é\udcff')).toBe('\xc3\xa9\xff');
  });
});
