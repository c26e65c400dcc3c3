// `npm run bench:generate -- --dossiers N --actions M [--database-url URL] [--seed S]`
// The generator is TypeScript that imports the server's own schema code; tsx runs it in place.
import { register } from 'tsx/esm/api';

register();
await import('./lib/generate-cli.ts');
