import { useState } from 'react';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton } from '@koperasi/shared-ui';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & { id: string };

/** A password input with a show/hide toggle that keeps the field's label in its own name. */
export function PasswordField({ label, id, slotProps, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const name = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <TextField
      {...props}
      id={id}
      label={label}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisible((shown) => !shown)}
                onMouseDown={(event) => event.preventDefault()}
                aria-label={visible ? `Sembunyikan ${name}` : `Tampilkan ${name}`}
                aria-controls={id}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
