import { useField } from 'formik';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

export type RupiahFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'type'> & {
  name: string;
};

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/**
 * A whole-rupiah amount typed the Indonesian way: 'Rp' before it, thousands grouped with dots as one types
 * ('25.000'), digits only. The formik value is the number, or '' while empty.
 */
export function RupiahField({ name, helperText, id, slotProps, ...props }: RupiahFieldProps) {
  const [field, meta, helpers] = useField<number | ''>(name);
  const failed = Boolean(meta.touched && meta.error);
  return (
    <TextField
      {...props}
      id={id ?? `field-${name}`}
      name={name}
      value={field.value === '' ? '' : grouped.format(field.value)}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
        void helpers.setValue(digits ? Number(digits) : '');
      }}
      onBlur={field.onBlur}
      error={failed}
      helperText={failed ? meta.error : helperText}
      fullWidth
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 12 },
        input: { startAdornment: <InputAdornment position="start">Rp</InputAdornment> },
      }}
    />
  );
}
