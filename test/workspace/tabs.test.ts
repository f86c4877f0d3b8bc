import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from '../../src/workspace/tabs.ts';

describe('tab list keys', () => {
  it('moves with the arrows and wraps at both ends', () => {
    expect(tabKeyTarget(0, 3, 'ArrowRight')).toBe(1);
    expect(tabKeyTarget(2, 3, 'ArrowRight')).toBe(0);
    expect(tabKeyTarget(0, 3, 'ArrowLeft')).toBe(2);
    expect(tabKeyTarget(1, 3, 'ArrowDown')).toBe(2);
  });
  it('goes to the ends with Home and End, and ignores other keys', () => {
    expect(tabKeyTarget(1, 4, 'Home')).toBe(0);
    expect(tabKeyTarget(1, 4, 'End')).toBe(3);
    expect(tabKeyTarget(1, 4, 'a')).toBeUndefined();
    expect(tabKeyTarget(0, 0, 'ArrowRight')).toBeUndefined();
  });
});
