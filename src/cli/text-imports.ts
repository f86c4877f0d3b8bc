// Node has no `?raw` import (Vite's): the engine imports its Go sources as `./x.go?raw`. When the
// engine runs from source under Node's type stripping (the CLI, scripts, benchmarks), this hook
// makes such an import a module whose default export is the file's text. It must be registered
// before the first module that imports a `.go?raw` is loaded: import this module first and load
// the engine with a dynamic import(), or pass it to node with --import.
import { readFileSync } from 'node:fs';
import module from 'node:module';
import { fileURLToPath } from 'node:url';

const RAW = '?raw';

// Optional: the sandbox's CLI bundle (no `?raw` left in it) may run on a Node without registerHooks.
module.registerHooks?.({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith(RAW)) {
      const text = readFileSync(fileURLToPath(url.slice(0, -RAW.length)), 'utf8');
      return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
    }
    return nextLoad(url, context);
  },
});
