import { addEnglish } from './english';

type LocaleModule = { default: Record<string, unknown> };

// Every English namespace (the first screens' ones again: a few KB, and the list stays a glob):
// loaded with the signed-in shell, registered on import.
const files = import.meta.glob<LocaleModule>('./locales/en/*.json', { eager: true });
addEnglish(Object.fromEntries(Object.entries(files).map(([path, module]) => [/\/([\w-]+)\.json$/.exec(path)?.[1] ?? '', module.default])));
