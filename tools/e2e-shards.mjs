// Splits the browser test files into shards of about equal running time, for `npm test` to run side by side
// (each shard on its own stack: its own port base, its own in-memory database and temporary folders).
// Durations come from e2e/durations.json (seconds per file, from a previous run); a file missing there (a new
// one) counts as the mean of the known files, so it lands in a shard with no edit anywhere.
import fs from 'node:fs';
import path from 'node:path';

/** The seconds each browser test file took last time: `E2E_DURATIONS_WRITE=1 npm test` rewrites it. */
export const DURATIONS_FILE = 'durations.json';

/** The browser test files, relative to the e2e folder (as e2e/jest.config.cjs matches them). */
export function e2eFiles(e2eDir) {
  return fs
    .readdirSync(path.join(e2eDir, 'src'), { recursive: true })
    .map((file) => path.join('src', String(file)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.e2e.test.ts'))
    .sort();
}

export function readDurations(e2eDir) {
  try {
    return /** @type {Record<string, number>} */ (
      JSON.parse(fs.readFileSync(path.join(e2eDir, DURATIONS_FILE), 'utf8'))
    );
  } catch {
    return {};
  }
}

/**
 * `count` shards, longest file first into the shard with the least time so far. Returns each shard's files
 * and its expected seconds; a shard may be empty when there are fewer files than shards.
 */
export function splitIntoShards(files, durations, count) {
  const known = files.map((file) => durations[file]).filter((seconds) => typeof seconds === 'number');
  const fallback = known.length ? known.reduce((sum, seconds) => sum + seconds, 0) / known.length : 60;
  const expected = (file) => (typeof durations[file] === 'number' ? durations[file] : fallback);
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += expected(file);
  }
  for (const shard of shards) shard.seconds = Math.round(shard.seconds);
  return shards;
}

/** Each file's seconds from jest's JSON reports (--json --outputFile), relative to the e2e folder. */
export function durationsFromReports(e2eDir, reportFiles) {
  const measured = {};
  for (const report of reportFiles) {
    let results = [];
    try {
      results = JSON.parse(fs.readFileSync(report, 'utf8')).testResults ?? [];
    } catch {
      continue;
    }
    for (const result of results) {
      if (!result.startTime || !result.endTime) continue;
      const file = path.relative(e2eDir, result.name).split(path.sep).join('/');
      measured[file] = Math.max(1, Math.round((result.endTime - result.startTime) / 1000));
    }
  }
  return measured;
}

/** Rewrites the durations file with these measurements, keeping the files this run did not measure. */
export function writeDurations(e2eDir, measured) {
  const files = new Set(e2eFiles(e2eDir));
  const merged = { ...readDurations(e2eDir), ...measured };
  const kept = Object.fromEntries(
    Object.entries(merged)
      .filter(([file]) => files.has(file))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.writeFileSync(path.join(e2eDir, DURATIONS_FILE), `${JSON.stringify(kept, null, 2)}\n`);
}
