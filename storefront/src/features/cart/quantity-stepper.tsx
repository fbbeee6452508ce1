import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import { IconButton, Stack, Typography } from '@koperasi/shared-ui';

export interface QuantityStepperProps {
  /** the product's name, for the buttons' labels */
  name: string;
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  min?: number;
  /** the stock; plus stops there */
  max?: number;
}

/** Minus, the quantity and plus, with 40 px tap targets. */
export function QuantityStepper({
  name,
  value,
  onDecrement,
  onIncrement,
  min = 0,
  max,
}: QuantityStepperProps) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 99,
        bgcolor: 'background.paper',
        flexShrink: 0,
      }}
    >
      <IconButton aria-label={`Kurangi ${name}`} onClick={onDecrement} disabled={value <= min} size="medium">
        <Remove fontSize="small" />
      </IconButton>
      <Typography
        aria-label={`Jumlah ${name}`}
        data-testid="quantity"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={`Tambah ${name}`}
        onClick={onIncrement}
        disabled={max !== undefined && value >= max}
        size="medium"
      >
        <Add fontSize="small" />
      </IconButton>
    </Stack>
  );
}
