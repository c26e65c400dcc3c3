// `npm run bench:phone [-- --dossiers N --actions M --runs R]`: the phone part of the benchmark alone.
import { ensureBuilt } from '../scripts/lib/build-state.mjs';
import { register } from 'tsx/esm/api';

ensureBuilt(['web', 'server']);
register();
await import('./lib/phone-cli.ts');
