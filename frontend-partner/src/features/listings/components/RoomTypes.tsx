import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useAddRoomMutation,
  useArchiveRoomMutation,
  useUpdateRoomMutation,
  type PartnerListingDto,
  type PartnerRoomDto,
} from '@salone/api-client/partner';
import { formatUsd, plural } from '@salone/format';
import { Badge, Button, toast } from '@salone/ui';
import { StyledActions, StyledNotice } from '../../../shared/layout';
import { emptyRoom, roomValues, toRoomInput } from '../kinds/room';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { RoomPhotos } from './RoomPhotos';
import { RoomTypeForm } from './RoomTypeForm';
import { StyledAdd, StyledPartList, StyledSection } from './parts';

/** A hotel's room types, each with its number of identical units: add, change, archive. */
export function RoomTypes({ orgId, listing }: { orgId: number; listing: PartnerListingDto }) {
  const [addRoom] = useAddRoomMutation();
  const [updateRoom] = useUpdateRoomMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const rooms = listing.rooms ?? [];
  const readOnly = listing.status === 'archived';

  return (
    <StyledSection aria-labelledby="room-types-title">
      <h2 id="room-types-title">Room types</h2>
      {rooms.length === 0 ? (
        <StyledNotice>
          <p>No room types yet. A hotel needs one before it can be published.</p>
        </StyledNotice>
      ) : (
        <StyledPartList aria-label="Room types">
          {rooms.map((room) => (
            <li key={room.id}>
              {editing === room.id ? (
                <RoomTypeForm
                  name={`Change ${room.roomType}`}
                  initial={roomValues(room)}
                  action="Save room type"
                  pending="Saving…"
                  refusal="Room type not saved"
                  onSubmit={async (values) => {
                    await updateRoom({
                      orgId,
                      id: listing.id,
                      roomId: room.id,
                      updateRoomDto: toRoomInput(values),
                    }).unwrap();
                    toast({ title: 'Room type saved', description: values.roomType.trim() });
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <RoomSummary
                  room={room}
                  orgId={orgId}
                  hotelId={listing.id}
                  readOnly={readOnly}
                  onEdit={() => setEditing(room.id)}
                />
              )}
            </li>
          ))}
        </StyledPartList>
      )}
      {readOnly || editing !== null ? null : (
        <StyledAdd>
          <h3>Add a room type</h3>
          <RoomTypeForm
            name="Add a room type"
            initial={emptyRoom()}
            action="Add room type"
            pending="Adding…"
            refusal="Room type not added"
            onSubmit={async (values) => {
              await addRoom({ orgId, id: listing.id, roomInputDto: toRoomInput(values) }).unwrap();
              toast({
                title: 'Room type added',
                description: `${values.roomType.trim()}, ${plural(Number(values.units), 'unit')}`,
              });
            }}
          />
        </StyledAdd>
      )}
    </StyledSection>
  );
}

function RoomSummary({
  room,
  orgId,
  hotelId,
  readOnly,
  onEdit,
}: {
  room: PartnerRoomDto;
  orgId: number;
  hotelId: number;
  readOnly: boolean;
  onEdit(): void;
}) {
  const [archiveRoom, { isLoading }] = useArchiveRoomMutation();
  const [confirming, setConfirming] = useState(false);

  const archive = async (): Promise<boolean> => {
    try {
      await archiveRoom({ orgId, id: hotelId, roomId: room.id }).unwrap();
      toast({ title: 'Room type archived', description: room.roomType });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Room type not archived',
        description: errorText(error, 'Please try again.', 'Unable to connect to server'),
      });
      return false;
    }
  };

  return (
    <div>
      <p>
        <strong>{room.roomType}</strong>{' '}
        {room.archived ? (
          <Badge tone="neutral">Archived</Badge>
        ) : room.isAvailable ? null : (
          <Badge tone="warning">Not offered</Badge>
        )}
      </p>
      <p>
        {formatUsd(room.price)} a night · sleeps {room.capacity} · {plural(room.units, 'unit')}
      </p>
      {readOnly || room.archived ? null : (
        <StyledActions>
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            Edit {room.roomType}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Archive {room.roomType}
          </Button>
        </StyledActions>
      )}
      {readOnly || room.archived ? null : (
        <RoomPhotos orgId={orgId} hotelId={hotelId} room={room} />
      )}
      <ConfirmDialog
        open={confirming}
        title={`Archive ${room.roomType}?`}
        description="Travellers can no longer book it. Its bookings stand. This cannot be undone."
        action="Archive room type"
        pending="Archiving…"
        busy={isLoading}
        onConfirm={archive}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
