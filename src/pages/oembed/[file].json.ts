// /oembed/<id>.json and /oembed/<id>.zh-cn.json: the oEmbed answer for each exercise (src/embed/oembed.ts).
import type { APIRoute } from 'astro';
import { embedConfig } from '../../embed/config.ts';
import type { EmbedLocale } from '../../embed/constants.ts';
import { embeddableExercises, embeddableTitle } from '../../embed/exercises.ts';
import { oembedFor } from '../../embed/oembed.ts';

export function getStaticPaths() {
  return embeddableExercises().flatMap(({ id, kind }) =>
    (['en', 'zh-cn'] as const).map((lang) => ({
      params: { file: lang === 'en' ? id : `${id}.${lang}` },
      props: { id, kind, lang },
    })),
  );
}

export const GET: APIRoute = ({ props }) => {
  const { id, kind, lang } = props as { id: string; kind: 'code' | 'terminal'; lang: EmbedLocale };
  const title = embeddableTitle({ id, kind }, lang);
  const body = oembedFor(embedConfig(process.env).siteUrl, id, lang, kind, title);
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: { 'content-type': 'application/json+oembed' },
  });
};
