// localStorage when the browser lets the page use it. Reading `window.localStorage` throws in
// some setups (storage disabled, sandboxed iframes, Safari private mode in older versions), and in
// others the getter works but the first read throws, so one probe read decides.

/** The page's localStorage if it can be read, else undefined (the caller keeps working without it). */
export function usableLocalStorage(win: Pick<Window, 'localStorage'> = window): Storage | undefined {
  try {
    const s = win.localStorage;
    s.getItem('oplab.progress');
    return s;
  } catch {
    return undefined;
  }
}
