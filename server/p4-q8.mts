import { createDatabase } from './src/db/database';
import { createPartiesRepository } from './src/modules/parties/parties.repository';
const handle = createDatabase('sqlite:' + process.cwd() + '/../bench/data/bench-100000-1000000-cabinet.db');
const repo = createPartiesRepository(handle.db);
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const N = 10;
for (const q of ['benjell', 'alaoui', 'العلوي', 'el idrissi', 'trans-atlas', 'مؤسسة الأمل', 'rc 1001', 'kettani']) {
  let r = await repo.list({ page: 1, page_size: 25 }, q);
  const a = cpu();
  for (let i = 0; i < N; i++) r = await repo.list({ page: 1, page_size: 25 }, q);
  console.log(q.padEnd(14), String(r.total).padStart(6), r.rows.length, ((cpu() - a) / N).toFixed(2), 'ms');
}
await handle.close?.();
