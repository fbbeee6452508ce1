import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { IconButton, Paper } from '@mui/material';
import { styled } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '@koperasi/shared-services';

/**
 * The search field, drawn like MUI's InputBase (its text, colours and 1.4375em line). InputBase itself brings
 * the form-control context, adornments and the autosizing textarea, which a single-line box on every page
 * does not need.
 */
const SearchInput = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  flex: 1,
  minWidth: 0,
  width: '100%',
  boxSizing: 'content-box',
  height: '1.4375em',
  padding: '8px 0 9px',
  border: 0,
  margin: 0,
  background: 'none',
  color: theme.palette.text.primary,
  outline: 0,
  '&::placeholder': { color: 'currentColor', opacity: theme.palette.mode === 'light' ? 0.42 : 0.5 },
}));

export interface SearchBoxProps {
  /**
   * On a phone (below 600 px), a search icon that opens the box over the header: a visitor's header holds
   * Masuk and Daftar too, and would leave the box too narrow to type in (tools/index.html's frame draws the
   * same icon).
   */
  collapsible?: boolean;
}

/** The header's product search: submits to /products?q=… */
export function SearchBox({ collapsible = false }: SearchBoxProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const [query, setQuery] = useState(urlQuery);
  // a search started elsewhere (a 'Mungkin maksud Anda' link) shows in the box
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (urlQuery !== shownQuery) {
    setShownQuery(urlQuery);
    setQuery(urlQuery);
  }
  // the phone's box opened over the header; the field takes the focus as it opens
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // closed with its button or Escape: the focus goes back to the icon, once it is shown again
  const refocus = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (refocus.current) opener.current?.focus();
    refocus.current = false;
  }, [open]);
  function close() {
    refocus.current = true;
    setOpen(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    setOpen(false);
    void navigate(paths.products(q ? { q } : undefined));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (open && event.key === 'Escape') close();
  }

  const form = (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      onKeyDown={onKeyDown}
      elevation={0}
      sx={[
        {
          display: 'flex',
          alignItems: 'center',
          flex: 1,
          maxWidth: 520,
          pl: { xs: 1, sm: 1.5 },
          pr: { xs: 0.5, sm: 1.5 },
          borderRadius: 99,
          bgcolor: 'rgba(255,255,255,0.95)',
        },
        collapsible && !open && { display: { xs: 'none', sm: 'flex' } },
        // opened on a phone: over the whole header, opaque, in a ring of the header's colour that covers what
        // is beside and under it
        collapsible &&
          open &&
          ((theme) => ({
            [theme.breakpoints.down('sm')]: {
              position: 'absolute',
              insetInline: 8,
              maxWidth: 'none',
              pl: 0.5,
              bgcolor: 'common.white',
              boxShadow: `0 0 0 12px ${theme.palette.primary.main}`,
              zIndex: 1,
            },
          })),
      ]}
    >
      {collapsible && open && (
        <IconButton
          aria-label="Tutup pencarian"
          size="small"
          onClick={close}
          sx={{ display: { sm: 'none' } }}
        >
          <ArrowBack />
        </IconButton>
      )}
      <SearchInput
        ref={input}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Cari produk..."
        aria-label="Cari produk"
      />
      <IconButton type="submit" aria-label="Cari" size="small">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
  if (!collapsible) return form;
  return (
    <>
      <IconButton
        ref={opener}
        color="inherit"
        aria-label="Buka pencarian"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        sx={{ display: { xs: open ? 'none' : 'inline-flex', sm: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {form}
    </>
  );
}
