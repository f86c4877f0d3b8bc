// Public surface of the simulated terminal engine (no DOM, no Node APIs: usable in a Web Worker).
export { VirtualClock, type Wait } from './clock.ts';
export type { CompileResult, GoToolchain } from './commands/go/build.ts';
export { type Completion, commonPrefix } from './completion.ts';
export { ERROR_CATALOGUE, ErrorIndex, lookupError, type Match } from './errors/index.ts';
export type { ErrorArea, ErrorEntry } from './errors/types.ts';
export { type CheckResult, evaluateChecks } from './exercises/checks.ts';
export {
  CHECK_TITLES,
  loadTerminalExercise,
  type TerminalExercise,
  terminalExerciseIds,
} from './exercises/definition.ts';
export {
  type EndState,
  formatTranscript,
  gradeTerminalExercise,
  type Replay,
  replayCommands,
  startExercise,
  type TerminalGrade,
  type TranscriptEntry,
} from './exercises/replay.ts';
export { newCluster, type ShellCluster } from './kube/cluster.ts';
export { type Localized, type NetworkProfile, type NetworkProfileId, PROFILES } from './network/profiles.ts';
export type { LocalServer } from './network/transport.ts';
export { type OutputChunk, screenText } from './order.ts';
export { HOME, type RunResult, type SessionSnapshot, type ShellOptions, ShellSession } from './session.ts';
