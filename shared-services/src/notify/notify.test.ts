import type { OptionsObject } from 'notistack';
import type * as Notify from './notify';
import type { Toaster, ToastKey } from './notify';

type NotifyModule = typeof Notify;

/** A fresh notify module (its queue and provider are module state) and a recording provider. */
function setup() {
  let notifyModule: NotifyModule | undefined;
  jest.isolateModules(() => {
    notifyModule = jest.requireActual<NotifyModule>('./notify');
  });
  const shown: Array<{ message: string; key: ToastKey | undefined; variant: string | undefined }> = [];
  const closed: ToastKey[] = [];
  const toaster: Toaster = {
    enqueue: (message, options: OptionsObject) =>
      shown.push({ message: message as string, key: options.key, variant: options.variant }),
    close: (key) => closed.push(key),
  };
  return { ...notifyModule!, toaster, shown, closed };
}

describe('notify', () => {
  it('keeps toasts in order until a provider is mounted, without the ones dismissed meanwhile', () => {
    const { notify, attachToaster, toaster, shown } = setup();
    const first = notify.success('Login berhasil!');
    const dropped = notify.error('Tidak jadi tampil');
    notify.dismiss(dropped);
    notify.info('Ditambahkan ke wishlist');
    expect(shown).toEqual([]);

    attachToaster(toaster);
    expect(shown).toEqual([
      { message: 'Login berhasil!', key: first, variant: 'success' },
      { message: 'Ditambahkan ke wishlist', key: expect.any(String), variant: 'info' },
    ]);
  });

  it('shows at once while a provider is there, and queues again after it is taken back', () => {
    const { notify, attachToaster, toaster, shown } = setup();
    const detach = attachToaster(toaster);
    notify.error('Gagal menyimpan');
    expect(shown.map((toast) => toast.message)).toEqual(['Gagal menyimpan']);

    detach();
    notify.success('Produk disimpan');
    expect(shown).toHaveLength(1);
    attachToaster(toaster);
    expect(shown.map((toast) => toast.message)).toEqual(['Gagal menyimpan', 'Produk disimpan']);
  });

  it('closes a toast on screen through the provider, and gives each toast its own key', () => {
    const { notify, attachToaster, toaster, shown, closed } = setup();
    attachToaster(toaster);
    const one = notify.error('Satu');
    const two = notify.error('Dua');
    expect(one).not.toBe(two);
    notify.dismiss(one);
    expect(closed).toEqual([one]);
    expect(shown.map((toast) => toast.key)).toEqual([one, two]);
  });

  it('tells the listeners once, on the first toast asked for, and a late listener at once', () => {
    const { notify, onToastsWanted } = setup();
    const early = jest.fn();
    const gone = jest.fn();
    onToastsWanted(early);
    onToastsWanted(gone)();
    notify.info('Keranjang diperbarui');
    notify.info('Lagi');
    expect(early).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = jest.fn();
    onToastsWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
