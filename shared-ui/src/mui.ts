/*
 * The MUI building blocks of most pages, from the shell's one copy. MUI is not shared as a whole (it is
 * large and tree-shaken per app), so a remote importing a component from '@mui/material' bundles it
 * together with MUI's styling core and default theme: about 17 KB of gzip JavaScript more on the page.
 * Remotes import these from '@koperasi/shared-ui' (eslint enforces it), and the rest of MUI directly, on
 * the screens that need it. Every name here is loaded on every page: add only what most pages show.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardContent } from '@mui/material/CardContent';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Divider } from '@mui/material/Divider';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as MuiLink } from '@mui/material/Link';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
