import fs from 'node:fs';
import path from 'node:path';
import { REPO_DIR } from './config';
import { DATABASE_TYPES_PATH, generateTypesFromMigrations } from './typegen/generate-types';

async function main(): Promise<void> {
  const types = await generateTypesFromMigrations();
  const previous = fs.existsSync(DATABASE_TYPES_PATH)
    ? fs.readFileSync(DATABASE_TYPES_PATH, 'utf8')
    : undefined;
  const target = path.relative(REPO_DIR, DATABASE_TYPES_PATH);
  if (previous === types) {
    console.info(`${target} is up to date`);
    return;
  }
  fs.writeFileSync(DATABASE_TYPES_PATH, types);
  console.info(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
