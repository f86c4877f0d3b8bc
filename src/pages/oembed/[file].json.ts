// /oembed/<id>.json and /oembed/<id>.zh-cn.json: the oEmbed answer for each exercise (src/embed/oembed.ts).
import type { APIRoute } from 'astro';
import { codeExerciseIds, loadExerciseData } from '../../components/workspace/exercises.ts';
import { embedConfig } from '../../embed/config.ts';
import type { EmbedLocale } from '../../embed/constants.ts';
import { oembedFor } from '../../embed/oembed.ts';
import { loadTerminalExercise, terminalExerciseIds } from '../../shell/exercises/definition.ts';

export function getStaticPaths() {
  const ids = [
    ...codeExerciseIds().map((id) => ({ id, kind: 'code' as const })),
    ...terminalExerciseIds().map((id) => ({ id, kind: 'terminal' as const })),
  ];
  return ids.flatMap(({ id, kind }) =>
    (['en', 'zh-cn'] as const).map((lang) => ({
      params: { file: lang === 'en' ? id : `${id}.${lang}` },
      props: { id, kind, lang },
    })),
  );
}

export const GET: APIRoute = ({ props }) => {
  const { id, kind, lang } = props as { id: string; kind: 'code' | 'terminal'; lang: EmbedLocale };
  const title = kind === 'code' ? loadExerciseData(id, lang).title : loadTerminalExercise(id).title[lang];
  const body = oembedFor(embedConfig(process.env).siteUrl, id, lang, kind, title);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { 'content-type': 'application/json+oembed' },
  });
};
