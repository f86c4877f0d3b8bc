// Stands in for '@pagefind/default-ui' (alias in astro.config.mjs). Starlight's search builds
// Pagefind's UI as soon as every page is idle: 26 KB of JavaScript (gzip) that a reader who never
// searches downloads and runs on every lesson. This PagefindUI takes the same options and builds the
// real one the first time the search dialog opens, or sooner when the pointer or the focus reaches
// the search button, so that it is there by the time the dialog is.

type Options = { element: string } & Record<string, unknown>;
type RealUI = new (options: Options) => unknown;

/** Loads Pagefind's own UI module (the package's ESM build; the alias only matches the bare name). */
function loadRealUI(): Promise<RealUI> {
  // @ts-expect-error — the package ships no types (as in Starlight's own Search.astro).
  return import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs').then(
    (m: { PagefindUI: RealUI }) => m.PagefindUI,
  );
}

export class PagefindUI {
  constructor(options: Options) {
    const host = document.querySelector(options.element);
    const dialog = host?.closest('dialog');
    const button = dialog?.parentElement?.querySelector('button[data-open-modal]');
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      for (const e of ['pointerenter', 'focus', 'touchstart'] as const) button?.removeEventListener(e, start);
      void loadRealUI().then((Real) => {
        new Real(options);
        // Opened before the UI was there: Starlight's focus found no input then.
        if (dialog?.open) dialog.querySelector('input')?.focus();
      });
    };
    // The dialog opens by the button, Ctrl+K or ⌘K (Starlight's handlers): `open` is set on each.
    const observer = new MutationObserver(() => {
      if (dialog?.open) start();
    });
    if (dialog) observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    for (const e of ['pointerenter', 'focus', 'touchstart'] as const)
      button?.addEventListener(e, start, { passive: true });
    // Markup not as expected: behave as Starlight does. And Starlight makes this once the page is idle
    // (requestIdleCallback, no deadline), which on a busy machine can be after the reader opened the
    // dialog or reached the button: the dialog would stay without its input, as nothing opens it again.
    if (!dialog || dialog.open || button?.matches(':hover, :focus')) start();
  }
}
