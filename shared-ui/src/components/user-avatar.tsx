import { Avatar, type SxProps, type Theme } from '@mui/material';
import { initialsOf } from '../format/format';
import { storageSrcSet } from './storage-src-set';

const COLORS = ['#0f766e', '#15803d', '#b45309', '#1d4ed8', '#7c3aed', '#be123c', '#0e7490'];

/** A deterministic colour per name, so a person keeps their colour across pages. */
function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLORS[Math.abs(hash) % COLORS.length]!;
}

/** The generated-initials image, as an SVG data URL: the avatar when there is no photo. */
export function initialsImage(name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="${colorFor(name)}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="Arial,sans-serif" font-size="32" fill="#fff">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface UserAvatarProps {
  name: string;
  photoURL?: string | undefined;
  size?: number;
  sx?: SxProps<Theme>;
}

/** A person's photo (from storage: a rendition about as wide as it is drawn), else their initials. */
export function UserAvatar({ name, photoURL, size = 36, sx }: UserAvatarProps) {
  const srcSet = photoURL ? storageSrcSet(photoURL) : undefined;
  return (
    <Avatar
      alt={name}
      src={photoURL || initialsImage(name)}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      sx={{ width: size, height: size, ...sx }}
    />
  );
}
