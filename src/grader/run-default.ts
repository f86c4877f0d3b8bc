// The runner the grader uses by default: src/kube/run's runProject (engineer K2), bound in this one
// place so tests and other hosts can substitute their own through GradeOptions.runProject.
import { runProject } from '../kube/run/index.ts';
import type { RunProject } from './runner.ts';

export const defaultRunProject: RunProject | undefined = runProject;
