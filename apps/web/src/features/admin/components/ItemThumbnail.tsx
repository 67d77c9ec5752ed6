import type { Image } from '@vastra/contract/catalogue';
import { ImageOff } from 'lucide-react';

/** An order line's small picture in the admin dialogs (the smallest copy), or a placeholder. */
export function ItemThumbnail({ image }: { image: Image | undefined }) {
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-neutral-100">
      {image ? (
        <img src={image.srcset[0]?.url ?? image.url} alt="" className="size-full object-cover" />
      ) : (
        <ImageOff className="size-4 text-neutral-400" aria-hidden />
      )}
    </span>
  );
}
