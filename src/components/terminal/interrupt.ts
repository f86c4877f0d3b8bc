// What the terminal shows when Ctrl-C ends a command the worker is still running (terminal-client.ts
// ends it by replacing the worker), and how much of a command's output it writes. No DOM: tested in
// test/shell/terminal-worker.test.ts.
import type { GoProgram } from '../../shell/go-toolchain.ts';

/** `$?` of a job ended by Ctrl-C: 128 + SIGINT. */
export const INTERRUPTED = 130;

/**
 * Characters of one command's output written to the screen: the scrollback keeps 5,000 rows, and
 * writing megabytes (a program that printed until its time limit) would hold the page for seconds.
 */
export const SHOWN_OUTPUT = 512 << 10;

/** The last `max` characters of `text`, from a line's start. */
export function screenTail(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(-max);
  const nl = cut.indexOf('\n');
  return nl >= 0 ? cut.slice(nl + 1) : cut;
}

/**
 * A command line that is one `go run` or `go test`, its output to the terminal (no pipe, redirection,
 * list or substitution): the page shows its output as it comes, and Ctrl-C ends it as the go command
 * ends on SIGINT.
 */
const PLAIN_GO = /^\s*go\s+(?:run|test)\b[^|&;<>`$()]*$/;

/** Whether the page shows a line's output as it comes (what go run/go test put on the screen). */
export function showsLive(line: string): boolean {
  return PLAIN_GO.test(line);
}

/**
 * What the terminal adds after the output on the screen (a plain go line's shown as it came) for a
 * command ended by Ctrl-C, and `$?`. `running`: the Go program it was running, if one had begun (how
 * long ago).
 *
 * Ctrl-C sends SIGINT to the foreground process group: the program and the go command. go1.23 in a
 * terminal (captured with a looping program): `go run` reports the program's end (cmd/go/internal/base
 * RunStdin: `signal: interrupt`) and exits 1; `go test` prints `signal: interrupt` and the package's
 * FAIL line where it prints the binary's output as it comes (local directory mode, -v), else
 * nothing, and exits 1; what it printed before (earlier packages' lines) stays. Anything else: `^C`,
 * and 130 from the shell.
 */
export function interruptedOutput(
  line: string,
  running: { program: GoProgram; seconds: number } | undefined,
): { stdout: string; exitCode: number } {
  if (running === undefined || !PLAIN_GO.test(line)) return { stdout: '^C', exitCode: INTERRUPTED };
  const { program, seconds } = running;
  // the terminal echoes ^C where the cursor is: after the output so far
  if (program.verb === 'run') return { stdout: '^Csignal: interrupt\n', exitCode: 1 };
  if (!program.streams) return { stdout: '^C', exitCode: 1 };
  return {
    stdout: `^Csignal: interrupt\nFAIL\t${program.path}\t${seconds.toFixed(3)}s\n`,
    exitCode: 1,
  };
}

/**
 * What a line's result adds to the screen after the output shown as it came (`shown` characters):
 * nothing when the result is that output (the same characters, its stdout and stderr grouped by
 * stream), else what it has beyond them.
 */
export function afterLive(result: string, shown: number): string {
  return result.length > shown ? result.slice(shown) : '';
}
