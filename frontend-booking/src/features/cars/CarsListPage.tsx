import styled from 'styled-components';
import { useListCarsQuery, type CarDto } from '@salone/api-client/catalogue';
import { Button, CalendarIcon, Container, Select, TextField, useSeo, theme } from '@salone/ui';
import { todayIso } from '@salone/booking-rules';
import { formatDateRange } from '@salone/format';
import { PRICE_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { FilterBar, PageHero } from '../../shared/PageHero';
import { useSearchText } from '../../shared/useSearchText';
import { oneOf, useUrlFilters } from '../../shared/useUrlFilters';
import { CarCard } from './components/CarCard';
import { CAR_TYPES, PRICE_BAND_LABELS, PRICE_BANDS, rentalDatesFrom } from './carFormat';
import { LIST_PAGE_SEO } from '../../shared/seo';

const DEFAULTS = {
  search: '',
  type: 'all',
  priceBand: 'all',
  pickupDate: '',
  returnDate: '',
  sort: '',
};

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  ...CAR_TYPES.map((value) => ({ value, label: value })),
];

const PRICE_OPTIONS = [
  { value: 'all', label: 'All' },
  ...PRICE_BANDS.map((value) => ({ value, label: PRICE_BAND_LABELS[value] })),
];

/** /cars: search, type and price filters, availability for dates, the car cards. */
export default function CarsListPage() {
  useSeo(LIST_PAGE_SEO.cars);
  const { filters, setFilters, active } = useUrlFilters(DEFAULTS);
  const type = oneOf(filters.type, CAR_TYPES);
  const priceBand = oneOf(filters.priceBand, PRICE_BANDS);
  const sort = sortFrom(filters.sort, PRICE_SORTS);
  const today = todayIso();
  const dates = rentalDatesFrom(filters.pickupDate, filters.returnDate, today);
  const search = useSearchText(filters.search, (value) =>
    setFilters({ search: value }, { replace: true }),
  );

  const { currentData, isError, isFetching } = useListCarsQuery({
    search: filters.search || undefined,
    type,
    priceBand,
    ...dates,
    sort,
  });

  return (
    <>
      <PageHero title="Car Rentals">
        SUVs, sedans, hatchbacks and pickups from Freetown to Makeni, with or without a driver.
      </PageHero>
      <Container>
        <FilterBar role="search" aria-label="Filter vehicles" onSubmit={search.submit}>
          <TextField
            label="Search vehicles"
            placeholder="Make, model or location"
            {...search.field}
            enterKeyHint="search"
          />
          <Select
            label="Vehicle type"
            options={TYPE_OPTIONS}
            value={type ?? 'all'}
            onChange={(event) => setFilters({ type: event.target.value })}
          />
          <Select
            label="Price per day"
            options={PRICE_OPTIONS}
            value={priceBand ?? 'all'}
            onChange={(event) => setFilters({ priceBand: event.target.value })}
          />
          <SortSelect
            value={sort}
            offered={PRICE_SORTS}
            onChange={(next) => setFilters({ sort: next })}
          />
          <TextField
            label="Pickup date"
            type="date"
            min={today}
            value={filters.pickupDate}
            onChange={(event) => setFilters({ pickupDate: event.target.value }, { replace: true })}
          />
          <TextField
            label="Return date"
            type="date"
            min={filters.pickupDate || today}
            value={filters.returnDate}
            onChange={(event) => setFilters({ returnDate: event.target.value }, { replace: true })}
          />
          {/* With the date fields beside it, Enter in the search box needs a submit button. */}
          <button type="submit" hidden>
            Search
          </button>
        </FilterBar>
        {dates && (
          <StyledDates>
            <CalendarIcon size={18} />
            <span>Availability for {formatDateRange(dates.pickupDate, dates.returnDate)}</span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setFilters({ pickupDate: '', returnDate: '' })}
            >
              Clear dates
            </Button>
          </StyledDates>
        )}
        <StyledResults aria-label="Vehicles" aria-busy={isFetching}>
          <ListStates<CarDto>
            noun="Vehicles"
            singular="Vehicle"
            isLoading={!currentData && isFetching}
            isError={isError}
            items={currentData}
            filtered={active}
            renderItem={(car, index) => <CarCard car={car} dates={dates} priority={index === 0} />}
          />
        </StyledResults>
      </Container>
    </>
  );
}

const StyledDates = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]}px;
  margin: 0 0 ${theme.space[4]}px;
  color: ${theme.colors.textMuted};
`;

const StyledResults = styled.section`
  padding-bottom: ${theme.space[7]}px;
`;
