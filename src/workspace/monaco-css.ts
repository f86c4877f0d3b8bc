// Monaco's style sheets, added to the page when the editor's code runs (the `oplab-monaco-css` build
// plugin in astro.config.mjs turns each of Monaco's CSS imports into a call here). Imported as CSS,
// Astro linked all of them (106 KB, 17 KB gzip, render-blocking) from every page of the docs route,
// lessons without an editor included. One <style> element, first in <head>: before the workspace's
// own sheet, which overrides some of Monaco's rules, as the linked sheet was (that one came after
// Starlight's sheet; Starlight's rules are in cascade layers, so Monaco's unlayered rules still win).
let sheet: HTMLStyleElement | undefined;

export function addMonacoCss(css: string): void {
  if (sheet === undefined) {
    sheet = document.createElement('style');
    sheet.dataset.monaco = '';
    document.head.prepend(sheet);
  }
  sheet.append(css);
}
