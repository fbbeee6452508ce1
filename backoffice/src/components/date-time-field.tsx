import { useState } from 'react';
import { useField } from 'formik';
import { TextField, type TextFieldProps } from '@mui/material';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The form's value ('2031-01-15T09:30', a WIB wall time, as a datetime-local input would hold it) from what a
 * person typed, day first as Indonesians write it: '15/01/2031 09.30', '15-1-2031 9:30', '15/01/2031 pukul
 * 09.30', or a day alone ('15/01/2031', at 00.00). null when the text is no date of the calendar.
 */
export function parseIndonesianDateTime(text: string): string | null {
  const match =
    /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,]+(?:pukul\s+)?(\d{1,2})[.:](\d{2}))?\s*$/i.exec(text);
  if (!match) return null;
  const [day, month, year, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  // a day of the calendar whatever the browser's zone (a local Date skips the hour a clock change skips)
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || hour > 23 || minute > 59) return null;
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** The form's value as a person reads and types it, '15/01/2031 09.30'; any other text as it is. */
export function formatIndonesianDateTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}.${match[5]}` : value;
}

/** A day alone, day first ('15/01/2031', '5-1-2031') as the form's value '2031-01-15'; null when it is no date. */
export function parseIndonesianDate(text: string): string | null {
  if (!/^\s*\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\s*$/.test(text)) return null;
  return parseIndonesianDateTime(text)?.slice(0, 10) ?? null;
}

/**
 * Whether a DateField's form value is a day ('2031-01-15') or empty. While the text typed is no date the value
 * is that text, so a form's rules use this to refuse it (the field then shows how to write the date).
 */
export function isDateValue(value: string | undefined): boolean {
  return !value || /^\d{4}-\d{2}-\d{2}$/.test(value);
}

/** The form's value '2031-01-15' as a person reads and types it, '15/01/2031'; any other text as it is. */
export function formatIndonesianDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

const MODES = {
  datetime: {
    parse: parseIndonesianDateTime,
    format: formatIndonesianDateTime,
    placeholder: 'hh/bb/tttt jj.mm',
    hint: 'Tulis tanggal seperti 15/01/2031 09.30 (hari/bulan/tahun jam.menit)',
  },
  date: {
    parse: parseIndonesianDate,
    format: formatIndonesianDate,
    placeholder: 'hh/bb/tttt',
    hint: 'Tulis tanggal seperti 15/01/2031 (hari/bulan/tahun)',
  },
} as const;

export type DateTimeFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'type'> & {
  name: string;
  /** 'date': a day alone, dd/mm/yyyy, the form's value 'yyyy-mm-dd' */
  mode?: keyof typeof MODES;
};

/**
 * A formik date-and-time field written the Indonesian way (dd/mm/yyyy jj.mm), whatever the browser's
 * language: the browser's own datetime-local control follows the browser's locale, so an English browser
 * showed and asked for mm/dd/yyyy. The form's value stays 'yyyy-mm-ddThh:mm' (or the text as typed while it
 * is no date, so the form's rules refuse it); empty means no date.
 */
export function DateTimeField({ name, helperText, id, mode = 'datetime', ...props }: DateTimeFieldProps) {
  const { parse, format, placeholder, hint } = MODES[mode];
  const [field, meta, helpers] = useField<string>(name);
  const value = field.value ?? '';
  const [text, setText] = useState(() => format(value));
  // a value set from outside (the stored article loaded, the form reset) replaces what is shown; what the
  // person typed stays as typed (React's 'adjusting state when a prop changes', not an effect)
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if ((parse(text) ?? text) !== value) setText(format(value));
  }
  const failed = Boolean(meta.touched && meta.error);
  const unreadable = text.trim() !== '' && parse(text) === null;
  return (
    <TextField
      id={id ?? `field-${name}`}
      name={name}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        void helpers.setValue(next.trim() === '' ? '' : (parse(next) ?? next));
      }}
      onBlur={field.onBlur}
      placeholder={placeholder}
      error={failed}
      helperText={failed ? (unreadable ? hint : meta.error) : helperText}
      fullWidth
      autoComplete="off"
      {...props}
    />
  );
}

/** The same field for a day alone (dd/mm/yyyy); the form's value stays 'yyyy-mm-dd', as a date input held it. */
export function DateField(props: Omit<DateTimeFieldProps, 'mode'>) {
  return <DateTimeField mode="date" slotProps={{ inputLabel: { shrink: true } }} {...props} />;
}
