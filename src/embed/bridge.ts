// The widget's side of the embed protocol (src/embed/protocol.ts), on an /embed/ page inside a
// host's iframe: forwards the workspace's events to the host, carries out the host's commands,
// reports the page's height so the host can size the iframe to it.
//
// Events go only to the embedding page's origin (never "*": a page that navigated the frame's
// parent away must not receive them). Commands are taken only from the parent window, only from
// origins the site allows (EMBED_ALLOWED_ORIGINS at build time, "*" by default), and only the
// documented ones: nothing a host sends can change the learner's code except Reset, whose code is
// set aside and restorable, and nothing reads the learner's storage.
import {
  sendWorkspaceCommand,
  type WorkspaceEventMap,
  type WorkspaceEventType,
  workspaceEventTypes,
} from '../workspace/events.ts';
import {
  EMBED_PROTOCOL_VERSION,
  EMBED_SOURCE,
  type EmbedCommand,
  type EmbedEventBody,
  type EmbedLocale,
  type EmbedTheme,
  originAllowed,
  parseCommand,
  widgetPath,
} from './protocol.ts';

export interface BridgeOptions {
  /** The workspace's (or terminal exercise's) root element: events bubble from it, commands go to it. */
  root: HTMLElement;
  exercise: string;
  kind: 'code' | 'terminal';
  locale: EmbedLocale;
  /** Origins whose commands are accepted; ['*'] for any. */
  allowedOrigins: readonly string[];
}

/** The origin of the page that embeds this one, or undefined when not framed or it can't be known. */
export function embedderOrigin(win: Window): string | undefined {
  if (win.parent === win) return undefined;
  const ancestors = win.location.ancestorOrigins;
  const first = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (first && first !== 'null') return first;
  try {
    const o = new URL(win.document.referrer).origin;
    return o === 'null' ? undefined : o;
  } catch {
    return undefined;
  }
}

export function currentTheme(doc: Document): EmbedTheme {
  return doc.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

export function applyTheme(doc: Document, theme: EmbedTheme): void {
  doc.documentElement.dataset.theme = theme;
  doc.documentElement.style.colorScheme = theme;
}

export interface Bridge {
  /** Messages that were refused, newest last (for tests and for a host debugging its integration). */
  readonly refused: { origin: string; why: string }[];
  post(body: EmbedEventBody): void;
}

export function startBridge(win: Window, opts: BridgeOptions): Bridge {
  const doc = win.document;
  const params = new URLSearchParams(win.location.search);
  const instanceParam = params.get('instance');
  const instance = instanceParam && /^[A-Za-z0-9_-]{1,64}$/.test(instanceParam) ? instanceParam : undefined;
  const target = embedderOrigin(win);
  const refused: { origin: string; why: string }[] = [];

  const post = (body: EmbedEventBody) => {
    if (!target) return;
    const message = {
      source: EMBED_SOURCE,
      version: EMBED_PROTOCOL_VERSION,
      ...(instance ? { instance } : {}),
      ...body,
    };
    win.parent.postMessage(message, target);
  };

  const forward = <K extends WorkspaceEventType>(type: K, detail: WorkspaceEventMap[K]) => {
    switch (type) {
      case 'oplab:ready':
        post({ type: 'ready', ...(detail as WorkspaceEventMap['oplab:ready']), theme: currentTheme(doc) });
        break;
      case 'oplab:run':
        post({ type: 'run', ...(detail as WorkspaceEventMap['oplab:run']) });
        break;
      case 'oplab:check':
        post({ type: 'check', ...(detail as WorkspaceEventMap['oplab:check']) });
        break;
      case 'oplab:progress':
        post({ type: 'progress', ...(detail as WorkspaceEventMap['oplab:progress']) });
        break;
    }
  };
  for (const type of workspaceEventTypes) {
    opts.root.addEventListener(type, (ev) => forward(type, (ev as CustomEvent).detail));
  }

  const carryOut = (c: EmbedCommand) => {
    switch (c.type) {
      case 'run':
        // A terminal exercise has no Run: its commands are typed in the terminal.
        if (opts.kind === 'code') sendWorkspaceCommand(opts.root, 'run');
        break;
      case 'check':
        sendWorkspaceCommand(opts.root, 'check');
        break;
      case 'reset':
        if (opts.kind === 'code') sendWorkspaceCommand(opts.root, 'reset');
        break;
      case 'setTheme':
        applyTheme(doc, c.theme);
        break;
      case 'setLang': {
        if (c.lang === opts.locale) break;
        const next = new URL(widgetPath(opts.exercise, c.lang, currentTheme(doc)), win.location.href);
        if (instance) next.searchParams.set('instance', instance);
        win.location.replace(next.href);
        break;
      }
    }
  };

  const refuse = (origin: string, why: string) => {
    refused.push({ origin, why });
    if (refused.length > 50) refused.shift();
    // Visible to the page's own tools (and tests): how many messages were not taken as commands.
    doc.body.dataset.embedRefused = String(Number(doc.body.dataset.embedRefused ?? 0) + 1);
  };
  win.addEventListener('message', (ev: MessageEvent) => {
    // Our own window's messages (the workspace's libraries talk to themselves) are none of ours.
    if (ev.source === win) return;
    // Only the page that embeds us may command; a sibling or nested frame may not, whatever it claims.
    if (win.parent === win || ev.source !== win.parent)
      return refuse(ev.origin, 'not from the embedding page');
    if (!originAllowed(ev.origin, opts.allowedOrigins)) return refuse(ev.origin, 'origin not allowed');
    const parsed = parseCommand(ev.data);
    if (!parsed.ok) return refuse(ev.origin, parsed.why);
    carryOut(parsed.command);
  });

  // The host sizes the iframe to the page: report the height whenever it changes.
  let lastHeight = 0;
  const reportHeight = () => {
    const height = Math.ceil(doc.documentElement.scrollHeight);
    if (height === lastHeight || height <= 0) return;
    lastHeight = height;
    post({ type: 'resize', exercise: opts.exercise, height });
  };
  if ('ResizeObserver' in win) new ResizeObserver(reportHeight).observe(doc.body);
  reportHeight();

  return { refused, post };
}
