/** Every `locales/<lang>/<namespace>.json` file, for the test that compares the languages (the app loads them lazily, see index.ts). */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    (resources[lang] ??= {})[ns] = module.default;
  }
  return resources;
}
