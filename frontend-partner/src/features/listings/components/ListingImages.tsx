import {
  useAddListingImageMutation,
  useOrderListingImagesMutation,
  useRemoveListingImageMutation,
  type PartnerListingDto,
} from '@salone/api-client/partner';
import { useT } from '@salone/i18n';
import { Gallery } from '@salone/ui/media';
import { partnerMessages } from '../../../i18n';
import { StyledNotice } from '../../../shared/layout';
import { PhotoManager } from './PhotoManager';
import { StyledSection } from './parts';

/** A listing's photos: add by picking or dropping, see them as travellers will, order, remove. */
export function ListingImages({ orgId, listing }: { orgId: number; listing: PartnerListingDto }) {
  const t = useT(partnerMessages);
  const arg = { orgId, kind: listing.kind, id: listing.id };
  const images = (listing.details as { images?: string[] }).images ?? [];
  const [addImage] = useAddListingImageMutation();
  const [orderImages] = useOrderListingImagesMutation();
  const [removeImage] = useRemoveListingImageMutation();

  return (
    <StyledSection aria-labelledby="photos-title">
      <h2 id="photos-title">{t('photos.title')}</h2>
      {images.length > 0 ? (
        <Gallery images={images} alt={listing.name} height={220} />
      ) : (
        <StyledNotice>
          <p>{t('photos.none')}</p>
        </StyledNotice>
      )}
      {listing.status === 'archived' ? null : (
        <PhotoManager
          images={images}
          alt={listing.name}
          uploadLabel={t('photos.add')}
          listLabel={t('photos.list')}
          add={(file) => addImage({ ...arg, body: { file } }).unwrap()}
          order={(order) => orderImages({ ...arg, imageOrderDto: { images: order } }).unwrap()}
          remove={(image) => removeImage({ ...arg, imageRefDto: { image } }).unwrap()}
        />
      )}
    </StyledSection>
  );
}
