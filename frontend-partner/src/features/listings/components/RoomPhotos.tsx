import { useId, useState } from 'react';
import {
  useAddRoomImageMutation,
  useOrderRoomImagesMutation,
  useRemoveRoomImageMutation,
  type PartnerRoomDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Button } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { PhotoManager } from './PhotoManager';

/** A room type's own photos, which the hotel's public page shows with it; opened on demand. */
export function RoomPhotos({
  orgId,
  hotelId,
  room,
}: {
  orgId: number;
  hotelId: number;
  room: PartnerRoomDto;
}) {
  const t = useT(partnerMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  const arg = { orgId, id: hotelId, roomId: room.id };
  const [addImage] = useAddRoomImageMutation();
  const [orderImages] = useOrderRoomImagesMutation();
  const [removeImage] = useRemoveRoomImageMutation();
  return (
    <div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t('photos.roomToggle', { name: room.roomType, count: String(room.images.length) })}
      </Button>
      <div id={id} hidden={!open}>
        {open ? (
          <PhotoManager
            images={room.images}
            alt={room.roomType}
            uploadLabel={t('photos.roomAdd', { name: room.roomType })}
            listLabel={t('photos.roomList', { name: room.roomType })}
            subject={room.roomType}
            add={(file) => addImage({ ...arg, body: { file } }).unwrap()}
            order={(images) => orderImages({ ...arg, imageOrderDto: { images } }).unwrap()}
            remove={(image) => removeImage({ ...arg, imageRefDto: { image } }).unwrap()}
          />
        ) : null}
      </div>
    </div>
  );
}
