// The embed protocol's constants and URLs, free of any dependency: the web component (embed.js)
// imports only this file, so a host page pays a few kilobytes. The message shapes are in protocol.ts.

/** Bumped when a message changes shape incompatibly; hosts should ignore versions they don't know. */
export const EMBED_PROTOCOL_VERSION = 1;
/** Every message carries it, in both directions. */
export const EMBED_SOURCE = 'operator-lab';

export const embedLocales = ['en', 'zh-cn'] as const;
export const embedThemes = ['light', 'dark'] as const;
export type EmbedLocale = (typeof embedLocales)[number];
export type EmbedTheme = (typeof embedThemes)[number];

/** The widget's URL for an exercise: /embed/<id>/ (English) or /embed/<id>/zh-cn/, with the theme. */
export function widgetPath(exercise: string, lang: EmbedLocale, theme?: EmbedTheme): string {
  const path = lang === 'en' ? `/embed/${exercise}/` : `/embed/${exercise}/${lang}/`;
  return theme ? `${path}?theme=${theme}` : path;
}
