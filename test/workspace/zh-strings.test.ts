// The zh-cn UI speaks Chinese with Chinese punctuation: no string left in English, no ASCII comma,
// colon, full stop or parenthesis next to Chinese text, and the site's term 调谐 (never 调和).
import { describe, expect, it } from 'vitest';
import { playgroundStrings } from '../../src/components/playground/strings.ts';
import { sandboxStrings } from '../../src/components/playground/webcontainer/strings.ts';
import { embedStrings } from '../../src/embed/strings.ts';
import { workshopStrings } from '../../src/workshop/client/strings.ts';
import { stringsFor } from '../../src/workspace/strings.ts';

const CJK = /[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]/;
/** ASCII punctuation touching a Chinese character, either side. */
const ASCII_NEXT_TO_CJK = /[\u4e00-\u9fff][,.:;!?()]|[,.:;!?(][\u4e00-\u9fff]/;

/** Every string of a strings object: functions called with sample arguments of their kind. */
function allStrings(o: unknown, path = ''): [string, string][] {
  if (typeof o === 'string') return [[path, o]];
  if (typeof o === 'function') {
    const samples: unknown[][] = [
      [3, 10, 'x', 1],
      ['panic', 'app_controller.go:37', 'panic: boom [recovered]', 2, 120],
      ['loop', 'app_controller.go:36', 'step budget exceeded', 0, 120],
      ['webhook-panic', '', 'panic: boom [recovered]', 1, 120],
      ['crash', 'main.go:3', 'panic: x', 0, 5],
      ['场景', 2, 0, 120],
    ];
    return samples.flatMap((args, i) => {
      try {
        const v = (o as (...a: unknown[]) => unknown)(...args);
        return typeof v === 'string' ? ([[`${path}(${i})`, v]] as [string, string][]) : [];
      } catch {
        return [];
      }
    });
  }
  if (o !== null && typeof o === 'object')
    return Object.entries(o).flatMap(([k, v]) => allStrings(v, path ? `${path}.${k}` : k));
  return [];
}

/** Strings that are the same in every language: symbols, key names, product and API names. */
const SAME_IN_EVERY_LANGUAGE = new Set(['#', 'RBAC']);

describe('workspace strings, zh-cn', () => {
  // lineRef is `file:line`, the same in every language.
  const zh = allStrings(stringsFor('zh-cn')).filter(([path]) => !path.startsWith('lineRef'));
  it('has every string in Chinese', () => {
    const latin = zh.filter(
      ([, s]) =>
        !CJK.test(s) && /[A-Za-z]{2,}/.test(s) && !SAME_IN_EVERY_LANGUAGE.has(s) && !/^[\w./:-]+$/.test(s),
    );
    expect(latin).toEqual([]);
  });
  it('uses full-width punctuation next to Chinese text', () => {
    expect(zh.filter(([, s]) => ASCII_NEXT_TO_CJK.test(s))).toEqual([]);
  });
  it('joins the status line’s sentences without a space after 。, as Chinese is written', () => {
    const zhT = stringsFor('zh-cn');
    const line = zhT.sentences(zhT.someFail(1, 4, 2), zhT.ranIn(12));
    expect(line).toBe('4 项检查中有 1 项未通过，2 项未执行。用时 12 毫秒。');
    const enT = stringsFor('en');
    expect(enT.sentences(enT.someFail(1, 4, 2), enT.ranIn(12))).toBe(
      '1 of 4 checks fail, 2 not reached. Finished in 12 ms.',
    );
  });
  it('says 调谐, the site’s word for reconcile', () => {
    expect(zh.filter(([, s]) => s.includes('调和'))).toEqual([]);
  });
});

// The other UIs' tables (playground, its sandbox page, embeds, workshop) use the same words.
describe.each([
  ['playground', () => playgroundStrings('zh-cn')],
  ['sandbox', () => sandboxStrings('zh-cn')],
  ['embed', () => embedStrings('zh-cn')],
  ['workshop', () => workshopStrings('zh-cn')],
])('%s strings, zh-cn', (_name, table) => {
  const zh = allStrings(table());
  it('has strings', () => expect(zh.length).toBeGreaterThan(5));
  it('says 调谐, the site’s word for reconcile', () => {
    expect(zh.filter(([, s]) => s.includes('调和'))).toEqual([]);
  });
  it('uses full-width punctuation next to Chinese text', () => {
    expect(zh.filter(([, s]) => ASCII_NEXT_TO_CJK.test(s))).toEqual([]);
  });
});
