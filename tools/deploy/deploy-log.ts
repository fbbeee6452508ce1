// An environment's deploy log (deploy/log/<env>.jsonl): one JSON line per promotion, rollback or canary
// change, and per refusal, appended and never rewritten. Rollback and deploy:status read it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { GateResult } from './gates';

export type DeployAction = 'promote' | 'rollback' | 'canary' | 'canary-end';

export interface DeployEntry {
  at: string;
  actor: string;
  environment: string;
  action: DeployAction;
  remote: string;
  /** the pinned version before */
  from: string;
  /** the pinned version after (a canary's own version for `canary`) */
  to: string;
  /** a canary's share of visitors */
  percent?: number;
  result: 'done' | 'refused';
  gates: Pick<GateResult, 'name' | 'ok' | 'detail' | 'ms'>[];
}

/** DEPLOY_ACTOR, else `git config user.email`, else the OS user. */
export function deployActor(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DEPLOY_ACTOR) return env.DEPLOY_ACTOR;
  try {
    const email = execFileSync('git', ['config', 'user.email'], { encoding: 'utf8' }).trim();
    if (email) return email;
  } catch {
    // no git identity
  }
  return env.USER ?? 'unknown';
}

export function appendEntry(file: string, entry: DeployEntry): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

export function readEntries(file: string): DeployEntry[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as DeployEntry;
      } catch {
        throw new Error(`${file}:${index + 1} is not a JSON line`);
      }
    });
}

const PIN_ACTIONS = new Set<DeployAction>(['promote', 'rollback']);

/**
 * The versions a remote has been pinned to, oldest first, as a stack: a promotion pushes its version, a
 * rollback pops the current one. Refusals and canaries leave it alone.
 */
export function pinStack(entries: DeployEntry[], remote: string): string[] {
  const stack: string[] = [];
  for (const entry of entries) {
    if (entry.remote !== remote || entry.result !== 'done' || !PIN_ACTIONS.has(entry.action)) continue;
    if (stack.length === 0) stack.push(entry.from);
    if (entry.action === 'promote') {
      if (stack[stack.length - 1] !== entry.to) stack.push(entry.to);
    } else {
      stack.pop();
      if (stack[stack.length - 1] !== entry.to) stack.push(entry.to);
    }
  }
  return stack;
}

/** The version one rollback returns to: the pin before the current one, when the log knows it. */
export function rollbackTarget(entries: DeployEntry[], remote: string, current: string): string | undefined {
  const stack = pinStack(entries, remote);
  if (stack.length < 2 || stack[stack.length - 1] !== current) return undefined;
  return stack[stack.length - 2];
}

/** The last entry that set a remote's current pin (or its canary), for deploy:status. */
export function lastChange(
  entries: DeployEntry[],
  remote: string,
  actions: DeployAction[],
): DeployEntry | undefined {
  return entries.findLast(
    (entry) => entry.remote === remote && entry.result === 'done' && actions.includes(entry.action),
  );
}
