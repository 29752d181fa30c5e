import { Component, type ErrorInfo, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@salone/router';
import { AlertTriangleIcon, Button, Container, theme } from '@salone/ui';
import { useT } from '@salone/i18n';
import { shellMessages } from '../i18n';
import { describeLoadFailure } from './loadFailure';

interface Props {
  children: ReactNode;
  /** Changes (the location, say) reset the boundary so another page can try again. */
  resetKey?: string;
  /** Called when the boundary resets after a failure, before its children render again. */
  onReset?(): void;
}

interface State {
  failed: boolean;
}

/** Shows a friendly message instead of a blank page when a part of the app cannot load. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(describeLoadFailure(error), error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.props.onReset?.();
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteUnavailable />;
  }
}

export function RemoteUnavailable() {
  const t = useT(shellMessages);
  return (
    <Container>
      <StyledPanel role="alert">
        <AlertTriangleIcon size={40} />
        <h1>{t('remote.unavailableTitle')}</h1>
        <p>{t('remote.unavailableText')}</p>
        <StyledActions>
          <Button type="button" onClick={() => window.location.reload()}>
            {t('remote.tryAgain')}
          </Button>
          <Button as={Link} to="/" variant="outline">
            {t('notFound.back')}
          </Button>
        </StyledActions>
      </StyledPanel>
    </Container>
  );
}

const StyledPanel = styled.section`
  margin: ${theme.space[7]}px auto;
  max-width: 560px;
  text-align: center;
  color: ${theme.colors.text};

  svg {
    color: ${theme.colors.warning};
  }

  h1 {
    font-size: ${theme.fontSizes.xl};
    margin: ${theme.space[4]}px 0 ${theme.space[2]}px;
  }

  p {
    color: ${theme.colors.textMuted};
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${theme.space[3]}px;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: ${theme.space[5]}px;
`;
