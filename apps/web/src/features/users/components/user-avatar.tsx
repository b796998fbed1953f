import type { MantineSize } from '@mantine/core';
import { PersonPhoto } from '../../../components/ui/person-photo';
import { useUserPhotoUrl } from '../api/get-user-photo';

export interface UserAvatarProps {
  /** The current photo (the last of the user's photos), if any. */
  photoId?: string;
  name: string;
  size?: MantineSize | number;
}

/** The user's photo, or a placeholder icon when there is none or it cannot be loaded. */
export function UserAvatar({ photoId, name, size = 'md' }: UserAvatarProps) {
  const url = useUserPhotoUrl(photoId);
  return <PersonPhoto src={url} alt={name} size={size} />;
}

/** The current photo of a user: the last one uploaded. */
export const currentPhotoId = (photos: { _id: string }[]) => photos.at(-1)?._id;
