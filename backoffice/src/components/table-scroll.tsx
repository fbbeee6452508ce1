import { Box, Typography } from '@koperasi/shared-ui';
import { TableContainer } from '@mui/material';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface TableScrollProps {
  /** what the table is, for the scrolling region's name ('Daftar pesanan') */
  label: string;
  children: ReactNode;
}

interface Edges {
  /** columns hidden to the left */
  left: boolean;
  /** columns hidden to the right */
  right: boolean;
}

const SHADOW = 'rgba(0, 0, 0, 0.14)';

/**
 * A table's box: the table fits it, or it scrolls sideways inside it and shows that it does: a shadow on each
 * edge that hides columns and a line under it, 'Geser ke samping untuk melihat kolom lainnya'. While it
 * scrolls it is a named region a keyboard can reach (the arrow keys scroll it).
 */
export function TableScroll({ label, children }: TableScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const left = element.scrollLeft > 1;
    const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // the box's width (the window, the menu) and the table's (rows loaded, columns shown) both matter
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = edges.left || edges.right;
  const shadow = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 16,
    pointerEvents: 'none',
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${SHADOW}, transparent)`,
  });

  return (
    <Box data-table-scroll="">
      <Box sx={{ position: 'relative' }}>
        <TableContainer
          ref={box}
          onScroll={measure}
          {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
          sx={{
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
          }}
        >
          {children}
        </TableContainer>
        {edges.left && <Box aria-hidden sx={shadow('left')} />}
        {edges.right && <Box aria-hidden sx={shadow('right')} />}
      </Box>
      {scrolls && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="table-scroll-hint"
          sx={{ px: 2, py: 0.5 }}
        >
          Geser ke samping untuk melihat kolom lainnya
        </Typography>
      )}
    </Box>
  );
}
