import { useMemo } from 'react';
import { create } from 'qrcode';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { accountMessages } from '../../../i18n';

/** Light modules around the code, as the QR standard asks (4). */
const QUIET_ZONE = 4;

/**
 * The voucher's QR code: the booking's check-in token, the one the partner portal scans,
 * drawn as one SVG path (crisp at any size and in print).
 */
export function CheckInQr({ token, reference }: { token: string; reference: string }) {
  const t = useT(accountMessages);
  const { size, path } = useMemo(() => {
    const { modules } = create(token, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: modules.size + QUIET_ZONE * 2, path: d };
  }, [token]);
  return (
    <StyledQr
      role="img"
      aria-label={t('voucher.qrLabel', { reference })}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </StyledQr>
  );
}

const StyledQr = styled.svg`
  display: block;
  width: 100%;
  max-width: 240px;
  height: auto;
  margin: 0 auto;
`;
