import { useState, type FormEvent } from 'react';
import { useNavigate } from '@salone/router';
import styled from 'styled-components';
import { Button, SearchIcon, Select, TextField, theme } from '@salone/ui';
import { todayIso } from '@salone/format';
import { SEARCH_CATEGORIES, searchTarget } from '../searchTarget';

export function HeroSearch() {
  const navigate = useNavigate();
  const [category, setCategory] = useState('');
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [error, setError] = useState<string>();
  const today = todayIso();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkIn && checkOut && checkOut <= checkIn) {
      setError('Check-out date must be after check-in date');
      return;
    }
    const target = searchTarget(category, checkIn, checkOut);
    if (!target) {
      setError('Choose what you are looking for');
      return;
    }
    setError(undefined);
    navigate(target);
  };

  return (
    <StyledPanel onSubmit={submit} aria-label="Search services" noValidate>
      <Select
        label="Where to?"
        placeholder="Choose a service"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
        options={SEARCH_CATEGORIES}
        error={error === 'Choose what you are looking for' ? error : undefined}
      />
      <TextField
        label="Check In"
        type="date"
        min={today}
        value={checkIn}
        onChange={(event) => setCheckIn(event.target.value)}
      />
      <TextField
        label="Check Out"
        type="date"
        min={checkIn || today}
        value={checkOut}
        onChange={(event) => setCheckOut(event.target.value)}
        error={error === 'Check-out date must be after check-in date' ? error : undefined}
      />
      <StyledSubmit type="submit" size="lg">
        <SearchIcon size={20} />
        Search
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
