import { useRef } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormik, type FormikErrors } from 'formik';
import { FocusFirstError, useFocusFirstError } from './focus-first-error';

interface Values {
  name: string;
  email: string;
}

const validate = (values: Values): FormikErrors<Values> => ({
  ...(values.name ? {} : { name: 'Nama wajib diisi' }),
  ...(values.email.includes('@') ? {} : { email: 'Email tidak valid' }),
});

/** A form as the auth pages write it: useFormik, the fields marked aria-invalid once touched. */
function HookForm() {
  const formik = useFormik<Values>({ initialValues: { name: '', email: '' }, validate, onSubmit: () => {} });
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formik);
  const invalid = (name: keyof Values) => Boolean(formik.touched[name] && formik.errors[name]);
  return (
    <form ref={form} onSubmit={formik.handleSubmit} noValidate>
      <input aria-label="Catatan" />
      <input aria-label="Nama" {...formik.getFieldProps('name')} aria-invalid={invalid('name')} />
      <input aria-label="Email" {...formik.getFieldProps('email')} aria-invalid={invalid('email')} />
      <button type="submit">Kirim</button>
    </form>
  );
}

describe('useFocusFirstError', () => {
  it('moves the focus to the first invalid field after a failed submit, once per submit', async () => {
    const user = userEvent.setup();
    render(<HookForm />);
    await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Dewi');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());

    // emptying the name makes it the first invalid field, but only the next submit moves the focus there
    await user.clear(screen.getByRole('textbox', { name: 'Nama' }));
    await user.click(screen.getByRole('textbox', { name: 'Catatan' }));
    expect(screen.getByRole('textbox', { name: 'Catatan' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus());
  });

  it('leaves the focus where it is after a valid submit', async () => {
    const user = userEvent.setup();
    render(<HookForm />);
    await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Dewi');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dewi@koperasi.test');
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(screen.getByRole('button', { name: 'Kirim' })).toHaveFocus();
  });
});

describe('FocusFirstError', () => {
  it('does the same inside a <Formik> form', async () => {
    const user = userEvent.setup();
    function ContextForm() {
      const form = useRef<HTMLFormElement>(null);
      return (
        <Formik<Values> initialValues={{ name: '', email: '' }} validate={validate} onSubmit={() => {}}>
          {(formik) => (
            <form ref={form} onSubmit={formik.handleSubmit} noValidate>
              <FocusFirstError form={form} />
              <input
                aria-label="Nama"
                {...formik.getFieldProps('name')}
                aria-invalid={Boolean(formik.touched.name && formik.errors.name)}
              />
              <button type="submit">Kirim</button>
            </form>
          )}
        </Formik>
      );
    }
    render(<ContextForm />);
    await user.click(screen.getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveFocus());
  });
});
