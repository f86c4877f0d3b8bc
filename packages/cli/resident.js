// The client side of the resident server (`oplab daemon start`, src/cli/daemon/): plain JavaScript
// for the `oplab` bin. A cold `oplab grade` spends ~0.8 s making what a resident process keeps
// (the code cache's functions, the Kubernetes snapshot, the registry's compiled functions); the
// browser's engine worker keeps them between Checks in the same way. When a server of this very build
// listens, `grade` and `run` send it their command line and print what it streams back; otherwise,
// or when it says so, they run in this process as before. Nothing here is loaded unless its socket
// exists (one stat).
//
// Protocol (src/cli/daemon/protocol.ts): one JSON line from the client, then JSON lines back:
// {"t":"out"|"err","d":BASE64}, {"t":"exit","code":N}, or {"t":"cold"} (run it yourself).
const builtin = (name) => process.getBuiltinModule(name);

/** The commands a resident server runs: the two that pay a cold start and read no standard input. */
const RESIDENT_COMMANDS = new Set(['grade', 'run']);

/** Unix sockets' paths are limited to 108 bytes (sun_path); past this, the socket goes to the temp dir. */
const MAX_SOCKET_PATH = 100;

/**
 * The build key the CLI's caches are named by (src/cli/go-snapshot.ts snapshotFile): cli.json, written
 * last by every build of the bundle, by its modification time and size. Undefined without one.
 * @param {string} cacheDir
 * @returns {string | undefined}
 */
function buildKey(cacheDir) {
  try {
    const st = builtin('node:fs').statSync(`${cacheDir}/cli.json`);
    return `${Math.trunc(st.mtimeMs * 1000).toString(36)}${st.size.toString(36)}`;
  } catch {
    return undefined;
  }
}

/**
 * The directory of the resident servers' sockets and logs: OPLAB_DAEMON_DIR when set, else `daemon`
 * beside the bundle, or a directory of this user's in the temp dir when that path would make a socket
 * path too long.
 * @param {string} cacheDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
function daemonDir(cacheDir, env = process.env) {
  if (env.OPLAB_DAEMON_DIR) return env.OPLAB_DAEMON_DIR;
  const dir = `${cacheDir}/daemon`;
  if (dir.length + 20 <= MAX_SOCKET_PATH) return dir;
  // Named by the bundle's directory so that two checkouts never share a server.
  let h = 0x811c9dc5;
  for (let i = 0; i < cacheDir.length; i++) h = Math.imul(h ^ cacheDir.charCodeAt(i), 0x01000193);
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  return `${builtin('node:os').tmpdir()}/oplab-${uid}/${(h >>> 0).toString(36)}`;
}

/**
 * The socket of this build's resident server, or undefined when the bundle has no build key.
 * @param {string} cacheDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
function socketPath(cacheDir, env = process.env) {
  const key = buildKey(cacheDir);
  return key === undefined ? undefined : `${daemonDir(cacheDir, env)}/${key}.sock`;
}

/**
 * Whether command `first` may go to a resident server in this environment: not when the user asked
 * for another way of running (from source, without the scripts, without snapshots or the server).
 * @param {string | undefined} first
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {boolean}
 */
function residentWanted(first, env = process.env) {
  return (
    first !== undefined &&
    RESIDENT_COMMANDS.has(first) &&
    env.OPLAB_NO_DAEMON !== '1' &&
    env.OPLAB_FROM_SOURCE !== '1' &&
    env.OPLAB_NO_SCRIPT !== '1' &&
    env.OPLAB_NO_SNAPSHOT !== '1'
  );
}

/**
 * Runs this command line on the resident server listening at `sock`, if one does: returns false at
 * once when there is no socket file; otherwise true, and calls `cold()` if the server cannot be
 * reached or declines before it sent anything (a stale socket, a server of a build whose sources
 * changed). The process's exit status is the command's.
 * @param {string} sock
 * @param {string[]} argv the arguments after `oplab`
 * @param {() => void} cold
 * @returns {boolean}
 */
function runResident(sock, argv, cold) {
  const st = builtin('node:fs').lstatSync(sock, { throwIfNoEntry: false });
  if (st === undefined) return false;
  // The request carries the environment: it goes only to a socket of this user's (in a directory
  // another user can write, another user's socket could have taken its place).
  if (!st.isSocket() || (typeof process.getuid === 'function' && st.uid !== process.getuid())) {
    cold();
    return true;
  }
  const socket = builtin('node:net').connect(sock);
  let started = false;
  let done = false;
  let buffered = '';
  const fallBack = () => {
    if (done) return;
    done = true;
    socket.destroy();
    cold();
  };
  const lost = (why) => {
    if (done) return;
    done = true;
    process.stderr.write(`oplab: lost the resident server (${why}); run the command again\n`);
    process.exitCode = 3;
  };
  socket.on('connect', () => {
    socket.write(
      `${JSON.stringify({
        v: 1,
        argv,
        cwd: process.cwd(),
        env: process.env,
        isTTY: Boolean(process.stdout.isTTY),
      })}\n`,
    );
  });
  socket.setEncoding('utf8');
  socket.on('data', (text) => {
    buffered += text;
    for (let nl = buffered.indexOf('\n'); nl >= 0 && !done; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      let frame;
      try {
        frame = JSON.parse(line);
      } catch {
        lost('a malformed reply');
        socket.destroy();
        return;
      }
      // Declined (a stale build, a busy server) or refused (a request it will not take): run it here.
      if ((frame.t === 'cold' || frame.t === 'refused') && !started) return fallBack();
      if (!started) {
        started = true;
        // The reader of our output went away (`| head`): as a cold command would, end quietly with
        // SIGPIPE's status; closing the connection stops the server's run.
        process.stdout.on('error', (err) => {
          if (err.code !== 'EPIPE') throw err;
          socket.destroy();
          process.exit(141);
        });
      }
      if (frame.t === 'out') process.stdout.write(Buffer.from(frame.d, 'base64'));
      else if (frame.t === 'err') process.stderr.write(Buffer.from(frame.d, 'base64'));
      else if (frame.t === 'exit') {
        done = true;
        process.exitCode = frame.code;
        socket.end();
      }
    }
  });
  socket.on('error', (err) => (started ? lost(err.code ?? err.message) : fallBack()));
  socket.on('close', () => (started ? lost('the connection closed') : fallBack()));
  return true;
}

module.exports = { buildKey, daemonDir, socketPath, residentWanted, runResident, RESIDENT_COMMANDS };
