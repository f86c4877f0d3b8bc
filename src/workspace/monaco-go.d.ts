// Monaco ships the Go grammar without type declarations; these are the two values it exports.
declare module 'monaco-editor/esm/vs/basic-languages/go/go.js' {
  import type { languages } from 'monaco-editor/esm/vs/editor/editor.api.js';
  export const conf: languages.LanguageConfiguration;
  export const language: languages.IMonarchLanguage;
}
