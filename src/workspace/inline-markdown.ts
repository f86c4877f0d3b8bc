// Hints are one-line Markdown in exercise.yaml: code spans, bold, italics and links. This renders
// exactly that subset to HTML at build time, escaping everything else, so a hint can never inject
// markup into the page.

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Emphasis and links inside text that has no code spans (already escaped). */
function spans(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/\[([^\]]+)\]\(((?:https?:\/\/|\/|#)[^\s)]*)\)/g, '<a href="$2">$1</a>');
}

export function renderInlineMarkdown(md: string): string {
  let out = '';
  let rest = md;
  // Code spans first (CommonMark: a run of N backticks closes with the same run), their content literal.
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) break;
    const fence = open[0];
    const close = rest.indexOf(fence, open.index + fence.length);
    if (close < 0) break;
    out += spans(escapeHtml(rest.slice(0, open.index)));
    const code = rest.slice(open.index + fence.length, close);
    const trimmed = code.length > 2 && code.startsWith(' ') && code.endsWith(' ') ? code.slice(1, -1) : code;
    out += `<code>${escapeHtml(trimmed)}</code>`;
    rest = rest.slice(close + fence.length);
  }
  return out + spans(escapeHtml(rest));
}
