import { useState } from 'react';
import { errorText } from '@salone/api-client';
import { useT, type Translate } from '@salone/i18n';
import { toast } from '@salone/ui';
import { partnerMessages, type PartnerKey } from '../../../i18n';
import { checkPhotos, PhotoUpload } from './PhotoUpload';
import { PhotoList } from './PhotoList';

const failed = (title: string, error: unknown, t: Translate<PartnerKey>) =>
  toast({
    variant: 'destructive',
    title,
    description: errorText(error, t('common.tryAgain'), t('common.offline')),
  });

/**
 * Photos of a listing or of a room type: adds the files picked or dropped one after the other,
 * moves one up or down, removes one, each with its toast. The calls are the caller's.
 */
export function PhotoManager({
  images,
  alt,
  uploadLabel,
  listLabel,
  subject,
  add,
  order,
  remove,
}: {
  images: string[];
  /** What the photos show (the listing's or the room type's name). */
  alt: string;
  uploadLabel: string;
  listLabel: string;
  subject?: string;
  add(file: File): Promise<unknown>;
  order(images: string[]): Promise<unknown>;
  remove(url: string): Promise<unknown>;
}) {
  const t = useT(partnerMessages);
  const [uploading, setUploading] = useState<{ done: number; total: number } | null>(null);
  const [changing, setChanging] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const busy = uploading !== null || changing;

  const upload = async (files: File[]) => {
    const { accepted, refused: why } = checkPhotos(files, t);
    setRefused(why);
    if (accepted.length === 0) return;
    let added = 0;
    for (const file of accepted) {
      setUploading({ done: added, total: accepted.length });
      try {
        await add(file);
        added += 1;
      } catch (error) {
        failed(t('photos.notAdded', { name: file.name }), error, t);
      }
    }
    setUploading(null);
    if (added > 0) toast({ title: t('photos.added', { count: added }) });
  };

  const change = async (
    run: () => Promise<unknown>,
    done: string,
    refusal: string,
    detail?: string,
  ) => {
    setChanging(true);
    try {
      await run();
      toast({ title: done, description: detail });
    } catch (error) {
      failed(refusal, error, t);
    } finally {
      setChanging(false);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    void change(
      () => order(next),
      t('photos.reordered'),
      t('photos.notReordered'),
      t('photos.movedText', { from: String(from + 1), to: String(to + 1) }),
    );
  };

  return (
    <>
      <PhotoUpload
        label={uploadLabel}
        busy={busy}
        error={refused}
        onFiles={(files) => void upload(files)}
      />
      {uploading ? (
        <p role="status">
          {t('photos.uploading', {
            done: String(uploading.done + 1),
            total: String(uploading.total),
          })}
        </p>
      ) : null}
      {images.length > 0 ? (
        <PhotoList
          label={listLabel}
          subject={subject}
          images={images}
          alt={alt}
          busy={busy}
          onMove={move}
          onRemove={(url) =>
            void change(() => remove(url), t('photos.removed'), t('photos.notRemoved'))
          }
        />
      ) : null}
    </>
  );
}
