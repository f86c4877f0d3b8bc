// Every exercise a widget can show, code and terminal alike, with its title in a locale: one list
// for the embed pages and their oEmbed answers, so the two never disagree.
import { codeExerciseIds, loadExerciseData } from '../components/workspace/exercises.ts';
import { loadTerminalExercise, terminalExerciseIds } from '../shell/exercises/definition.ts';
import type { EmbedLocale } from './constants.ts';

export type EmbeddableKind = 'code' | 'terminal';

export interface Embeddable {
  id: string;
  kind: EmbeddableKind;
}

export function embeddableExercises(): Embeddable[] {
  return [
    ...codeExerciseIds().map((id) => ({ id, kind: 'code' as const })),
    ...terminalExerciseIds().map((id) => ({ id, kind: 'terminal' as const })),
  ];
}

export function embeddableTitle({ id, kind }: Embeddable, locale: EmbedLocale): string {
  return kind === 'code' ? loadExerciseData(id, locale).title : loadTerminalExercise(id).title[locale];
}
