// Build-time settings of the embed route, from the environment of `astro build`:
//   SITE_URL                  the site's public origin (absolute URLs in oEmbed answers and snippets);
//   EMBED_ALLOWED_ORIGINS     space-separated origins whose commands a widget accepts ("*": any);
//   EMBED_FRAME_ANCESTORS     the CSP frame-ancestors sources for /embed/ ("*": any page may frame it).
// Read in build-time code only (pages, endpoints); the widget gets the allowed origins in its page.

export interface EmbedConfig {
  siteUrl: string;
  /** SITE_URL was given: absolute URLs are final; else pages put their own origin in at run time. */
  siteUrlConfigured: boolean;
  allowedOrigins: string[];
  frameAncestors: string;
}

const words = (s: string | undefined) => (s ?? '').split(/\s+/).filter(Boolean);

export function embedConfig(env: Record<string, string | undefined>): EmbedConfig {
  const site = (env.SITE_URL ?? 'http://127.0.0.1:4321').replace(/\/+$/, '');
  const allowed = words(env.EMBED_ALLOWED_ORIGINS);
  return {
    siteUrl: site,
    siteUrlConfigured: Boolean(env.SITE_URL),
    allowedOrigins: allowed.length > 0 ? allowed : ['*'],
    frameAncestors: words(env.EMBED_FRAME_ANCESTORS).join(' ') || '*',
  };
}
