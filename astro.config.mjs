// @ts-check
import mdx from '@astrojs/mdx';
import starlight from '@astrojs/starlight';
import { defineConfig } from 'astro/config';

export default defineConfig({
  // Relative-friendly static output: the built site works from any static host or a laptop.
  output: 'static',
  trailingSlash: 'ignore',
  telemetry: false,
  integrations: [
    starlight({
      title: { en: 'Operator Lab', 'zh-CN': 'Operator 实验室' },
      description: 'Learn the pitfalls of Kubernetes operators in Go, hands-on, in your browser.',
      defaultLocale: 'en',
      locales: {
        en: { label: 'English', lang: 'en' },
        'zh-cn': { label: '简体中文', lang: 'zh-CN' },
      },
      sidebar: [
        {
          label: 'Start here',
          translations: { 'zh-CN': '从这里开始' },
          items: [{ autogenerate: { directory: 'start' } }],
        },
      ],
    }),
    mdx(),
  ],
});
