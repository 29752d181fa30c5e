import { useId, useState } from 'react';
import {
  useAddRoomImageMutation,
  useOrderRoomImagesMutation,
  useRemoveRoomImageMutation,
  type PartnerRoomDto,
} from '@salone/api-client/partner';
import { Button } from '@salone/ui';
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
        Photos of {room.roomType} ({room.images.length})
      </Button>
      <div id={id} hidden={!open}>
        {open ? (
          <PhotoManager
            images={room.images}
            alt={room.roomType}
            uploadLabel={`Add photos of ${room.roomType}`}
            listLabel={`Photos of ${room.roomType} in order`}
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
