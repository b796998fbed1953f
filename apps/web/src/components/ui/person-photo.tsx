import { Avatar, type MantineSize } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';

export interface PersonPhotoProps {
  /** The photo's address; without one (or when it cannot be loaded) the placeholder shows. */
  src?: string | null;
  /** The photo's text alternative. */
  alt?: string;
  size?: MantineSize | number;
}

/** A person's photo, a user's or a debitur's: one round shape, one placeholder. */
export function PersonPhoto({ src, alt, size = 'md' }: PersonPhotoProps) {
  return (
    <Avatar src={src ?? null} alt={alt} size={size} radius="100%" color="gray">
      <IconUser size="55%" aria-hidden />
    </Avatar>
  );
}
