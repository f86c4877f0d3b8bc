// Go's flag package as cmd/go's subcommands use it: flags come before the arguments, `-f` or
// `--f`, `-f=value` or `-f value` for value flags, and an unknown flag ends the command with the
// usage line (cmd/go/internal/base.Command.Usage: exit status 2).
import { isGoInt } from '../../go-run-args.ts';
import { fail, type GoRun } from './run.ts';

/** 'int' is a value flag.intValue parses (strconv.ParseInt base 0). */
export type FlagSpec = Record<string, 'bool' | 'value' | 'int'>;

export interface ParsedFlags {
  bools: Set<string>;
  values: Map<string, string>;
  args: string[];
}

/** `usage` is the UsageLine (`go mod graph [-go=version] [-x]`); `help` names `go help <help>`. */
export function parseFlags(
  run: GoRun,
  argv: string[],
  spec: FlagSpec,
  usage: string,
  help: string,
): ParsedFlags {
  const out: ParsedFlags = { bools: new Set(), values: new Map(), args: [] };
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--') {
      i++;
      break;
    }
    if (!a.startsWith('-') || a === '-') break;
    const body = a.replace(/^--?/, '');
    const eq = body.indexOf('=');
    const name = eq < 0 ? body : body.slice(0, eq);
    const kind = spec[name];
    if (!kind)
      fail(
        run,
        `flag provided but not defined: -${name}\nusage: ${usage}\nRun 'go help ${help}' for details.`,
        2,
      );
    if (kind === 'bool') {
      const v = eq < 0 ? 'true' : body.slice(eq + 1);
      if (/^(1|t|T|true|TRUE|True)$/.test(v)) out.bools.add(name);
      else if (/^(0|f|F|false|FALSE|False)$/.test(v)) out.bools.delete(name);
      // flag.boolValue.Set is strconv.ParseBool: anything else is the FlagSet's parse error
      else
        fail(
          run,
          `invalid boolean value ${goQuote(v)} for -${name}: parse error\nusage: ${usage}\nRun 'go help ${help}' for details.`,
          2,
        );
    } else {
      if (eq < 0 && i + 1 >= argv.length)
        fail(run, `flag needs an argument: -${name}\nusage: ${usage}\nRun 'go help ${help}' for details.`, 2);
      const v = eq >= 0 ? body.slice(eq + 1) : argv[++i];
      if (kind === 'int' && !isGoInt(v))
        fail(
          run,
          `invalid value ${goQuote(v)} for flag -${name}: parse error\nusage: ${usage}\nRun 'go help ${help}' for details.`,
          2,
        );
      out.values.set(name, v);
    }
  }
  out.args = argv.slice(i);
  return out;
}

/** strconv.Quote for the printable ASCII a command line usually holds; other bytes as \u escapes. */
function goQuote(v: string): string {
  let out = '"';
  for (const ch of v) {
    const c = ch.codePointAt(0) as number;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (c >= 0x20 && c < 0x7f) out += ch;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (c > 0x7f) out += ch;
    else out += `\\x${c.toString(16).padStart(2, '0')}`;
  }
  return `${out}"`;
}
