/**
 * Run by Deno before a function's own module (`deno run --preload`). The server stops its function
 * processes when it closes; this ends one whose server died without closing (killed, crashed): an
 * orphan gets another parent, so a changed parent pid means the server is gone.
 */
declare const Deno: {
  readonly ppid: number;
  exit(code?: number): never;
  unrefTimer(id: unknown): void;
};

const serverPid = Deno.ppid;
const watchdog = setInterval(() => {
  if (Deno.ppid !== serverPid) Deno.exit(0);
}, 1000);
// a module that never serves still ends on its own, as it would without this file
Deno.unrefTimer(watchdog);

export {};
