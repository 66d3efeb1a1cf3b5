import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_BYTES, uploadPhoto } from '#web/lib/uploads.ts';
import { isNetworkError } from '#web/lib/api.ts';
import type { QueuePhotoInput } from '#web/lib/offline/listing-queue.ts';
import { photoSources } from '#web/lib/photos.ts';
import { errorText } from '#web/lib/error-messages.ts';
import { toast } from '#web/ui/toast.tsx';
import { freeSlots, mainPhotoKey, removePhoto, type WizardPhoto } from './wizard-model.ts';

const isAcceptedImage = (file: File) => (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type);

/**
 * The wizard's photos: each added file uploads at once (its local preview shows meanwhile); at most 5;
 * one main photo. `onFirstPhoto` runs with the first photo's file (for the suggestions).
 */
export function useWizardPhotos(initialPaths: string[], onFirstPhoto: (file: File) => void) {
  const { t, i18n } = useLingui();
  const [photos, setPhotos] = useState<WizardPhoto[]>(() =>
    initialPaths.map((path) => ({ key: path, path, preview: photoSources(path, 320).src, uploading: false, failed: false })),
  );
  const [chosenMain, setChosenMain] = useState<string | null>(null);
  const objectUrls = useRef(new Set<string>());
  const count = useRef(photos.length);
  count.current = photos.length;

  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const update = (key: string, change: Partial<WizardPhoto>) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const upload = useCallback(async (key: string, file: File) => {
    update(key, { uploading: true, failed: false });
    try {
      update(key, { path: await uploadPhoto(file), uploading: false, kept: false });
    } catch (error) {
      // No connection: the photo stays on the phone and goes with the listing when it is back.
      if (isNetworkError(error) || navigator.onLine === false) return update(key, { uploading: false, kept: true });
      update(key, { uploading: false, failed: true });
      toast({ title: t`Image Upload Failed`, description: errorText(i18n, error, msg`Please try again.`), variant: 'destructive' });
    }
  }, [i18n, t]);

  const files = useRef(new Map<string, File>());

  const add = (selected: File[]) => {
    const images = selected.filter(isAcceptedImage);
    if (images.length < selected.length) toast({ title: t`Please select an image file`, description: t`JPG, PNG or WEBP`, variant: 'destructive' });
    const small = images.filter((file) => file.size <= MAX_PHOTO_BYTES);
    if (small.length < images.length) toast({ title: t`A photo is larger than 10MB`, variant: 'destructive' });
    const fitting = small.slice(0, freeSlots(photos));
    if (fitting.length < small.length) toast({ title: t`You can add up to 5 photos`, variant: 'destructive' });
    if (fitting.length === 0) return;
    const wasEmpty = count.current === 0;
    const added = fitting.map((file) => {
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      files.current.set(key, file);
      return { key, preview, uploading: true, failed: false } satisfies WizardPhoto;
    });
    setPhotos((list) => [...list, ...added]);
    added.forEach((photo) => void upload(photo.key, files.current.get(photo.key)!));
    if (wasEmpty) onFirstPhoto(fitting[0]!);
  };

  const remove = (key: string) => {
    const next = removePhoto(photos, key, chosenMain);
    const gone = photos.find((p) => p.key === key);
    if (gone && objectUrls.current.has(gone.preview)) {
      URL.revokeObjectURL(gone.preview);
      objectUrls.current.delete(gone.preview);
    }
    files.current.delete(key);
    setPhotos(next.photos);
    setChosenMain(next.mainKey);
  };

  const retry = (key: string) => {
    const file = files.current.get(key);
    if (file) void upload(key, file);
  };

  const mainKey = mainPhotoKey(photos, chosenMain);
  /** The photos for a listing kept on the phone, main first: a file to upload later, or its path. */
  const forQueue = () =>
    [...photos].sort((a, b) => Number(b.key === mainKey) - Number(a.key === mainKey)).flatMap<QueuePhotoInput>((p) => {
      const file = files.current.get(p.key);
      return p.path ? [{ objectPath: p.path }] : file ? [{ blob: file as Blob }] : [];
    });

  return {
    photos,
    mainKey,
    forQueue,
    hasKept: photos.some((p) => p.kept),
    add,
    remove,
    retry,
    makeMain: setChosenMain,
    uploading: photos.some((p) => p.uploading),
  };
}
