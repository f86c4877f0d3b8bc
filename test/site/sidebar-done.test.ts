// The sidebar's done marks read the progress document without the store's code: same key, ids only
// from `completed`, and nothing thrown for anything unexpected in storage.
import { describe, expect, it } from 'vitest';
import { STORAGE_KEY } from '../../src/site/progress.ts';
import { countText, placeIn } from '../../src/site/progress-page.ts';
import { completedIds, exerciseIdOf, PROGRESS_KEY } from '../../src/site/sidebar-done.ts';

describe('sidebar done marks', () => {
  it('reads the same storage key as the progress store', () => {
    expect(PROGRESS_KEY).toBe(STORAGE_KEY);
  });
  it('takes exercise ids from completed, and nothing from anything else', () => {
    const doc = {
      version: 1,
      completed: { 'scope-get': { at: 'x' }, 'BAD id': {} },
      drafts: { 'scope-list': {} },
    };
    expect([...completedIds(JSON.stringify(doc))]).toEqual(['scope-get']);
    for (const bad of [null, '', '{', '[]', '{"completed":[1]}', '{"completed":null}', '7'])
      expect(completedIds(bad).size).toBe(0);
  });
  it('knows exercise links in both locales, code and terminal', () => {
    expect(exerciseIdOf('/en/exercises/scope-get/')).toBe('scope-get');
    expect(exerciseIdOf('/zh-cn/terminal/gomod-proxy/')).toBe('gomod-proxy');
    expect(exerciseIdOf('/en/lessons/scope/')).toBeUndefined();
  });
});

describe('progress page words', () => {
  it('counts in the singular for one and the plural otherwise; a one-form pattern serves every count', () => {
    expect(countText('{n} file|{n} files', 1)).toBe('1 file');
    expect(countText('{n} file|{n} files', 2)).toBe('2 files');
    expect(countText('{n} file|{n} files', 0)).toBe('0 files');
    expect(countText('{n} 个文件', 3)).toBe('3 个文件');
  });
  it('offers the last place in the page’s language when it exists there', () => {
    const places = { 'lessons/status': 'Status：子资源、版本与冲突' };
    expect(placeIn('/en/lessons/status/', 'Status', 'zh-cn', places)).toEqual({
      href: '/zh-cn/lessons/status/',
      title: 'Status：子资源、版本与冲突',
    });
    expect(placeIn('/en/lessons/gone/', 'Gone', 'zh-cn', places)).toEqual({
      href: '/en/lessons/gone/',
      title: 'Gone',
    });
  });
});
