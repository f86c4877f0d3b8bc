// Keep in step with package.json "version" (a unit test checks that they agree).
export const VERSION = '0.1.0';
