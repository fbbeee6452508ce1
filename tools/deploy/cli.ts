// The deploy commands (README: "A team deploys"):
//   pnpm release <app> [--version X.Y.Z] [--env local] [--skip-build]
//   pnpm promote <remote> <version> --env <env> [--canary <percent>]
//   pnpm rollback <remote> --env <env> [--smoke]
//   pnpm deploy:status --env <env>
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  appendEntry,
  deployActor,
  lastChange,
  readEntries,
  rollbackTarget,
  type DeployAction,
  type DeployEntry,
} from './deploy-log';
import {
  parsePin,
  pinOf,
  pinUrl,
  readEnvironmentFile,
  releaseOriginOf,
  writeEnvironmentFile,
  type Environment,
} from './environment-file';
import { checkComplete, checkCompatible, shellOffer, timed, type GateResult } from './gates';
import { AlreadyPublished, contentTypeOf, type ReleaseOrigin } from './origin';
import {
  ROOT,
  buildOutput,
  deployLogPath,
  environmentPath,
  isApp,
  isRemote,
  type App,
  type Remote,
} from './paths';
import { buildVersion, releaseInfoFile, type ReleaseInfo } from './release-info';

export class CommandError extends Error {}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const WIB = new Intl.DateTimeFormat('id-ID', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
/** `07/12/2026 21.15 WIB` */
export function inWib(iso: string): string {
  const part = Object.fromEntries(WIB.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}.${part.minute} WIB`;
}

function printGate(gate: GateResult, out: (line: string) => void) {
  out(`  ${gate.ok ? 'ok  ' : 'FAIL'} ${gate.name.padEnd(10)} ${gate.detail} (${seconds(gate.ms)})`);
  if (!gate.ok) for (const problem of (gate.problems ?? []).slice(0, 20)) out(`         - ${problem}`);
}

// ---------------------------------------------------------------------------------------------- release

async function publish(origin: ReleaseOrigin, app: App, version: string, outDir: string, info: ReleaseInfo) {
  const prefix = `${app}/${version}/`;
  const files = Object.keys(info.files);
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift())
        await origin.putNew(prefix + file, fs.readFileSync(path.join(outDir, file)), contentTypeOf(file));
    }),
  );
  // release.json last: a folder without it is an interrupted release, which the complete gate refuses
  await origin.putNew(
    `${prefix}release.json`,
    fs.readFileSync(releaseInfoFile(app, outDir)),
    contentTypeOf('release.json'),
  );
  return files.length + 1;
}

export async function release(argv: string[], out: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      env: { type: 'string', default: 'local' },
      'skip-build': { type: 'boolean' },
    },
  });
  const app = positionals[0] ?? '';
  if (!isApp(app))
    throw new CommandError('usage: pnpm release <shell|storefront|auth|backoffice> [--version X.Y.Z]');
  const version = values.version ?? buildVersion(app);
  const config = readEnvironmentFile(environmentPath(values.env));
  const origin = releaseOriginOf(config);
  const started = Date.now();
  if (await origin.hasAny(`${app}/${version}/`)) throw new CommandError(`versi ${version} sudah dirilis`);
  if (!values['skip-build']) {
    out(`building ${app} ${version}…`);
    const build = spawnSync('pnpm', ['--filter', `@koperasi/${app}`, 'build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        [app === 'shell' ? 'SHELL_VERSION' : 'REMOTE_VERSION']: version,
      },
      encoding: 'utf8',
    });
    if (build.status !== 0)
      throw new CommandError(`the build of ${app} failed:\n${build.stdout}${build.stderr}`);
  }
  const outDir = buildOutput(app, version);
  const infoFile = releaseInfoFile(app, outDir);
  if (!fs.existsSync(infoFile))
    throw new CommandError(`${path.relative(ROOT, infoFile)} is missing: build ${app} first`);
  const info = JSON.parse(fs.readFileSync(infoFile, 'utf8')) as ReleaseInfo;
  if (info.version !== version) throw new CommandError(`the build is ${app} ${info.version}, not ${version}`);
  let count: number;
  try {
    count = await publish(origin, app, version, outDir, info);
  } catch (error) {
    if (error instanceof AlreadyPublished) throw new CommandError(`versi ${version} sudah dirilis`);
    throw error;
  }
  out(
    `released ${app} ${version} (${info.commit.slice(0, 12)}) to ${origin.description}: ${count} files in ${seconds(Date.now() - started)}`,
  );
}

// ---------------------------------------------------------------------------------------------- promote

interface Candidate {
  remote: Remote;
  version: string;
  config: Environment;
  file: string;
}

/** The gates for pinning `version`: complete, compatible, then (unless skipped) smoke. */
async function runGates(
  { remote, version, config }: Candidate,
  withSmoke: boolean,
  out: (line: string) => void,
): Promise<{ gates: GateResult[]; digests?: NonNullable<Environment['integrity']>[Remote] }> {
  const { base } = parsePin(pinOf(config, remote));
  const folder = `${base}/${encodeURIComponent(version)}`;
  const gates: GateResult[] = [];
  const done = (gate: GateResult) => {
    gates.push(gate);
    printGate(gate, out);
    return gate.ok;
  };
  let completed: Awaited<ReturnType<typeof checkComplete>>['release'];
  const complete = await timed('complete', async () => {
    const checked = await checkComplete(remote, version, folder);
    completed = checked.release;
    return checked.result;
  });
  if (!done(complete) || !completed) return { gates };
  const release = completed;
  const origin = releaseOriginOf(config);
  const compatible = await timed('compatible', async () =>
    checkCompatible(release.info, await shellOffer(config, origin)),
  );
  if (!done(compatible)) return { gates };
  if (withSmoke) {
    const candidate: Environment = structuredClone(config);
    candidate.remotes[remote] = pinUrl(base, version);
    candidate.integrity = { ...candidate.integrity, [remote]: release.digests };
    if (candidate.canary) delete candidate.canary[remote];
    out('  …    smoke      opening each route');
    // the browser's driver loads only for a run with the smoke gate
    const { smoke } = await import('./smoke');
    const smoked = await timed('smoke', () => smoke(candidate, remote, `${folder}/`, out));
    if (!done(smoked)) return { gates };
  }
  return { gates, digests: release.digests };
}

function logEntry(file: string, entry: Omit<DeployEntry, 'at' | 'actor'>) {
  appendEntry(file, { at: new Date().toISOString(), actor: deployActor(), ...entry });
}

const summary = (gates: GateResult[]) => gates.map(({ name, ok, detail, ms }) => ({ name, ok, detail, ms }));

export async function promote(argv: string[], out: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { env: { type: 'string' }, canary: { type: 'string' } },
  });
  const [remote = '', version = ''] = positionals;
  if (!isRemote(remote) || !version || !values.env)
    throw new CommandError(
      'usage: pnpm promote <storefront|auth|backoffice> <version> --env <env> [--canary <percent>]',
    );
  const percent = values.canary === undefined ? undefined : Number(values.canary);
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 99))
    throw new CommandError(`--canary is a share of visitors from 1 to 99: ${values.canary}`);
  const started = Date.now();
  const file = environmentPath(values.env);
  const config = readEnvironmentFile(file);
  const current = parsePin(pinOf(config, remote)).version;
  const logFile = deployLogPath(values.env);
  if (percent !== undefined && version === current)
    throw new CommandError(`${remote} ${version} is the pinned version: a canary is another version`);
  if (percent === undefined && version === current && !config.canary?.[remote]) {
    out(`${remote} ${version} is already pinned in ${values.env}`);
    return;
  }
  out(
    `${percent === undefined ? 'promote' : `canary ${percent} %:`} ${remote} ${current} → ${version} in ${values.env}`,
  );
  const { gates, digests } = await runGates({ remote, version, config, file }, true, out);
  const action: DeployAction = percent === undefined ? 'promote' : 'canary';
  const entry = (result: DeployEntry['result']) => ({
    environment: values.env!,
    action,
    remote,
    from: current,
    to: version,
    ...(percent ? { percent } : {}),
    result,
    gates: summary(gates),
  });
  if (!digests) {
    logEntry(logFile, entry('refused'));
    throw new CommandError(
      `refused: ${remote} ${version} is not pinned in ${values.env} (${seconds(Date.now() - started)})`,
    );
  }
  // the file may have changed while the gates ran: apply the change to what it holds now
  const latest = readEnvironmentFile(file);
  if (percent === undefined) {
    latest.remotes[remote] = pinUrl(parsePin(pinOf(latest, remote)).base, version);
    latest.integrity = { ...latest.integrity, [remote]: digests };
    if (latest.canary?.[remote]) {
      delete latest.canary[remote];
      if (Object.keys(latest.canary).length === 0) delete latest.canary;
    }
  } else {
    latest.canary = { ...latest.canary, [remote]: { version, percent, integrity: digests } };
  }
  writeEnvironmentFile(file, latest);
  logEntry(logFile, entry('done'));
  out(
    percent === undefined
      ? `pinned ${remote} ${version} in ${values.env} (was ${current}) in ${seconds(Date.now() - started)}`
      : `canary: ${percent} % of visitors get ${remote} ${version} in ${values.env}, the rest ${current} (${seconds(Date.now() - started)})`,
  );
}

// --------------------------------------------------------------------------------------------- rollback

export async function rollback(argv: string[], out: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { env: { type: 'string' }, smoke: { type: 'boolean' } },
  });
  const remote = positionals[0] ?? '';
  if (!isRemote(remote) || !values.env)
    throw new CommandError('usage: pnpm rollback <storefront|auth|backoffice> --env <env> [--smoke]');
  const started = Date.now();
  const file = environmentPath(values.env);
  const logFile = deployLogPath(values.env);
  const config = readEnvironmentFile(file);
  const current = parsePin(pinOf(config, remote)).version;
  const canary = config.canary?.[remote];
  if (canary) {
    // one step back from a canary: every visitor returns to the pinned version, which is already in use
    delete config.canary![remote];
    if (Object.keys(config.canary!).length === 0) delete config.canary;
    writeEnvironmentFile(file, config);
    logEntry(logFile, {
      environment: values.env,
      action: 'canary-end',
      remote,
      from: canary.version,
      to: current,
      result: 'done',
      gates: [],
    });
    out(`ended the canary of ${remote} ${canary.version} in ${values.env}: everyone gets ${current}`);
    return;
  }
  const target = rollbackTarget(readEntries(logFile), remote, current);
  if (!target)
    throw new CommandError(
      `${path.relative(ROOT, logFile)} has no pin of ${remote} before ${current} to return to`,
    );
  out(`rollback ${remote} ${current} → ${target} in ${values.env}`);
  const { gates, digests } = await runGates(
    { remote, version: target, config, file },
    values.smoke === true,
    out,
  );
  const entry = (result: DeployEntry['result']) => ({
    environment: values.env!,
    action: 'rollback' as const,
    remote,
    from: current,
    to: target,
    result,
    gates: summary(gates),
  });
  if (!digests) {
    logEntry(logFile, entry('refused'));
    throw new CommandError(`refused: ${remote} stays at ${current} in ${values.env}`);
  }
  const latest = readEnvironmentFile(file);
  latest.remotes[remote] = pinUrl(parsePin(pinOf(latest, remote)).base, target);
  latest.integrity = { ...latest.integrity, [remote]: digests };
  writeEnvironmentFile(file, latest);
  logEntry(logFile, entry('done'));
  out(`pinned ${remote} ${target} in ${values.env} (was ${current}) in ${seconds(Date.now() - started)}`);
}

// ----------------------------------------------------------------------------------------------- status

export function status(argv: string[], out: (line: string) => void): void {
  const { values } = parseArgs({ args: argv, options: { env: { type: 'string' } } });
  if (!values.env) throw new CommandError('usage: pnpm deploy:status --env <env>');
  const file = environmentPath(values.env);
  const config = readEnvironmentFile(file);
  const entries = readEntries(deployLogPath(values.env));
  out(`${values.env} (${file.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, file) : file})`);
  const rows: string[][] = [['remote', 'version', 'since', 'by', 'canary']];
  for (const remote of Object.keys(config.remotes) as Remote[]) {
    const version = parsePin(pinOf(config, remote)).version;
    const change = lastChange(entries, remote, ['promote', 'rollback']);
    const pinnedByLog = change && change.to === version;
    const canary = config.canary?.[remote];
    const canaryChange = canary && lastChange(entries, remote, ['canary']);
    rows.push([
      remote,
      `${version}${config.integrity?.[remote] ? '' : ' (no digests)'}`,
      pinnedByLog ? `${inWib(change.at)} (${change.action})` : 'before the deploy log',
      pinnedByLog ? change.actor : '-',
      canary
        ? `${canary.version} for ${canary.percent} %${canaryChange ? ` since ${inWib(canaryChange.at)} by ${canaryChange.actor}` : ''}`
        : '-',
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    out(
      `  ${row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd()}`,
    );
  out(`  shell: ${config.shell ? config.shell.version : "this checkout's build (no shell pin)"}`);
}

// ------------------------------------------------------------------------------------------------- main

const COMMANDS: Record<string, (argv: string[], out: (line: string) => void) => Promise<void> | void> = {
  release,
  promote,
  rollback,
  status,
};

if (require.main === module) {
  const [command = '', ...argv] = process.argv.slice(2);
  const run = COMMANDS[command];
  if (!run) {
    console.error(`unknown command ${command}: ${Object.keys(COMMANDS).join(', ')}`);
    process.exit(2);
  }
  Promise.resolve(run(argv, (line) => console.log(line))).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof CommandError ? error.message : error);
      process.exit(1);
    },
  );
}
