import styled from 'styled-components';
import { featureIcon } from '../carFormat';
import { theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

interface CarFeaturesProps {
  features: string[];
  /** Show only the first `limit`, then '+N more features'. */
  limit?: number;
  columns?: boolean;
}

/** A car's features, each with its icon (seat, fuel, insurance, GPS, or a check). */
export function CarFeatures({ features, limit, columns = false }: CarFeaturesProps) {
  const shown = limit === undefined ? features : features.slice(0, limit);
  const more = features.length - shown.length;
  const t = useT(bookingMessages);
  return (
    <StyledFeatures $columns={columns}>
      {shown.map((feature) => {
        const Icon = featureIcon(feature);
        return (
          <li key={feature}>
            <Icon size={16} />
            {feature}
          </li>
        );
      })}
      {more > 0 && <StyledMore>{t('car.moreFeatures', { count: more })}</StyledMore>}
    </StyledFeatures>
  );
}

const StyledFeatures = styled.ul<{ $columns: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[1]}px ${theme.space[3]}px;
  grid-template-columns: ${({ $columns }) =>
    $columns ? 'repeat(auto-fill, minmax(180px, 1fr))' : 'repeat(2, minmax(0, 1fr))'};
  font-size: ${theme.fontSizes.sm};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]}px;
    min-width: 0;
  }

  svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.colors.primary};
  }
`;

const StyledMore = styled.li`
  grid-column: 1 / -1;
  color: ${theme.colors.textMuted};
`;
