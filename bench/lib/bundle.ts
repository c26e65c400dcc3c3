import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleWeights {
  login_kb_gzip: number;
  dashboard_kb_gzip: number;
  login_files: string[];
  dashboard_files: string[];
}

/**
 * The screens whose first load is weighed: the entry and its static imports, plus the route's
 * lazy chunks with their own static imports: the page, and for a signed-in page the app shell
 * and its English, which the shell's route loads with it. Each source is found by its own chunk,
 * or by the chunk group that holds it (web/vite.config.ts gathers the first screens in `sign-in`
 * and `shell`).
 */
const ROUTE_SOURCES = {
  login: [{ source: 'src/features/auth/components/login-page.tsx', group: 'sign-in' }],
  dashboard: [
    { source: 'src/features/dashboard/components/dashboard-page.tsx', group: 'shell' },
    { source: 'src/app/layout/app-layout.tsx', group: 'shell' },
    { source: 'src/i18n/english-shell.ts', group: 'shell' },
  ],
};

/**
 * Reads Vite's build manifest (web/dist/.vite/manifest.json) and adds up the gzip size of the
 * JavaScript a browser fetches to show a route: what index.html loads (the entry and the chunks
 * it imports statically, i.e. modulepreload) plus the route's lazy chunk and its static imports.
 */
export function bundleWeights(webDist: string): BundleWeights {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app with build.manifest enabled`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the web manifest names no entry');

  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, into);
    return into;
  };
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };
  const chunkOf = ({ source, group }: { source: string; group: string }) =>
    Object.keys(manifest).find((k) => k.endsWith(source)) ?? Object.keys(manifest).find((k) => manifest[k]!.name === group && k.endsWith('.js'));
  const weigh = (route: keyof typeof ROUTE_SOURCES) => {
    const keys = closure(entry, new Set());
    for (const source of ROUTE_SOURCES[route]) {
      const key = chunkOf(source);
      if (!key) throw new Error(`the web manifest has no chunk for ${source.source}`);
      closure(key, keys);
    }
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    return { kb: Math.round((bytes / 1024) * 10) / 10, files };
  };
  const login = weigh('login');
  const dashboard = weigh('dashboard');
  return { login_kb_gzip: login.kb, dashboard_kb_gzip: dashboard.kb, login_files: login.files, dashboard_files: dashboard.files };
}
