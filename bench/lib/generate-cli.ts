import { defaultSqliteUrl, generateDataset, parseDatasetArgs, resolveUrl } from './generate';

try {
  const args = parseDatasetArgs(process.argv.slice(2));
  const databaseUrl = resolveUrl(args.databaseUrl ?? defaultSqliteUrl(args));
  await generateDataset({ ...args, databaseUrl });
  console.error(`[bench] dataset in ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
