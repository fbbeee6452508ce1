import { useEffect, useId, useMemo, useRef, useState, type DragEvent } from 'react';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  LinearProgress,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useStorageImage } from './product-image';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { IMAGE_MAX_BYTES } from '@koperasi/shared-services';
import {
  formatFileSize,
  formatSizeLimit,
  IMAGE_ACCEPT,
  selectImageFiles,
} from '@koperasi/shared-services/validation';

export interface ImagePickerProps {
  /** the field's visible label, also the file input's accessible name */
  label: string;
  /** how many images the field holds at most (kept + new): 1 for an article */
  maxFiles: number;
  /** stored images (public URLs) that are kept */
  existing?: string[];
  /** removes a stored image from the kept list; without it stored images cannot be removed */
  onRemoveExisting?: (url: string) => void;
  /** chosen files, uploaded on save */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** upload progress per chosen file, 0 to 1, while saving */
  progress?: (number | undefined)[];
  /** a validation message of the form */
  error?: string;
  helperText?: string;
  disabled?: boolean;
  /** true while chosen files are being checked (their first bytes read): a form holds its submit meanwhile */
  onCheckingChange?: (checking: boolean) => void;
}

/** Object URLs for previews of chosen files, revoked when the files change or the picker goes away. */
function usePreviews(files: File[]): string[] {
  const previews = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of previews) if (url) URL.revokeObjectURL(url);
    },
    [previews],
  );
  return previews;
}

function Thumbnail({
  src,
  alt,
  onRemove,
  removeLabel,
  progress,
  caption,
  disabled,
}: {
  src: string;
  alt: string;
  onRemove?: () => void;
  removeLabel: string;
  progress?: number;
  caption?: string;
  disabled?: boolean;
}) {
  // a stored image comes as a rendition of the thumbnail's size (a new file's preview is a blob: URL, as is)
  const image = useStorageImage(src, '112px');
  const { key, ...imgProps } = image.imgProps;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        width: 112,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.50',
      }}
    >
      {!image.failed ? (
        <Box
          component="img"
          key={key}
          {...imgProps}
          alt={alt}
          sx={{ display: 'block', width: 112, height: 112, objectFit: 'cover' }}
        />
      ) : (
        <Box
          role="img"
          aria-label={alt}
          sx={{ width: 112, height: 112, display: 'grid', placeItems: 'center' }}
        >
          <AddPhotoAlternateOutlined color="disabled" />
        </Box>
      )}
      {progress !== undefined ? (
        <Typography variant="caption" noWrap sx={{ display: 'block', px: 0.75, py: 0.25, fontWeight: 600 }}>
          {progress >= 1 ? 'Terunggah' : `Unggah ${Math.round(progress * 100)}%`}
        </Typography>
      ) : (
        caption && (
          <Typography variant="caption" noWrap sx={{ display: 'block', px: 0.75, py: 0.25 }} title={caption}>
            {caption}
          </Typography>
        )
      )}
      {progress !== undefined && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={`Mengunggah ${alt}`}
          sx={{ height: 6 }}
        />
      )}
      {onRemove && (
        <Tooltip title={removeLabel}>
          <span style={{ position: 'absolute', top: 4, right: 4 }}>
            <IconButton
              size="small"
              aria-label={removeLabel}
              onClick={onRemove}
              disabled={disabled}
              sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: 'common.white' } }}
            >
              <CloseRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * Picks image files (button or drag and drop) with previews: stored images that can be removed, chosen
 * files that can be dropped again, the upload checks (type, size, count) and upload progress.
 */
export function ImagePicker({
  label,
  maxFiles,
  existing = [],
  onRemoveExisting,
  files,
  onFilesChange,
  progress,
  error,
  helperText,
  disabled,
  onCheckingChange,
}: ImagePickerProps) {
  const inputId = useId();
  const messageId = useId();
  const [rejections, setRejections] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = usePreviews(files);
  const single = maxFiles === 1;
  const room = Math.max(0, maxFiles - existing.length - (single ? 0 : files.length));

  const add = async (chosen: File[]) => {
    if (disabled || chosen.length === 0) return;
    setChecking(true);
    onCheckingChange?.(true);
    try {
      // a single-image field replaces its chosen file; the checks read each file's first bytes
      const { accepted, rejected } = await selectImageFiles(chosen, single ? 1 : room, maxFiles);
      setRejections(rejected.map(({ file, message }) => `${file.name}: ${message}`));
      if (accepted.length) onFilesChange(single ? accepted : [...files, ...accepted]);
    } finally {
      setChecking(false);
      onCheckingChange?.(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add(Array.from(event.dataTransfer.files));
  };

  const hint =
    helperText ??
    `PNG, JPG, JPEG atau WEBP, maksimal ${formatSizeLimit(IMAGE_MAX_BYTES)} per file${single ? ', satu gambar' : `, hingga ${maxFiles} gambar`}.`;
  const messages = [error, ...rejections].filter(Boolean) as string[];
  // a chosen file replaces the stored one of a single-image field
  const shownExisting = single && files.length ? [] : existing;

  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        {label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        {(shownExisting.length > 0 || files.length > 0) && (
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, mb: 2 }}
          >
            {shownExisting.map((url, index) => (
              <Thumbnail
                key={url}
                src={url}
                alt={`Gambar tersimpan ${index + 1}`}
                removeLabel={`Hapus gambar tersimpan ${index + 1}`}
                onRemove={onRemoveExisting && (() => onRemoveExisting(url))}
                disabled={disabled}
              />
            ))}
            {files.map((file, index) => (
              <Thumbnail
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                src={previews[index] ?? ''}
                alt={`Gambar baru ${file.name}`}
                caption={`${file.name} · ${formatFileSize(file.size)}`}
                removeLabel={`Hapus gambar baru ${file.name}`}
                onRemove={() => onFilesChange(files.filter((_, i) => i !== index))}
                progress={progress?.[index]}
                disabled={disabled}
              />
            ))}
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            disabled={disabled || checking || (!single && room === 0)}
            onClick={() => inputRef.current?.click()}
          >
            {single && (files.length || existing.length) ? 'Ganti Gambar' : 'Pilih Gambar'}
          </Button>
          <Typography variant="body2" color="text.secondary">
            atau seret gambar ke sini
          </Typography>
        </Stack>
        <input
          ref={inputRef}
          id={inputId}
          tabIndex={-1}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple={!single}
          disabled={disabled}
          aria-describedby={messageId}
          aria-invalid={messages.length > 0 || undefined}
          onChange={(event) => {
            void add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            padding: 0,
            margin: -1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            border: 0,
          }}
        />
      </Box>
      <Box id={messageId} aria-live="polite">
        {messages.length > 0 ? (
          messages.map((message) => (
            <FormHelperText key={message} error>
              {message}
            </FormHelperText>
          ))
        ) : (
          <FormHelperText>{hint}</FormHelperText>
        )}
      </Box>
    </Box>
  );
}
