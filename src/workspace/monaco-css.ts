// Monaco's style sheets, added to the page when the editor's code runs (the `oplab-monaco-css` build
// plugin in astro.config.mjs turns each of Monaco's CSS imports into a call here). Imported as CSS,
// Astro linked all of them (106 KB, 17 KB gzip, render-blocking) from every page of the docs route,
// lessons without an editor included. One <style> element, first in <head>, where the linked sheet
// was (before the site's and the workspace's own sheets, which override some of Monaco's rules).
let sheet: HTMLStyleElement | undefined;

export function addMonacoCss(css: string): void {
  if (sheet === undefined) {
    sheet = document.createElement('style');
    sheet.dataset.monaco = '';
    document.head.prepend(sheet);
  }
  sheet.append(css);
}
