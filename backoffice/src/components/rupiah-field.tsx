import { useState } from 'react';
import { useField } from 'formik';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

export type RupiahFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'type'> & {
  name: string;
  /** the most digits of whole rupiah one can type (10: up to Rp 9.999.999.999) */
  maxDigits?: number;
};

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** What was typed after a decimal comma ('85.000,50'), kept on screen with the value it stands for. */
interface Draft {
  text: string;
  value: number;
}

/**
 * An amount of rupiah typed the Indonesian way: 'Rp' before it, thousands grouped with dots as one types
 * ('25.000'), digits only. The formik value is the number, or '' while empty. A decimal comma is kept as
 * typed and gives a number with sen ('85.000,50' is 85000.5, '85.000,00' is 85000), for the form's schema to
 * refuse, instead of its digits silently multiplying the amount by a hundred.
 */
export function RupiahField({ name, helperText, id, slotProps, maxDigits = 10, ...props }: RupiahFieldProps) {
  const [field, meta, helpers] = useField<number | string>(name);
  const [draft, setDraft] = useState<Draft | null>(null);
  const failed = Boolean(meta.touched && meta.error);
  const shown =
    draft && draft.value === field.value
      ? draft.text
      : field.value === '' || !Number.isFinite(Number(field.value))
        ? ''
        : grouped.format(Number(field.value));
  return (
    <TextField
      {...props}
      id={id ?? `field-${name}`}
      name={name}
      value={shown}
      onChange={(event) => {
        const [whole = '', ...rest] = event.target.value.split(',');
        const digits = whole
          .replace(/\D/g, '')
          .replace(/^0+(?=\d)/, '')
          .slice(0, maxDigits);
        if (rest.length > 0) {
          const sen = rest.join('').replace(/\D/g, '').slice(0, 2);
          const value = Number(`${digits || '0'}.${sen || '0'}`);
          setDraft({ text: `${digits ? grouped.format(Number(digits)) : '0'},${sen}`, value });
          void helpers.setValue(value);
          return;
        }
        setDraft(null);
        void helpers.setValue(digits ? Number(digits) : '');
      }}
      onBlur={field.onBlur}
      error={failed}
      helperText={failed ? meta.error : helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        // the digits, their thousands dots, and a comma with two decimals
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          maxLength: maxDigits + Math.floor((maxDigits - 1) / 3) + 3,
        },
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
      }}
    />
  );
}
