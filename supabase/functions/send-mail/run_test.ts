import assert from 'node:assert/strict';
import type { OutboxRow, OutgoingMail } from './mail.ts';
import { runOnce, type OutboxStore } from './run.ts';

const quiet = { info() {}, error() {} };

/** An outbox in memory with the database's rules for a failure: gagal at the fifth. */
function memoryStore(rows: OutboxRow[]) {
  const marks: { id: number; sent?: string | null; failed?: string }[] = [];
  const store: OutboxStore = {
    claim: (batchSize) => Promise.resolve(rows.splice(0, batchSize)),
    markSent: (id, messageId) => {
      marks.push({ id, sent: messageId });
      return Promise.resolve();
    },
    markFailed: (id, error) => {
      marks.push({ id, failed: error });
      const attempts = (rowsById.get(id)?.attempts ?? 0) + 1;
      return Promise.resolve({ status: attempts >= 5 ? 'gagal' : 'menunggu', nextAttemptAt: 'nanti' });
    },
  };
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return { store, marks };
}

const row = (id: number, attempts = 0): OutboxRow => ({
  id,
  recipient: `pembeli${id}@contoh.id`,
  template: 'pesanan_dibuat',
  subject: `Pesanan ${id}`,
  body: 'Halo,\n\n{{SITE_URL}}/orders',
  attempts,
});

Deno.test('sends the claimed mails and marks each sent with the provider id', async () => {
  const { store, marks } = memoryStore([row(1), row(2)]);
  const sent: OutgoingMail[] = [];
  const result = await runOnce(
    store,
    { send: (mail) => (sent.push(mail), Promise.resolve(`<id-${sent.length}@smtp>`)) },
    { batchSize: 20, siteUrl: 'https://koperasi.id' },
    quiet,
  );
  assert.deepEqual(result, { claimed: 2, sent: 2, failed: 0, givenUp: 0 });
  assert.deepEqual(marks, [
    { id: 1, sent: '<id-1@smtp>' },
    { id: 2, sent: '<id-2@smtp>' },
  ]);
  assert.equal(sent[0]!.text, 'Halo,\n\nhttps://koperasi.id/orders');
});

Deno.test(
  "a refused mail is marked failed with the server's words; the others still go; the fifth failure gives up",
  async () => {
    const { store, marks } = memoryStore([row(1), row(2, 4), row(3)]);
    const result = await runOnce(
      store,
      {
        send: (mail) =>
          mail.to === 'pembeli3@contoh.id'
            ? Promise.resolve('<ok@smtp>')
            : Promise.reject(new Error('550 5.1.1  mailbox\nunavailable')),
      },
      { batchSize: 20, siteUrl: 'https://koperasi.id' },
      quiet,
    );
    assert.deepEqual(result, { claimed: 3, sent: 1, failed: 2, givenUp: 1 });
    assert.deepEqual(marks, [
      { id: 1, failed: '550 5.1.1 mailbox unavailable' },
      { id: 2, failed: '550 5.1.1 mailbox unavailable' },
      { id: 3, sent: '<ok@smtp>' },
    ]);
  },
);

Deno.test('claims a batch at a time until none is due', async () => {
  const { store } = memoryStore([row(1), row(2), row(3), row(4), row(5)]);
  const claims: number[] = [];
  const counting: OutboxStore = {
    ...store,
    claim: async (size) => {
      const rows = await store.claim(size);
      claims.push(rows.length);
      return rows;
    },
  };
  const result = await runOnce(
    counting,
    { send: () => Promise.resolve(null) },
    { batchSize: 2, siteUrl: '' },
    quiet,
  );
  assert.equal(result.sent, 5);
  assert.deepEqual(claims, [2, 2, 1]);
});

Deno.test('claims no new batch once the time budget is spent: the rest waits for the next run', async () => {
  const { store } = memoryStore([row(1), row(2), row(3), row(4), row(5)]);
  let clock = 0;
  const result = await runOnce(
    store,
    { send: () => ((clock += 10_000), Promise.resolve(null)) },
    { batchSize: 2, siteUrl: '', budgetMs: 30_000, now: () => clock },
    quiet,
  );
  // 2 mails (20 s), 2 more (40 s): past the budget, the fifth is left
  assert.equal(result.sent, 4);
});
