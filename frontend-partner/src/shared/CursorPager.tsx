import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, theme } from '@salone/ui';
import { partnerMessages } from '../i18n';

/**
 * Pages of a list the API pages by cursor: the cursors of the pages before the current one
 * are kept, so 'Previous page' goes back without the server knowing about it.
 */
export function useCursorPages() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    hasPrevious: cursors.length > 1,
    previous: () => setCursors((list) => list.slice(0, -1)),
    next: (cursor: string) => setCursors((list) => [...list, cursor]),
    /** Back to the first page (the filters changed). */
    reset: () => setCursors([undefined]),
  };
}

/** 'Previous page' and 'Next page' under a list, each only when there is such a page. */
export function CursorPager({
  pages,
  nextCursor,
}: {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null | undefined;
}) {
  const t = useT(partnerMessages);
  if (!pages.hasPrevious && !nextCursor) return null;
  return (
    <StyledPager>
      {pages.hasPrevious ? (
        <Button type="button" variant="outline" onClick={pages.previous}>
          {t('pager.previous')}
        </Button>
      ) : null}
      {nextCursor ? (
        <Button type="button" variant="outline" onClick={() => pages.next(nextCursor)}>
          {t('pager.next')}
        </Button>
      ) : null}
    </StyledPager>
  );
}

const StyledPager = styled.div`
  display: flex;
  gap: ${theme.space[2]}px;
  margin-top: ${theme.space[3]}px;
`;
