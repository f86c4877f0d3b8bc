// A few lines instead of a framework: build elements with attributes and children.
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === false) continue;
    el.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c);
  }
  return el;
}

/**
 * Text with Markdown code spans (`go env -w`, as check messages and hints write them) as text and
 * <code> elements: never parsed as HTML, so a message cannot inject markup. An unpaired backtick
 * stays as it is.
 */
export function withCode(text: string): (string | HTMLElement)[] {
  const out: (string | HTMLElement)[] = [];
  let rest = text;
  for (;;) {
    const open = rest.indexOf('`');
    const close = open < 0 ? -1 : rest.indexOf('`', open + 1);
    if (close < 0 || close === open + 1) break;
    if (open > 0) out.push(rest.slice(0, open));
    out.push(h('code', {}, rest.slice(open + 1, close)));
    rest = rest.slice(close + 1);
  }
  if (rest !== '') out.push(rest);
  return out;
}
