import { useRef } from 'react';
import { FieldArray, Form, Formik, getIn, useFormikContext } from 'formik';
import { InputAdornment, MenuItem } from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { failureMessage, notify, type ShuRule } from '@koperasi/shared-services';
import { SHU_BASES, SHU_BASE_LABELS } from '@koperasi/shared-services/economics';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  IconButton,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { FocusFirstError } from '@koperasi/shared-ui/focus-first-error';
import { DateField } from '../../components/date-time-field';
import { FormTextField } from '../../components/form-text-field';
import { RupiahField } from '../../components/rupiah-field';
import { useSaveShuRuleMutation } from './shu-api';
import {
  emptyComponent,
  emptyLine,
  percentSum,
  shuRuleSchema,
  SHU_LINE_KIND_LABELS,
  toShuRuleInput,
  toShuRuleValues,
  unitsText,
  type ShuLineKind,
  type ShuRuleFormValues,
} from './shu-rule-schema';

export interface ShuRuleEditorProps {
  year: number;
  /** the version the new one starts from; null: the year's first rule */
  from: ShuRule | null;
  onDone: () => void;
}

// the label sits above the field from the start: inside a narrow field 'Persentase *' ran into the '%'
const percentSlots = {
  htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' },
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
  inputLabel: { shrink: true },
};

/** An error of a list itself (its sum), shown once the form was submitted. */
function ListError({ name }: { name: string }) {
  const { errors, submitCount } = useFormikContext<ShuRuleFormValues>();
  const error: unknown = getIn(errors, name);
  if (submitCount === 0 || typeof error !== 'string') return null;
  return (
    <Alert severity="error" role="alert">
      {error}
    </Alert>
  );
}

/** The running sum of some percents: 'Jumlah: 95%'. */
function PercentSum({ lines, label }: { lines: { percent: string }[]; label: string }) {
  const sum = percentSum(lines);
  return (
    <Typography
      variant="body2"
      aria-live="polite"
      sx={{ color: sum === 1_000_000 ? 'success.main' : 'text.secondary', fontWeight: 600 }}
    >
      {label}: {unitsText(sum)}% dari 100%
    </Typography>
  );
}

function Components({ index }: { index: number }) {
  const { values } = useFormikContext<ShuRuleFormValues>();
  const line = values.lines[index]!;
  const base = `lines.${index}.components`;
  return (
    <FieldArray name={base}>
      {(helpers) => (
        <Stack
          spacing={1.5}
          sx={{ pl: { xs: 0, sm: 2 }, borderLeft: { sm: 3 }, borderColor: { sm: 'divider' } }}
        >
          <Typography variant="subtitle2" component="h4">
            Komponen {line.name.trim() || `alokasi ${index + 1}`}
          </Typography>
          {line.components.map((_, componentIndex) => (
            <Grid container spacing={1.5} key={componentIndex} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormTextField
                  name={`${base}.${componentIndex}.name`}
                  label={`Nama komponen ${componentIndex + 1}`}
                  required
                  size="small"
                />
              </Grid>
              <Grid size={{ xs: 5, sm: 2.5 }}>
                <FormTextField
                  name={`${base}.${componentIndex}.percent`}
                  label="Persentase"
                  required
                  size="small"
                  slotProps={percentSlots}
                />
              </Grid>
              <Grid size={{ xs: 7, sm: 4.5 }}>
                <FormTextField
                  name={`${base}.${componentIndex}.base`}
                  label="Dasar pembagian"
                  required
                  select
                  size="small"
                >
                  {SHU_BASES.map((option) => (
                    <MenuItem key={option} value={option}>
                      {SHU_BASE_LABELS[option]}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 1 }} sx={{ textAlign: 'right' }}>
                <IconButton
                  aria-label={`Hapus komponen ${componentIndex + 1} dari alokasi ${index + 1}`}
                  onClick={() => helpers.remove(componentIndex)}
                >
                  <DeleteOutline />
                </IconButton>
              </Grid>
            </Grid>
          ))}
          <PercentSum lines={line.components} label="Jumlah komponen" />
          <ListError name={base} />
          <ListError name={`lines.${index}.componentsTotal`} />
          <Box>
            <Button size="small" startIcon={<Add />} onClick={() => helpers.push(emptyComponent())}>
              Tambah Komponen
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}

/**
 * The rule editor: SHU to distribute (whole rupiah), RAT date, note, and the allocation lines, each kept
 * by the cooperative, shared among members by a base, or split into components with their own bases.
 * Saving records a new version of the year's rule; the versions before it stay.
 */
export function ShuRuleEditor({ year, from, onDone }: ShuRuleEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saveRule] = useSaveShuRuleMutation();

  const submit = async (values: ShuRuleFormValues) => {
    try {
      const saved = await saveRule(toShuRuleInput(year, values)).unwrap();
      notify.success(`Aturan SHU ${year} versi ${saved.version} disimpan`);
      onDone();
    } catch (error) {
      notify.error(failureMessage('Gagal menyimpan aturan SHU', error));
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }} id="shu-rule-editor-title">
          {from ? `Versi Baru Aturan SHU ${year}` : `Aturan SHU ${year}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Persentase ditetapkan oleh Rapat Anggota Tahunan (RAT). Menyimpan membuat versi baru; versi
          sebelumnya tetap tersimpan.
        </Typography>
        <Formik initialValues={toShuRuleValues(from)} validationSchema={shuRuleSchema} onSubmit={submit}>
          {({ values, isSubmitting, setFieldValue }) => (
            <Form ref={formRef} noValidate aria-labelledby="shu-rule-editor-title">
              <FocusFirstError form={formRef} />
              <Grid container spacing={2} sx={{ mb: 3 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <RupiahField name="shuTotal" label="SHU yang dibagikan" required maxDigits={16} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <DateField name="ratDate" label="Tanggal RAT" />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="note" label="Catatan" multiline minRows={2} />
                </Grid>
              </Grid>

              <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
                Alokasi
              </Typography>
              <FieldArray name="lines">
                {(helpers) => (
                  <Stack spacing={2}>
                    {values.lines.map((line, index) => (
                      <Box
                        key={index}
                        component="fieldset"
                        // a fieldset is as wide as its content by default: on a phone it must fit the screen
                        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
                      >
                        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                          Alokasi {index + 1}
                        </Typography>
                        <Grid container spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
                          <Grid size={{ xs: 12, sm: 4 }}>
                            <FormTextField name={`lines.${index}.name`} label="Nama alokasi" required />
                          </Grid>
                          <Grid size={{ xs: 12, sm: 2 }}>
                            <FormTextField
                              name={`lines.${index}.percent`}
                              label="Persentase"
                              required
                              slotProps={percentSlots}
                            />
                          </Grid>
                          <Grid size={{ xs: 12, sm: line.kind === 'base' ? 3 : 5 }}>
                            <FormTextField
                              name={`lines.${index}.kind`}
                              label="Penggunaan"
                              select
                              onChange={(event) => {
                                const kind = event.target.value as ShuLineKind;
                                void setFieldValue(`lines.${index}.kind`, kind);
                                if (kind === 'components' && line.components.length === 0)
                                  void setFieldValue(`lines.${index}.components`, [
                                    emptyComponent(),
                                    emptyComponent(),
                                  ]);
                              }}
                            >
                              {(Object.keys(SHU_LINE_KIND_LABELS) as ShuLineKind[]).map((kind) => (
                                <MenuItem key={kind} value={kind}>
                                  {SHU_LINE_KIND_LABELS[kind]}
                                </MenuItem>
                              ))}
                            </FormTextField>
                          </Grid>
                          {line.kind === 'base' && (
                            <Grid size={{ xs: 12, sm: 2 }}>
                              <FormTextField
                                name={`lines.${index}.base`}
                                label="Dasar pembagian"
                                required
                                select
                              >
                                {SHU_BASES.map((option) => (
                                  <MenuItem key={option} value={option}>
                                    {SHU_BASE_LABELS[option]}
                                  </MenuItem>
                                ))}
                              </FormTextField>
                            </Grid>
                          )}
                          <Grid size={{ xs: 12, sm: 1 }} sx={{ textAlign: 'right' }}>
                            <IconButton
                              aria-label={`Hapus alokasi ${index + 1}`}
                              onClick={() => helpers.remove(index)}
                              disabled={values.lines.length === 1}
                            >
                              <DeleteOutline />
                            </IconButton>
                          </Grid>
                        </Grid>
                        {line.kind === 'components' && <Components index={index} />}
                      </Box>
                    ))}
                    <PercentSum lines={values.lines} label="Jumlah alokasi" />
                    <ListError name="lines" />
                    <ListError name="linesTotal" />
                    <Box>
                      <Button startIcon={<Add />} onClick={() => helpers.push(emptyLine())}>
                        Tambah Alokasi
                      </Button>
                    </Box>
                  </Stack>
                )}
              </FieldArray>

              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1.5}
                sx={{ mt: 3, justifyContent: 'flex-end' }}
              >
                <Button onClick={onDone} disabled={isSubmitting}>
                  Batal
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Menyimpan...' : 'Simpan Aturan'}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </CardContent>
    </Card>
  );
}
