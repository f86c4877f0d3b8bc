// A package whose files each dot-import the same package (kubebuilder's suite_test.go and every
// <kind>_controller_test.go dot-import ginkgo and gomega): each file's import is used by that
// file's own references. Expected texts are go1.23.5's (go build in a temporary module).
import { describe, expect, it } from 'vitest';
import { checkGo } from '../../src/go/index.ts';

const A = 'package main\n\nimport . "strings"\n\nfunc main() { println(ToUpper("a"), f()) }\n';

describe('dot-imports are per file', () => {
  it('two files dot-importing strings, each using it: no error', () => {
    const r = checkGo({
      files: [
        { name: 'a.go', src: A },
        {
          name: 'b.go',
          src: 'package main\n\nimport . "strings"\n\nfunc f() string { return ToLower("B") }\n',
        },
      ],
    });
    expect(r.stderr).toBe('');
    expect(r.ok).toBe(true);
  });

  it('the file that uses none of it is the one reported', () => {
    const r = checkGo({
      files: [
        { name: 'a.go', src: A },
        { name: 'b.go', src: 'package main\n\nimport . "strings"\n\nfunc f() string { return "b" }\n' },
      ],
    });
    expect(r.stderr).toBe('# command-line-arguments\n./b.go:3:8: "strings" imported and not used\n');
  });
});
