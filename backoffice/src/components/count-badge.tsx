import { Box } from '@koperasi/shared-ui';

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface CountBadgeProps {
  count: number | undefined;
  /** what the count is, read out after it: 'belum dibaca' → '(3 belum dibaca)' */
  spoken: string;
  testId: string;
}

/** A menu entry's count: a red pill after the label ('99+' above 99). Nothing while it is 0 or unknown. */
export function CountBadge({ count, spoken, testId }: CountBadgeProps) {
  if (!count) return null;
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{
        ml: 0.75,
        px: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count.toLocaleString('id-ID')}</span>
      <Box component="span" sx={visuallyHidden}>
        {`(${count.toLocaleString('id-ID')} ${spoken})`}
      </Box>
    </Box>
  );
}
