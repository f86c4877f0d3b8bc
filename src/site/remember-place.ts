// Remembers the last lesson or reference page read, and the section. Lesson pages ship this and
// nothing of the progress store: the note is validated and folded into the versioned progress
// document by src/site/progress.ts the next time the store is opened.
import { anchorPattern, currentSectionId } from './place.ts';

/** Must equal PLACE_KEY in progress.ts (checked by test/site/progress.test.ts). */
export const PLACE_NOTE_KEY = 'oplab.place';

/** Only lessons and reference pages are places worth returning to. */
export function isPlaceWorthKeeping(pathname: string): boolean {
  return /^\/(?:en|zh-cn)\/(?:lessons|reference)\/[^/]+\/?$/.test(pathname);
}

export interface PlaceNote {
  path: string;
  section?: string;
  title?: string;
  at: string;
}

export function placeNote(path: string, section: string | undefined, title: string, at: Date): PlaceNote {
  const note: PlaceNote = { path, at: at.toISOString() };
  if (section && anchorPattern.test(section)) note.section = section;
  if (title) note.title = title.slice(0, 300);
  return note;
}

export function rememberPlaceOnLeave(win: Window, doc: Document): void {
  const path = win.location.pathname;
  if (!isPlaceWorthKeeping(path)) return;
  const title = doc.querySelector('h1')?.textContent?.trim() ?? doc.title;
  const save = () => {
    try {
      const note = placeNote(path, currentSectionId(doc, win.scrollY), title, new Date());
      win.localStorage.setItem(PLACE_NOTE_KEY, JSON.stringify(note));
    } catch {
      // Storage disabled or full: reading still works, the place is just not remembered.
    }
  };
  save();
  win.addEventListener('pagehide', save);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') save();
  });
}
