import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a file that starts with this comment has all its functions compiled
 * while it downloads, on the browser's script-streaming thread, instead of each one on the page's
 * main thread the first time it is called (Chromium 136 and later; other browsers read a comment).
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks of the first screens (see web/vite.config.ts) for eager compilation. On a phone
 * the main thread waits idle for the code to arrive, then runs it: measured under Lighthouse's
 * mobile profile, lazy compilation was about a third of the main thread's JavaScript time between
 * the code's arrival and the first paint. The other chunks stay lazily compiled (a screen opened
 * later calls few of its functions at once).
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'cabinet:compile-hints',
    apply: 'build',
    // On the written files: the comment must come first, and Vite adds the entry's preload map to
    // its top after every plugin's generateBundle. The precompressed copies are made after this.
    writeBundle: {
      sequential: true,
      handler(options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !names.has(chunk.name)) continue;
          const path = join(options.dir!, chunk.fileName);
          const code = readFileSync(path, 'utf8');
          if (!code.startsWith(COMPILE_ALL_ON_LOAD)) writeFileSync(path, COMPILE_ALL_ON_LOAD + code);
        }
      },
    },
  };
}
