// The page terminal's input line (src/components/terminal/line-editor.ts) and the shell's Tab
// completion (src/shell/completion.ts): editing keys, history, paste, completion answers.
import { describe, expect, it } from 'vitest';
import { LineEditor } from '../../src/components/terminal/line-editor.ts';
import { ShellSession } from '../../src/shell/session.ts';

function typed(e: LineEditor, text: string) {
  for (const ch of text) e.key(ch);
}

describe('LineEditor', () => {
  it('edits in the middle of the line and submits', () => {
    const e = new LineEditor();
    typed(e, 'go mod tdy');
    e.key('\x1b[D');
    e.key('\x1b[D');
    e.key('i');
    expect(e.buffer).toBe('go mod tidy');
    expect(e.render('$ ')).toBe('\r\x1b[K$ go mod tidy\x1b[2D');
    expect(e.key('\r')).toEqual({ kind: 'submit', line: 'go mod tidy' });
    expect(e.buffer).toBe('');
  });

  it('walks the history with ↑/↓ and keeps the unfinished draft', () => {
    const e = new LineEditor();
    for (const l of ['go env GOPROXY', 'go mod tidy']) {
      typed(e, l);
      e.key('\r');
    }
    typed(e, 'kubectl');
    e.key('\x1b[A');
    expect(e.buffer).toBe('go mod tidy');
    e.key('\x1b[A');
    e.key('\x1b[A');
    expect(e.buffer).toBe('go env GOPROXY');
    e.key('\x1b[B');
    e.key('\x1b[B');
    expect(e.buffer).toBe('kubectl');
  });

  it('Ctrl+C drops the line, Ctrl+U and Ctrl+W delete backwards', () => {
    const e = new LineEditor();
    typed(e, 'make run ENABLE_WEBHOOKS=false');
    e.key('\x17');
    expect(e.buffer).toBe('make run ');
    e.key('\x15');
    expect(e.buffer).toBe('');
    typed(e, 'oops');
    expect(e.key('\x03')).toEqual({ kind: 'interrupt' });
    expect(e.buffer).toBe('');
  });

  it('a paste runs its complete lines and leaves the rest on the line', () => {
    const e = new LineEditor();
    typed(e, 'echo ');
    expect(e.paste('a\nls\r\npw')).toEqual({ lines: ['echo a', 'ls'], rest: 'pw' });
    expect(e.buffer).toBe('pw');
    expect(e.history).toEqual(['echo a', 'ls']);
  });

  it('applies completions: common prefix, a space after a unique file, a list on the second Tab', () => {
    const e = new LineEditor();
    typed(e, 'cat ~/.ba');
    expect(e.applyCompletion(4, ['~/.bashrc'])).toEqual([]);
    expect(e.buffer).toBe('cat ~/.bashrc ');
    const f = new LineEditor();
    typed(f, 'ku');
    f.key('\t');
    expect(f.applyCompletion(0, ['kubebuilder', 'kubectl'])).toEqual([]);
    expect(f.buffer).toBe('kube');
    f.key('\t');
    expect(f.applyCompletion(0, ['kubebuilder', 'kubectl'])).toEqual([]);
    f.key('\t');
    expect(f.applyCompletion(0, ['kubebuilder', 'kubectl'])).toEqual(['kubebuilder', 'kubectl']);
  });
});

describe('ShellSession.complete', () => {
  it('completes commands, paths, make targets and subcommands', async () => {
    const s = await ShellSession.create({
      files: {
        '/home/user/.bashrc': 'export A=1\n',
        '/home/user/op/Makefile': '.PHONY: run\nrun: fmt ## Run.\n\tgo run .\nmanifests: controller-gen\n',
        '/home/user/op/config/samples/a.yaml': 'x',
      },
      cwd: '/home/user/op',
    });
    expect((await s.complete('kubec')).candidates).toEqual(['kubectl']);
    expect((await s.complete('GOPROXY=off g')).candidates).toContain('go');
    expect(await s.complete('cat ~/.ba')).toEqual({ start: 4, candidates: ['~/.bashrc'] });
    expect((await s.complete('kubectl apply -f config/sa')).candidates).toEqual(['config/samples/']);
    expect((await s.complete('kubectl apply -f config/samples/')).candidates).toEqual([
      'config/samples/a.yaml',
    ]);
    expect((await s.complete('make m')).candidates).toEqual(['manifests']);
    expect((await s.complete('kubectl ge')).candidates).toEqual(['get']);
    expect((await s.complete('ls | gr')).candidates).toContain('grep');
    expect((await s.complete('cat nothing/')).candidates).toEqual([]);
  });
});
