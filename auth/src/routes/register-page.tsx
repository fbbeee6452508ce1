import {
  Link as RouterLink,
  useNavigate,
  Box,
  Button,
  Typography,
  usePageTitle,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useFormik } from 'formik';
import { signUp, weakPasswordMessage, paths } from '@koperasi/shared-services';
import {
  DEFAULT_REGISTRATION_ROLE,
  PASSWORD_HINT,
  registerSchema,
  type RegisterFormValues,
} from '@koperasi/shared-services/validation';
import { AuthCard } from '../features/auth-card';
import { AuthForm } from '../features/forms/auth-form';
import { fieldProps } from '../features/forms/form-field';
import { PasswordField } from '../features/forms/password-field';

const ROLE_CHOICES = [
  {
    value: 'buyer',
    title: 'Pembeli',
    description: 'Belanja produk anggota koperasi',
    icon: <ShoppingBagOutlined />,
  },
  {
    value: 'seller',
    title: 'Penjual',
    description: 'Jual hasil usaha Anda di koperasi',
    icon: <StorefrontOutlined />,
  },
] as const;

/** Register: role, name, email, phone, password twice; success goes to sign in. */
export default function RegisterPage() {
  usePageTitle('Daftar');
  const navigate = useNavigate();
  const formik = useFormik<RegisterFormValues>({
    initialValues: {
      role: DEFAULT_REGISTRATION_ROLE,
      fullName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
    },
    validationSchema: registerSchema,
    onSubmit: async ({ role, fullName, email, phone, password }, helpers) => {
      try {
        await signUp({ role, fullName, email, phone, password });
        void navigate(paths.login());
      } catch (error) {
        // the service showed the server's message; the screen stays. A refused password (too common, no
        // letters and digits) is also said on its field, which then takes the focus
        const weak = weakPasswordMessage(error);
        if (weak) helpers.setFieldError('password', weak);
      }
    },
  });
  const passwordProps = fieldProps(formik, 'password', 'register-password');

  return (
    <AuthCard title="Daftar" subtitle="Buat akun Koperasi Marketplace sebagai pembeli atau penjual">
      <AuthForm formik={formik} label="Daftar">
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            Daftar sebagai
          </FormLabel>
          <RadioGroup
            name="role"
            value={formik.values.role}
            onChange={formik.handleChange}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}
          >
            {ROLE_CHOICES.map((choice) => {
              const selected = formik.values.role === choice.value;
              return (
                <FormControlLabel
                  key={choice.value}
                  value={choice.value}
                  control={<Radio size="small" />}
                  sx={{
                    m: 0,
                    p: 1.25,
                    pr: 1.5,
                    alignItems: 'flex-start',
                    border: 1,
                    borderRadius: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: selected ? 'rgba(15, 118, 110, 0.06)' : 'transparent',
                    '& .MuiRadio-root': { mt: -0.5 },
                  }}
                  label={
                    <Box>
                      <Box
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.75,
                          fontWeight: 600,
                          color: selected ? 'primary.dark' : 'text.primary',
                        }}
                      >
                        {choice.icon}
                        {choice.title}
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {choice.description}
                      </Typography>
                    </Box>
                  }
                />
              );
            })}
          </RadioGroup>
        </FormControl>
        <TextField
          {...fieldProps(formik, 'fullName', 'register-full-name')}
          label="Nama Lengkap"
          autoComplete="name"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(formik, 'email', 'register-email')}
          label="Email"
          type="email"
          autoComplete="email"
          required
          fullWidth
        />
        <TextField
          {...fieldProps(formik, 'phone', 'register-phone')}
          label="Nomor Telepon"
          type="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <PasswordField
          {...passwordProps}
          helperText={passwordProps.helperText ?? PASSWORD_HINT}
          label="Password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <PasswordField
          {...fieldProps(formik, 'confirmPassword', 'register-confirm-password')}
          label="Konfirmasi Password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
          {formik.isSubmitting ? 'Mendaftar...' : 'Daftar'}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Sudah punya akun?{' '}
          <Link component={RouterLink} to={paths.login()}>
            Masuk
          </Link>
        </Typography>
      </AuthForm>
    </AuthCard>
  );
}
