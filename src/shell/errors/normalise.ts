// Normalises a pasted error message so that the parts that vary between machines and projects
// (module paths, versions, IPs, ports, hashes, names, timestamps, log prefixes) do not decide the
// match, while the words the real tool always prints do.

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** Log prefixes and timestamps: klog, zap, logrus, RFC 3339, shell prompts. */
const NOISE: RegExp[] = [
  /^\s*[IWEF]\d{4} \d{2}:\d{2}:\d{2}\.\d+\s+\d+\s+\S+:\d+\]\s*/gm, // klog
  /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?/g, // timestamps
  /\b(?:INFO|WARN|ERRO|FATA|DEBU)\[\d+\]/g, // logrus TTY
  /\blevel=\w+\b/g,
  /^\s*[$#>]\s+/gm, // prompts
];

/** Turns a URL into the words that tell what kind of request it was. */
function urlWords(url: string): string {
  const words = ['url'];
  if (/\/lookup\//.test(url)) words.push('sumdblookup');
  if (/[?&]go-get=1/.test(url)) words.push('gogetmeta');
  if (/golang\.org\/toolchain/.test(url)) words.push('toolchainmodule');
  if (/[?&]timeout=\d+s/.test(url)) words.push('webhookurl');
  const ext = /\.(info|mod|zip)(?:$|[?"])/.exec(url);
  if (ext) words.push(`file${ext[1]}`);
  if (/\/@v\/list$/.test(url)) words.push('filelist');
  if (/^http:/.test(url)) words.push('plainhttp');
  return ` ${words.join(' ')} `;
}

export function normalise(text: string): string {
  let s = text.replace(ANSI, '').replace(/\r\n?/g, '\n');
  for (const re of NOISE) s = s.replace(re, ' ');
  s = s
    .replace(/h1:[A-Za-z0-9+/]{20,}={0,2}/g, ' hash ')
    .replace(/https?:\/\/[^\s"'<>]+/g, (u) => urlWords(u))
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, ' addr ')
    .replace(/\[[0-9a-f:]+\](?::\d+)?/gi, ' addr ')
    .replace(/\bgo1\.\d+(?:\.\d+)?(?:rc\d+)?\b/g, ' gover ')
    .replace(/\bv\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+incompatible)?\b/g, ' ver ')
    .replace(/\b1\.\d+(?:\.\d+)?\b/g, ' gover ')
    .replace(/[\w./-]*\.go:\d+(?::\d+)?/g, ' gofile ')
    // A Kind (capitalised, optionally `.group`) before a quoted name is the cache's NotFound
    // (`Guestbook.webapp.my.domain "gb"`, `Pod "web"`); the API server names the plural resource.
    .replace(/\b[A-Z][A-Za-z0-9]*(?:\.[a-z0-9-]+)*(?=\s+\\?"[^"\\]*\\?"\s+not found)/g, ' kindref ')
    // Short quoted names ("gb", \"memcached-sample\") are the learner's own; only their presence counts.
    .replace(/\\?"[\w.-]{1,63}\\?"/g, ' qname ')
    // A namespace/name key (`shop/web`), as in "unable to get: <ns>/<name>".
    .replace(/(?<![\w/.])[a-z0-9][a-z0-9-]+\/[a-z0-9][a-z0-9.-]*(?![\w/])/g, ' nskey ')
    .replace(/\b[0-9a-f]{12,}\b/g, ' hex ')
    // Module and package paths, file paths, DNS names: anything with a dot or slash inside a word.
    .replace(/(?<![\w])(?:[\w-]+\.)+[\w-]+(?:\/[\w.@%!~-]+)*\/?/g, (m) =>
      /\.(?:yaml|yml|json)$/.test(m) ? ' file ' : ' path ',
    )
    .replace(/(?:\/[\w.@%!~-]+){2,}\/?/g, ' path ')
    .replace(/\b\d+\b/g, ' n ');
  return s.toLowerCase();
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'for',
  'is',
  'and',
  'or',
  'be',
  'by',
  'with',
  'at',
  'as',
  'it',
  'this',
]);

/** Unigrams and bigrams of the normalised words. */
export function features(text: string): string[] {
  const words = normalise(text)
    .split(/[^a-z0-9_$]+/)
    .filter((w) => w.length > 0 && !STOP.has(w));
  const out: string[] = [...words];
  for (let i = 0; i + 1 < words.length; i++) out.push(`${words[i]} ${words[i + 1]}`);
  return out;
}
