import styled from 'styled-components';
import { useListEventsQuery, type EventDto } from '@salone/api-client/catalogue';
import { Container, Select, TextField, useSeo, theme } from '@salone/ui';
import { PRICE_SORTS, SortSelect, sortFrom } from '../../shared/sort';
import { ListStates } from '../../shared/ListStates';
import { FilterBar, PageHero } from '../../shared/PageHero';
import { useSearchText } from '../../shared/useSearchText';
import { oneOf, useUrlFilters } from '../../shared/useUrlFilters';
import { linkDay } from '../../shared/planBookingLink';
import { EventCard } from './components/EventCard';
import {
  CATEGORY_LABELS,
  DATE_WINDOW_LABELS,
  EVENT_CATEGORIES,
  EVENT_DATE_WINDOWS,
} from './eventFormat';
import { LIST_PAGE_SEO } from '../../shared/seo';

const DEFAULTS = { search: '', category: 'all', date: 'all', sort: '', from: '', to: '' };

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  ...EVENT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] })),
];

const DATE_OPTIONS = [
  { value: 'all', label: 'All Dates' },
  ...EVENT_DATE_WINDOWS.map((value) => ({ value, label: DATE_WINDOW_LABELS[value] })),
];

/** /events: search, category and date filters, and the event cards (docs/product.md, screens). */
export default function EventsListPage() {
  useSeo(LIST_PAGE_SEO.events);
  const { filters, setFilters, active } = useUrlFilters(DEFAULTS);
  const category = oneOf(filters.category, EVENT_CATEGORIES);
  const date = oneOf(filters.date, EVENT_DATE_WINDOWS);
  const sort = sortFrom(filters.sort, PRICE_SORTS);
  // The days asked for (the home search's dates): real days only, the last not before the first.
  const from = linkDay(filters.from);
  const lastDay = linkDay(filters.to);
  const to = lastDay && (!from || lastDay >= from) ? lastDay : undefined;
  const search = useSearchText(filters.search, (value) =>
    setFilters({ search: value }, { replace: true }),
  );

  const { currentData, isError, isFetching } = useListEventsQuery({
    search: filters.search || undefined,
    category,
    date,
    sort,
    from,
    to,
  });

  return (
    <>
      <PageHero title="Cultural Events">
        Festivals, concerts, food fairs and sport across Sierra Leone, with tickets you pay for by
        mobile money.
      </PageHero>
      <Container>
        <FilterBar role="search" aria-label="Filter events" onSubmit={search.submit}>
          <TextField
            label="Search events"
            placeholder="Event name or location"
            {...search.field}
            enterKeyHint="search"
          />
          <Select
            label="Category"
            options={CATEGORY_OPTIONS}
            value={category ?? 'all'}
            onChange={(event) => setFilters({ category: event.target.value })}
          />
          <Select
            label="Date"
            options={DATE_OPTIONS}
            value={date ?? 'all'}
            onChange={(event) => setFilters({ date: event.target.value })}
          />
          <TextField
            label="From"
            type="date"
            value={from ?? ''}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={to ?? ''}
            min={from}
            onChange={(event) => setFilters({ to: event.target.value })}
          />
          <SortSelect
            value={sort}
            offered={PRICE_SORTS}
            defaultLabel="Soonest first"
            onChange={(next) => setFilters({ sort: next })}
          />
        </FilterBar>
        <StyledResults aria-label="Events" aria-busy={isFetching}>
          <ListStates<EventDto>
            noun="Events"
            isLoading={!currentData && isFetching}
            isError={isError}
            items={currentData}
            filtered={active}
            renderItem={(event, index) => <EventCard event={event} priority={index === 0} />}
          />
        </StyledResults>
      </Container>
    </>
  );
}

const StyledResults = styled.section`
  padding-bottom: ${theme.space[7]}px;
`;
