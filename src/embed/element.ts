// <operator-lab-exercise>: the web component behind /embed.js. A host page writes
//   <script src="https://SITE/embed.js" defer></script>
//   <operator-lab-exercise exercise="scope-get" lang="zh-cn" theme="dark"></operator-lab-exercise>
// and gets the exercise in an iframe that is created only when the element nears the viewport,
// sized to its content, with the widget's events re-dispatched on the element as DOM CustomEvents
// (ready, resize, run, check, progress; `event.detail` is the protocol message) and methods that
// send the widget commands (run(), check(), reset(), setTheme(t), setLang(l)).
//
// Bundled on its own (src/pages/embed.js.ts) as a classic script: no framework, no dependencies
// beyond the protocol's constants, so a host pays a few kilobytes.
import {
  EMBED_PROTOCOL_VERSION,
  EMBED_SOURCE,
  type EmbedLocale,
  type EmbedTheme,
  embedLocales,
  embedThemes,
  widgetPath,
} from './constants.ts';

const eventTypes = ['ready', 'resize', 'run', 'check', 'progress'] as const;
type EventType = (typeof eventTypes)[number];

/** The site's origin: where this script was loaded from (a classic script knows its own src). */
const scriptOrigin = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  try {
    return src ? new URL(src).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
})();

let counter = 0;

/** A message from our widget, checked field by field (it crosses from another origin). */
function asEvent(data: unknown): { type: EventType; height?: number } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m.source !== EMBED_SOURCE || m.version !== EMBED_PROTOCOL_VERSION) return undefined;
  if (typeof m.type !== 'string' || !(eventTypes as readonly string[]).includes(m.type)) return undefined;
  if (m.type === 'resize') {
    const h = m.height;
    if (typeof h !== 'number' || !Number.isFinite(h) || h <= 0) return undefined;
    return { type: 'resize', height: h };
  }
  return { type: m.type as EventType };
}

export class OperatorLabExercise extends HTMLElement {
  static observedAttributes = ['exercise', 'lang', 'theme'];

  readonly instance = `w${++counter}`;
  private frame: HTMLIFrameElement | undefined;
  private observer: IntersectionObserver | undefined;
  private readonly onMessage = (ev: MessageEvent) => this.receive(ev);

  /** The site that serves the widget: the `origin` attribute, else where embed.js came from. */
  get siteOrigin(): string {
    const o = this.getAttribute('origin');
    if (o) {
      try {
        return new URL(o).origin;
      } catch {
        // fall through to the script's origin
      }
    }
    return scriptOrigin;
  }

  get exercise(): string {
    return (this.getAttribute('exercise') ?? '').trim();
  }

  get locale(): EmbedLocale {
    const l = this.getAttribute('lang');
    return (embedLocales as readonly string[]).includes(l ?? '') ? (l as EmbedLocale) : 'en';
  }

  get theme(): EmbedTheme | undefined {
    const t = this.getAttribute('theme');
    return (embedThemes as readonly string[]).includes(t ?? '') ? (t as EmbedTheme) : undefined;
  }

  /** The iframe, once the element has come near the viewport (undefined before). */
  get iframe(): HTMLIFrameElement | undefined {
    return this.frame;
  }

  connectedCallback(): void {
    if (!this.style.display) this.style.display = 'block';
    window.addEventListener('message', this.onMessage);
    if (this.frame) return;
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(this.exercise)) {
      this.textContent = `operator-lab-exercise: "${this.exercise}" is not an exercise id`;
      return;
    }
    if (!('IntersectionObserver' in window)) {
      this.load();
      return;
    }
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        this.observer?.disconnect();
        this.observer = undefined;
        this.load();
      },
      { rootMargin: '300px 0px' },
    );
    this.observer.observe(this);
  }

  disconnectedCallback(): void {
    window.removeEventListener('message', this.onMessage);
    this.observer?.disconnect();
    this.observer = undefined;
  }

  attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    if (!this.frame || old === value) return;
    if (name === 'theme' && this.theme) this.command({ type: 'setTheme', theme: this.theme });
    else if (name === 'lang') this.command({ type: 'setLang', lang: this.locale });
    else if (name === 'exercise') this.frame.src = this.src();
  }

  run(): void {
    this.command({ type: 'run' });
  }
  check(): void {
    this.command({ type: 'check' });
  }
  reset(): void {
    this.command({ type: 'reset' });
  }
  setTheme(theme: EmbedTheme): void {
    this.setAttribute('theme', theme);
  }
  setLang(lang: EmbedLocale): void {
    this.setAttribute('lang', lang);
  }

  private src(): string {
    const url = new URL(widgetPath(this.exercise, this.locale, this.theme), this.siteOrigin);
    url.searchParams.set('instance', this.instance);
    return url.href;
  }

  private load(): void {
    const f = document.createElement('iframe');
    f.src = this.src();
    f.title = this.getAttribute('title') || `Operator Lab: ${this.exercise}`;
    f.loading = 'lazy';
    f.setAttribute('allow', 'clipboard-read; clipboard-write');
    f.style.cssText = 'display:block;width:100%;border:0;height:40rem;color-scheme:normal';
    this.frame = f;
    this.replaceChildren(f);
  }

  private command(body: Record<string, unknown>): void {
    this.frame?.contentWindow?.postMessage(
      { source: EMBED_SOURCE, version: EMBED_PROTOCOL_VERSION, instance: this.instance, ...body },
      this.siteOrigin,
    );
  }

  private receive(ev: MessageEvent): void {
    // Only our own iframe, from the site's origin: another frame can't speak for this widget.
    if (!this.frame || ev.source !== this.frame.contentWindow || ev.origin !== this.siteOrigin) return;
    const e = asEvent(ev.data);
    if (!e) return;
    if (e.type === 'resize' && e.height !== undefined) this.frame.style.height = `${Math.ceil(e.height)}px`;
    this.dispatchEvent(new CustomEvent(e.type, { detail: ev.data, bubbles: true, composed: true }));
  }
}

if (!customElements.get('operator-lab-exercise')) {
  customElements.define('operator-lab-exercise', OperatorLabExercise);
}
