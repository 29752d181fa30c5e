import { useState, type FormEvent } from 'react';
import { useNavigate } from '@salone/router';
import styled from 'styled-components';
import { Button, SearchIcon, Select, TextField, theme } from '@salone/ui';
import { todayIso } from '@salone/format';
import { useT } from '@salone/i18n';
import { shellMessages } from '../../../i18n';
import { SEARCH_CATEGORIES, searchTarget } from '../searchTarget';

type SearchError = 'search.errorDates' | 'search.errorCategory';

export function HeroSearch() {
  const t = useT(shellMessages);
  const navigate = useNavigate();
  const [category, setCategory] = useState('');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [error, setError] = useState<SearchError>();
  const today = todayIso();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkIn && checkOut && checkOut <= checkIn) {
      setError('search.errorDates');
      return;
    }
    const target = searchTarget(category, checkIn, checkOut);
    if (!target) {
      setError('search.errorCategory');
      return;
    }
    setError(undefined);
    navigate(target);
  };

  return (
    <StyledPanel onSubmit={submit} aria-label={t('search.label')} noValidate>
      <Select
        label={t('search.whereTo')}
        placeholder={t('search.chooseService')}
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        options={SEARCH_CATEGORIES.map(({ value }) => ({
          value,
          label: t(`nav.section.${value}`),
        }))}
        error={error === 'search.errorCategory' ? t(error) : undefined}
      />
      <TextField
        label={t('search.checkIn')}
        type="date"
        min={today}
        value={checkIn}
        onChange={(event) => setCheckIn(event.target.value)}
      />
      <TextField
        label={t('search.checkOut')}
        type="date"
        min={checkIn || today}
        value={checkOut}
        onChange={(event) => setCheckOut(event.target.value)}
        error={error === 'search.errorDates' ? t(error) : undefined}
      />
      <StyledSubmit type="submit" size="lg">
        <SearchIcon size={20} />
        {t('search.submit')}
      </StyledSubmit>
    </StyledPanel>
  );
}

const StyledPanel = styled.form`
  display: grid;
  gap: ${theme.space[3]}px;
  grid-template-columns: 1fr;
  align-items: start;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  padding: ${theme.space[4]}px;
  text-align: left;

  ${theme.media.md} {
    grid-template-columns: 1.3fr 1fr 1fr auto;
  }
`;

const StyledSubmit = styled(Button)`
  align-self: end;
`;
