import { useState } from 'react';
import styled from 'styled-components';
import { MapPinIcon, theme } from '@salone/ui';
import { ADDRESS, OFFICE_LOCATION } from '../../info/company';
import { useOnline } from '../../../layout/useOnline';
import { useT } from '@salone/i18n';
import { pagesMessages } from '../../../i18n';

const { lat, lon } = OFFICE_LOCATION;
/** About 1 km around the office. */
const BBOX = [lon - 0.01, lat - 0.006, lon + 0.01, lat + 0.006].map((n) => n.toFixed(4)).join(',');

export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${BBOX}&layer=mapnik&marker=${lat},${lon}`;
export const MAP_LINK_URL = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/**
 * The office on an OpenStreetMap embed. The address and a link to the full map are always
 * shown under it, so the page still says where we are when the map cannot load; offline (or
 * if the frame reports an error) the frame is left out altogether.
 */
export function OfficeMap() {
  const t = useT(pagesMessages);
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  const showFrame = online && !failed;

  return (
    <StyledFigure>
      {showFrame && (
        <StyledFrameBox>
          <iframe
            title={t('contact.mapTitle')}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setFailed(true)}
          />
        </StyledFrameBox>
      )}
      <StyledFallback>
        <MapPinIcon size={24} />
        <div>
          <p>
            <strong>{t('contact.mapOffice')}</strong>
            <br />
            {ADDRESS[0]}, {ADDRESS[1]}
          </p>
          {!showFrame && <p>{t('contact.mapUnavailable')}</p>}
          <a href={MAP_LINK_URL} target="_blank" rel="noopener noreferrer">
            {t('contact.openMap')}
            <StyledHint> {t('contact.newTab')}</StyledHint>
          </a>
        </div>
      </StyledFallback>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  margin: 0;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

const StyledFrameBox = styled.div`
  aspect-ratio: 4 / 3;
  background: ${theme.colors.surfaceMuted};

  ${theme.media.md} {
    aspect-ratio: 16 / 7;
  }

  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

const StyledFallback = styled.figcaption`
  display: flex;
  gap: ${theme.space[3]}px;
  padding: ${theme.space[4]}px;

  > svg {
    flex-shrink: 0;
    color: ${theme.colors.primary};
  }

  div {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]}px;
  }

  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const StyledHint = styled.span`
  font-weight: ${theme.fontWeights.regular};
  font-size: ${theme.fontSizes.sm};
`;
