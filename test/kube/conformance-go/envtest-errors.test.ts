// The acceptance program: envtest + client.New, and the five errors a learner meets first,
// printed exactly as controller-runtime v0.24 against kube-apiserver 1.36 prints them
// (SEMANTICS.md §1.4, §4.1, §4.5, §7), with apierrors classifying them as the real package does.
import { describe, expect, it } from 'vitest';
import { loadProject, runProjectFiles } from './helpers.ts';

describe('a test-style main against envtest', () => {
  it('prints the real error strings', () => {
    const r = runProjectFiles(loadProject('guestbook'));
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'get without namespace: an empty namespace may not be set when a resource name is provided',
        '  NotFound=false Conflict=false Forbidden=false reason=""',
        'create without namespace: an empty namespace may not be set during creation',
        '  NotFound=false Conflict=false Forbidden=false reason=""',
        'stale status update: Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
        '  NotFound=false Conflict=true Forbidden=false reason="Conflict"',
        'forbidden list: pods is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "pods" in API group "" at the cluster scope',
        '  NotFound=false Conflict=false Forbidden=true reason="Forbidden"',
        'status update without subresource: widgets.webapp.my.domain "w" not found',
        '  NotFound=true Conflict=false Forbidden=false reason="NotFound"',
        '',
      ].join('\n'),
    );
    expect(r.exitCode).toBe(0);
  });
});
