// Build-time access to `exercises/` for the exercise pages and the <Exercise> component: the folder's
// text comes through Vite's import.meta.glob (no Node APIs), its Markdown through Astro's own
// Markdown pipeline (same rendering as the lessons).
import {
  type ExerciseData,
  exerciseData,
  exerciseIdsIn,
  type SiteLocale,
} from '../../workspace/exercise-data.ts';

const raw = import.meta.glob<string>(['/exercises/**/*', '!/exercises/**/*.{png,jpg,gif,wasm}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const markdown = import.meta.glob<{ compiledContent: () => string | Promise<string> }>('/exercises/*/*.md', {
  eager: true,
});

const files = new Map(Object.entries(raw).map(([k, v]) => [k.replace(/^\/exercises\//, ''), v]));
const paths = [...files.keys()];
const read = (p: string) => files.get(p);

/** Every code exercise id, sorted. */
export function codeExerciseIds(): string[] {
  return exerciseIdsIn(paths).filter((id) =>
    /^kind:\s*code\s*$/m.test(files.get(`${id}/exercise.yaml`) ?? ''),
  );
}

export function loadExerciseData(id: string, locale: SiteLocale): ExerciseData {
  return exerciseData(id, locale, read, paths);
}

/**
 * The instructions of an exercise in a locale, as HTML, without their leading `# Title` (the page or
 * the lesson shows the title as its own heading; a second h1 would break the page's outline).
 */
export async function instructionsHtml(data: ExerciseData): Promise<string> {
  const mod = markdown[`/exercises/${data.id}/${data.instructionsFile}`];
  if (!mod) throw new Error(`${data.id}: no rendered instructions at ${data.instructionsFile}`);
  const html = await mod.compiledContent();
  return html.replace(/^\s*<h1\b[^>]*>[\s\S]*?<\/h1>\s*/, '');
}
