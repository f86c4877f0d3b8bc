// Keyboard behaviour of a tab list (WAI-ARIA Authoring Practices, tabs with automatic activation):
// arrows move between tabs and wrap, Home and End go to the ends.

/** The index to move to for `key` from `current` among `count` tabs, or undefined for other keys. */
export function tabKeyTarget(current: number, count: number, key: string): number | undefined {
  if (count === 0) return undefined;
  const from = Math.max(current, 0);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (from - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
