// Handing the project from the playground to the sandbox page, which opens in its own browsing
// context group (COOP: same-origin cuts window.opener): the share fragment when it fits a URL,
// otherwise same-origin localStorage (kept, so a reload of the sandbox page finds it again).
import { decodeShare, encodeShare, MAX_FRAGMENT, type ShareDecode, type SharedState } from '../share.ts';

export const HANDOFF_KEY = 'oplab:sandbox:project';

/** The URL fragment to open the sandbox page with (without '#'). */
export function handOff(state: SharedState, store: Storage | undefined): string {
  const fragment = encodeShare(state);
  if (fragment.length <= MAX_FRAGMENT || !store) return fragment;
  store.setItem(HANDOFF_KEY, fragment);
  return 'local';
}

export function takeHandoff(fragment: string, store: Storage | undefined): ShareDecode | undefined {
  const f = fragment.replace(/^#/, '');
  if (f === 'local') {
    const stored = store?.getItem(HANDOFF_KEY);
    return stored ? decodeShare(stored) : undefined;
  }
  return decodeShare(f);
}
