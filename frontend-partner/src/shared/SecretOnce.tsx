import { useState } from 'react';
import styled from 'styled-components';
import { Button, toast, theme } from '@salone/ui';

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): the value,
 * a copy button and a warning that it cannot be shown again.
 */
export function SecretOnce({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast({ title: 'Copied', description: `The ${label.toLowerCase()} is on your clipboard.` });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Copy failed',
        description: 'Select the text and copy it yourself.',
      });
    }
  };
  return (
    <StyledSecret role="group" aria-label={label}>
      <p>
        <strong>Copy it now: you will not be able to see it again.</strong> Keep it somewhere safe,
        like a password.
      </p>
      <code>{value}</code>
      <Button type="button" onClick={copy}>
        {copied ? 'Copied' : `Copy ${label.toLowerCase()}`}
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
