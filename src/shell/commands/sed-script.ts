// The compile errors GNU sed 4.9 reports for the scripts a learner mistypes most (sed/compile.c):
// an `s` command whose pattern or replacement runs off the end (`unterminated \`s' command`), a
// flag `s` does not know (`unknown option to \`s'`), `w` with no file name, and an address regex
// with no closing delimiter (`unterminated address regex`). Each is `sed: -e expression #N, char
// M: <text>` with status 1, M counting the characters read when the error was found. Anything this
// scanner does not follow is left to the sed underneath.

export interface SedScriptError {
  /** 1-based: which -e expression (the script given as an operand is #1). */
  expression: number;
  /** 1-based: the characters sed had read. */
  char: number;
  message: string;
}

/** The scripts of a sed command line, in order; undefined when they cannot be told apart (-f). */
export function sedScripts(args: readonly string[]): string[] | undefined {
  const scripts: string[] = [];
  let sawE = false;
  let operand: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      if (!sawE && operand === undefined && i + 1 < args.length) operand = args[i + 1];
      break;
    }
    if (a.startsWith('--')) {
      const [name, value] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a];
      if (name === '--expression') {
        sawE = true;
        const v = value ?? args[++i];
        if (v === undefined) return undefined;
        scripts.push(v);
      } else if (name === '--file') return undefined;
      else if (name === '--line-length' && value === undefined) i++;
      continue;
    }
    if (a.startsWith('-') && a.length > 1) {
      for (let j = 1; j < a.length; j++) {
        const c = a[j];
        if (c === 'e' || c === 'f' || c === 'l') {
          const v = j + 1 < a.length ? a.slice(j + 1) : args[++i];
          if (c === 'f' || v === undefined) return undefined;
          if (c === 'e') {
            sawE = true;
            scripts.push(v);
          }
          break;
        }
        if (c === 'i') break; // -i[SUFFIX]
        if (!'nEersuz'.includes(c)) return undefined;
      }
      continue;
    }
    if (!sawE && operand === undefined) operand = a;
  }
  if (!sawE) return operand === undefined ? undefined : [operand];
  return scripts;
}

/** The first compile error of the scripts, as sed reports it. */
export function sedScriptError(scripts: readonly string[]): SedScriptError | undefined {
  for (const [k, s] of scripts.entries()) {
    const e = scriptError(s);
    if (e) return { expression: k + 1, ...e };
  }
  return undefined;
}

export function formatSedScriptError(e: SedScriptError): string {
  return `sed: -e expression #${e.expression}, char ${e.char}: ${e.message}\n`;
}

/** Reads up to the unescaped delimiter `d` from `i`; the index of the delimiter, or -1. */
function closing(s: string, i: number, d: string): number {
  for (let j = i; j < s.length; j++) {
    if (s[j] === '\\') j++;
    else if (s[j] === d) return j;
    else if (s[j] === '\n') return -1;
  }
  return -1;
}

function scriptError(s: string): { char: number; message: string } | undefined {
  let i = 0;
  const blank = (c: string | undefined) => c === ' ' || c === '\t';
  const address = (): { char: number; message: string } | undefined | 'none' => {
    if (s[i] === '/' || (s[i] === '\\' && i + 1 < s.length)) {
      const d = s[i] === '/' ? '/' : s[i + 1];
      const start = s[i] === '/' ? i + 1 : i + 2;
      const end = closing(s, start, d);
      if (end < 0) return { char: s.length, message: 'unterminated address regex' };
      i = end + 1;
      while (s[i] === 'I' || s[i] === 'M') i++;
      return undefined;
    }
    if (/[0-9$]/.test(s[i] ?? '')) {
      while (/[0-9$~]/.test(s[i] ?? '')) i++;
      return undefined;
    }
    return 'none';
  };
  while (i < s.length) {
    while (blank(s[i]) || s[i] === ';' || s[i] === '\n' || s[i] === '{' || s[i] === '}') i++;
    if (i >= s.length) return undefined;
    const a1 = address();
    if (a1 !== undefined && a1 !== 'none') return a1;
    if (a1 !== 'none' && s[i] === ',') {
      i++;
      const a2 = address();
      if (a2 !== undefined && a2 !== 'none') return a2;
    }
    while (blank(s[i]) || s[i] === '!') i++;
    const cmd = s[i++];
    if (cmd === undefined) return undefined;
    if (cmd === 's') {
      const unterminated = { char: s.length, message: "unterminated `s' command" };
      const d = s[i];
      if (d === undefined || d === '\n' || d === '\\') return unterminated;
      const mid = closing(s, i + 1, d);
      if (mid < 0) return unterminated;
      const end = closing(s, mid + 1, d);
      if (end < 0) return unterminated;
      i = end + 1;
      // the flags (mark_subst_opts), blanks between them allowed
      for (; i < s.length; i++) {
        const c = s[i];
        if ('gpiImMe'.includes(c) || /[0-9]/.test(c) || blank(c)) continue;
        if (c === 'w') {
          let j = i + 1;
          while (blank(s[j])) j++;
          if (j >= s.length || s[j] === '\n')
            return { char: j, message: 'missing filename in r/R/w/W commands' };
          i = s.indexOf('\n', j);
          if (i < 0) return undefined;
          break;
        }
        if (c === ';' || c === '\n' || c === '#' || c === '}') break;
        return { char: i + 1, message: "unknown option to `s'" };
      }
      if (s[i] === '#') {
        const nl = s.indexOf('\n', i);
        if (nl < 0) return undefined;
        i = nl;
      }
      continue;
    }
    // any other command: this scanner stops following the script here
    return undefined;
  }
  return undefined;
}
