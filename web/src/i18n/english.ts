type Bundle = Record<string, Record<string, unknown>>;
type LocaleModule = { default: Record<string, unknown> };

const namespaceOf = (path: string) => /\/([\w-]+)\.json$/.exec(path)?.[1] ?? '';

// What the sign-in, register and error screens say, and every validation message (the forms'
// messages are looked up in these namespaces); the rest comes with the signed-in shell.
const firstFiles = import.meta.glob<LocaleModule>(['./locales/en/{common,auth,office,a11y}.json', './locales/en/validation*.json'], {
  eager: true,
});

/** The English namespaces loaded so far. */
export const english: Bundle = Object.fromEntries(Object.entries(firstFiles).map(([path, module]) => [namespaceOf(path), module.default]));

const listeners = new Set<(added: Bundle) => void>();
export function addEnglish(bundle: Bundle): void {
  Object.assign(english, bundle);
  for (const listener of listeners) listener(bundle);
}
export function onEnglishAdded(listener: (added: Bundle) => void): void {
  listeners.add(listener);
}
