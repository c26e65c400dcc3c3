import { addEnglish } from './english';

type LocaleModule = { default: Record<string, unknown> };

// What the signed-in shell, the dashboard and tomorrow's list read beyond the first screens'
// namespaces (english.ts): loaded with the shell, registered on import. Every other screen loads
// the whole of English with its code (english-rest.ts); a namespace missing here is fetched with
// the rest on first use, so a screen never shows a bare key.
const files = import.meta.glob<LocaleModule>('./locales/en/{dashboard,agenda,dossiers,deadlines,reminders,hearings}.json', { eager: true });
addEnglish(Object.fromEntries(Object.entries(files).map(([path, module]) => [/\/([\w-]+)\.json$/.exec(path)?.[1] ?? '', module.default])));
