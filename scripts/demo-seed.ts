// npm run demo:seed -- --estates 100000: fills the demo API's database (DATABASE_URL, or PGlite in DATA_DIR)
// up to that many estates. Deterministic and resumable: run it again after an interruption.
import { parseArgs } from 'node:util';
import { createDemoDb } from '@/lib/demo-api/db';
import { seedBulkEstates } from '@/lib/demo-api/seed/bulk';

const { values } = parseArgs({ options: { estates: { type: 'string' } } });
const total = Number(values.estates);
if (!Number.isInteger(total) || total < 0) {
  console.error('usage: npm run demo:seed -- --estates <count>');
  process.exit(2);
}

async function main(): Promise<void> {
  const handle = await createDemoDb();
  try {
    const result = await seedBulkEstates(handle.db, {
      total,
      onBatch: (done, target) => process.stdout.write(`\r${done} / ${target} bulk estates`),
    });
    process.stdout.write('\n');
    console.log(`${handle.driver}: ${result.added} estates added in ${(result.ms / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

void main();
