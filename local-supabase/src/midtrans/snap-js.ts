/**
 * The stand-in's snap.js: window.snap.pay(token, { onSuccess, onPending, onError, onClose }) opens the payment
 * page in an overlay iframe (id "snap-midtrans", as Midtrans names its own) and calls back as Snap does:
 * onSuccess when paid, onPending when closed after choosing a method, onError when expired, cancelled or
 * denied, onClose when closed before choosing.
 */
export const SNAP_JS = `(function () {
  'use strict';
  if (window.snap && window.snap.__standIn) return;
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\\/snap\\/snap\\.js(?:[?#].*)?$/, '') : '';
  var overlay = null;
  var frame = null;
  var callbacks = {};
  var lastPending = null;
  var lastFocus = null;
  var closeTimer = null;

  function finish(kind, result) {
    if (!overlay) return;
    if (closeTimer) clearTimeout(closeTimer);
    closeTimer = null;
    window.removeEventListener('message', onMessage);
    document.removeEventListener('keydown', onKey, true);
    overlay.parentNode && overlay.parentNode.removeChild(overlay);
    overlay = null;
    frame = null;
    var done = callbacks;
    callbacks = {};
    if (lastFocus && typeof lastFocus.focus === 'function') lastFocus.focus();
    if (kind === 'success' && done.onSuccess) done.onSuccess(result);
    else if (kind === 'error' && done.onError) done.onError(result);
    else if (kind === 'pending' && done.onPending) done.onPending(result);
    else if (kind === 'close' && done.onClose) done.onClose();
  }

  function dismiss() {
    finish(lastPending ? 'pending' : 'close', lastPending);
  }

  function onMessage(event) {
    if (!frame || event.source !== frame.contentWindow) return;
    var data = event.data || {};
    if (data.source !== 'midtrans-stand-in') return;
    if (data.type === 'pending') lastPending = data.result;
    else if (data.type === 'success' || data.type === 'error') {
      // the page shows the outcome for a moment, as Snap does, then the merchant takes over
      if (!closeTimer) closeTimer = setTimeout(function () { finish(data.type, data.result); }, 1500);
    } else if (data.type === 'close') {
      if (data.result && (data.result.transaction_status === 'settlement')) finish('success', data.result);
      else if (data.result && data.result.transaction_status && data.result.transaction_status !== 'pending') finish('error', data.result);
      else dismiss();
    }
  }

  function onKey(event) {
    if (event.key === 'Escape') {
      event.preventDefault();
      dismiss();
    }
  }

  function pay(token, options) {
    if (overlay) throw new Error('snap.pay is not allowed to be called in this state');
    if (!token) throw new Error('snap.pay needs a transaction token');
    callbacks = options || {};
    lastPending = null;
    lastFocus = document.activeElement;
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Pembayaran');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center';
    var box = document.createElement('div');
    box.style.cssText = 'position:relative;background:#fff;width:min(460px,100vw);height:min(720px,100vh);border-radius:8px;overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3)';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '\\u00d7';
    close.setAttribute('aria-label', 'Tutup pembayaran');
    close.style.cssText = 'position:absolute;top:6px;right:8px;z-index:1;border:0;background:transparent;font-size:28px;line-height:1;cursor:pointer;padding:4px 10px';
    close.addEventListener('click', dismiss);
    frame = document.createElement('iframe');
    frame.id = 'snap-midtrans';
    frame.name = 'snap-midtrans';
    frame.title = 'Pembayaran Midtrans';
    frame.src = base + '/snap/v4/redirection/' + encodeURIComponent(token) + '?embedded=1';
    frame.style.cssText = 'border:0;width:100%;height:100%';
    frame.addEventListener('load', function () { frame && frame.focus(); });
    box.appendChild(close);
    box.appendChild(frame);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    window.addEventListener('message', onMessage);
    document.addEventListener('keydown', onKey, true);
  }

  window.snap = { __standIn: true, pay: pay, hide: dismiss, show: function () {} };
})();
`;
