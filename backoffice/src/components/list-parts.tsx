import type { ReactNode } from 'react';
import { Link as RouterLink, Box, IconButton, StorageImage } from '@koperasi/shared-ui';
import { InputAdornment, TextField, Tooltip } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';

/** Table columns a phone leaves out (their content moves under the row's name). */
export const HIDE_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** How wide and tall a row's picture is drawn. */
const THUMBNAIL = 48;

/**
 * A row's picture (a product's first photo, an article's image): a rendition of its width from storage, not
 * the uploaded original (a phone's photo is megabytes; a page of rows would download them all), else the
 * original, else `icon` on grey. Decorative: the row names what it shows. Not on a phone, where the row has
 * no room for it.
 */
export function ListThumbnail({ src, icon }: { src: string | null | undefined; icon: ReactNode }) {
  return (
    <StorageImage
      src={src}
      alt=""
      sizes={`${THUMBNAIL}px`}
      width={THUMBNAIL}
      height={THUMBNAIL}
      placeholder={icon}
      data-testid="list-thumbnail"
      sx={{
        width: THUMBNAIL,
        height: THUMBNAIL,
        flexShrink: 0,
        borderRadius: 1,
        display: { xs: 'none', sm: 'grid' },
      }}
    />
  );
}

/** Case-insensitive substring search on one text of each item (the lists' search boxes). */
export function filterByText<T>(items: T[], query: string, text: (item: T) => string): T[] {
  const needle = query.trim().toLocaleLowerCase('id');
  return needle ? items.filter((item) => text(item).toLocaleLowerCase('id').includes(needle)) : items;
}

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box, above its table. */
export function SearchField({ label, placeholder, value, onChange }: SearchFieldProps) {
  return (
    <Box sx={{ p: 2 }}>
      <TextField
        label={label}
        placeholder={placeholder}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        size="small"
        sx={{ width: { xs: '100%', sm: 360 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded />
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

export interface RowActionsProps {
  /** the row's name, for the buttons' labels ('Edit …', 'Hapus …') */
  name: string;
  /** edit on its own page... */
  editTo?: string;
  /** ...or in place */
  onEdit?: () => void;
  onDelete: () => void;
}

/** The 'Aksi' cell's buttons: edit and delete. */
export function RowActions({ name, editTo, onEdit, onDelete }: RowActionsProps) {
  return (
    <>
      <Tooltip title="Edit">
        {editTo ? (
          <IconButton component={RouterLink} to={editTo} aria-label={`Edit ${name}`}>
            <EditOutlined />
          </IconButton>
        ) : (
          <IconButton onClick={onEdit} aria-label={`Edit ${name}`}>
            <EditOutlined />
          </IconButton>
        )}
      </Tooltip>
      <Tooltip title="Hapus">
        <IconButton color="error" onClick={onDelete} aria-label={`Hapus ${name}`}>
          <DeleteOutlineRounded />
        </IconButton>
      </Tooltip>
    </>
  );
}
