import type { ChangeEvent } from 'react';
import { useLocation, useNavigate } from '@salone/router';
import styled from 'styled-components';
import { isLocale, LANGUAGE_NAMES, LOCALE_QUERY, LOCALES, useLocale, useT } from '@salone/i18n';
import { theme } from '@salone/ui';
import { shellMessages } from '../i18n';

/**
 * English / Krio / Français in the header: the page changes language in place (its messages
 * loaded first) and the choice is kept in the `salone_lang` cookie for the next visits. A
 * `?lang=` in the address is taken out, so a reload keeps the choice.
 */
export function LanguageSwitcher() {
  const t = useT(shellMessages);
  const { locale, setLocale, switching } = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isLocale(next) || next === locale) return;
    setLocale(next);
    const params = new URLSearchParams(search);
    if (params.has(LOCALE_QUERY)) {
      params.delete(LOCALE_QUERY);
      const query = params.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}${hash}`, { replace: true });
    }
  };

  return (
    <StyledSelect
      value={locale}
      onChange={change}
      aria-label={t('language.label')}
      aria-busy={switching || undefined}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LANGUAGE_NAMES[option]}
        </option>
      ))}
    </StyledSelect>
  );
}

const StyledSelect = styled.select`
  min-height: 44px;
  padding: 0 ${theme.space[2]}px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  cursor: pointer;
`;
