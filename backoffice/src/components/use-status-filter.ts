import { useSearchParams } from '@koperasi/shared-ui';

/**
 * A list's filter tab kept in the address (`?status=`), so a reload or a shared link opens the same tab: the
 * value shown (the default when the address names none or an unknown one), and how to choose another (the
 * default leaves the address without `status`; `onChange` runs first, e.g. back to the first page).
 */
export function useStatusFilter<Value extends string>(
  values: readonly Value[],
  fallback: Value,
  onChange?: () => void,
): [Value, (value: Value) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const value = values.find((known) => known === asked) ?? fallback;
  const choose = (next: Value) => {
    onChange?.();
    const changed = new URLSearchParams(params);
    if (next === fallback) changed.delete('status');
    else changed.set('status', next);
    setParams(changed, { replace: true });
  };
  return [value, choose];
}
