import crypto from 'node:crypto';
import { escapeHtml } from '../auth/dev-mailbox';
import { jakartaTime, STATUS_CODES, type StandInTransaction } from './midtrans-stand-in';
import { MANDIRI_BILLER_CODE, type PaymentMethod } from './payment-methods';

export interface PaymentPageInput {
  transaction: StandInTransaction;
  methods: PaymentMethod[];
  /** inside snap.js' overlay: talk to the opener with postMessage instead of links */
  embedded: boolean;
  /** the page's own URL (forms post to `${pageUrl}/<action>`) */
  pageUrl: string;
  /** the Core API's view of the transaction (what snap.js hands to the callbacks); undefined before a choice */
  result: Record<string, unknown> | undefined;
  /** what the last change's notification got back, for whoever develops against the stand-in */
  delivery: string | undefined;
  error: string | undefined;
}

export function formatRupiah(amount: number): string {
  return `Rp ${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** a QR-looking picture derived from the payment code: the stand-in's payments need no real scanner */
function qrSvg(code: string): string {
  const size = 25;
  const bits: boolean[] = [];
  let counter = 0;
  while (bits.length < size * size) {
    for (const byte of crypto.createHash('sha256').update(`${code}:${counter}`).digest())
      for (let bit = 0; bit < 8; bit += 1) bits.push(((byte >> bit) & 1) === 1);
    counter += 1;
  }
  const finder = (x: number, y: number) =>
    [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ].some(([fx, fy]) => {
      const dx = x - fx!;
      const dy = y - fy!;
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return false;
      return dx === 0 || dy === 0 || dx === 6 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
    });
  const inFinderZone = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= size - 8 && y < 8) || (x < 8 && y >= size - 8);
  let cells = '';
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const dark = inFinderZone(x, y) ? finder(x, y) : bits[y * size + x];
      if (dark) cells += `<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`;
    }
  return `<svg class="qr" role="img" aria-label="Kode QR pembayaran" viewBox="0 0 ${size + 4} ${size + 4}" width="220" height="220" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><g fill="#111">${cells}</g></svg>`;
}

function hidden(embedded: boolean): string {
  return embedded ? '<input type="hidden" name="embedded" value="1">' : '';
}

function actionForm(
  input: PaymentPageInput,
  action: string,
  label: string,
  style: string,
  extra = '',
): string {
  return `<form method="post" action="${escapeHtml(`${input.pageUrl}/${action}`)}">${hidden(input.embedded)}${extra}<button type="submit" class="${style}">${escapeHtml(label)}</button></form>`;
}

const GROUPS: { title: string; kinds: PaymentMethod['kind'][] }[] = [
  { title: 'QRIS', kinds: ['qr'] },
  { title: 'Virtual Account (transfer bank)', kinds: ['va', 'bill'] },
  { title: 'E-wallet', kinds: ['ewallet'] },
];

function chooseSection(input: PaymentPageInput): string {
  const groups = GROUPS.map((group) => {
    const methods = input.methods.filter((method) => group.kinds.includes(method.kind));
    if (methods.length === 0) return '';
    const items = methods
      .map(
        (method) =>
          `<li>${actionForm(input, 'choose', method.label, 'method', `<input type="hidden" name="method" value="${escapeHtml(method.key)}">`)}</li>`,
      )
      .join('');
    return `<h3>${escapeHtml(group.title)}</h3><ul class="methods">${items}</ul>`;
  }).join('');
  return `<section aria-labelledby="pilih"><h2 id="pilih">Pilih metode pembayaran</h2>${groups}</section>`;
}

function instructions(method: PaymentMethod, code: string): string {
  switch (method.kind) {
    case 'qr':
      return `<figure>${qrSvg(code)}<figcaption>Pindai kode QR ini dengan aplikasi bank atau e-wallet yang mendukung QRIS.</figcaption></figure>`;
    case 'ewallet':
      return `<figure>${qrSvg(code)}<figcaption>Buka aplikasi ${escapeHtml(method.label)}, pindai kode QR ini, lalu konfirmasi pembayaran.</figcaption></figure>`;
    case 'bill':
      return `<dl class="codes"><dt>Kode perusahaan (biller code)</dt><dd class="code">${MANDIRI_BILLER_CODE}</dd><dt>Kode bayar (bill key)</dt><dd class="code" id="kode-bayar">${escapeHtml(code)}</dd></dl>
<p>Bayar lewat Livin' by Mandiri atau ATM Mandiri: menu Bayar, pilih Multipayment, masukkan kode perusahaan dan kode bayar.</p>`;
    default:
      return `<dl class="codes"><dt>Nomor Virtual Account ${escapeHtml((method.bank ?? '').toUpperCase())}</dt><dd class="code" id="nomor-va">${escapeHtml(code)}</dd></dl>
<p>Transfer tepat sejumlah total di atas ke nomor ini melalui m-banking, internet banking atau ATM ${escapeHtml((method.bank ?? '').toUpperCase())}.</p>`;
  }
}

function pendingSection(input: PaymentPageInput): string {
  const { transaction } = input;
  const method = transaction.method;
  if (!method || !transaction.paymentCode) return '';
  return `<section aria-labelledby="metode"><h2 id="metode">${escapeHtml(method.label)}</h2>
${instructions(method, transaction.paymentCode)}
<p class="note">Halaman ini simulasi lokal: <strong>Bayar</strong> berlaku seperti pembayaran yang berhasil, <strong>Biarkan Kedaluwarsa</strong> seperti batas waktu yang lewat.</p>
<div class="actions">
${actionForm(input, 'pay', 'Bayar', 'primary')}
${actionForm(input, 'expire', 'Biarkan Kedaluwarsa', 'secondary')}
${actionForm(input, 'cancel', 'Batalkan', 'danger')}
</div></section>`;
}

const OUTCOMES: Record<string, { title: string; text: string }> = {
  settlement: { title: 'Pembayaran berhasil', text: 'Terima kasih, pembayaran Anda sudah kami terima.' },
  expire: {
    title: 'Transaksi kedaluwarsa',
    text: 'Batas waktu pembayaran sudah lewat; transaksi ini tidak dapat dibayar lagi.',
  },
  cancel: { title: 'Transaksi dibatalkan', text: 'Transaksi ini dibatalkan dan tidak dapat dibayar lagi.' },
  deny: { title: 'Pembayaran ditolak', text: 'Pembayaran ditolak oleh penyedia pembayaran.' },
  refund: { title: 'Dana dikembalikan', text: 'Pembayaran transaksi ini sudah dikembalikan.' },
};

function finishLink(input: PaymentPageInput): string {
  const finish = input.transaction.request.callbacks as { finish?: unknown } | undefined;
  if (typeof finish?.finish !== 'string' || input.transaction.status === 'created') return '';
  const url = new URL(finish.finish);
  url.searchParams.set('order_id', input.transaction.orderId);
  url.searchParams.set('status_code', STATUS_CODES[input.transaction.status]);
  url.searchParams.set('transaction_status', input.transaction.status);
  return `<p><a class="button primary" href="${escapeHtml(url.toString())}">Kembali ke toko</a></p>`;
}

function outcomeSection(input: PaymentPageInput): string {
  const outcome = OUTCOMES[input.transaction.status];
  if (!outcome) return '';
  const back = input.embedded
    ? '<p><button type="button" class="primary" id="tutup">Kembali ke toko</button></p>'
    : finishLink(input);
  return `<section aria-labelledby="hasil" class="outcome ${escapeHtml(input.transaction.status)}"><h2 id="hasil">${escapeHtml(outcome.title)}</h2><p>${escapeHtml(outcome.text)}</p>${back}</section>`;
}

/** what snap.js passes to onSuccess/onPending/onError */
function messageType(status: string): string | undefined {
  if (status === 'settlement') return 'success';
  if (status === 'pending') return 'pending';
  if (status === 'created') return undefined;
  return 'error';
}

function embeddedScript(input: PaymentPageInput): string {
  if (!input.embedded) return '';
  const type = messageType(input.transaction.status);
  // JSON in a script element: "<" escaped so no value can close the element
  const payload = JSON.stringify({
    source: 'midtrans-stand-in',
    type: type ?? null,
    result: input.result ?? null,
  }).replace(/</g, '\\u003c');
  return `<script>
(function () {
  var message = ${payload};
  var parentWindow = window.parent !== window ? window.parent : null;
  if (parentWindow && message.type) parentWindow.postMessage(message, '*');
  var close = document.getElementById('tutup');
  if (close && parentWindow) close.addEventListener('click', function () {
    parentWindow.postMessage({ source: 'midtrans-stand-in', type: 'close', result: message.result }, '*');
  });
})();
</script>`;
}

export function renderPaymentPage(input: PaymentPageInput): string {
  const { transaction } = input;
  let body: string;
  if (transaction.status === 'created') body = chooseSection(input);
  else if (transaction.status === 'pending') body = pendingSection(input);
  else body = outcomeSection(input);
  const alert = input.error ? `<p class="alert" role="alert">${escapeHtml(input.error)}</p>` : '';
  const delivery = input.delivery
    ? `<p class="delivery" role="status">${escapeHtml(input.delivery)}</p>`
    : '';
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pembayaran ${escapeHtml(transaction.orderId)} (simulasi Midtrans)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1f2933; }
  main { max-width: 440px; margin: 0 auto; background: #fff; min-height: 100vh; padding: 20px 24px 32px; box-sizing: border-box; }
  .brand { margin: 0 0 12px; font-size: 13px; color: #52606d; letter-spacing: .02em; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  h2 { font-size: 17px; margin: 20px 0 10px; }
  h3 { font-size: 14px; margin: 16px 0 6px; color: #52606d; }
  .amount { font-size: 24px; font-weight: 700; margin: 8px 0 2px; }
  .deadline { font-size: 14px; color: #52606d; margin: 0; }
  ul.methods { list-style: none; margin: 0; padding: 0; }
  ul.methods li { margin-bottom: 8px; }
  button, a.button { font: inherit; cursor: pointer; border-radius: 6px; padding: 10px 16px; border: 1px solid transparent; text-decoration: none; display: inline-block; }
  button.method { width: 100%; text-align: left; background: #fff; border-color: #cbd2d9; }
  button.method:hover, button.method:focus-visible { border-color: #0b5cad; background: #f0f6ff; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
  .primary { background: #0b5cad; color: #fff; }
  .secondary { background: #fff; color: #1f2933; border-color: #9aa5b1; }
  .danger { background: #fff; color: #ab091e; border-color: #ab091e; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
  .codes dt { font-size: 14px; color: #52606d; }
  .codes dd { margin: 2px 0 12px; }
  .code { font-family: ui-monospace, monospace; font-size: 22px; font-weight: 700; letter-spacing: .06em; }
  figure { margin: 0; text-align: center; }
  figcaption { font-size: 14px; color: #52606d; margin-top: 8px; }
  .note { font-size: 13px; color: #52606d; background: #fffbea; border: 1px solid #f7d070; border-radius: 6px; padding: 8px 10px; }
  .alert { background: #ffe3e3; color: #8a041a; border-radius: 6px; padding: 8px 10px; }
  .delivery { font-size: 12px; color: #52606d; margin-top: 24px; word-break: break-all; }
  .outcome.settlement h2 { color: #0e7c3a; }
  .outcome.expire h2, .outcome.cancel h2, .outcome.deny h2 { color: #ab091e; }
</style>
</head>
<body>
<main>
  <p class="brand">Midtrans · simulasi lokal</p>
  <h1>Pembayaran pesanan ${escapeHtml(transaction.orderId)}</h1>
  <p class="amount">${formatRupiah(transaction.grossAmount)}</p>
  <p class="deadline">Bayar sebelum ${escapeHtml(jakartaTime(transaction.expiresAt).slice(0, 16))} WIB</p>
  ${alert}
  ${body}
  ${delivery}
</main>
${embeddedScript(input)}
</body>
</html>`;
}
