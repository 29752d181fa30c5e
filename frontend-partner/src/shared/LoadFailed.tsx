import { Button } from '@salone/ui';
import { StyledNotice } from './layout';

/** A list or page that could not be loaded: says so, announced, with 'Try Again'. */
export function LoadFailed({ text, onRetry }: { text: string; onRetry(): void }) {
  return (
    <StyledNotice $tone="danger" role="alert">
      <p>{text}</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </StyledNotice>
  );
}
