import { Badge } from '@salone/ui';
import type { TourDto } from '@salone/api-client/catalogue';
import { DIFFICULTY_BADGE } from '../tourRules';

/** The tour's difficulty: colour, emoji and word (the word carries the meaning). */
export function DifficultyBadge({ difficulty }: { difficulty: TourDto['difficulty'] }) {
  const badge = DIFFICULTY_BADGE[difficulty] ?? DIFFICULTY_BADGE.challenging;
  return (
    <Badge tone={badge.tone}>
      <span aria-hidden="true">{badge.emoji}</span>
      {badge.label}
    </Badge>
  );
}
