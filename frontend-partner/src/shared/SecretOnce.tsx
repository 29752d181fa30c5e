import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '@salone/i18n';
import { Button, toast, theme } from '@salone/ui';
import { partnerMessages } from '../i18n';

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): the value,
 * a copy button and a warning that it cannot be shown again.
 */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  const t = useT(partnerMessages);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({
        title: t('secret.copied'),
        description: t('secret.copiedText', { label: label.toLowerCase() }),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: t('secret.copyFailed'),
        description: t('secret.copyFailedText'),
      });
    }
  };
  return (
    <StyledSecret role="group" aria-label={label}>
      <p>{t.rich('secret.warning', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <code>{value}</code>
      <Button type="button" onClick={copy}>
        {copied ? t('secret.copied') : t('secret.copy', { label: label.toLowerCase() })}
      </Button>
    </StyledSecret>
  );
}

const StyledSecret = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]}px;
  border: 1px solid ${theme.colors.warning};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  padding: ${theme.space[4]}px;

  p {
    margin: 0;
    color: ${theme.colors.text};
  }

  code {
    display: block;
    width: 100%;
    padding: ${theme.space[3]}px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.surface};
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    overflow-wrap: anywhere;
    user-select: all;
  }
`;
