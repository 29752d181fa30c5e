import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useAddListingImageMutation,
  useOrderListingImagesMutation,
  useRemoveListingImageMutation,
  type PartnerListingDto,
} from '@salone/api-client/partner';
import { Gallery } from '@salone/ui/media';
import { toast } from '@salone/ui';
import { StyledNotice } from '../../../shared/layout';
import { checkPhotos, PhotoUpload } from './PhotoUpload';
import { PhotoList } from './PhotoList';
import { StyledSection } from './parts';

const failed = (title: string, error: unknown) =>
  toast({
    variant: 'destructive',
    title,
    description: errorText(error, 'Please try again.', 'Unable to connect to server'),
  });

/** A listing's photos: add by picking or dropping, see them as travellers will, order, remove. */
export function ListingImages({ orgId, listing }: { orgId: number; listing: PartnerListingDto }) {
  const arg = { orgId, kind: listing.kind, id: listing.id };
  const images = (listing.details as { images?: string[] }).images ?? [];
  const [addImage] = useAddListingImageMutation();
  const [orderImages, ordering] = useOrderListingImagesMutation();
  const [removeImage, removing] = useRemoveListingImageMutation();
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const readOnly = listing.status === 'archived';
  const busy = uploading !== null || ordering.isLoading || removing.isLoading;

  const upload = async (files: File[]) => {
    const { accepted, refused: why } = checkPhotos(files);
    setRefused(why);
    if (accepted.length === 0) return;
    let added = 0;
    for (const file of accepted) {
      setUploading({ done: added, total: accepted.length });
      try {
        await addImage({ ...arg, body: { file } }).unwrap();
        added += 1;
      } catch (error) {
        failed(`${file.name} not added`, error);
      }
    }
    setUploading(null);
    if (added > 0) {
      toast({ title: added === 1 ? 'Photo added' : `${added} photos added` });
    }
  };

  const move = async (from: number, to: number) => {
    const order = [...images];
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved);
    try {
      await orderImages({ ...arg, imageOrderDto: { images: order } }).unwrap();
      toast({
        title: 'Photos reordered',
        description: `Photo ${from + 1} is now photo ${to + 1}.`,
      });
    } catch (error) {
      failed('Photos not reordered', error);
    }
  };

  const remove = async (url: string) => {
    try {
      await removeImage({ ...arg, imageRefDto: { image: url } }).unwrap();
      toast({ title: 'Photo removed' });
    } catch (error) {
      failed('Photo not removed', error);
    }
  };

  return (
    <StyledSection aria-labelledby="photos-title">
      <h2 id="photos-title">Photos</h2>
      {images.length > 0 ? (
        <Gallery images={images} alt={listing.name} height={220} />
      ) : (
        <StyledNotice>
          <p>No photos yet. Travellers choose with their eyes: add a few.</p>
        </StyledNotice>
      )}
      {readOnly ? null : (
        <PhotoUpload
          label="Add photos"
          busy={busy}
          error={refused}
          onFiles={(files) => void upload(files)}
        />
      )}
      {uploading ? (
        <p role="status">
          Uploading photo {uploading.done + 1} of {uploading.total}…
        </p>
      ) : null}
      {images.length > 0 && !readOnly ? (
        <PhotoList
          images={images}
          alt={listing.name}
          busy={busy}
          onMove={(from, to) => void move(from, to)}
          onRemove={(url) => void remove(url)}
        />
      ) : null}
    </StyledSection>
  );
}
