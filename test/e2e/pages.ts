// The site's pages, shared by the end-to-end tests.
export const lessonSlugs = [
  'how-an-operator-works',
  'modules-and-goproxy',
  'private-modules',
  'scope',
  'status',
  'webhooks',
  'permissions',
  'finalizers',
  'predicates',
  'watch-namespace',
  'cache-cost',
  'server-side-apply',
  'tests-that-lie',
  'capstone',
  'common-advice-checked',
];

export const locales = ['en', 'zh-cn'] as const;

export function allPages(): string[] {
  return locales.flatMap((l) => [
    `/${l}/`,
    ...lessonSlugs.map((s) => `/${l}/lessons/${s}/`),
    `/${l}/reference/client-cheat-sheet/`,
    `/${l}/reference/errors/`,
    `/${l}/reference/embedding/`,
    `/${l}/progress/`,
  ]);
}
