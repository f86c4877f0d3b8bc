// The Monaco build the workspace uses: the editor API with only the contributions a learner needs
// (hover for marker messages, F8 to the next problem, find, comment toggling, line moves, bracket
// matching, formatting, the read-only notice, the clipboard, Ctrl+M tab-focus mode) and the Go grammar.
// Importing Monaco's language contributions (go.contribution.js) would pull in every editor feature:
// about 3.6 MB instead of a fraction of it.
import 'monaco-editor/esm/vs/editor/browser/coreCommands.js';
import 'monaco-editor/esm/vs/editor/browser/widget/codeEditor/codeEditorWidget.js';
import 'monaco-editor/esm/vs/editor/browser/widget/diffEditor/diffEditor.contribution.js';
import 'monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js';
import 'monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js';
import 'monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/esm/vs/editor/contrib/find/browser/findController.js';
import 'monaco-editor/esm/vs/editor/contrib/format/browser/formatActions.js';
import 'monaco-editor/esm/vs/editor/contrib/gotoError/browser/gotoError.js';
import 'monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor/esm/vs/editor/contrib/linesOperations/browser/linesOperations.js';
import 'monaco-editor/esm/vs/editor/contrib/readOnlyMessage/browser/contribution.js';
import 'monaco-editor/esm/vs/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode.js';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
import { conf, language } from 'monaco-editor/esm/vs/basic-languages/go/go.js';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';

monaco.languages.register({ id: 'go', extensions: ['.go'], aliases: ['Go'] });
monaco.languages.setLanguageConfiguration('go', conf);
monaco.languages.setMonarchTokensProvider('go', language);

export { monaco };
