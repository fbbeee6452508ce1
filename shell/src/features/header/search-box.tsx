import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { IconButton, Paper } from '@mui/material';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

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

/** The header's product search: submits to /products?q=… */
export function SearchBox() {
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

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    void navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  }

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      elevation={0}
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        maxWidth: 520,
        pl: { xs: 1, sm: 1.5 },
        pr: { xs: 0.5, sm: 1.5 },
        borderRadius: 99,
        bgcolor: 'rgba(255,255,255,0.95)',
      }}
    >
      <SearchInput
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
}
