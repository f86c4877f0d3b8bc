// When no webhook was called at all, webhook.path-matches names the marker field whose value left
// the Apps out: controller-gen copies groups=, resources= and versions= into the configuration's
// rules as written, and the API server matches the request's group, plural resource and version.
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import { load } from './helpers.ts';

const WEBHOOK = 'internal/webhook/v1/app_webhook.go';

function withMarker(from: string, to: string) {
  const l = load('webhook-validate');
  const files = l.files('solution').map((f) => {
    if (f.path !== WEBHOOK) return f;
    if (!f.content.includes(from)) throw new Error(`${WEBHOOK}: no ${from}`);
    return { ...f, content: f.content.replace(from, to) };
  });
  return gradeExercise(l.gradable, files);
}

describe('webhook.path-matches when no configuration matched', () => {
  it('names a singular resources= that misses the plural resource', () => {
    const c = withMarker('resources=apps,', 'resources=app,').checks.find(
      (x) => x.id === 'webhook.path-matches',
    );
    expect(c?.status).toBe('fail');
    expect(c?.message.en).toMatch(/has resources=app, which does not include the Apps' resource apps\.$/);
    expect(c?.message['zh-cn']).toContain('resources=app');
    // The hint is about the rules, not about path= (nothing was called, at any path).
    expect(c?.hint?.en).toMatch(/resources= \(the plural, in lower case\)/);
    expect(c?.hint?.en).not.toContain('path=');
    expect(c?.hint?.['zh-cn']).toContain('rules');
  });

  it('keeps the path hint when the webhook was called at a path the manager does not serve', () => {
    const c = withMarker('path=/validate-', 'path=/validating-').checks.find(
      (x) => x.id === 'webhook.path-matches',
    );
    expect(c?.status).toBe('fail');
    expect(c?.message.en).toContain('the manager serves nothing at that path');
    expect(c?.hint?.en).toContain('path=');
  });

  it('names a versions= the App is not served at', () => {
    const c = withMarker('versions=v1,', 'versions=v1beta1,').checks.find(
      (x) => x.id === 'webhook.path-matches',
    );
    expect(c?.status).toBe('fail');
    expect(c?.message.en).toMatch(/has versions=v1beta1, which does not include the Apps' version v1\.$/);
  });
});
