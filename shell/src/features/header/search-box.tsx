import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InputBase, Paper, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

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
        px: 1.5,
        borderRadius: 99,
        bgcolor: 'rgba(255,255,255,0.95)',
      }}
    >
      <InputBase
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Cari produk..."
        inputProps={{ 'aria-label': 'Cari produk' }}
        sx={{ flex: 1, py: 0.5 }}
      />
      <IconButton type="submit" aria-label="Cari" size="small">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
