import { describe, expect, it } from 'vitest';
import { currentSectionId } from '../../src/site/place.ts';
import { isPlaceWorthKeeping } from '../../src/site/remember-place.ts';

/** Just enough of a Document for currentSectionId: headings with ids and viewport tops. */
function fakeDocument(headings: { id: string; top: number }[]): Document {
  const nodes = headings.map((h) => ({ id: h.id, getBoundingClientRect: () => ({ top: h.top }) }));
  return { querySelectorAll: () => nodes } as unknown as Document;
}

describe('reading place', () => {
  it('is the last heading scrolled to the top of the viewport', () => {
    const doc = fakeDocument([
      { id: 'control-loop', top: -400 },
      { id: 'informer-cache', top: 40 },
      { id: 'work-queue', top: 500 },
    ]);
    expect(currentSectionId(doc, 900)).toBe('informer-cache');
  });

  it('is nothing at the very top of the page, before any heading', () => {
    expect(currentSectionId(fakeDocument([{ id: 'a', top: 300 }]), 0)).toBeUndefined();
    expect(currentSectionId(fakeDocument([{ id: 'a', top: 300 }]), 50)).toBeUndefined();
  });

  it('remembers lessons and reference pages only', () => {
    expect(isPlaceWorthKeeping('/en/lessons/scope/')).toBe(true);
    expect(isPlaceWorthKeeping('/zh-cn/reference/errors/')).toBe(true);
    expect(isPlaceWorthKeeping('/en/progress/')).toBe(false);
    expect(isPlaceWorthKeeping('/en/')).toBe(false);
  });
});
