import { Badge } from '@salone/ui';
import type { TourDto } from '@salone/api-client/catalogue';
import { DIFFICULTY_BADGE } from '../tourRules';
import { useT } from '@salone/i18n';
import { bookingMessages } from '../../../i18n';

/** The tour's difficulty: colour, emoji and word (the word carries the meaning). */
export function DifficultyBadge({ difficulty }: { difficulty: TourDto['difficulty'] }) {
  const level = difficulty in DIFFICULTY_BADGE ? difficulty : 'challenging';
  const badge = DIFFICULTY_BADGE[level];
  const t = useT(bookingMessages);
  return (
    <Badge tone={badge.tone}>
      <span aria-hidden="true">{badge.emoji}</span>
      {t(`tour.difficulty.${level}`)}
    </Badge>
  );
}
