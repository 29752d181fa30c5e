import { useState } from 'react';
import { errorText } from '@salone/api-client';
import {
  useAddRoomMutation,
  useArchiveRoomMutation,
  useUpdateRoomMutation,
  type PartnerListingDto,
  type PartnerRoomDto,
} from '@salone/api-client/partner';
import { formatUsd } from '@salone/format';
import { useT } from '@salone/i18n';
import { Badge, Button, toast } from '@salone/ui';
import { partnerMessages } from '../../../i18n';
import { StyledActions, StyledNotice } from '../../../shared/layout';
import { emptyRoom, roomValues, toRoomInput } from '../kinds/room';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { RoomPhotos } from './RoomPhotos';
import { RoomTypeForm } from './RoomTypeForm';
import { StyledAdd, StyledPartList, StyledSection } from './parts';

/** A hotel's room types, each with its number of identical units: add, change, archive. */
export function RoomTypes({ orgId, listing }: { orgId: number; listing: PartnerListingDto }) {
  const t = useT(partnerMessages);
  const [addRoom] = useAddRoomMutation();
  const [updateRoom] = useUpdateRoomMutation();
  const [editing, setEditing] = useState<number | null>(null);
  const rooms = listing.rooms ?? [];
  const readOnly = listing.status === 'archived';

  return (
    <StyledSection aria-labelledby="room-types-title">
      <h2 id="room-types-title">{t('rooms.title')}</h2>
      {rooms.length === 0 ? (
        <StyledNotice>
          <p>{t('rooms.none')}</p>
        </StyledNotice>
      ) : (
        <StyledPartList aria-label={t('rooms.title')}>
          {rooms.map((room) => (
            <li key={room.id}>
              {editing === room.id ? (
                <RoomTypeForm
                  name={t('rooms.change', { name: room.roomType })}
                  initial={roomValues(room)}
                  action={t('rooms.save')}
                  pending={t('parts.saving')}
                  refusal={t('rooms.notSaved')}
                  onSubmit={async (values) => {
                    await updateRoom({
                      orgId,
                      id: listing.id,
                      roomId: room.id,
                      updateRoomDto: toRoomInput(values),
                    }).unwrap();
                    toast({ title: t('rooms.saved'), description: values.roomType.trim() });
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
          <h3>{t('rooms.addTitle')}</h3>
          <RoomTypeForm
            name={t('rooms.addTitle')}
            initial={emptyRoom()}
            action={t('rooms.add')}
            pending={t('parts.adding')}
            refusal={t('rooms.notAdded')}
            onSubmit={async (values) => {
              await addRoom({ orgId, id: listing.id, roomInputDto: toRoomInput(values) }).unwrap();
              toast({
                title: t('rooms.added'),
                description: t('rooms.addedText', {
                  name: values.roomType.trim(),
                  units: Number(values.units),
                }),
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
  const t = useT(partnerMessages);
  const [archiveRoom, { isLoading }] = useArchiveRoomMutation();
  const [confirming, setConfirming] = useState(false);

  const archive = async (): Promise<boolean> => {
    try {
      await archiveRoom({ orgId, id: hotelId, roomId: room.id }).unwrap();
      toast({ title: t('rooms.archived'), description: room.roomType });
      return true;
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('rooms.notArchived'),
        description: errorText(error, t('common.tryAgain'), t('common.offline')),
      });
      return false;
    }
  };

  return (
    <div>
      <p>
        <strong>{room.roomType}</strong>{' '}
        {room.archived ? (
          <Badge tone="neutral">{t('rooms.archivedBadge')}</Badge>
        ) : room.isAvailable ? null : (
          <Badge tone="warning">{t('rooms.notOffered')}</Badge>
        )}
      </p>
      <p>
        {t('rooms.summary', {
          price: formatUsd(room.price),
          capacity: String(room.capacity),
          units: room.units,
        })}
      </p>
      {readOnly || room.archived ? null : (
        <StyledActions>
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            {t('rooms.edit', { name: room.roomType })}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('rooms.archive', { name: room.roomType })}
          </Button>
        </StyledActions>
      )}
      {readOnly || room.archived ? null : (
        <RoomPhotos orgId={orgId} hotelId={hotelId} room={room} />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('rooms.confirmTitle', { name: room.roomType })}
        description={t('rooms.confirmText')}
        action={t('rooms.confirmAction')}
        pending={t('rooms.archiving')}
        busy={isLoading}
        onConfirm={archive}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
