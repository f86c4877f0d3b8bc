// Ctrl-C while a command is still running: the page replaces the busy worker by a fresh one that
// restores the state the last finished command left (ShellSession.snapshot / restore). The learner's
// files, directory, variables and history come back; `$?` is 130 as after a job killed by SIGINT.
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

describe('a terminal restarted after Ctrl-C', () => {
  it('has the files, directory, variables and history of the last finished command, and $? 130', async () => {
    const before = await ShellSession.create({
      files: { '/home/user/app/go.mod': 'module example.com/app\n' },
    });
    await before.run('cd ~/app && echo keep > notes.txt && rm go.mod && export COLOUR=blue');
    const snap = await before.snapshot();
    // what the killed command did is lost with its worker: a new starter-state session restores
    const after = await ShellSession.create({
      files: { '/home/user/app/go.mod': 'module example.com/app\n' },
    });
    await after.run('echo partial > ~/app/half-written.txt');
    await after.restore(snap, 'go run .');
    const r = await after.run('echo $? $COLOUR $(pwd) $(cat notes.txt); ls');
    expect(r.stdout).toBe('130 blue /home/user/app keep\nnotes.txt\n');
    const h = await after.run('history');
    expect(h.stdout).toContain('go run .');
    expect(h.stdout).toContain('cd ~/app && echo keep');
  });

  it('killed during the first command: the starting files stay and $? is 130', async () => {
    const s = await ShellSession.create({ files: { '/home/user/main.go': 'package main\n' } });
    await s.restore(undefined, 'go run main.go');
    const r = await s.run('echo $?; cat main.go');
    expect(r.stdout).toBe('130\npackage main\n');
  });
});
