// Small commands whose real versions would break determinism or that the lessons need:
// `date` on the virtual clock, and `oplab-network` to switch the network profile.
import { type CommandContext, defineCommand } from 'just-bash';
import { lookupError } from '../errors/lookup.ts';
import { isProfileId, type Locale, PROFILES } from '../network/profiles.ts';
import type { ShellWorld } from '../world.ts';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `date` in its default format (`Mon Jan  5 09:00:00 UTC 2026`), from the virtual clock. */
export function dateCommand(world: ShellWorld) {
  return defineCommand('date', async () => {
    const d = new Date(world.net.clock.now());
    const p = (n: number) => String(n).padStart(2, '0');
    const text = `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`;
    return { stdout: `${text}\n`, stderr: '', exitCode: 0 };
  });
}

export function networkCommand(world: ShellWorld) {
  return defineCommand('oplab-network', async (args) => {
    const [id] = args;
    if (id === undefined) {
      const lines = Object.values(PROFILES).map(
        (p) => `${p.id === world.net.profile.id ? '*' : ' '} ${p.id.padEnd(10)} ${p.title.en}`,
      );
      return { stdout: `${lines.join('\n')}\n`, stderr: '', exitCode: 0 };
    }
    if (!isProfileId(id)) {
      return {
        stdout: '',
        stderr: `oplab-network: unknown profile "${id}" (choose one of: ${Object.keys(PROFILES).join(', ')})\n`,
        exitCode: 2,
      };
    }
    world.net.profile = PROFILES[id];
    return {
      stdout: `network profile: ${PROFILES[id].title.en}\n${PROFILES[id].description.en}\n`,
      stderr: '',
      exitCode: 0,
    };
  });
}

/** bash's `history`: the lines typed in this terminal, numbered. */
export function historyCommand(lines: () => readonly string[]) {
  return defineCommand('history', async () => ({
    stdout: lines()
      .map((l, i) => `${String(i + 1).padStart(5)}  ${l}\n`)
      .join(''),
    stderr: '',
    exitCode: 0,
  }));
}

/**
 * just-bash passes stdin as a latin1 "byte string" (one char per byte). Its decodeBytesToUtf8 helper
 * is missing from its browser bundle, whose exports the engine is limited to, so decode here.
 */
export function stdinText(stdin: CommandContext['stdin']): string {
  const raw = stdin as unknown;
  if (typeof raw !== 'string') return '';
  return new TextDecoder().decode(Uint8Array.from(raw, (c) => c.charCodeAt(0)));
}

/**
 * `oplab-explain [--lang zh-cn] [MESSAGE…]`: looks an error message up in the reference (from the
 * arguments, or from stdin: `go mod tidy 2>&1 | oplab-explain`).
 */
export function explainCommand() {
  return defineCommand('oplab-explain', async (args, ctx) => {
    let lang: Locale = 'en';
    const words: string[] = [];
    for (let i = 0; i < args.length; i++) {
      if (args[i] === '--lang' && (args[i + 1] === 'en' || args[i + 1] === 'zh-cn'))
        lang = args[++i] as Locale;
      else words.push(args[i]);
    }
    const text = words.length > 0 ? words.join(' ') : stdinText(ctx.stdin);
    if (text.trim() === '') {
      return {
        stdout: '',
        stderr: 'usage: oplab-explain [--lang en|zh-cn] MESSAGE (or pipe the error into it)\n',
        exitCode: 2,
      };
    }
    const [best] = lookupError(text, 1);
    if (!best) {
      const none =
        lang === 'en' ? 'No known error message found in that text.' : '没有在这段文字里找到已知的错误信息。';
      return { stdout: `${none}\n`, stderr: '', exitCode: 1 };
    }
    const e = best.entry;
    const [label1, label2, label3] = lang === 'en' ? ['Cause', 'Fix', 'Read'] : ['原因', '解决', '阅读'];
    const out = `${e.title[lang]}\n\n${label1}: ${e.cause[lang]}\n${label2}: ${e.fix[lang]}\n${label3}: /${lang}/${e.lesson.replace('#', '/#')}\n`;
    return { stdout: out, stderr: '', exitCode: 0 };
  });
}

/** `oplab-manager status|logs|stop`: the manager `make run` left running in the background. */
export function managerCommand(world: ShellWorld) {
  return defineCommand('oplab-manager', async (args) => {
    const m = world.cluster.local.manager;
    const [sub = 'status'] = args;
    if (sub === 'status') {
      if (!m) return { stdout: 'not running\n', stderr: '', exitCode: 1 };
      if (m.exitCode !== undefined)
        return { stdout: `exited (${m.name}): exit status ${m.exitCode}\n`, stderr: '', exitCode: 1 };
      return {
        stdout: `running (${m.name})${m.webhooks ? ', webhook server serving on :9443' : ', no webhook server'}\n`,
        stderr: '',
        exitCode: 0,
      };
    }
    if (sub === 'logs')
      return {
        stdout: m ? m.log() : '',
        stderr: m ? '' : 'oplab-manager: no manager is running\n',
        exitCode: m ? 0 : 1,
      };
    if (sub === 'stop') {
      if (!m) return { stdout: '', stderr: 'oplab-manager: no manager is running\n', exitCode: 1 };
      m.stop();
      return { stdout: 'stopped\n', stderr: '', exitCode: 0 };
    }
    return { stdout: '', stderr: 'usage: oplab-manager status|logs|stop\n', exitCode: 2 };
  });
}
